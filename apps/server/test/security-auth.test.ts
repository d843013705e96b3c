/**
 * Exploit tests of issue 20 for sign-in, passwords and sessions: each attack as a test that
 * failed before its fix (see docs/security-notes/auth.md). Runs on PGlite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import {
  PASSWORD_TOO_COMMON,
  RECENT_SIGN_IN_SECONDS,
  SESSION_ABSOLUTE_TTL_SECONDS,
} from '@vigil/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../src/db/schema';
import { createContentWithImage } from './content-helpers';
import {
  bearer,
  buildTestApp,
  errorOf,
  login,
  outboxFor,
  register,
  signIn,
  tokenFromLink,
  uniqueEmail,
  type TestApp,
  postLogin,
  postRefresh,
  expectError,
  requestAs,
} from './helper';
import { fakeUser, fakeUserId, startMetaFake, type MetaFake } from './oauth-fakes';

const FB = { id: '1234567890', secret: 'fb-app-secret-1' };
/** The plain text of the timing dummy hash before issue 20 (a constant in passwords.ts). */
const OLD_DUMMY_PASSWORD = 'vigil-dummy-password-for-timing';
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let fb: MetaFake;
beforeAll(async () => {
  fb = await startMetaFake({ kind: 'facebook', clientId: FB.id, clientSecret: FB.secret });
  t = await buildTestApp({
    env: {
      FACEBOOK_APP_ID: FB.id,
      FACEBOOK_APP_SECRET: FB.secret,
      FACEBOOK_GRAPH_BASE: fb.base,
      FACEBOOK_DIALOG_BASE: fb.base,
      OAUTH_TOKEN_KEY: randomBytes(32).toString('base64'),
    },
  });
});
afterAll(async () => {
  await t.close();
  await fb.close();
});

const uniqueName = (label: string) => `${label}_${randomBytes(4).toString('hex')}`;

/** A Facebook SDK sign-in (`POST /api/accounts/authenticate`) of a fake person. */
async function facebookSignIn(username: string, email?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/authenticate',
    payload: { accessToken: fb.mintToken({ user: fakeUser(username, email ? { email } : {}) }) },
  });
  return res;
}

async function signedInWithFacebook(username: string, email?: string) {
  const res = await facebookSignIn(username, email);
  expect(res.statusCode, res.body).toBe(200);
  const refresh = res.cookies.find((c) => c.name === 'vigil_refresh')!.value;
  return { token: res.json<{ token: string }>().token, refresh };
}

const loginAttempt = (email: string, password: string) => postLogin(t.app, email, password);

/** Opens the newest link of a kind in the outbox of `email`. */
async function latestLink(email: string, route: 'verify-email' | 'reset-password') {
  const mails = await outboxFor(t.app, email);
  const mail = mails.find((m) => m.body.includes(`/#/${route}?token=`));
  if (!mail) throw new Error(`no ${route} mail to ${email}`);
  return tokenFromLink(mail.body, route);
}

async function verifyByMail(email: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/register/resend',
    payload: { inputEmail: email },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token: await latestLink(email, 'verify-email') },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function resetPassword(email: string, password: string) {
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { inputEmail: email },
  });
  expect(forgot.statusCode).toBe(202);
  return t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: { token: await latestLink(email, 'reset-password'), inputPassword: password },
  });
}

const registration = (email: string, password: string) => ({
  name: 'Pat Example',
  email,
  password,
  mobileNo: '170 1234567',
  countryCode: '+49',
  dob: '1990-12-10',
});

describe('finding 1 (§1): a passwordless account opens with a known password', () => {
  test('finding 1: the old dummy constant (or any password) never signs in to a passwordless account, even verified', async () => {
    const email = uniqueEmail('platform');
    const { token } = await signedInWithFacebook(uniqueName('nopw'), email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/current',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({ email, emailSignIn: false });
    await verifyByMail(email);

    for (const guess of [OLD_DUMMY_PASSWORD, 'any-password-at-all', '']) {
      const res = await loginAttempt(email, guess);
      expect(res.statusCode, guess).toBe(guess ? 401 : 400);
      if (guess) expect(errorOf(res).code).toBe('INVALID_CREDENTIALS');
    }
  });

  test('finding 1 (ensure-admin): an unverified account is promoted only with a new password, and its sessions end', async () => {
    // A stranger registered the operator's address first (they know that password).
    const email = uniqueEmail('future-admin');
    await register(t.app, email, 'strangers-password-1');
    const result = await t.app.services.auth.ensureAdmin({ email, force: true });
    expect(result).toMatchObject({ created: true, email });
    const generated = 'generatedPassword' in result ? result.generatedPassword : undefined;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await loginAttempt(email, 'strangers-password-1')).statusCode).toBe(401);
    await login(t.app, email, generated!);
  });

  test('finding 1 (ensure-admin): a passwordless platform account is promoted only with a new password', async () => {
    const email = uniqueEmail('platform-admin');
    const attacker = await signedInWithFacebook(uniqueName('squatter'), email);
    const result = await t.app.services.auth.ensureAdmin({ email, force: true });
    const generated = 'generatedPassword' in result ? result.generatedPassword : undefined;
    expect(generated).toBeTruthy();
    // The platform session of whoever signed in first is over.
    const audit = await requestAs(t.app, attacker, 'GET', '/api/audit');
    expect(audit.statusCode).toBe(401);
    await login(t.app, email, generated!);
  });
});

describe('finding 2 (§3): passwords of 12 to 128 characters, not common ones', () => {
  test('finding 2: register refuses 11 characters, 129 characters and a common password, saying why', async () => {
    const email = uniqueEmail('pw');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { inputEmail: email, inputPassword: 'abcdefghijk' },
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toContain('at least 12 characters');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { inputEmail: email, inputPassword: 'x'.repeat(129) },
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toContain('at most 128 characters');
    for (const common of ['password1234', 'Qwerty123456', '1q2w3e4r5t6y']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { inputEmail: email, inputPassword: common },
      });
      expect(res.statusCode, common).toBe(422);
      expect(errorOf(res)).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: PASSWORD_TOO_COMMON,
      });
    }
    expect(PASSWORD_TOO_COMMON).toMatch(/^This password is too common/);
  });

  test('finding 2: reset refuses a short or common password and leaves the link usable', async () => {
    const p = await signIn(t.app, 'user');
    const short = await resetPassword(p.email, 'short-pw');
    expect(short.statusCode).toBe(400);
    const token = await latestLink(p.email, 'reset-password');
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, inputPassword: 'password1234' },
    });
    expect(errorOf(common).code).toBe('PASSWORD_TOO_COMMON');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, inputPassword: 'a-fine-new-password' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  test('finding 2: the first password of a platform account needs 12 characters (it took one)', async () => {
    const email = uniqueEmail('first');
    const { token } = await signedInWithFacebook(uniqueName('firstpw'), email);
    const save = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/current/registration',
        headers: bearer(token),
        payload: registration(email, password),
      });
    const one = await save('x');
    expect(one.statusCode).toBe(400);
    expect(errorOf(one).message).toContain('at least 12 characters');
    expect(errorOf(await save('password1234')).code).toBe('PASSWORD_TOO_COMMON');
    expect((await save('my-first-real-password')).statusCode).toBe(200);
  });
});

describe('finding 3 (§3): sessions end 30 days after sign-in, whatever the refreshes', () => {
  test('finding 3: refreshing every 10 days does not outlive 30 days; the access token stops too', async () => {
    expect(SESSION_ABSOLUTE_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
    const p = await signIn(t.app, 'user');
    let cookie = p.refreshCookie;
    let token = p.token;
    const refresh = () => postRefresh(t.app, cookie);
    for (let i = 0; i < 2; i++) {
      t.clock.advance(10 * DAY_MS);
      const res = await refresh();
      expect(res.statusCode, res.body).toBe(200);
      cookie = res.cookies.find((c) => c.name === 'vigil_refresh')!.value;
      token = res.json<{ token: string }>().token;
    }
    // Day 29: the fresh access token works.
    t.clock.advance(9 * DAY_MS);
    const me = () =>
      t.app.inject({ method: 'GET', url: '/api/accounts/current', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    // Day 30 and a minute: neither the refresh nor the access token work.
    t.clock.advance(DAY_MS + 60_000);
    const ended = await me();
    expect(ended.statusCode).toBe(401);
    const late = await refresh();
    expect(late.statusCode).toBe(401);
    expect(errorOf(late)).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
    });
    // A new sign-in starts a new 30 days.
    const again = await login(t.app, p.email, p.password);
    expect((await requestAs(t.app, again, 'GET', '/api/accounts/current')).statusCode).toBe(200);
  });
});

describe('finding 4 (§3): re-authentication for the first password and account deletion', () => {
  test('finding 4: deleting an account needs its current password', async () => {
    const p = await signIn(t.app, 'user');
    const del = (payload?: object) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/accounts/current',
        headers: bearer(p.token),
        ...(payload ? { payload } : {}),
      });
    const none = await del();
    expect(none.statusCode).toBe(403);
    expect(errorOf(none)).toMatchObject({
      code: 'REAUTH_REQUIRED',
      message: 'Enter your password to delete your account.',
    });
    const wrong = await del({ password: 'not-the-password' });
    expectError(wrong, 422, 'PASSWORD_MISMATCH');
    expect((await requestAs(t.app, p, 'GET', '/api/accounts/current')).statusCode).toBe(200);
    expect((await del({ password: p.password })).statusCode).toBe(204);
  });

  test('finding 4: an account without a password needs a platform sign-in of the last 10 minutes', async () => {
    const username = uniqueName('reauth');
    const email = uniqueEmail('reauth');
    const first = await signedInWithFacebook(username, email);
    // A refreshed session is still the old sign-in.
    t.clock.advance((RECENT_SIGN_IN_SECONDS + 60) * 1000);
    const refreshed = await postRefresh(t.app, first.refresh);
    const stale = refreshed.json<{ token: string }>().token;
    const setFirst = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/current/registration',
        headers: bearer(token),
        payload: registration(email, 'a-first-password-here'),
      });
    const refused = await setFirst(stale);
    expectError(refused, 403, 'REAUTH_REQUIRED');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/current',
      headers: bearer(stale),
    });
    expect(errorOf(del).code).toBe('REAUTH_REQUIRED');

    const fresh = await signedInWithFacebook(username, email);
    expect((await setFirst(fresh.token)).statusCode).toBe(200);
  });
});

describe('finding 6 (§3): pre-account hijack through platform sign-in', () => {
  test('finding 6: an identity linked before the address was verified signs in only after the owner keeps it', async () => {
    const victim = uniqueEmail('victim');
    const attackerName = uniqueName('attacker');
    // The attacker signs in with a platform account that claims the victim's address.
    const attacker = await signedInWithFacebook(attackerName, victim);
    expect((await requestAs(t.app, attacker, 'GET', '/api/accounts/current')).json()).toMatchObject(
      { email: victim, emailVerified: false },
    );

    // The victim resets the password of "their" address, and is told what was linked before.
    const reset = await resetPassword(victim, 'victims-new-password');
    expect(reset.statusCode, reset.body).toBe(200);
    const [notice] = (await outboxFor(t.app, victim)).filter((m) =>
      m.subject?.includes('review the platform accounts'),
    );
    expect(notice?.body).toContain(`Facebook id ${fakeUserId(attackerName)}`);
    expect(notice?.body).toContain('http://vigil.test/#/linked-accounts');
    // The attacker's platform sign-in no longer opens the account …
    const blocked = await facebookSignIn(attackerName, victim);
    expectError(blocked, 403, 'IDENTITY_NEEDS_REVIEW');

    // … and the victim sees it listed for review.
    const owner = await login(t.app, victim, 'victims-new-password');
    const list = await requestAs(t.app, owner, 'GET', '/api/linked-accounts');
    const items = list.json<{ items: Array<{ id: string; needsReview: boolean }> }>().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ needsReview: true });
    // Keeping it (the victim's choice) lets it sign in again; removing it was the other choice.
    const keep = await requestAs(t.app, owner, 'POST', `/api/linked-accounts/${items[0]!.id}/keep`);
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json()).toMatchObject({ needsReview: false });
    expect((await facebookSignIn(attackerName, victim)).statusCode).toBe(200);
  });

  test('finding 6: the stranger cannot keep their own identity before the owner proves the address, and the proof ends their session', async () => {
    const victim = uniqueEmail('victim3');
    const attackerName = uniqueName('attacker3');
    const attacker = await signedInWithFacebook(attackerName, victim);
    const listed = await requestAs(t.app, attacker, 'GET', '/api/linked-accounts');
    const [item] = listed.json<{ items: Array<{ id: string; needsReview: boolean }> }>().items;
    // Nothing waits for review while the address is unproven: the identity is the only way in.
    expect(item).toMatchObject({ needsReview: false });
    const keep = await requestAs(t.app, attacker, 'POST', `/api/linked-accounts/${item!.id}/keep`);
    expect(keep.statusCode).toBe(409);
    // The owner opens the verification link: the stranger's session ends with it …
    await verifyByMail(victim);
    const after = await requestAs(t.app, attacker, 'GET', '/api/accounts/current');
    expect(after.statusCode).toBe(401);
    // … and their platform sign-in waits for the owner.
    expect(errorOf(await facebookSignIn(attackerName, victim)).code).toBe('IDENTITY_NEEDS_REVIEW');
  });

  test('finding 6: removing an identity under review leaves it unable to sign in to the account', async () => {
    const victim = uniqueEmail('victim2');
    const attackerName = uniqueName('attacker2');
    await signedInWithFacebook(attackerName, victim);
    await verifyByMail(victim);
    expect(errorOf(await facebookSignIn(attackerName, victim)).code).toBe('IDENTITY_NEEDS_REVIEW');
    expect((await resetPassword(victim, 'victims-new-password')).statusCode).toBe(200);
    const owner = await login(t.app, victim, 'victims-new-password');
    const [item] = (await requestAs(t.app, owner, 'GET', '/api/linked-accounts')).json<{
      items: Array<{ id: string }>;
    }>().items;
    const removed = await requestAs(t.app, owner, 'DELETE', `/api/linked-accounts/${item!.id}`);
    expect(removed.statusCode).toBe(204);
    // The attacker's sign-in now makes a new account of its own, not the victim's.
    const other = await facebookSignIn(attackerName, victim);
    expect(other.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/current',
      headers: bearer(other.json<{ token: string }>().token),
    });
    expect(me.json<{ email: string }>().email).not.toBe(victim);
  });

  test('finding 6: an identity linked to a verified account is not held for review', async () => {
    const p = await signIn(t.app, 'user');
    const name = uniqueName('linked');
    const res = await requestAs(t.app, p, 'POST', '/api/accounts/authenticate', {
      accessToken: fb.mintToken({ user: fakeUser(name) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await requestAs(t.app, p, 'GET', '/api/linked-accounts');
    expect(list.json()).toMatchObject({ items: [{ needsReview: false }] });
    expect((await facebookSignIn(name)).statusCode).toBe(200);
  });
});

describe('finding 7 (§3): operator checks re-read the role', () => {
  test('finding 7: a demoted admin is refused at once with the old token (admin routes and content)', async () => {
    const admin = await signIn(t.app, 'admin');
    const owner = await signIn(t.app, 'user');
    const { item } = await createContentWithImage(t.app, owner.token);
    const audit = () =>
      t.app.inject({ method: 'GET', url: '/api/audit', headers: bearer(admin.token) });
    const content = () => requestAs(t.app, admin, 'GET', `/api/content/${item.id}`);
    expect((await audit()).statusCode).toBe(200);
    expect((await content()).statusCode).toBe(200);

    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, admin.email));
    await t.app.services.auth.setRole(row!.id, 'user');

    const refused = await audit();
    expectError(refused, 403, 'FORBIDDEN');
    expect([403, 404]).toContain((await content()).statusCode);
    // The token still names the admin role: only the database decided.
    const claims = JSON.parse(
      Buffer.from(admin.token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as { role: string };
    expect(claims.role).toBe('admin');
  });
});
