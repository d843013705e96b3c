import { messageReplySchema } from '@vigil/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { ConfirmEmailChangeScreen } from './confirm-email-change-screen';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'b'.repeat(43);
const renderConfirm = (url: string, lang: 'de' | 'en' = 'en') =>
  renderApp(<ConfirmEmailChangeScreen />, {
    url,
    path: '/confirm-email-change',
    lang,
    strict: true,
  });

describe('ConfirmEmailChangeScreen (issue 20 §1)', () => {
  test('sends the single-use token exactly once and confirms', async () => {
    const api = mockApi({
      'POST /api/confirm-email-change': () => reply(messageReplySchema, { message: 'ok' }),
    });
    await renderConfirm(`/confirm-email-change?token=${TOKEN}`);
    expect(
      await screen.findByText('Your new e-mail address is confirmed. Sign in with it from now on.'),
    ).toBeVisible();
    expect(api.callsTo('POST /api/confirm-email-change')).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: TOKEN });
  });

  test('an address taken meanwhile says so (de)', async () => {
    mockApi({
      'POST /api/confirm-email-change': () =>
        replyError('CONFLICT', 'This e-mail address is already used by another account.'),
    });
    await renderConfirm(`/confirm-email-change?token=${TOKEN}`, 'de');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese E-Mail-Adresse wird inzwischen von einem anderen Konto verwendet.',
    );
  });

  test('a link without a token calls nothing', async () => {
    const api = mockApi({});
    await renderConfirm('/confirm-email-change');
    expect(screen.getByRole('alert')).toHaveTextContent('missing its confirmation code');
    expect(api.calls).toEqual([]);
  });
});
