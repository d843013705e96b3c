import { expect, test } from 'vitest';
import { errorCodeSchema, errorReplySchema, errorStatus } from './errors';

test('every error code maps to an HTTP error status', () => {
  for (const code of errorCodeSchema.options) {
    const status = errorStatus[code];
    expect(status, code).toBeGreaterThanOrEqual(400);
    expect(status, code).toBeLessThan(600);
  }
});

test('only INTERNAL, upstream failures and a missing provider are 5xx', () => {
  const fiveHundreds = errorCodeSchema.options.filter((c) => errorStatus[c] >= 500);
  // PROVIDER_NOT_CONFIGURED: the server lacks a data provider, not the request anything.
  expect(fiveHundreds.sort()).toEqual([
    'INTERNAL',
    'PROVIDER_BAD_REPLY',
    'PROVIDER_NOT_CONFIGURED',
    'UPSTREAM_UNAVAILABLE',
  ]);
});

test('the error reply may carry params, and stays valid without them', () => {
  const base = { error: { code: 'RATE_LIMITED', message: 'Too many requests.' }, requestId: 'r1' };
  expect(errorReplySchema.parse(base)).toEqual(base);
  const withParams = { ...base, error: { ...base.error, params: { retryAfter: 30 } } };
  expect(errorReplySchema.parse(withParams).error.params).toEqual({ retryAfter: 30 });
  expect(
    errorReplySchema.safeParse({ ...base, error: { ...base.error, params: { x: { deep: 1 } } } })
      .success,
  ).toBe(false);
});
