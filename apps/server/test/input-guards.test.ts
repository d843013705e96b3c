import { beforeAll, describe, expect, test } from 'vitest';
import { BADGE_TEST_ENV, profileForm, pngBuffer, validFields } from './badge-helpers';
import { bearer, errorOf, signIn, type Principal, useTestApp } from './helper';

let user: Principal;
/** `POST /api/storeAccount` is for operators (issue 20 §3). */
let operator: Principal;
const t = useTestApp({ env: BADGE_TEST_ENV });
beforeAll(async () => {
  user = await signIn(t.app, 'user');
  operator = await signIn(t.app, 'admin');
});

/** Asserts a 400 VALIDATION_FAILED in our shape whose message names the NUL character. */
function expectNulRefused(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode, res.body).toBe(400);
  const error = errorOf(res);
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.message).toContain('NUL character');
}

describe('a NUL character is refused once, wherever it comes from', () => {
  test('in a JSON body string (it used to reach PostgreSQL: 500)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/current',
      headers: bearer(user.token),
      payload: { name: 'Ann\u0000a', extraInfo: '' },
    });
    expectNulRefused(res);
  });

  test('in a JSON object key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storeAccount',
      headers: { ...bearer(operator.token), 'content-type': 'application/json' },
      payload: '{"service":"tiktok","data":{"a\\u0000b":1}}',
    });
    expectNulRefused(res);
  });

  test('in the query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/tiktok?q=de%00mo',
      headers: bearer(user.token),
    });
    expectNulRefused(res);
  });

  test('in a path parameter', async () => {
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/profile/CPT-%00' }));
    expectNulRefused(
      await t.app.inject({
        method: 'GET',
        url: '/api/lookups/tiktok/de%00mo',
        headers: bearer(user.token),
      }),
    );
  });

  test('in a header value (the refresh cookie is percent-decoded)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { cookie: 'vigil_refresh=abc%00def' },
    });
    expectNulRefused(res);
  });

  test('in a multipart form field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: profileForm(validFields({ full_name: 'Erika\u0000Mustermann' }), {
        data: await pngBuffer(),
      }),
    });
    expectNulRefused(res);
  });

  test('an escaped backslash before u0000 is text, not a NUL', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/current',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
      payload: '{"name":"C:\\\\u0000dir","extraInfo":""}',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ name: string }>().name).toBe('C:\\u0000dir');
  });
});

describe('JSON bodies are capped in depth and size', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  test('10,000-deep nesting in POST /api/storeAccount is a 400, not a stack overflow', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storeAccount',
      headers: { ...bearer(operator.token), 'content-type': 'application/json' },
      payload: `{"service":"tiktok","data":{"deep":${nested(10_000)}}}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('more than 64 levels');
  });

  test('64 levels are allowed through to the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storeAccount',
      headers: { ...bearer(operator.token), 'content-type': 'application/json' },
      // 2 levels of envelope + 62 of data = 64.
      payload: `{"service":"tiktok","data":{"deep":${nested(61)}}}`,
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 400) expect(errorOf(res).message).not.toContain('levels');
  });

  test('a body over 1 MB is a 413 in our error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storeAccount',
      headers: { ...bearer(operator.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ service: 'tiktok', data: { big: 'x'.repeat(1024 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
    const error = errorOf(res);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toContain('1 MB');
  });

  test('an unpaired surrogate escape is a 400 (PostgreSQL jsonb refuses it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storeAccount',
      headers: { ...bearer(operator.token), 'content-type': 'application/json' },
      payload: '{"service":"tiktok","data":{"username":"x\\ud800y"}}',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain('surrogate');
  });
});

describe('URLs that cannot be decoded answer in our error shape', () => {
  for (const url of ['/uploads/%zz', '/api/profile/%zz', '/p/%E0%A4%A', '/assets/%zz.js']) {
    test(url, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    });
  }
});
