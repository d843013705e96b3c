import { ACCESS_TOKEN_KEY, mailSentReplySchema, tokenReplySchema } from '@vigil/shared';
import { exchangeCodeReplySchema, oauthProvidersReplySchema } from '@vigil/shared/linked-accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { renderApp } from '../../../test/render';
import { fakeToken } from '../../../test/session';
import { api } from '../../../lib/api-client';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { expectResendFor, resendAccepted } from '../../../test/resend';
import { LoginScreen } from './login-screen';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const renderLogin = (opts: Parameters<typeof renderApp>[1] = {}) =>
  renderApp(<LoginScreen />, { url: '/login', extraPaths: ['/dashboard', '/register'], ...opts });

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username|^Benutzername/), email);
  await user.type(screen.getByLabelText(/^Password|^Passwort/), password);
  await user.click(screen.getByRole('button', { name: /^(Login|Anmelden)$/ }));
  return user;
}

const noPlatforms = reply(oauthProvidersReplySchema, { platforms: [] });

describe('LoginScreen', () => {
  test('shows the spec texts, the two fields, the register link and no dead buttons', async () => {
    const api = mockApi({ 'GET /api/oauth/providers': () => noPlatforms });
    await renderLogin();
    expect(screen.getByText('Supervision for social media')).toBeVisible();
    const username = screen.getByLabelText(/^Username/);
    expect(username).toHaveAttribute('type', 'email');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register Now!' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeEnabled();
    // Social and photo-sharing sign-in are not configured: no buttons that would do nothing.
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/instagram|google|facebook|social/i)]),
    );
    expect(api.calls.map((c) => c.path)).toEqual(['/api/oauth/providers']);
  });

  test('a wrong password shows "Fehler!" with the server message, in German (de)', async () => {
    mockApi({
      'POST /api/login': () =>
        replyError('INVALID_CREDENTIALS', 'E-mail address or password is wrong.'),
    });
    await renderLogin({ lang: 'de' });
    await submit('ada@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fehler!');
    // The server's code in the UI language, never its English sentence.
    expect(alert).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
    expect(alert).not.toHaveTextContent('password is wrong');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  test.each([
    { lang: 'de', status: 502, title: 'Fehler!', text: 'Login fehlgeschlagen' },
    { lang: 'en', status: 500, title: 'Error!', text: 'Login failed' },
  ] as const)(
    'without a server message ($status) the failure reads $title and $text in $lang',
    async ({ lang, status, title, text }) => {
      mockApi({ 'POST /api/login': () => new Response('', { status }) });
      await renderLogin({ lang });
      await submit('ada@example.com', 'secret-password');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(text);
    },
  );

  test('success stores the token under access_token and opens /dashboard', async () => {
    const token = fakeToken({ role: 'user', email: 'ada@example.com' });
    const api = mockApi({ 'POST /api/login': () => reply(tokenReplySchema, { token }) });
    await renderLogin();
    await submit('Ada@Example.com ', 'secret-password');
    expect(await screen.findByTestId('route')).toHaveTextContent('/dashboard');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    // The body is the spec's login payload, normalised by the shared schema.
    expect(api.callsTo('POST /api/login')[0]?.body).toEqual({
      inputEmail: 'ada@example.com',
      inputPassword: 'secret-password',
    });
  });

  test('an unreadable token is a failed login, not a silent one', async () => {
    mockApi({ 'POST /api/login': () => reply(tokenReplySchema, { token: 'not-a-jwt' }) });
    await renderLogin();
    await submit('ada@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  test('an unverified address can ask for a new verification e-mail', async () => {
    const api = mockApi({
      'POST /api/login': () =>
        replyError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail address first.'),
      'POST /api/register/resend': resendAccepted,
    });
    await renderLogin();
    const user = await submit('ada@example.com', 'secret-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Please verify your e-mail address first: open the link we sent you, or ask for a new one.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Resend verification e-mail' }));
    await expectResendFor(api, 'ada@example.com');
  });

  test('a wrong password offers no resend button', async () => {
    mockApi({
      'POST /api/login': () =>
        replyError('INVALID_CREDENTIALS', 'E-mail address or password is wrong.'),
    });
    await renderLogin();
    await submit('ada@example.com', 'wrong-password');
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });

  test('empty fields are caught before any request', async () => {
    const api = mockApi({ 'GET /api/oauth/providers': () => noPlatforms });
    await renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/login')).toEqual([]);
  });

  test('"Forgot password?" requests a reset link and shows the neutral answer', async () => {
    const api = mockApi({
      'POST /api/password/forgot': () =>
        reply(mailSentReplySchema, { message: 'neutral', delivery: 'smtp' }, 202),
    });
    await renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByLabelText(/^E-mail address/)).toHaveValue('ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(
      await within(dialog).findByText(
        'If this address has an account, we have sent it a link to reset the password.',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST /api/password/forgot')[0]?.body).toEqual({
      inputEmail: 'ada@example.com',
    });
  });

  test('without a mail server the reset answer says the link is in the Outbox', async () => {
    mockApi({
      'GET /api/oauth/providers': () => noPlatforms,
      'POST /api/password/forgot': () =>
        reply(mailSentReplySchema, { message: 'neutral', delivery: 'outbox' }, 202),
    });
    await renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Username/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(
      await within(dialog).findByText(
        'If this address has an account, the reset link is in the Outbox: no mail server is configured, an operator can read it there.',
      ),
    ).toBeVisible();
  });

  test('a signed-in visitor goes straight to the dashboard', async () => {
    mockApi({});
    await renderLogin({ session: { role: 'user' } });
    expect(await screen.findByTestId('route')).toHaveTextContent('/dashboard');
  });

  test('shows why the previous session ended', async () => {
    mockApi({});
    clearSession('Your account has been deleted.');
    await renderLogin();
    expect(screen.getByText('Your account has been deleted.')).toBeVisible();
  });

  test('a 401 that ended the session is explained in the UI language', async () => {
    mockApi({
      'GET /api/outbox': () =>
        replyError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.'),
    });
    await api('/outbox').catch(() => undefined);
    await renderLogin({ lang: 'de' });
    expect(
      screen.getByText('Deine Sitzung ist beendet. Bitte melde dich erneut an.'),
    ).toBeVisible();
  });

  test('configured platforms get the photo-sharing and the social sign-in button', async () => {
    mockApi({
      'GET /api/oauth/providers': () =>
        reply(oauthProvidersReplySchema, { platforms: ['instagram', 'facebook'] }),
    });
    await renderLogin({ lang: 'de' });
    expect(await screen.findByRole('button', { name: 'Mit Instagram anmelden' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mit Facebook anmelden' })).toBeEnabled();
  });

  test('the platform return (code + state) is exchanged once and opens /dashboard', async () => {
    const token = fakeToken({ role: 'user', email: 'insta@example.com' });
    const api = mockApi({
      'GET /api/oauth/providers': () => noPlatforms,
      'POST /api/exchange-code': () => reply(exchangeCodeReplySchema, { mode: 'signed_in', token }),
    });
    await renderLogin({ url: '/login?code=the-code&state=the-state' });
    expect(await screen.findByTestId('route')).toHaveTextContent('/dashboard');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
    expect(api.callsTo('POST /api/exchange-code').map((c) => c.body)).toEqual([
      { state: 'the-state', code: 'the-code' },
    ]);
  });

  test('a declined consent is reported in the UI language and the code leaves the URL', async () => {
    const api = mockApi({
      'GET /api/oauth/providers': () => noPlatforms,
      'POST /api/exchange-code': () => replyError('OAUTH_DENIED', 'declined'),
    });
    await renderLogin({ url: '/login?error=access_denied&state=s1', lang: 'de' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Anmeldung fehlgeschlagen');
    expect(alert).toHaveTextContent('Du hast die Anmeldung abgebrochen.');
    expect(api.callsTo('POST /api/exchange-code')[0]?.body).toEqual({
      state: 's1',
      error: 'access_denied',
    });
    expect(screen.getByLabelText(/^Benutzername/)).toBeVisible();
  });
});
