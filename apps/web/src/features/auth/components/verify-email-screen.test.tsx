import { messageReplySchema } from '@vigil/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { expectResendFor, resendAccepted } from '../../../test/resend';
import { renderApp } from '../../../test/render';
import { VerifyEmailScreen } from './verify-email-screen';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);
/** Rendered as main.tsx does, under StrictMode, which runs mount effects twice in development. */
const renderVerify = (url: string) =>
  renderApp(<VerifyEmailScreen />, {
    url,
    path: '/verify-email',
    extraPaths: ['/login'],
    strict: true,
  });

describe('VerifyEmailScreen', () => {
  test('sends the single-use token exactly once, even under StrictMode', async () => {
    const api = mockApi({
      'POST /api/verify-email': () => reply(messageReplySchema, { message: 'verified' }),
    });
    await renderVerify(`/verify-email?token=${TOKEN}`);
    expect(
      await screen.findByText('Your e-mail address is verified. You can sign in now.'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/verify-email')).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  test('a used link shows the server message and offers a new one', async () => {
    const api = mockApi({
      'POST /api/verify-email': () =>
        replyError('INVALID_TOKEN', 'This verification link is invalid or has expired.'),
      'POST /api/register/resend': resendAccepted,
    });
    await renderVerify(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send new link' }));
    await expectResendFor(api, 'ada@example.com');
  });

  test('a link without a token calls nothing and says so', async () => {
    const api = mockApi({});
    await renderVerify('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(api.calls).toEqual([]);
  });
});
