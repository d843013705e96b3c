import { beforeEach, expect, test } from 'vitest';
import { users } from '../src/db/schema';
import { login, register, uniqueEmail, useTestApp, postLogin } from './helper';

const t = useTestApp();
// Every test starts from an empty database (all other tables cascade from users or are unused).
beforeEach(async () => {
  await t.app.database.db.delete(users);
});

const ensureAdmin = (opts: { email?: string; password?: string; force?: boolean }) =>
  t.app.services.auth.ensureAdmin(opts);
const roleOf = async (email: string) => (await t.app.services.auth.findUserByEmail(email))?.role;
const admins = async () =>
  (await t.app.database.db.select().from(users)).filter((u) => u.role === 'admin');

test('an empty database without ADMIN_EMAIL gets admin@vigil.local with a generated password', async () => {
  const result = await ensureAdmin({});
  expect(result).toMatchObject({ created: true, email: 'admin@vigil.local' });
  const password = 'generatedPassword' in result ? result.generatedPassword : undefined;
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);

  const session = await login(t.app, 'admin@vigil.local', password ?? '');
  expect(session.token).toBeTruthy();
  expect(await roleOf('admin@vigil.local')).toBe('admin');
});

test('with ADMIN_EMAIL and ADMIN_PASSWORD that account is created, verified and can sign in', async () => {
  const result = await ensureAdmin({ email: ' Boss@Example.TEST ', password: 'boss-password' });
  expect(result).toEqual({
    created: true,
    email: 'boss@example.test',
    generatedPassword: undefined,
  });
  expect(await roleOf('boss@example.test')).toBe('admin');
  await login(t.app, 'boss@example.test', 'boss-password');
});

test('with ADMIN_EMAIL an existing user is promoted and verified', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'user-password');
  const result = await ensureAdmin({ email, password: 'boss-password' });
  expect(result).toMatchObject({ created: true, email });
  expect(await roleOf(email)).toBe('admin');
  await login(t.app, email, 'boss-password');
  expect(await admins()).toHaveLength(1);
});

test('when an admin exists nothing happens, with or without ADMIN_EMAIL', async () => {
  await ensureAdmin({ email: 'first@example.test', password: 'first-password' });
  const other = uniqueEmail();
  await register(t.app, other, 'user-password');

  expect(await ensureAdmin({})).toEqual({ created: false });
  expect(await ensureAdmin({ email: other, password: 'hijack-password' })).toEqual({
    created: false,
  });
  expect(await roleOf(other)).toBe('user');
  expect((await admins()).map((u) => u.email)).toEqual(['first@example.test']);
});

test('users but no admin and no ADMIN_EMAIL: nothing is created, the caller is told', async () => {
  await register(t.app, uniqueEmail(), 'user-password');
  expect(await ensureAdmin({})).toEqual({ created: false, noAdmin: true });
  expect(await admins()).toHaveLength(0);
});

test('force (npm run admin:create) adds an admin even when one exists', async () => {
  await ensureAdmin({ email: 'first@example.test', password: 'first-password' });
  await ensureAdmin({ email: 'second@example.test', password: 'second-password', force: true });
  expect((await admins()).map((u) => u.email).sort()).toEqual([
    'first@example.test',
    'second@example.test',
  ]);
});

test('finding 1 (ensure-admin, issue 20): an unverified account named without a password gets a new one, never a silent promotion', async () => {
  const email = uniqueEmail();
  // Whoever registered the address first knows this password; the address is unverified.
  await register(t.app, email, 'squatters-password');
  const result = await ensureAdmin({ email });
  const generated = 'generatedPassword' in result ? result.generatedPassword : undefined;
  expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);
  expect(await roleOf(email)).toBe('admin');
  const old = await postLogin(t.app, email, 'squatters-password');
  expect(old.statusCode).toBe(401);
  await login(t.app, email, generated!);
});

test('a verified account with a password named without one keeps its password', async () => {
  const email = uniqueEmail();
  await register(t.app, email, 'owners-password');
  const user = await t.app.services.auth.findUserByEmail(email);
  await t.app.services.auth.updateUser(user!.id, { emailVerifiedAt: new Date() });
  const result = await ensureAdmin({ email });
  expect(result).toMatchObject({ created: true, email, generatedPassword: undefined });
  await login(t.app, email, 'owners-password');
});
