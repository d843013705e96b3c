import { expect, test } from 'vitest';
import {
  errorOf,
  latestVerificationToken,
  outboxFor,
  register,
  tokenFromLink,
  uniqueEmail,
  useTestApp,
  postLogin,
  expectError,
} from './helper';

const t = useTestApp();

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });

const loginStatus = async (email: string, password: string) =>
  (await postLogin(t.app, email, password)).statusCode;

test('register answers 201 with the same body for a new and a known address', async () => {
  const email = uniqueEmail();
  const first = await register(t.app, email, 'first-password');
  const again = await register(t.app, email, 'other-password');
  expect(first.json()).toEqual(again.json());
  expect(first.json<{ message: string }>().message).toMatch(/verify the email/);
});

test('a new address gets a verification e-mail with a link to the public URL', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'a-good-password');
  const mails = await outboxFor(t.app, email);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.channel).toBe('email');
  expect(mails[0]?.subject).toBe('Vigil: please verify your e-mail address');
  expect(tokenFromLink(mails[0]?.body ?? '', 'verify-email')).toHaveLength(43);
});

test('a known address gets a "someone tried to register" e-mail, not a second link', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'a-good-password');
  await register(t.app, email, 'another-password');
  const [newest, first] = await outboxFor(t.app, email);
  expect(first?.subject).toContain('verify');
  expect(newest?.subject).toBe('Vigil: someone tried to register with your address');
  expect(newest?.body).not.toMatch(/verify-email\?token=/);
});

test('registering again does not change the password of the existing account', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'the-real-password');
  await verify(await latestVerificationToken(t.app, email));
  await register(t.app, email, 'an-attacker-password');
  expect(await loginStatus(email, 'an-attacker-password')).toBe(401);
  expect(await loginStatus(email, 'the-real-password')).toBe(200);
});

test('without SMTP the replies that send mail say it is kept in the Outbox', async () => {
  for (const [url, status] of [
    ['/api/register', 201],
    ['/api/register/resend', 202],
    ['/api/password/forgot', 202],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { inputEmail: uniqueEmail(), inputPassword: 'a-good-password' },
    });
    expect(res.statusCode, url).toBe(status);
    expect(res.json(), url).toMatchObject({ delivery: 'outbox' });
  }
});

test('addresses are matched case-insensitively and trimmed', async () => {
  const email = uniqueEmail();
  await register(t.app, `  ${email.toUpperCase()} `, 'a-good-password');
  expect(await outboxFor(t.app, email)).toHaveLength(1);
});

test('register rejects a short password and a bad address, naming the field', async () => {
  const short = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { inputEmail: uniqueEmail(), inputPassword: 'short' },
  });
  expect(short.statusCode).toBe(400);
  expect(errorOf(short).message).toMatch(/inputPassword.*at least 12/);

  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { inputEmail: 'not-an-address', inputPassword: 'a-good-password' },
  });
  expect(bad.statusCode).toBe(400);
  expect(errorOf(bad).message).toMatch(/inputEmail.*valid e-mail/);
});

test('the link from the e-mail verifies the address, and only once', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'a-good-password');
  const token = await latestVerificationToken(t.app, email);
  expect(await loginStatus(email, 'a-good-password')).toBe(403);

  const res = await verify(token);
  expect(res.statusCode).toBe(200);
  expect(await loginStatus(email, 'a-good-password')).toBe(200);

  const reused = await verify(token);
  expectError(reused, 400, 'INVALID_TOKEN');
});

test('an unknown verification token is 400 INVALID_TOKEN', async () => {
  const res = await verify('x'.repeat(43));
  expectError(res, 400, 'INVALID_TOKEN');
});

test('a verification link expires after 48 hours', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'a-good-password');
  const token = await latestVerificationToken(t.app, email);
  t.clock.advance(48 * 60 * 60_000 + 1000);
  const res = await verify(token);
  expectError(res, 400, 'INVALID_TOKEN');
});

test('a too short token is a validation error naming token', async () => {
  const res = await verify('short');
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  expect(error.message).toContain('token');
});

test('resend answers 202 alike for all addresses and mails only unverified accounts', async () => {
  const waiting = uniqueEmail();
  await register(t.app, waiting, 'a-good-password');
  const verified = uniqueEmail();
  await register(t.app, verified, 'a-good-password');
  await verify(await latestVerificationToken(t.app, verified));
  const unknown = uniqueEmail();

  const replies = [];
  for (const email of [waiting, verified, unknown]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register/resend',
      payload: { inputEmail: email },
    });
    expect(res.statusCode).toBe(202);
    replies.push(res.json());
  }
  expect(replies[1]).toEqual(replies[0]);
  expect(replies[2]).toEqual(replies[0]);

  expect(await outboxFor(t.app, waiting)).toHaveLength(2);
  expect(await outboxFor(t.app, verified)).toHaveLength(1);
  expect(await outboxFor(t.app, unknown)).toHaveLength(0);

  const res = await verify(await latestVerificationToken(t.app, waiting));
  expect(res.statusCode).toBe(200);
});
