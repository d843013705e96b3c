import { beforeAll, expect, test } from 'vitest';
import { bearer, login, registerAndVerify, uniqueEmail, useTestApp, expectError } from './helper';

const password = 'session-password';
let email: string;

const t = useTestApp();
beforeAll(async () => {
  email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
});

const refresh = (cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    ...(cookie ? { cookies: { vigil_refresh: cookie } } : {}),
  });

const refreshCookieOf = (res: Awaited<ReturnType<typeof refresh>>) =>
  res.cookies.find((c) => c.name === 'vigil_refresh');

const isCleared = (cookie: ReturnType<typeof refreshCookieOf>) =>
  cookie !== undefined &&
  cookie.value === '' &&
  (cookie.maxAge === 0 || (cookie.expires?.getTime() ?? Infinity) <= Date.now());

test('refresh with the cookie returns a new working token and rotates the cookie', async () => {
  const session = await login(t.app, email, password);
  const res = await refresh(session.refreshCookie);
  expect(res.statusCode).toBe(200);
  const { token } = res.json<{ token: string }>();
  const rotated = refreshCookieOf(res);
  expect(rotated?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(rotated?.value).not.toBe(session.refreshCookie);
  expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });

  const me = await t.app.inject({
    method: 'GET',
    url: '/api/accounts/current',
    headers: bearer(token),
  });
  expect(me.statusCode).toBe(200);
  expect(me.json<{ email: string }>().email).toBe(email);

  expect((await refresh(rotated?.value)).statusCode).toBe(200);
});

test('reusing a rotated cookie is 401 and revokes the newest cookie too', async () => {
  const session = await login(t.app, email, password);
  const first = await refresh(session.refreshCookie);
  const newest = refreshCookieOf(first)?.value;
  expect(newest).toBeDefined();

  const replay = await refresh(session.refreshCookie);
  expectError(replay, 401, 'UNAUTHENTICATED');
  expect(isCleared(refreshCookieOf(replay))).toBe(true);

  expect((await refresh(newest)).statusCode).toBe(401);
});

test('refresh without a cookie is 401 UNAUTHENTICATED', async () => {
  const res = await refresh();
  expectError(res, 401, 'UNAUTHENTICATED');
});

test('refresh with an unknown cookie is 401', async () => {
  expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
});

test('a refresh cookie expires after 30 days', async () => {
  const session = await login(t.app, email, password);
  t.clock.advance(30 * 24 * 3600_000 + 1000);
  expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
});

test('logout answers 204, clears the cookie and ends the refresh token', async () => {
  const session = await login(t.app, email, password);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/logout',
    cookies: { vigil_refresh: session.refreshCookie },
  });
  expect(res.statusCode).toBe(204);
  expect(res.body).toBe('');
  const cleared = refreshCookieOf(res);
  expect(isCleared(cleared)).toBe(true);
  expect(cleared?.path).toBe('/api');

  expect((await refresh(session.refreshCookie)).statusCode).toBe(401);
});

test('logout ends only its own session', async () => {
  const mine = await login(t.app, email, password);
  const other = await login(t.app, email, password);
  await t.app.inject({
    method: 'POST',
    url: '/api/logout',
    cookies: { vigil_refresh: mine.refreshCookie },
  });
  expect((await refresh(other.refreshCookie)).statusCode).toBe(200);
});

test('logout without a cookie still answers 204', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
  expect(res.statusCode).toBe(204);
});
