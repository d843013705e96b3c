import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  linkedAccountSchema,
  linkedAccountsReplySchema,
  oauthProvidersReplySchema,
  type LinkedAccount,
} from '@vigil/shared/linked-accounts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { mockApi, reply, replyError } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { LinkedAccountsScreen } from './linked-accounts-screen';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const ID = '3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const facebook: LinkedAccount = {
  id: ID,
  platform: 'facebook',
  platformUserId: '748607775688132',
  username: null,
  name: 'Ada Example',
  extraInfo: 'Shop page',
  linkedAt: '2026-11-01T10:00:00.000Z',
  needsReview: false,
};

const renderAt = (url: string, lang: 'de' | 'en' = 'en') =>
  renderApp(<LinkedAccountsScreen />, {
    url,
    // The edit form at /linked-accounts/:id; the list is another route here, so a test sees
    // where the form navigates.
    path: url === '/linked-accounts' ? url : '/linked-accounts/:id',
    extraPaths: url === '/linked-accounts' ? [] : ['/linked-accounts'],
    lang,
  });

describe('LinkedAccountsScreen', () => {
  test('the list: title naming Vigil and the platforms, the spec columns, Edit links', async () => {
    mockApi({
      'GET /api/linked-accounts': () =>
        reply(linkedAccountsReplySchema, { items: [facebook], emailSignIn: true }),
      'GET /api/oauth/providers': () =>
        reply(oauthProvidersReplySchema, { platforms: ['instagram', 'facebook'] }),
    });
    await renderAt('/linked-accounts');
    expect(
      await screen.findByRole('heading', { name: "You're logged in with Vigil & Facebook!!" }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Linked accounts' });
    for (const header of ['Id', 'Platform Id', 'Name', 'Extra Info'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Edit Ada Example' })).toHaveAttribute(
      'href',
      `/linked-accounts/${ID}`,
    );
    // Facebook is linked already: only Instagram is offered.
    expect(await screen.findByRole('button', { name: 'Link Instagram' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Link Facebook' })).toBeNull();
  });

  test('issue 20: identities linked before the address was verified are listed with Keep / Remove', async () => {
    const held = { ...facebook, needsReview: true, username: 'stranger' };
    let kept = false;
    const api = mockApi({
      'GET /api/linked-accounts': () =>
        reply(linkedAccountsReplySchema, {
          items: [{ ...held, needsReview: !kept }],
          emailSignIn: true,
        }),
      [`POST /api/linked-accounts/${ID}/keep`]: () => {
        kept = true;
        return reply(linkedAccountSchema, { ...held, needsReview: false });
      },
      'GET /api/oauth/providers': () => reply(oauthProvidersReplySchema, { platforms: [] }),
    });
    await renderAt('/linked-accounts', 'de');
    const panel = await screen.findByRole('region', {
      name: 'Bitte prüfe diese verknüpften Konten',
    });
    expect(within(panel).getByText(/bevor deine E-Mail-Adresse bestätigt war/)).toBeVisible();
    expect(within(panel).getByText(/Facebook @stranger/)).toBeVisible();
    expect(
      within(panel).getByRole('button', { name: 'Facebook-Konto Ada Example entfernen' }),
    ).toBeEnabled();
    const user = userEvent.setup();
    await user.click(
      within(panel).getByRole('button', { name: 'Facebook-Konto Ada Example behalten' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Bitte prüfe diese verknüpften Konten' }),
      ).toBeNull(),
    );
    expect(api.callsTo(`POST /api/linked-accounts/${ID}/keep`)).toHaveLength(1);
  });

  test('issue 20: Remove unlinks an identity under review (English)', async () => {
    let removed = false;
    const api = mockApi({
      'GET /api/linked-accounts': () =>
        reply(linkedAccountsReplySchema, {
          items: removed ? [] : [{ ...facebook, needsReview: true }],
          emailSignIn: true,
        }),
      [`DELETE /api/linked-accounts/${ID}`]: () => {
        removed = true;
        return new Response(null, { status: 204 });
      },
      'GET /api/oauth/providers': () => reply(oauthProvidersReplySchema, { platforms: [] }),
    });
    await renderAt('/linked-accounts');
    const panel = await screen.findByRole('region', {
      name: 'Please review these linked accounts',
    });
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Remove Facebook account Ada Example' }));
    expect(await screen.findByText('No platform account linked yet.')).toBeVisible();
    expect(api.callsTo(`DELETE /api/linked-accounts/${ID}`)).toHaveLength(1);
  });

  test('Edit Account: read-only Facebook Id, "Name is required" only after a submit attempt', async () => {
    const api = mockApi({
      [`GET /api/linked-accounts/${ID}`]: () => reply(linkedAccountSchema, facebook),
      [`PUT /api/linked-accounts/${ID}`]: () =>
        reply(linkedAccountSchema, { ...facebook, name: 'Shop' }),
    });
    await renderAt(`/linked-accounts/${ID}`);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Facebook Id')).toHaveAttribute('readonly');
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(api.callsTo(`PUT /api/linked-accounts/${ID}`)).toEqual([]);
    await user.type(name, 'Shop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('route')).toHaveTextContent('/linked-accounts');
    expect(api.callsTo(`PUT /api/linked-accounts/${ID}`)[0]?.body).toEqual({
      name: 'Shop',
      extraInfo: 'Shop page',
    });
  });

  test('Delete = unlink; the last way to sign in is refused with the reason (de)', async () => {
    mockApi({
      [`GET /api/linked-accounts/${ID}`]: () => reply(linkedAccountSchema, facebook),
      [`DELETE /api/linked-accounts/${ID}`]: () =>
        replyError('LAST_SIGN_IN_METHOD', 'last way to sign in'),
    });
    await renderAt(`/linked-accounts/${ID}`, 'de');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verknüpfung entfernen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verknüpfung entfernen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Das ist deine letzte Möglichkeit, dich anzumelden.',
    );
  });
});
