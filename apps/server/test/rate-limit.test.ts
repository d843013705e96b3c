import { expect, test } from 'vitest';
import { useTestApp, postLogin, expectError } from './helper';

const t = useTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '3', RATE_LIMIT_MAX: '8' } });

const login = () => postLogin(t.app, 'limited@example.test', 'whatever-it-is');

test('the per-IP login limit answers 429 RATE_LIMITED in our error shape once exceeded', async () => {
  for (let i = 1; i <= 3; i++) expect((await login()).statusCode, `attempt ${i}`).toBe(401);
  const limited = await login();
  const error = expectError(limited, 429, 'RATE_LIMITED');
  expect(error.message).toMatch(/Too many requests/);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // The web words the wait in the UI language from params.retryAfter, not from the message.
  expect(error.params).toEqual({ retryAfter: Number(limited.headers['retry-after']) });
});

test('the login limit is per client address', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: '203.0.113.9',
    payload: { inputEmail: 'limited@example.test', inputPassword: 'whatever-it-is' },
  });
  expect(res.statusCode).toBe(401);
});

test('the global limit covers other API routes, but never /api/health', async () => {
  const remoteAddress = '198.51.100.7';
  const statuses = [];
  for (let i = 0; i < 9; i++) {
    statuses.push(
      (await t.app.inject({ method: 'GET', url: '/api/ready', remoteAddress })).statusCode,
    );
  }
  expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
  expect(statuses[8]).toBe(429);

  for (let i = 0; i < 10; i++) {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
    expect(res.statusCode).toBe(200);
  }
});
