import { mailSentReplySchema } from '@vigil/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { REDIRECT_AFTER_REGISTER_MS, RegisterScreen } from './register-screen';

afterEach(() => vi.unstubAllGlobals());

const renderRegister = (lang: 'de' | 'en' = 'en') =>
  renderApp(<RegisterScreen />, { url: '/register', extraPaths: ['/login'], lang });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^E-mail address|^E-Mail-Adresse/), email);
  await user.type(screen.getByLabelText(/^Password|^Passwort/), password);
  await user.click(screen.getByRole('button', { name: /Create Account|Konto erstellen/ }));
}

describe('RegisterScreen', () => {
  test('shows the spec title, subtitle and button', async () => {
    mockApi({});
    await renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    expect(screen.getByText('Create your account')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  test('success shows the spec message, then opens /login', async () => {
    const api = mockApi({
      'POST /api/register': () =>
        reply(mailSentReplySchema, { message: 'neutral', delivery: 'smtp' }, 201),
    });
    await renderRegister();
    await fillAndSubmit('ada@example.com', 'long-enough-password');
    expect(await screen.findByText('Success! E-mail sent, please verify the email')).toBeVisible();
    expect(screen.queryByTestId('route')).toBeNull();
    expect(
      await screen.findByTestId('route', {}, { timeout: REDIRECT_AFTER_REGISTER_MS + 1500 }),
    ).toHaveTextContent('/login');
    expect(api.callsTo('POST /api/register')[0]?.body).toEqual({
      inputEmail: 'ada@example.com',
      inputPassword: 'long-enough-password',
    });
  });

  test.each([
    [
      'en',
      'Success! No mail server is configured: the verification e-mail is in the Outbox, where an operator can read it.',
    ],
    [
      'de',
      'Erfolg! Es ist kein Mailserver eingerichtet: Die Bestätigungs-E-Mail liegt im Postausgang, wo ein Operator sie lesen kann.',
    ],
  ] as const)(
    'without a mail server (%s) it says the mail is in the Outbox, never that it was sent',
    async (lang, text) => {
      mockApi({
        'POST /api/register': () =>
          reply(mailSentReplySchema, { message: 'neutral', delivery: 'outbox' }, 201),
      });
      await renderRegister(lang);
      await fillAndSubmit('ada@example.com', 'long-enough-password');
      expect(await screen.findByText(text)).toBeVisible();
      expect(screen.queryByText(/E-mail sent|E-Mail gesendet/)).toBeNull();
    },
  );

  test('the button is disabled while the request runs', async () => {
    mockApi({ 'POST /api/register': () => new Promise<Response>(() => {}) });
    await renderRegister();
    await fillAndSubmit('ada@example.com', 'long-enough-password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  test('failure shows the server message, worded by its code', async () => {
    mockApi({
      'POST /api/register': () => replyError('RATE_LIMITED', 'Too many requests, slow down.'),
    });
    await renderRegister();
    await fillAndSubmit('ada@example.com', 'long-enough-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a moment.',
    );
    expect(screen.queryByText('Failed to register')).toBeNull();
  });

  test('failure without a server message shows "Failed to register"', async () => {
    mockApi({ 'POST /api/register': () => new Response('oops', { status: 500 }) });
    await renderRegister();
    await fillAndSubmit('ada@example.com', 'long-enough-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register');
  });

  test('a bad e-mail and a short password are caught before any request', async () => {
    const api = mockApi({});
    await renderRegister();
    await fillAndSubmit('not-an-address', 'short');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(screen.getByText('The password needs at least 12 characters')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('validation messages are translated in German', async () => {
    mockApi({});
    await renderRegister('de');
    await fillAndSubmit('not-an-address', 'short');
    expect(await screen.findByText('Gib eine gültige E-Mail-Adresse ein')).toBeVisible();
    expect(screen.getByText('Das Passwort braucht mindestens 12 Zeichen')).toBeVisible();
  });
});
