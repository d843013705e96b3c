import {
  ACCESS_TOKEN_KEY,
  currentAccountSchema,
  smsSentReplySchema,
  type CurrentAccount,
} from '@vigil/shared';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { renderApp } from '../../../test/render';
import { mockApi, noContent, reply, replyError, type ApiCall } from '../../../test/mock-api';
import { AccountScreen } from './account-screen';
import { jobSchema, type Job } from '@vigil/shared/jobs';

afterEach(() => {
  // Toasts live in a global store: one test's toast must not show in the next.
  notifications.clean();
  clearSession();
  vi.unstubAllGlobals();
});

const account: CurrentAccount = {
  id: 'u-1',
  email: 'ada@example.com',
  role: 'user',
  emailVerified: true,
  name: 'Ada Lovelace',
  extraInfo: null,
  mobileNo: '1701234567',
  countryCode: '+49',
  dob: '1990-12-10',
  referalCode: null,
  affiliateCode: null,
  mobileVerified: false,
  createdAt: '2026-01-15T10:00:00.000Z',
};

const getAccount =
  (a: CurrentAccount = account) =>
  () =>
    reply(currentAccountSchema, a);

const renderAccount = (lang: 'de' | 'en' = 'en') =>
  renderApp(<AccountScreen />, {
    url: '/account',
    extraPaths: ['/login'],
    session: { role: 'user' },
    lang,
  });

const section = (name: string) => screen.getByRole('region', { name });

describe('AccountScreen', () => {
  test('loads the account and prefills the registration form', async () => {
    mockApi({ 'GET /api/accounts/current': getAccount() });
    await renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Information' })).toBeVisible();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText(/^E-mail address/)).toHaveValue('ada@example.com');
    expect(within(form).getByLabelText(/^Date of birth/)).toHaveValue('1990-12-10');
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();
  });

  // Issue 20 §1: a new address waits for its link; the screen says where the link went.
  test('a waiting e-mail change is shown beside the address that stays in use', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount({ ...account, pendingEmail: 'new@example.com' }),
    });
    await renderAccount();
    expect(
      await screen.findByText(
        'New address new@example.com: we have sent a confirmation link there. Until you open it, your current address stays in use.',
      ),
    ).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
  });

  test('shows the German texts', async () => {
    mockApi({ 'GET /api/accounts/current': getAccount() });
    await renderAccount('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Kontoinformationen' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Handynummer bestätigen' })).toBeVisible();
  });

  test('a load failure is shown with a way to retry', async () => {
    mockApi({ 'GET /api/accounts/current': () => replyError('NOT_FOUND', 'No such account.') });
    await renderAccount();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  test('saving the registration form shows "Registration successful!"', async () => {
    const api = mockApi({
      'GET /api/accounts/current': getAccount(),
      'POST /api/accounts/current/registration': ({ body }: ApiCall) =>
        reply(currentAccountSchema, { ...account, ...(body as object) }),
    });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Ada King');
    await user.type(within(form).getByLabelText(/^Referral code/), 'FRIEND1');
    await user.type(within(form).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Registration successful!');
    expect(api.callsTo('POST /api/accounts/current/registration')[0]?.body).toEqual({
      name: 'Ada King',
      email: 'ada@example.com',
      password: 'my-password',
      // Stored as E.164 (issue 8 §5).
      mobileNo: '+491701234567',
      countryCode: '+49',
      dob: '1990-12-10',
      referalCode: 'FRIEND1',
    });
    // The confirming password is not kept, and nothing navigates away.
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.queryByTestId('route')).toBeNull();
  });

  test('issue 20: the first password of an account without one needs 12 characters; the server says why a common one is refused', async () => {
    const api = mockApi({
      'GET /api/accounts/current': getAccount({ ...account, emailSignIn: false }),
      'POST /api/accounts/current/registration': () =>
        replyError('PASSWORD_TOO_COMMON', 'This password is too common.'),
    });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    const user = userEvent.setup();
    const password = within(form).getByLabelText(/^New password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The password needs at least 12 characters'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/accounts/current/registration')).toEqual([]);
    await user.clear(password);
    await user.type(password, 'password1234');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/This password is too common/)).toBeVisible();
    expect(api.callsTo('POST /api/accounts/current/registration')).toHaveLength(1);
  });

  test('a number saved in the registration form is the one to verify', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount({ ...account, mobileNo: null, countryCode: null }),
      'POST /api/accounts/current/registration': ({ body }: ApiCall) =>
        reply(currentAccountSchema, { ...account, ...(body as object) }),
    });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    const mobile = section('Verify Mobile Number');
    expect(within(mobile).getByLabelText(/^Mobile number/)).toHaveValue('');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Country code/), '+49');
    await user.type(within(form).getByLabelText(/^Mobile number/), '1701234567');
    await user.type(within(form).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Registration successful!');
    expect(within(mobile).getByLabelText(/^Mobile number/)).toHaveValue('+49 170 1234567');
  });

  test('a refused registration shows "Registration failed. Please try again." and why', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount(),
      'POST /api/accounts/current/registration': () =>
        replyError('PASSWORD_MISMATCH', 'The password is not the password of this account.'),
    });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Current password/), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed. Please try again.');
    // Worded by its code, not the server's sentence.
    expect(alert).toHaveTextContent('This is not the password of this account.');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
  });

  test('the registration form checks the required fields before sending', async () => {
    const api = mockApi({ 'GET /api/accounts/current': getAccount({ ...account, dob: null }) });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    const user = userEvent.setup();
    await user.clear(within(form).getByLabelText(/^Country code/));
    await user.type(within(form).getByLabelText(/^Country code/), 'Germany');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter your current password')).toBeVisible();
    expect(within(form).getByText('Enter a country code such as +49')).toBeVisible();
    expect(within(form).getByText('Enter a date of birth')).toBeVisible();
    expect(api.callsTo('POST /api/accounts/current/registration')).toEqual([]);
  });

  test('mobile verification: send code, verify, success messages and a disabled button', async () => {
    const api = mockApi({
      'GET /api/accounts/current': getAccount(),
      'POST /api/accounts/current/mobile/send-code': () =>
        reply(smsSentReplySchema, { message: 'sent', delivery: 'sms' }, 202),
      'POST /api/accounts/current/mobile/verify': () =>
        reply(currentAccountSchema, { ...account, mobileVerified: true }),
    });
    await renderAccount();
    await screen.findByRole('region', { name: 'Verify Mobile Number' });
    const mobile = section('Verify Mobile Number');
    const user = userEvent.setup();
    await user.click(within(mobile).getByRole('button', { name: 'Send code' }));
    expect(await within(mobile).findByText('We have sent a code by SMS.')).toBeVisible();
    expect(api.callsTo('POST /api/accounts/current/mobile/send-code')[0]?.body).toEqual({
      mobileNo: '+491701234567',
      countryCode: '+49',
    });
    await user.type(within(mobile).getByLabelText(/^Code/), '123456');
    await user.click(within(mobile).getByRole('button', { name: 'Verify' }));
    expect(await within(mobile).findByText('Mobile number verified successfully!')).toBeVisible();
    expect(await screen.findByText('Mobile verification successful!')).toBeInTheDocument();
    expect(within(mobile).getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(api.callsTo('POST /api/accounts/current/mobile/verify')[0]?.body).toEqual({
      mobileNo: '+491701234567',
      countryCode: '+49',
      code: '123456',
    });
  });

  test('a wrong code shows the spec failure message and the server reason', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount(),
      'POST /api/accounts/current/mobile/verify': () =>
        replyError('TOO_MANY_ATTEMPTS', 'Too many wrong codes. Request a new one.'),
    });
    await renderAccount();
    await screen.findByRole('region', { name: 'Verify Mobile Number' });
    const mobile = section('Verify Mobile Number');
    const user = userEvent.setup();
    await user.type(within(mobile).getByLabelText(/^Code/), '000000');
    await user.click(within(mobile).getByRole('button', { name: 'Verify' }));
    const alert = await within(mobile).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Mobile verification failed. Please check the code and try again.',
    );
    expect(alert).toHaveTextContent('Too many wrong codes. Request a new one.');
    expect(within(mobile).getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  test('a server message reaches the German screen in German, worded by its code', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount(),
      'POST /api/accounts/current/registration': () =>
        replyError('CONFLICT', 'This e-mail address is already used by another account.'),
      'POST /api/accounts/current/mobile/verify': () =>
        replyError('CODE_NOT_REQUESTED', 'Request a code for this number first.'),
    });
    await renderAccount('de');
    const form = await screen.findByRole('region', { name: 'Registrierungsdaten' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Aktuelles Passwort/), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Registrierung fehlgeschlagen. Bitte versuche es erneut.');
    expect(alert).toHaveTextContent('Diese E-Mail-Adresse gehört schon zu einem anderen Konto.');
    expect(alert).not.toHaveTextContent(/already used/);

    const mobile = section('Handynummer bestätigen');
    await user.type(within(mobile).getByLabelText(/^Code/), '123456');
    await user.click(within(mobile).getByRole('button', { name: 'Bestätigen' }));
    expect(await within(mobile).findByRole('alert')).toHaveTextContent(
      'Fordere zuerst einen Code für diese Nummer an.',
    );
  });

  test('the stored number is prefilled, readable, in both forms', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount({ ...account, mobileNo: '+4915123456789' }),
    });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    expect(within(form).getByLabelText(/^Mobile number/)).toHaveValue('+49 1512 3456789');
    expect(within(form).getByLabelText(/^Country code/)).toHaveValue('+49');
    const mobile = section('Verify Mobile Number');
    expect(within(mobile).getByLabelText(/^Mobile number/)).toHaveValue('+49 1512 3456789');
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent(
      'Mobile number: +49 1512 3456789',
    );
  });

  test('an international number like +49 151 … is accepted and sent as E.164', async () => {
    const api = mockApi({
      'GET /api/accounts/current': getAccount({ ...account, mobileNo: null, countryCode: null }),
      'POST /api/accounts/current/registration': ({ body }: ApiCall) =>
        reply(currentAccountSchema, { ...account, ...(body as object) }),
    });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Mobile number/), '+49 151 23456789');
    await user.type(within(form).getByLabelText(/^Current password/), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Registration successful!')).toBeVisible();
    expect(api.callsTo('POST /api/accounts/current/registration')[0]?.body).toMatchObject({
      mobileNo: '+4915123456789',
      countryCode: '+49',
    });
  });

  test('a landline or a national number without country code is refused in words', async () => {
    const api = mockApi({
      'GET /api/accounts/current': getAccount({ ...account, mobileNo: null, countryCode: null }),
    });
    await renderAccount('de');
    const form = await screen.findByRole('region', { name: 'Registrierungsdaten' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Aktuelles Passwort/), 'my-password');
    await user.type(within(form).getByLabelText(/^Handynummer/), '0151 23456789');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText(
        'Gib eine Ländervorwahl wie +49 ein oder die Nummer mit + am Anfang',
      ),
    ).toBeVisible();
    await user.clear(within(form).getByLabelText(/^Handynummer/));
    await user.type(within(form).getByLabelText(/^Handynummer/), '+49 30 1234567');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText('Gib eine gültige Handynummer ein, z. B. +49 151 23456789'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/accounts/current/registration')).toEqual([]);
  });

  test.each([
    [
      'en',
      'Verify Mobile Number',
      'Send code',
      'No SMS gateway is configured; an operator can read the code in the Outbox.',
      'No SMS gateway is configured: the 6-digit code goes to the Outbox, where an operator can read it.',
      /We have sent a code by SMS|We send a 6-digit code by SMS/,
    ],
    [
      'de',
      'Handynummer bestätigen',
      'Code senden',
      'Es ist kein SMS-Gateway eingerichtet; ein Operator kann den Code im Postausgang lesen.',
      'Es ist kein SMS-Gateway eingerichtet: Der 6-stellige Code landet im Postausgang, wo ein Operator ihn lesen kann.',
      /per SMS/,
    ],
  ] as const)(
    'without an SMS gateway (%s) the screen says the code is in the Outbox, never that an SMS was sent',
    async (lang, title, send, sent, intro, claim) => {
      mockApi({
        'GET /api/accounts/current': getAccount({
          ...account,
          delivery: { email: 'outbox', sms: 'outbox' },
        }),
        'POST /api/accounts/current/mobile/send-code': () =>
          reply(smsSentReplySchema, { message: 'outbox', delivery: 'outbox' }, 202),
      });
      await renderAccount(lang);
      await screen.findByRole('region', { name: title });
      const mobile = section(title);
      expect(within(mobile).getByText(intro)).toBeVisible();
      await userEvent.setup().click(within(mobile).getByRole('button', { name: send }));
      expect(await within(mobile).findByText(sent)).toBeVisible();
      expect(within(mobile).queryByText(claim)).toBeNull();
    },
  );

  test('a waiting e-mail change without a mail server says the link is in the Outbox', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount({
        ...account,
        pendingEmail: 'new@example.com',
        delivery: { email: 'outbox', sms: 'outbox' },
      }),
    });
    await renderAccount();
    expect(
      await screen.findByText(
        'New address new@example.com: no mail server is configured, so the confirmation link is in the Outbox, where an operator can read it. Until it is opened, your current address stays in use.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/we have sent a confirmation link/)).toBeNull();
  });

  test('a number verified below appears in the registration form too', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount({ ...account, mobileNo: null }),
      'POST /api/accounts/current/mobile/send-code': () =>
        reply(smsSentReplySchema, { message: 'sent', delivery: 'sms' }, 202),
      'POST /api/accounts/current/mobile/verify': ({ body }: ApiCall) =>
        reply(currentAccountSchema, {
          ...account,
          mobileNo: (body as { mobileNo: string }).mobileNo,
          mobileVerified: true,
        }),
    });
    await renderAccount();
    const form = await screen.findByRole('region', { name: 'Registration details' });
    expect(within(form).getByLabelText(/^Mobile number/)).toHaveValue('');
    const mobile = section('Verify Mobile Number');
    const user = userEvent.setup();
    await user.type(within(mobile).getByLabelText(/^Mobile number/), '0151 23456789');
    await user.click(within(mobile).getByRole('button', { name: 'Send code' }));
    await user.type(within(mobile).getByLabelText(/^Code/), '123456');
    await user.click(within(mobile).getByRole('button', { name: 'Verify' }));
    expect(await within(mobile).findByText('Mobile number verified successfully!')).toBeVisible();
    expect(within(form).getByLabelText(/^Mobile number/)).toHaveValue('+49 1512 3456789');
  });

  test('the success toast appears at the bottom, away from the navbar and its menu', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount(),
      'POST /api/accounts/current/mobile/verify': () =>
        reply(currentAccountSchema, { ...account, mobileVerified: true }),
    });
    await renderAccount();
    const mobile = await screen.findByRole('region', { name: 'Verify Mobile Number' });
    const user = userEvent.setup();
    await user.type(within(mobile).getByLabelText(/^Code/), '123456');
    await user.click(within(mobile).getByRole('button', { name: 'Verify' }));
    const toast = await screen.findByText('Mobile verification successful!');
    const container = toast.closest('[data-position]');
    expect(container?.getAttribute('data-position')).toMatch(/^bottom-/);
  });

  test('a code must have 6 digits', async () => {
    const api = mockApi({ 'GET /api/accounts/current': getAccount() });
    await renderAccount();
    await screen.findByRole('region', { name: 'Verify Mobile Number' });
    const mobile = section('Verify Mobile Number');
    const user = userEvent.setup();
    await user.type(within(mobile).getByLabelText(/^Code/), '12');
    await user.click(within(mobile).getByRole('button', { name: 'Verify' }));
    expect(await within(mobile).findByText('The code has 6 digits')).toBeVisible();
    expect(api.callsTo('POST /api/accounts/current/mobile/verify')).toEqual([]);
  });

  test('an already verified number shows as verified with the button disabled', async () => {
    mockApi({ 'GET /api/accounts/current': getAccount({ ...account, mobileVerified: true }) });
    await renderAccount();
    await screen.findByRole('region', { name: 'Verify Mobile Number' });
    const mobile = section('Verify Mobile Number');
    expect(within(mobile).getByText('This mobile number is verified.')).toBeVisible();
    expect(within(mobile).getByRole('button', { name: 'Verify' })).toBeDisabled();
    // A different number can be verified again.
    const user = userEvent.setup();
    await user.clear(within(mobile).getByLabelText(/^Mobile number/));
    await user.type(within(mobile).getByLabelText(/^Mobile number/), '1709999999');
    expect(within(mobile).getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  test('deleting the account asks first and for the password (issue 20), then signs out', async () => {
    const api = mockApi({
      'GET /api/accounts/current': getAccount(),
      'DELETE /api/accounts/current': () => noContent(),
    });
    await renderAccount();
    await screen.findByRole('region', { name: 'Delete account' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(api.callsTo('DELETE /api/accounts/current')).toEqual([]);
    // Without the password nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(
      await within(dialog).findByText('Enter your password to confirm the deletion'),
    ).toBeVisible();
    expect(api.callsTo('DELETE /api/accounts/current')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Your password/), 'my-secret-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByTestId('route')).toHaveTextContent('/login');
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull());
    expect(api.callsTo('DELETE /api/accounts/current').map((c) => c.body)).toEqual([
      { password: 'my-secret-password' },
    ]);
  });

  test('deleting: a wrong password shows why and keeps the account (German)', async () => {
    mockApi({
      'GET /api/accounts/current': getAccount(),
      'DELETE /api/accounts/current': () =>
        replyError('PASSWORD_MISMATCH', 'The password is not the password of this account.'),
    });
    await renderAccount('de');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto löschen?' });
    await user.type(within(dialog).getByLabelText(/^Dein Passwort/), 'falsches-passwort');
    await user.click(within(dialog).getByRole('button', { name: 'Endgültig löschen' }));
    expect(
      await within(dialog).findByText('Das ist nicht das Passwort dieses Kontos.'),
    ).toBeVisible();
    // Still signed in, on the account screen.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).not.toBeNull();
    expect(dialog).toBeVisible();
  });

  test('deleting an account without a password: no password field, a platform sign-in confirms', async () => {
    const api = mockApi({
      'GET /api/accounts/current': getAccount({ ...account, emailSignIn: false }),
      'DELETE /api/accounts/current': () => noContent(),
    });
    await renderAccount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText(/^Your password/)).toBeNull();
    expect(within(dialog).getByText(/within 10 minutes of signing in/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByTestId('route')).toHaveTextContent('/login');
    expect(api.callsTo('DELETE /api/accounts/current').map((c) => c.body)).toEqual([{}]);
  });

  test('the data export runs as a job with progress, then downloads the archive', async () => {
    const job = (status: Job['status'], done: number, total: number | null): Job => ({
      id: 'job-1',
      type: 'privacy.export',
      status,
      progress: { done, total, detail: null, percent: null },
      result: null,
      error: null,
      attempts: 1,
      maxAttempts: 3,
      cancelRequested: false,
      ownerId: account.id,
      createdAt: '2026-03-01T10:00:00.000Z',
      runAt: '2026-03-01T10:00:00.000Z',
      startedAt: null,
      finishedAt: null,
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
    let polls = 0;
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = mockApi({
      'GET /api/accounts/current': getAccount(),
      'POST /api/accounts/current/export': () => reply(jobSchema, job('queued', 0, null), 202),
      'GET /api/jobs/job-1': () =>
        ++polls < 2
          ? reply(jobSchema, job('running', 1, 3))
          : reply(jobSchema, job('succeeded', 3, 3)),
      'GET /api/accounts/current/export/job-1': () =>
        new Response(new Uint8Array([80, 75, 5, 6]), {
          headers: { 'content-type': 'application/zip' },
        }),
    });
    await renderAccount();
    const section = await screen.findByRole('region', { name: 'Your data' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Prepare data export' }));
    const download = await within(section).findByRole(
      'button',
      { name: 'Download export' },
      { timeout: 5000 },
    );
    expect(
      within(section).getByText('Your data export is ready and can be downloaded for 24 hours.'),
    ).toBeVisible();
    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['vigil-data.zip']));
    expect(api.callsTo('POST /api/accounts/current/export')).toHaveLength(1);
    click.mockRestore();
  });
});
