import { SignJWT } from 'jose';
import { expect, test } from 'vitest';
import {
  bearer,
  login,
  outboxFor,
  registerAndVerify,
  tokenFromLink,
  uniqueEmail,
  type Session,
  TEST_JWT_SECRET,
  useTestApp,
  postRefresh,
  expectError,
  requestAs,
} from './helper';

/**
 * An access token stops working at once when its session ends: logout, a password reset, the
 * account's deletion, or the reuse of a rotated refresh token. Every authenticated request
 * checks the session, not only the token's signature and expiry.
 */
const t = useTestApp();

const password = 'revocation-password-1';

async function newUser() {
  const email = uniqueEmail('revoke');
  await registerAndVerify(t.app, email, password);
  return email;
}

/** A route that reads nothing of the user: only the session check can refuse it. */
const storedAccounts = (s: Session) =>
  t.app.inject({ method: 'GET', url: '/api/accounts/tiktok', headers: bearer(s.token) });

const logout = (s: Session, opts: { cookie?: boolean; bearer?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/logout',
    ...(opts.bearer === false ? {} : { headers: bearer(s.token) }),
    ...(opts.cookie === false ? {} : { cookies: { vigil_refresh: s.refreshCookie } }),
  });

function expectEnded(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expectError(res, 401, 'UNAUTHENTICATED');
}

test('after logout the access token is refused at once, on every route', async () => {
  const session = await login(t.app, await newUser(), password);
  expect((await storedAccounts(session)).statusCode).toBe(200);
  expect((await logout(session)).statusCode).toBe(204);
  expectEnded(await storedAccounts(session));
  expectEnded(await requestAs(t.app, session, 'GET', '/api/accounts/current'));
});

test('logout without the cookie (another tab lost it) still ends the session of the token', async () => {
  const session = await login(t.app, await newUser(), password);
  expect((await logout(session, { cookie: false })).statusCode).toBe(204);
  expectEnded(await storedAccounts(session));
  // The refresh token of that session is gone with it.
  const refreshed = await postRefresh(t.app, session.refreshCookie);
  expect(refreshed.statusCode).toBe(401);
});

test('logout ends only this session: the same account signed in elsewhere keeps working', async () => {
  const email = await newUser();
  const laptop = await login(t.app, email, password);
  const phone = await login(t.app, email, password);
  await logout(laptop);
  expectEnded(await storedAccounts(laptop));
  expect((await storedAccounts(phone)).statusCode).toBe(200);
});

test('a password reset ends every session of the account', async () => {
  const email = await newUser();
  const sessions = [await login(t.app, email, password), await login(t.app, email, password)];
  await t.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { inputEmail: email },
  });
  await t.app.services.background.idle();
  const [mail] = await outboxFor(t.app, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: {
      token: tokenFromLink(mail!.body, 'reset-password'),
      inputPassword: 'new-password-22',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  for (const s of sessions) expectEnded(await storedAccounts(s));
});

test('deleting the account ends its sessions, even on routes that never read the user', async () => {
  const email = await newUser();
  const a = await login(t.app, email, password);
  const b = await login(t.app, email, password);
  const del = await requestAs(t.app, a, 'DELETE', '/api/accounts/current', { password });
  expect(del.statusCode).toBe(204);
  expectEnded(await storedAccounts(a));
  expectEnded(await storedAccounts(b));
});

test('reusing a rotated refresh token ends the session of every access token of the family', async () => {
  const session = await login(t.app, await newUser(), password);
  const rotated = await postRefresh(t.app, session.refreshCookie);
  const fresh = rotated.json<{ token: string }>().token;
  expect((await storedAccounts({ ...session, token: fresh })).statusCode).toBe(200);
  // The old cookie again: someone copied it. Everything of this sign-in ends.
  const reused = await postRefresh(t.app, session.refreshCookie);
  expect(reused.statusCode).toBe(401);
  expectEnded(await storedAccounts({ ...session, token: fresh }));
});

test('a token without a session (signed before sessions existed) is refused', async () => {
  const email = await newUser();
  const user = await t.app.services.auth.findUserByEmail(email);
  // Exactly what the server signed before sessions: no `sid` claim.
  const legacy = await new SignJWT({ email, role: 'user' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user!.id)
    .setIssuer('vigil')
    .setAudience('vigil-api')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  expectEnded(await storedAccounts({ token: legacy, refreshCookie: '' }));
});
