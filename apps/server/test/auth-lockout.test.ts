import { describe, expect, test } from 'vitest';
import { LOCK_NOTICE_SUBJECT as LOCK_SUBJECT } from '../src/modules/auth/auth.service';
import {
  errorOf,
  minutes,
  outboxFor,
  registerAndVerify,
  tokenFromLink,
  uniqueEmail,
  useTestApp,
  postLogin,
  expectError,
} from './helper';

const t = useTestApp();

const password = 'the-right-password';
const attempt = (inputEmail: string, inputPassword: string) =>
  postLogin(t.app, inputEmail, inputPassword);

/** Ten wrong passwords, each still answered 401: the tenth failure is what locks. */
async function failTenTimes(email: string) {
  for (let i = 1; i <= 10; i++) {
    const res = await attempt(email, `wrong-password-${i}`);
    expect(res.statusCode, `attempt ${i}`).toBe(401);
  }
}

test('10 failures within 15 minutes lock the account, even for the right password', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  await failTenTimes(email);

  const locked = await attempt(email, password);
  expectError(locked, 429, 'ACCOUNT_LOCKED');
  expect(locked.headers['retry-after']).toBe('900');
  expect(errorOf(locked).params).toEqual({ retryAfter: 900 });
});

test('an unknown address locks the same way, so a lockout reveals nothing', async () => {
  const known = uniqueEmail();
  await registerAndVerify(t.app, known, password);
  const unknown = uniqueEmail();
  await failTenTimes(known);
  await failTenTimes(unknown);

  const a = await attempt(known, password);
  const b = await attempt(unknown, password);
  expect(b.statusCode).toBe(a.statusCode);
  expect(errorOf(b)).toEqual(errorOf(a));
  expect(errorOf(b).code).toBe('ACCOUNT_LOCKED');
});

test('the lock lifts when the 15-minute window has passed', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  await failTenTimes(email);
  expect((await attempt(email, password)).statusCode).toBe(429);

  t.clock.advance(minutes(16));
  expect((await attempt(email, password)).statusCode).toBe(200);
});

test('a successful login resets the count of failures', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  for (let i = 0; i < 9; i++) await attempt(email, 'wrong-password');
  expect((await attempt(email, password)).statusCode).toBe(200);
  for (let i = 0; i < 9; i++) await attempt(email, 'wrong-password');
  expect((await attempt(email, password)).statusCode).toBe(200);
});

test('failures older than the window do not count (sliding window)', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  for (let i = 0; i < 5; i++) await attempt(email, 'wrong-password');
  t.clock.advance(minutes(10));
  for (let i = 0; i < 5; i++) await attempt(email, 'wrong-password');
  expect((await attempt(email, password)).statusCode).toBe(429);
  // The first five leave the window: five failures remain, below the threshold.
  t.clock.advance(minutes(6));
  expect((await attempt(email, password)).statusCode).toBe(200);
});

test('a password reset lifts the lock', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  await failTenTimes(email);
  await t.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { inputEmail: email },
  });
  const [mail] = await outboxFor(t.app, email);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: {
      token: tokenFromLink(mail?.body ?? '', 'reset-password'),
      inputPassword: 'new-password-123',
    },
  });
  expect(reset.statusCode).toBe(200);
  expect((await attempt(email, 'new-password-123')).statusCode).toBe(200);
});

test('the lockout key is the normalized address', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  for (let i = 0; i < 10; i++)
    await attempt(i % 2 ? email.toUpperCase() : ` ${email}`, 'nope-nope');
  expect((await attempt(email, password)).statusCode).toBe(429);
});

test('parallel attempts get no more than 10 password checks before the lock', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, password);
  const replies = await Promise.all(
    Array.from({ length: 25 }, (_, i) => attempt(email, `parallel-guess-${i}`)),
  );
  const statuses = replies.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
  expect((await attempt(email, password)).statusCode).toBe(429);
});

describe('the lock is per address and client, with a backstop, and the owner is told', () => {
  const from = (ip: string, inputEmail: string, inputPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { inputEmail, inputPassword },
      remoteAddress: ip,
    });
  const lockMails = async (email: string) =>
    (await outboxFor(t.app, email)).filter((m) => m.subject === LOCK_SUBJECT);

  test('a stranger failing ten times locks only themself out, not the owner', async () => {
    const email = uniqueEmail();
    await registerAndVerify(t.app, email, password);
    for (let i = 0; i < 10; i++) await from('203.0.113.7', email, `guess-${i}`);
    expect((await from('203.0.113.7', email, password)).statusCode).toBe(429);
    // The owner, on their own network, signs in.
    expect((await from('198.51.100.20', email, password)).statusCode).toBe(200);
  });

  test('a backstop per address catches attempts spread over many clients', async () => {
    const email = uniqueEmail();
    await registerAndVerify(t.app, email, password);
    // 100 failures from 20 addresses, five each: no client reaches its own limit.
    for (let c = 0; c < 20; c++) {
      for (let i = 0; i < 5; i++) {
        expect((await from(`192.0.2.${c + 1}`, email, `spread-${c}-${i}`)).statusCode).toBe(401);
      }
    }
    const owner = await from('198.51.100.21', email, password);
    expectError(owner, 429, 'ACCOUNT_LOCKED');
  });

  test('the owner gets one e-mail with a reset link per lock window, and the link unlocks', async () => {
    const email = uniqueEmail();
    await registerAndVerify(t.app, email, password);
    for (let i = 0; i < 10; i++) await from('203.0.113.8', email, `first-${i}`);
    for (let i = 0; i < 10; i++) await from('203.0.113.9', email, `second-${i}`);
    const mails = await lockMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('15 minutes');
    const token = tokenFromLink(mails[0]?.body ?? '', 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, inputPassword: 'after-lock-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await from('203.0.113.8', email, 'after-lock-password')).statusCode).toBe(200);

    // A new lock in a later window sends a new mail.
    t.clock.advance(minutes(16));
    for (let i = 0; i < 10; i++) await from('203.0.113.10', email, `third-${i}`);
    expect(await lockMails(email)).toHaveLength(2);
  });

  test('locking an unknown address sends nothing and answers the same', async () => {
    const unknown = uniqueEmail();
    for (let i = 0; i < 10; i++) await from('203.0.113.11', unknown, `x-${i}`);
    const res = await from('203.0.113.11', unknown, 'anything-at-all');
    expect(errorOf(res).code).toBe('ACCOUNT_LOCKED');
    expect(await outboxFor(t.app, unknown)).toHaveLength(0);
  });
});
