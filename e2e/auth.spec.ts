import { expect, test } from './fixtures';
import {
  ADMIN,
  apiLogin,
  createVerifiedUser,
  expectNoAxeViolations,
  outboxBody,
  outboxLink,
  uiLogin,
  uniqueEmail,
} from './helpers';

test('a new user registers, verifies from the outbox, signs in and logs out', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('new');
  await page.goto('/#/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(page.getByText('Create your account')).toBeVisible();
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/^password/i).fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The browser suite's server has no SMTP: the screen says where the mail is instead.
  await expect(
    page.getByText(
      'Success! No mail server is configured: the verification e-mail is in the Outbox, where an operator can read it.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);

  // Before verification the login is refused with a way to resend the link.
  await page.getByLabel(/username/i).fill(email);
  await page.getByLabel(/^password/i).fill('correct-horse-battery');
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page.getByText(/verify your e-mail/i)).toBeVisible();
  await expect(page.getByRole('button', { name: /resend/i })).toBeVisible();

  // The admin finds the verification e-mail on the Outbox screen; its link is what the user opens.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await uiLogin(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/#/outbox');
  await expect(admin.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email });
  const link = await row
    .getByRole('link', { name: /verify-email/ })
    .first()
    .getAttribute('href');
  expect(link).toContain('/#/verify-email?token=');
  await adminContext.close();
  await page.goto(link!);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await uiLogin(page, email, 'correct-horse-battery');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  await page.goto('/#/logout');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText('logout works!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  // The session is really gone: the dashboard sends us back to /login.
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/login/);
});

test('a wrong password shows Fehler! with the server message', async ({ page, request }) => {
  const user = await createVerifiedUser(request, page, 'wrongpw');
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await page.getByLabel(/benutzername/i).fill(user.email);
  await page.getByLabel(/^passwort/i).fill('not-the-password');
  await page.getByRole('button', { name: /^anmelden$/i }).click();
  await expect(page.getByText('Fehler!')).toBeVisible();
  // The server's reason in German, worded by its code (issue 8 §5).
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeVisible();
  await expect(page.getByText(/password is wrong/i)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('forgot password sends a reset link that sets a new password', async ({ page, request }) => {
  const user = await createVerifiedUser(request, page, 'reset');
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/e-mail/i)
    .fill(user.email);
  await page.getByRole('dialog').getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/the reset link is in the Outbox/i)).toBeVisible();

  const link = await outboxLink(request, user.email, /reset/i);
  await page.goto(link);
  await page.getByLabel(/^new password/i).fill('a-brand-new-password');
  await page.getByLabel(/^repeat new password/i).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(/password has been changed/i)).toBeVisible();

  await uiLogin(page, user.email, 'a-brand-new-password');
  const old = await request.post('/api/login', {
    data: { inputEmail: user.email, inputPassword: user.password },
  });
  expect(old.status()).toBe(401);
});

test('a user is refused an operator screen, the admin is not', async ({ page, request }) => {
  const user = await createVerifiedUser(request, page, 'refused');
  await uiLogin(page, user.email, user.password);
  await expect(page.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  await page.goto('/#/outbox');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByText('This screen needs an operator account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toHaveCount(0);
  const token = await apiLogin(request, user.email, user.password);
  const api = await request.get('/api/outbox', { headers: { authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(403);

  // Signing in as an operator right there opens the operator screens.
  await page.getByLabel(/username/i).fill(ADMIN.email);
  await page.getByLabel(/^password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /^login$/i }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto('/#/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
});

test('login, register and account have no axe violations', async ({ page, request }) => {
  await page.goto('/#/login');
  await expect(page.getByText('Supervision for social media')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/#/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expectNoAxeViolations(page);
  const user = await createVerifiedUser(request, page, 'axe');
  await uiLogin(page, user.email, user.password);
  await page.goto('/#/account');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('account: +49 151 … is stored as E.164, prefilled, verified by SMS; the toast leaves the navbar free', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, page, 'mobile');
  await uiLogin(page, user.email, user.password);
  await page.goto('/#/account');
  const form = page.getByRole('region', { name: 'Registration details' });
  await form.getByLabel(/^Name/).fill('Grace Hopper');
  await form.getByRole('textbox', { name: /^Mobile number/ }).fill('+49 151 23456789');
  await form.getByLabel(/^Date of birth/).fill('1990-01-01');
  await form.getByLabel(/^Current password/).fill(user.password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Registration successful!')).toBeVisible();

  const token = await apiLogin(request, user.email, user.password);
  const stored = await request.get('/api/accounts/current', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await stored.json()).toMatchObject({ mobileNo: '+4915123456789', countryCode: '+49' });

  // After a reload both forms show the stored number, readably.
  await page.reload();
  await expect(form.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(
    '+49 1512 3456789',
  );
  const mobile = page.getByRole('region', { name: 'Verify Mobile Number' });
  await expect(mobile.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(
    '+49 1512 3456789',
  );
  await mobile.getByRole('button', { name: 'Send code' }).click();
  await expect(
    mobile.getByText('No SMS gateway is configured; an operator can read the code in the Outbox.'),
  ).toBeVisible();

  const code = /\b(\d{6})\b/.exec(await outboxBody(request, '+4915123456789'))?.[1];
  expect(code, 'SMS to the E.164 number').toBeTruthy();
  await mobile.getByRole('textbox', { name: /^Code/ }).fill(code!);
  await mobile.getByRole('button', { name: 'Verify' }).click();
  await expect(mobile.getByText('Mobile number verified successfully!')).toBeVisible();

  const toast = page.getByText('Mobile verification successful!');
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(header && box).toBeTruthy();
  // The toast sits below the navbar, so the account menu and language switch stay usable.
  expect(box!.y).toBeGreaterThan(header!.y + header!.height);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});
