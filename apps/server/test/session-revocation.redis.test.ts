import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  bearer,
  buildTestApp,
  login,
  registerAndVerify,
  uniqueEmail,
  type TestApp,
} from './helper';

/**
 * Two server processes on one PostgreSQL and one Redis (CI's): a session ended on
 * one is refused by the other at once, although the other had just seen it live (and cached
 * that).
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await buildTestApp();
  const url = a.app.config.DATABASE_URL;
  if (!url || url.startsWith('memory://')) throw new Error('this file needs TEST_DATABASE_URL');
  b = await buildTestApp({
    env: { DATABASE_URL: url, REDIS_KEY_PREFIX: a.app.config.REDIS_KEY_PREFIX },
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

test('logout on one process ends the session on the other at once', async () => {
  const email = uniqueEmail('two');
  await registerAndVerify(a.app, email, 'two-process-password');
  const session = await login(a.app, email, 'two-process-password');
  const onB = () =>
    b.app.inject({ method: 'GET', url: '/api/accounts/tiktok', headers: bearer(session.token) });
  expect((await onB()).statusCode).toBe(200);
  expect((await onB()).statusCode).toBe(200); // now cached as live

  const out = await a.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: bearer(session.token),
    cookies: { vigil_refresh: session.refreshCookie },
  });
  expect(out.statusCode).toBe(204);
  expect((await onB()).statusCode).toBe(401);
});
