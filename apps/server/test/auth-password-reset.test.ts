import { expect, test } from 'vitest';
import {
  login,
  minutes,
  outboxFor,
  register,
  registerAndVerify,
  tokenFromLink,
  uniqueEmail,
  useTestApp,
  postLogin,
  postRefresh,
  expectError,
} from './helper';

const t = useTestApp();

const forgot = (inputEmail: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { inputEmail } });
const reset = (token: string, inputPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { token, inputPassword } });
const loginStatus = async (inputEmail: string, inputPassword: string) =>
  (await postLogin(t.app, inputEmail, inputPassword)).statusCode;

async function resetToken(email: string) {
  const [mail] = await outboxFor(t.app, email);
  expect(mail?.subject).toBe('Vigil: reset your password');
  return tokenFromLink(mail?.body ?? '', 'reset-password');
}

test('forgot answers the same 202 for a known and an unknown address', async () => {
  const known = uniqueEmail();
  await registerAndVerify(t.app, known, 'old-password');
  const unknown = uniqueEmail();
  const a = await forgot(known);
  const b = await forgot(unknown);
  expect(a.statusCode).toBe(202);
  expect(b.statusCode).toBe(202);
  expect(b.json()).toEqual(a.json());
  expect(await outboxFor(t.app, unknown)).toHaveLength(0);
  expect(await resetToken(known)).toBeTruthy();
});

test('the reset link sets a new password once: old fails, new works, link is spent', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, 'old-password');
  await forgot(email);
  const token = await resetToken(email);

  const res = await reset(token, 'brand-new-password');
  expect(res.statusCode).toBe(200);
  expect(await loginStatus(email, 'old-password')).toBe(401);
  expect(await loginStatus(email, 'brand-new-password')).toBe(200);

  const again = await reset(token, 'third-password');
  expectError(again, 400, 'INVALID_TOKEN');
  expect(await loginStatus(email, 'brand-new-password')).toBe(200);
});

test('a reset ends every existing session of the account', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, 'old-password');
  const session = await login(t.app, email, 'old-password');
  await forgot(email);
  expect((await reset(await resetToken(email), 'brand-new-password')).statusCode).toBe(200);

  const refresh = await postRefresh(t.app, session.refreshCookie);
  expect(refresh.statusCode).toBe(401);
});

test('a reset link proves the address, so it also verifies an unverified account', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'old-password');
  await forgot(email);
  expect((await reset(await resetToken(email), 'brand-new-password')).statusCode).toBe(200);
  expect(await loginStatus(email, 'brand-new-password')).toBe(200);
});

test('a reset link expires after one hour', async () => {
  const email = uniqueEmail();
  await registerAndVerify(t.app, email, 'old-password');
  await forgot(email);
  const token = await resetToken(email);
  t.clock.advance(minutes(61));
  const res = await reset(token, 'brand-new-password');
  expectError(res, 400, 'INVALID_TOKEN');
});

test('a verification token cannot be used as a reset token', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'old-password');
  const [mail] = await outboxFor(t.app, email);
  const res = await reset(tokenFromLink(mail?.body ?? '', 'verify-email'), 'brand-new-password');
  expectError(res, 400, 'INVALID_TOKEN');
});

test('an unknown reset token is 400 INVALID_TOKEN', async () => {
  const res = await reset('y'.repeat(43), 'brand-new-password');
  expectError(res, 400, 'INVALID_TOKEN');
});

test('the new password follows the password rule, naming inputPassword', async () => {
  const res = await reset('y'.repeat(43), 'short');
  const error = expectError(res, 400, 'VALIDATION_FAILED');
  expect(error.message).toContain('inputPassword');
});
