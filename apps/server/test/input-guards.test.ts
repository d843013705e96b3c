import { describe, expect, test } from 'vitest';
import { BADGE_TEST_ENV, profileForm, pngBuffer, validFields } from './badge-helpers';
import { errorOf, useTestApp, expectError, requestAs, useSignedIn, type Principal } from './helper';

const t = useTestApp({ env: BADGE_TEST_ENV });
const user = useSignedIn(t, 'user');
/** `POST /api/storeAccount` is for operators (issue 20 §3). */
const operator = useSignedIn(t, 'admin');

/** A JSON body sent as the text given: escapes, keys and nesting as written, not re-serialized. */
const jsonText = (who: Principal, method: 'POST' | 'PUT', url: string, text: string) =>
  requestAs(t.app, who, method, url, text, { 'content-type': 'application/json' });
/** `POST /api/storeAccount` as the operator, with the body as written. */
const storeText = (text: string) => jsonText(operator, 'POST', '/api/storeAccount', text);

/** Asserts a 400 VALIDATION_FAILED in our shape whose message names the NUL character. */
function expectNulRefused(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  expect(error.message).toContain('NUL character');
}

describe('a NUL character is refused once, wherever it comes from', () => {
  test('in a JSON body string (it used to reach PostgreSQL: 500)', async () => {
    const res = await requestAs(t.app, user, 'PUT', '/api/accounts/current', {
      name: 'Ann\u0000a',
      extraInfo: '',
    });
    expectNulRefused(res);
  });

  test('in a JSON object key', async () => {
    const res = await storeText('{"service":"tiktok","data":{"a\\u0000b":1}}');
    expectNulRefused(res);
  });

  test('in the query string', async () => {
    const res = await requestAs(t.app, user, 'GET', '/api/accounts/tiktok?q=de%00mo');
    expectNulRefused(res);
  });

  test('in a path parameter', async () => {
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/profile/CPT-%00' }));
    expectNulRefused(await requestAs(t.app, user, 'GET', '/api/lookups/tiktok/de%00mo'));
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
    const res = await jsonText(
      user,
      'PUT',
      '/api/accounts/current',
      '{"name":"C:\\\\u0000dir","extraInfo":""}',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ name: string }>().name).toBe('C:\\u0000dir');
  });
});

describe('JSON bodies are capped in depth and size', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  test('10,000-deep nesting in POST /api/storeAccount is a 400, not a stack overflow', async () => {
    const res = await storeText(`{"service":"tiktok","data":{"deep":${nested(10_000)}}}`);
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.message).toContain('more than 64 levels');
  });

  test('64 levels are allowed through to the route', async () => {
    // 2 levels of envelope + 62 of data = 64.
    const res = await storeText(`{"service":"tiktok","data":{"deep":${nested(61)}}}`);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 400) expect(errorOf(res).message).not.toContain('levels');
  });

  test('a body over 1 MB is a 413 in our error shape', async () => {
    const res = await storeText(
      JSON.stringify({ service: 'tiktok', data: { big: 'x'.repeat(1024 * 1024) } }),
    );
    const error = expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(error.message).toContain('1 MB');
  });

  test('an unpaired surrogate escape is a 400 (PostgreSQL jsonb refuses it)', async () => {
    const res = await storeText('{"service":"tiktok","data":{"username":"x\\ud800y"}}');
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).message).toContain('surrogate');
  });
});

describe('URLs that cannot be decoded answer in our error shape', () => {
  for (const url of ['/uploads/%zz', '/api/profile/%zz', '/p/%E0%A4%A', '/assets/%zz.js']) {
    test(url, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expectError(res, 400, 'VALIDATION_FAILED');
    });
  }
});
