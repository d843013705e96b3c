import type { CurrentAccount } from '@vigil/shared';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { expect, test } from 'vitest';
import {
  errorOf,
  latestVerificationToken,
  outboxFor,
  signIn,
  tokenFromLink,
  type Principal,
  useTestApp,
  postLogin,
  postRefresh,
  expectError,
  requestAs,
} from './helper';

const t = useTestApp();

const call = (
  p: Principal,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) => requestAs(t.app, p, method, `/api/accounts/current${url}`, payload);

const registrationOf = (p: Principal, overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: p.email,
  password: p.password,
  mobileNo: '170 1234567',
  countryCode: '+49',
  dob: '1990-12-10',
  ...overrides,
});

test('GET returns the signed-in account and no secrets', async () => {
  const p = await signIn(t.app, 'user');
  const res = await call(p, 'GET', '');
  expect(res.statusCode).toBe(200);
  const account = res.json<CurrentAccount & Record<string, unknown>>();
  expect(account).toMatchObject({
    email: p.email,
    role: 'user',
    emailVerified: true,
    name: null,
    mobileVerified: false,
  });
  expect(res.body).not.toMatch(/password|hash/i);
});

test('PUT saves name and extraInfo', async () => {
  const p = await signIn(t.app, 'user');
  const res = await call(p, 'PUT', '', { name: '  Grace Hopper ', extraInfo: 'COBOL' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ name: 'Grace Hopper', extraInfo: 'COBOL' });
  expect((await call(p, 'GET', '')).json()).toMatchObject({ name: 'Grace Hopper' });
});

test('PUT validates: name is required, extraInfo has a limit, each named', async () => {
  const p = await signIn(t.app, 'user');
  const noName = await call(p, 'PUT', '', { extraInfo: 'x' });
  expect(noName.statusCode).toBe(400);
  expect(errorOf(noName).message).toContain('name');

  const blank = await call(p, 'PUT', '', { name: '   ' });
  expect(blank.statusCode).toBe(400);
  expect(errorOf(blank).message).toContain('name');

  const long = await call(p, 'PUT', '', { name: 'Ok', extraInfo: 'x'.repeat(2001) });
  expect(long.statusCode).toBe(400);
  expect(errorOf(long).message).toContain('extraInfo');
});

test('DELETE removes the account: the still-valid token then gets 401', async () => {
  const p = await signIn(t.app, 'user');
  const res = await call(p, 'DELETE', '', { password: p.password });
  expect(res.statusCode).toBe(204);
  const cleared = res.cookies.find((c) => c.name === 'vigil_refresh');
  expect(cleared?.value).toBe('');

  const after = await call(p, 'GET', '');
  expectError(after, 401, 'UNAUTHENTICATED');
  expect((await call(p, 'PUT', '', { name: 'Ghost' })).statusCode).toBe(401);

  const login = await postLogin(t.app, p.email, p.password);
  expect(login.statusCode).toBe(401);
  const refresh = await postRefresh(t.app, p.refreshCookie);
  expect(refresh.statusCode).toBe(401);
});

test('registration form: a wrong current password is 422 PASSWORD_MISMATCH', async () => {
  const p = await signIn(t.app, 'user');
  const res = await call(p, 'POST', '/registration', registrationOf(p, { password: 'wrong-one' }));
  expectError(res, 422, 'PASSWORD_MISMATCH');
  expect((await call(p, 'GET', '')).json()).toMatchObject({ name: null });
});

test('registration form: an address of another account is 409 CONFLICT', async () => {
  const p = await signIn(t.app, 'user');
  const other = await signIn(t.app, 'user');
  const res = await call(p, 'POST', '/registration', registrationOf(p, { email: other.email }));
  expectError(res, 409, 'CONFLICT');
});

test('registration form: success saves every field', async () => {
  const p = await signIn(t.app, 'user');
  const res = await call(
    p,
    'POST',
    '/registration',
    registrationOf(p, { referalCode: ' REF1 ', affiliateCode: '' }),
  );
  expect(res.statusCode).toBe(200);
  const expected = {
    name: 'Ada Lovelace',
    email: p.email,
    // Stored as E.164 (issue 8 §5), whatever spacing the form sent.
    mobileNo: '+491701234567',
    countryCode: '+49',
    dob: '1990-12-10',
    referalCode: 'REF1',
    affiliateCode: null,
    emailVerified: true,
  };
  expect(res.json()).toMatchObject(expected);
  expect((await call(p, 'GET', '')).json()).toMatchObject(expected);
});

/** The token of the newest e-mail-change link sent to `email`. */
async function changeToken(email: string) {
  const mail = (await outboxFor(t.app, email)).find((m) => m.body.includes('confirm-email-change'));
  const match = /#\/confirm-email-change\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`no e-mail change link to ${email}`);
  return match[1];
}
const confirmChange = async (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/confirm-email-change',
    payload: { token: await changeToken(email) },
  });

// Finding 1.2 (issue 20): the new address waits for its link instead of replacing the old one.
test('registration form: a new address needs verifying again and gets a link', async () => {
  const p = await signIn(t.app, 'user');
  const newEmail = `new-${p.email}`;
  const res = await call(p, 'POST', '/registration', registrationOf(p, { email: newEmail }));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ email: p.email, emailVerified: true, pendingEmail: newEmail });
  const verify = await confirmChange(newEmail);
  expect(verify.statusCode).toBe(200);
  expect((await call(p, 'GET', '')).json()).toMatchObject({
    email: newEmail,
    emailVerified: true,
    pendingEmail: null,
  });
});

test('registration form: a new address voids the links sent to the old one', async () => {
  const p = await signIn(t.app, 'user');
  // An unused verification link and a reset link, both sent to the old address.
  await t.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { inputEmail: p.email },
  });
  const [resetMail] = await outboxFor(t.app, p.email);
  const resetToken = tokenFromLink(resetMail?.body ?? '', 'reset-password');
  const unverified = await signIn(t.app, 'user');
  await t.app.services.auth.updateUser(
    (await call(unverified, 'GET', '')).json<CurrentAccount>().id,
    {
      emailVerifiedAt: null,
    },
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/register/resend',
    payload: { inputEmail: unverified.email },
  });
  const oldVerifyToken = await latestVerificationToken(t.app, unverified.email);

  for (const who of [p, unverified]) {
    const moved = `moved-${who.email}`;
    const res = await call(who, 'POST', '/registration', registrationOf(who, { email: moved }));
    expect(res.json()).toMatchObject({ email: who.email, pendingEmail: moved });
    expect((await confirmChange(moved)).statusCode).toBe(200);
  }

  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token: oldVerifyToken },
  });
  expect(verify.statusCode).toBe(400);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: { token: resetToken, inputPassword: 'taken-over-password' },
  });
  expect(reset.statusCode).toBe(400);
  // The confirmed link proved the new address: both accounts are verified on it.
  expect((await call(unverified, 'GET', '')).json()).toMatchObject({
    email: `moved-${unverified.email}`,
    emailVerified: true,
  });
  expect((await call(p, 'GET', '')).json()).toMatchObject({
    email: `moved-${p.email}`,
    emailVerified: true,
  });
});

test('registration form: bad fields are 400s naming the field', async () => {
  const p = await signIn(t.app, 'user');
  const cases: [string, unknown][] = [
    ['dob', '10.12.1990'],
    ['dob', '1990-13-40'],
    ['email', 'nope'],
    ['mobileNo', 'call me'],
    // A landline is a phone number, but no mobile number.
    ['mobileNo', '+49 30 1234567'],
    ['countryCode', '49x'],
    ['name', ''],
  ];
  for (const [field, value] of cases) {
    const res = await call(p, 'POST', '/registration', registrationOf(p, { [field]: value }));
    expect(res.statusCode, `${field}=${String(value)}`).toBe(400);
    expect(errorOf(res).message, `${field}=${String(value)}`).toContain(field);
  }
});

/** The E.164 form of the test numbers below ('+49 171 1000001' → '+491711000001'). */
const e164 = (mobileNo: string) => mobileNo.replace(/[^+0-9]/g, '');

/** Sends a code and reads it from the SMS, which goes to the number in E.164. */
async function sendCode(p: Principal, mobileNo: string, recipient = e164(mobileNo)) {
  const res = await call(p, 'POST', '/mobile/send-code', { mobileNo });
  expect(res.statusCode).toBe(202);
  const [sms] = await outboxFor(t.app, recipient);
  expect(sms?.channel).toBe('sms');
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${sms?.body}`);
  return code;
}
const verifyCode = (p: Principal, mobileNo: string, code: string) =>
  call(p, 'POST', '/mobile/verify', { mobileNo, code });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let phone = 1000000;
const nextPhone = () => `+49 171 ${++phone}`;

test('send-code stores an SMS with a 6-digit code in the outbox', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  expect(await sendCode(p, mobileNo)).toMatch(/^\d{6}$/);
});

test('without a gateway the reply and the account say where the code went: the Outbox', async () => {
  const p = await signIn(t.app, 'user');
  const res = await call(p, 'POST', '/mobile/send-code', { mobileNo: nextPhone() });
  expect(res.json()).toEqual({
    message:
      'No SMS gateway is configured: the code is in the Outbox, where an operator can read it.',
    delivery: 'outbox',
  });
  expect((await call(p, 'GET', '')).json()).toMatchObject({
    delivery: { email: 'outbox', sms: 'outbox' },
  });
});

test('send-code completes a national number with the given country code (E.164)', async () => {
  const p = await signIn(t.app, 'user');
  const res = await call(p, 'POST', '/mobile/send-code', {
    mobileNo: '0664 1234567',
    countryCode: '+43',
  });
  expect(res.statusCode).toBe(202);
  const [sms] = await outboxFor(t.app, '+436641234567');
  expect(sms?.body).toMatch(/\b\d{6}\b/);
  // Without a country code a national number cannot be placed: the field is named.
  const unplaced = await call(p, 'POST', '/mobile/send-code', { mobileNo: '0664 1234567' });
  expect(unplaced.statusCode).toBe(400);
  expect(errorOf(unplaced).message).toContain('countryCode');
});

test('a number stored before E.164 keeps its verification when saved again', async () => {
  const p = await signIn(t.app, 'user');
  const { id } = (await call(p, 'GET', '')).json<CurrentAccount>();
  // As the account screen stored it before: national digits and a separate country code.
  await t.app.database.db
    .update(users)
    .set({ mobileNo: '170 1234567', countryCode: '+49', mobileVerifiedAt: new Date() })
    .where(eq(users.id, id));
  // A write through the service drops the in-process row cache (PGlite) of that user.
  await call(p, 'PUT', '', { name: 'Ada Lovelace' });
  expect((await call(p, 'GET', '')).json()).toMatchObject({ mobileVerified: true });
  const res = await call(p, 'POST', '/registration', registrationOf(p));
  expect(res.json()).toMatchObject({ mobileNo: '+491701234567', mobileVerified: true });
});

test('international numbers are accepted in any common spelling and stored as E.164', async () => {
  const p = await signIn(t.app, 'user');
  for (const [typed, stored, country] of [
    ['+49 151 23456789', '+4915123456789', '+49'],
    ['0049 (151) 234-567-89', '+4915123456789', '+49'],
    ['+44 7911 123456', '+447911123456', '+44'],
  ] as const) {
    // The country code field says +49; a number with its own prefix wins.
    const res = await call(p, 'POST', '/registration', registrationOf(p, { mobileNo: typed }));
    expect(res.statusCode, typed).toBe(200);
    expect(res.json(), typed).toMatchObject({ mobileNo: stored, countryCode: country });
  }
});

test('the right code verifies the number', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  const code = await sendCode(p, mobileNo);
  const res = await verifyCode(p, mobileNo, code);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ mobileNo: e164(mobileNo), mobileVerified: true });
  expect((await call(p, 'GET', '')).json()).toMatchObject({ mobileVerified: true });

  const reused = await verifyCode(p, mobileNo, code);
  expectError(reused, 422, 'CODE_NOT_REQUESTED');
});

test('a wrong code is 422 CODE_INVALID', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  const code = await sendCode(p, mobileNo);
  const res = await verifyCode(p, mobileNo, otherCode(code));
  expectError(res, 422, 'CODE_INVALID');
  expect((await call(p, 'GET', '')).json()).toMatchObject({ mobileVerified: false });
});

test('after 5 wrong codes even the right code is 429 TOO_MANY_ATTEMPTS', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  const code = await sendCode(p, mobileNo);
  for (let i = 1; i <= 5; i++) {
    expect((await verifyCode(p, mobileNo, otherCode(code))).statusCode, `try ${i}`).toBe(422);
  }
  const res = await verifyCode(p, mobileNo, code);
  expectError(res, 429, 'TOO_MANY_ATTEMPTS');

  const fresh = await sendCode(p, mobileNo);
  expect((await verifyCode(p, mobileNo, fresh)).statusCode).toBe(200);
});

test('a code expires after 10 minutes: 422 CODE_EXPIRED', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  const code = await sendCode(p, mobileNo);
  t.clock.advance(11 * 60_000);
  const res = await verifyCode(p, mobileNo, code);
  expectError(res, 422, 'CODE_EXPIRED');
});

test('a new code replaces the earlier one', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  const first = await sendCode(p, mobileNo);
  const second = await sendCode(p, mobileNo);
  if (first !== second) {
    expect((await verifyCode(p, mobileNo, first)).statusCode).toBe(422);
  }
  expect((await verifyCode(p, mobileNo, second)).statusCode).toBe(200);
});

test('a code is bound to its number and its account', async () => {
  const p = await signIn(t.app, 'user');
  const mallory = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  const code = await sendCode(p, mobileNo);
  expect((await verifyCode(p, nextPhone(), code)).statusCode).toBe(422);
  expect((await verifyCode(mallory, mobileNo, code)).statusCode).toBe(422);
  expect((await verifyCode(p, mobileNo, code)).statusCode).toBe(200);
});

test('parallel wrong codes get no more than 5 checks', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  const code = await sendCode(p, mobileNo);
  const guesses = Array.from({ length: 20 }, (_, i) =>
    String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
  );
  const replies = await Promise.all(guesses.map((g) => verifyCode(p, mobileNo, g)));
  const statuses = replies.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 422)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  expect((await verifyCode(p, mobileNo, code)).statusCode).toBe(429);
});

test('mobile input is validated, naming the field', async () => {
  const p = await signIn(t.app, 'user');
  const badNo = await call(p, 'POST', '/mobile/send-code', { mobileNo: 'abc' });
  expect(badNo.statusCode).toBe(400);
  expect(errorOf(badNo).message).toContain('mobileNo');

  const badCode = await call(p, 'POST', '/mobile/verify', { mobileNo: nextPhone(), code: '12a' });
  expect(badCode.statusCode).toBe(400);
  expect(errorOf(badCode).message).toContain('code');
});

test('changing the number in the registration form resets mobileVerified', async () => {
  const p = await signIn(t.app, 'user');
  const mobileNo = nextPhone();
  await call(p, 'POST', '/registration', registrationOf(p, { mobileNo }));
  await verifyCode(p, mobileNo, await sendCode(p, mobileNo));
  const same = await call(p, 'POST', '/registration', registrationOf(p, { mobileNo }));
  expect(same.json()).toMatchObject({ mobileVerified: true });
  const changed = await call(
    p,
    'POST',
    '/registration',
    registrationOf(p, { mobileNo: nextPhone() }),
  );
  expect(changed.json()).toMatchObject({ mobileVerified: false });
});
