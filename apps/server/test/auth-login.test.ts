import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, expect, test } from 'vitest';
import {
  TEST_JWT_SECRET,
  bearer,
  errorOf,
  login,
  register,
  registerAndVerify,
  uniqueEmail,
  useTestApp,
  postLogin,
  expectError,
} from './helper';

const password = 'correct-horse-battery';
let email: string;
let userId: string;
/** A live session of the user: tokens forged below name it, so only the token is on trial. */
let sid: string;

const t = useTestApp();
beforeAll(async () => {
  email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  const user = await t.app.services.auth.findUserByEmail(email);
  if (!user) throw new Error('user missing');
  userId = user.id;
  sid = String(decodeJwt((await login(t.app, email, password)).token).sid);
});

const current = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/current', headers: bearer(token) });

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const claims = () => ({ email, role: 'user' as const, sid });
const signed = (alg = 'HS256') =>
  new SignJWT(claims())
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('vigil')
    .setAudience('vigil-api');

test('login returns a pinned-HS256 JWT with sub, role and a 15-minute exp', async () => {
  const res = await postLogin(t.app, email, password);
  expect(res.statusCode).toBe(200);
  const { token } = res.json<{ token: string }>();
  expect(decodeProtectedHeader(token).alg).toBe('HS256');
  const payload = decodeJwt(token);
  expect(payload).toMatchObject({ sub: userId, email, role: 'user' });
  const now = Date.now() / 1000;
  expect(payload.exp).toBeGreaterThan(now + 14 * 60);
  expect(payload.exp).toBeLessThanOrEqual(now + 15 * 60 + 1);
  expect((await current(token)).statusCode).toBe(200);
});

test('login sets the refresh token as an httpOnly, SameSite=Strict cookie on /api', async () => {
  const res = await postLogin(t.app, email, password);
  const cookie = res.cookies.find((c) => c.name === 'vigil_refresh');
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  // PUBLIC_BASE_URL is http://, so the cookie must also work without TLS.
  expect(cookie?.secure).toBeFalsy();
  expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
});

test('the address is matched case-insensitively at login', async () => {
  const res = await postLogin(t.app, email.toUpperCase(), password);
  expect(res.statusCode).toBe(200);
});

test('an unverified address gets 403 EMAIL_NOT_VERIFIED with the right password', async () => {
  const other = uniqueEmail();
  await register(t.app, other, password);
  const res = await postLogin(t.app, other, password);
  expectError(res, 403, 'EMAIL_NOT_VERIFIED');
});

test('an unverified address with a wrong password gets 401, revealing nothing', async () => {
  const other = uniqueEmail();
  await register(t.app, other, password);
  const res = await postLogin(t.app, other, 'not-the-password');
  expectError(res, 401, 'INVALID_CREDENTIALS');
});

test('a wrong password and an unknown address get the same 401 INVALID_CREDENTIALS', async () => {
  const wrong = await postLogin(t.app, email, 'not-the-password');
  const unknown = await postLogin(t.app, uniqueEmail(), password);
  expect(wrong.statusCode).toBe(401);
  expect(unknown.statusCode).toBe(401);
  expect(errorOf(wrong)).toEqual(errorOf(unknown));
  expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS');
});

test('an empty password is a validation error naming inputPassword', async () => {
  const res = await postLogin(t.app, email, '');
  expect(res.statusCode).toBe(400);
  expect(errorOf(res).message).toContain('inputPassword');
});

test('a token we sign ourselves with the right secret is accepted (control)', async () => {
  const token = await signed().setIssuedAt().setExpirationTime('5m').sign(key);
  expect((await current(token)).statusCode).toBe(200);
});

test('a token with alg none is refused', async () => {
  const token = new UnsecuredJWT(claims())
    .setSubject(userId)
    .setIssuer('vigil')
    .setAudience('vigil-api')
    .setIssuedAt()
    .setExpirationTime('5m')
    .encode();
  const res = await current(token);
  expectError(res, 401, 'UNAUTHENTICATED');
});

test('a token signed with another secret is refused', async () => {
  const other = new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!!');
  const token = await signed().setIssuedAt().setExpirationTime('5m').sign(other);
  expect((await current(token)).statusCode).toBe(401);
});

test('a token signed with the right secret but another algorithm is refused', async () => {
  const token = await signed('HS512').setIssuedAt().setExpirationTime('5m').sign(key);
  expect((await current(token)).statusCode).toBe(401);
});

test('a token with a tampered payload is refused', async () => {
  const { token } = (await postLogin(t.app, email, password)).json<{ token: string }>();
  const [header, payload, signature] = token.split('.');
  const claimsIn = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
  const forged = Buffer.from(JSON.stringify({ ...claimsIn, role: 'admin' })).toString('base64url');
  const res = await current(`${header}.${forged}.${signature}`);
  expect(res.statusCode).toBe(401);
});

test('an expired token is refused', async () => {
  const now = Math.floor(Date.now() / 1000);
  const token = await signed()
    .setIssuedAt(now - 20 * 60)
    .setExpirationTime(now - 60)
    .sign(key);
  const res = await current(token);
  expect(res.statusCode).toBe(401);
  expect(errorOf(res).message).toMatch(/expired/);
});

test('a token for another audience is refused', async () => {
  const token = await signed()
    .setAudience('someone-else')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
  expect((await current(token)).statusCode).toBe(401);
});

test('a malformed Authorization header is 401, not 500', async () => {
  for (const authorization of ['Bearer', 'Basic abc', 'Bearer not.a.jwt', 'Bearer a b']) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/current',
      headers: { authorization },
    });
    expect(res.statusCode, authorization).toBe(401);
  }
});
