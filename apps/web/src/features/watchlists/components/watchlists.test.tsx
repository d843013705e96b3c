import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorReplySchema,
  watchedAccountSchema,
  watchedAccountsQuerySchema,
  watchImportRequestSchema,
  type WatchedAccount,
} from '@vigil/shared';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { listEndpoint, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { pointOf, watchedOf, watchlistOf, watchlistsApi } from '../../../test/watchlists';
import { WatchlistsScreen } from './watchlists-screen';

const api = watchlistsApi();
const accounts = listEndpoint<WatchedAccount>({
  path: '/api/watchlists/:id/accounts',
  query: watchedAccountsQuerySchema,
  item: watchedAccountSchema,
  rows: () => api.store.accounts,
  matches: (row, q) => !q.status || row.status === q.status,
  columns: ['platform', 'username'],
});
/** What the import answers next: 'ok' or the 400 naming these lines. */
let importReply: { added: number; alreadyWatched: number } | { lines: string } = {
  added: 2,
  alreadyWatched: 1,
};
const imported: string[] = [];
startMsw(
  ...api.handlers,
  accounts.handler,
  http.post('/api/watchlists/:id/import', async ({ request }) => {
    imported.push(watchImportRequestSchema.parse(await request.json()).csv);
    if ('lines' in importReply) {
      return HttpResponse.json(
        errorReplySchema.parse({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Bad lines',
            params: { lines: importReply.lines },
          },
          requestId: 'req-test',
        }),
        { status: 400 },
      );
    }
    return HttpResponse.json(importReply);
  }),
);

const campaign = watchlistOf({ name: 'Campaign', attentionCount: 1 });
const press = watchlistOf({ name: 'Press', interval: 'hourly' });

beforeEach(() => {
  // Copies: the fake changes its lists in place.
  api.store.lists = [structuredClone(campaign), structuredClone(press)];
  api.store.accounts = [
    watchedOf({
      watchlistId: campaign.id,
      username: 'bought.growth',
      latest: pointOf({ followers: 13410, trustScore: 64 }),
      recentFlags: [{ kind: 'spike', day: '2026-03-03', size: 12400, ratio: 40 }],
    }),
    watchedOf({
      watchlistId: campaign.id,
      platform: 'tiktok',
      username: 'flaky.one',
      status: 'failed',
      failures: 3,
      failureReason: 'PROVIDER_RATE_LIMITED',
    }),
  ];
  api.store.calls.length = 0;
  imported.length = 0;
  importReply = { added: 2, alreadyWatched: 1 };
});

const open = (url = '/watchlists', opts: { lang?: 'de' | 'en'; role?: 'user' | 'admin' } = {}) =>
  renderApp(<WatchlistsScreen />, {
    url,
    path: url.startsWith('/watchlists/') ? '/watchlists/:id' : '/watchlists',
    lang: opts.lang ?? 'en',
    session: { role: opts.role ?? 'user' },
    extraPaths: ['/watchlists', '/watchlists/:id', '/account-detail/:platform/:username'],
  });

/** The accounts' table once its first page is there (not the skeleton). */
async function table() {
  await screen.findByRole('table', { name: 'Accounts on “Campaign”' });
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
  return screen.getByRole('table', { name: 'Accounts on “Campaign”' });
}

describe('the watchlists screen', { timeout: 30_000 }, () => {
  test('without lists it says how to start; "New list" creates one with its rules', async () => {
    api.store.lists = [];
    api.store.accounts = [];
    const user = userEvent.setup();
    const { router } = await open();
    expect(
      await screen.findByText('No watchlist yet. Create one, or use “Watch” on a lookup result.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    // Hourly is for operators: a user cannot choose it.
    expect(within(dialog).getByRole('radio', { name: 'Hourly' })).toBeDisabled();
    expect(within(dialog).getByText('Only operators can check hourly.')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Influencers');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Profile change/ }));
    const threshold = within(dialog).getByLabelText('Threshold (1–99)');
    await user.clear(threshold);
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    expect(within(dialog).getByText('A whole number from 1 to 99.')).toBeVisible();
    expect(api.store.calls.some((c) => c.call === 'POST /api/watchlists')).toBe(false);
    await user.clear(threshold);
    await user.type(threshold, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Create list' }));
    await waitFor(() => expect(api.store.lists).toHaveLength(1));
    expect(api.store.calls.find((c) => c.call === 'POST /api/watchlists')?.body).toEqual({
      name: 'Influencers',
      interval: 'daily',
      rules: { anomaly: true, scoreAbove: 80, profileChange: false, goneOrPrivate: true },
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/watchlists/${api.store.lists[0]!.id}`),
    );
  });

  test('an operator may check hourly', async () => {
    const user = userEvent.setup();
    await open('/watchlists', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'New list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New watchlist' });
    expect(within(dialog).getByRole('radio', { name: 'Hourly' })).toBeEnabled();
  });

  test('the lists above the first one; its accounts with what their checks found', async () => {
    await open();
    const nav = await screen.findByRole('navigation', { name: 'Your lists' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Campaign1 flagged2 accounts · checked daily',
      'Press0 accounts · checked hourly',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Campaign' })).toBeVisible();
    expect(
      screen.getByText(
        'Alerts on: growth anomaly, trust score above 70, profile change, account gone or private',
      ),
    ).toBeVisible();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const bought = rows.find((r) => r.textContent?.includes('bought.growth'))!;
    expect(within(bought).getByRole('link', { name: 'bought.growth' })).toHaveAttribute(
      'href',
      '/account-detail/instagram/bought.growth',
    );
    expect(within(bought).getByText('13,410')).toBeVisible();
    expect(within(bought).getByText('64')).toBeVisible();
    expect(
      within(bought).getByText('+12,400 followers on March 3, 2026, 40× its usual daily gain'),
    ).toBeVisible();
    expect(within(bought).getByRole('link', { name: 'History of bought.growth' })).toHaveAttribute(
      'href',
      '/account-detail/instagram/bought.growth',
    );
    const flaky = rows.find((r) => r.textContent?.includes('flaky.one'))!;
    expect(within(flaky).getByText('Check failing')).toBeVisible();
    expect(
      within(flaky).getByText(
        'For 3 checks: The data provider is busy right now. Please try again later.',
      ),
    ).toBeVisible();
  });

  test('the status filter reaches the server; a list id that is not the user’s says so', async () => {
    const user = userEvent.setup();
    await open();
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(accounts.last().get('status')).toBe('failed'));
    expect(await screen.findByText('1 account')).toBeVisible();
  });

  test('an unknown list', async () => {
    await open('/watchlists/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('This list does not exist (any more).')).toBeVisible();
  });

  test('editing sends only what changed', async () => {
    const user = userEvent.setup();
    await open(`/watchlists/${press.id}`, { lang: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Liste bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: '„Press“ bearbeiten' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Presse');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Trust Score steigt/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(api.store.calls.find((c) => c.call.startsWith('PATCH'))?.body).toEqual({
        name: 'Presse',
        rules: { scoreAbove: null },
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Presse' })).toBeVisible();
  });

  test('deleting asks first; Cancel keeps the list', async () => {
    const user = userEvent.setup();
    const { router } = await open(`/watchlists/${campaign.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Campaign”?' });
    expect(
      within(dialog).getByText(
        'The list and its 2 accounts leave your watchlists; they are no longer checked for this list.',
      ),
    ).toBeVisible();
    // Cancel has the focus: Enter does no harm.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Cancel'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.store.lists).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete list' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Campaign”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/watchlists'));
    expect(api.store.lists.map((l) => l.name)).toEqual(['Press']);
  });

  test('adding an account: platform and username; an empty username is refused here', async () => {
    const user = userEvent.setup();
    await open(`/watchlists/${campaign.id}`);
    const form = await screen.findByRole('region', { name: 'Add an account' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Enter a username.')).toBeVisible();
    await user.selectOptions(within(form).getByLabelText('Platform'), 'twitter');
    await user.type(within(form).getByLabelText(/^Username/), '@new.one');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('new.one was added.')).toBeVisible();
    expect(
      api.store.calls.find((c) => c.call === `POST /api/watchlists/${campaign.id}/accounts`)?.body,
    ).toEqual({ platform: 'twitter', username: 'new.one' });
    expect(within(await table()).getByRole('link', { name: 'new.one' })).toBeVisible();
  });

  test('removing an account asks first', async () => {
    const user = userEvent.setup();
    await open(`/watchlists/${campaign.id}`);
    await user.click(within(await table()).getByRole('button', { name: 'Remove flaky.one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove flaky.one?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.store.accounts.map((a) => a.username)).toEqual(['bought.growth']),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'flaky.one' })).toBeNull());
  });

  test('a pasted CSV is imported; the server’s bad lines are named with the reason', async () => {
    const user = userEvent.setup();
    await open(`/watchlists/${campaign.id}`);
    const section = await screen.findByRole('region', { name: 'Import a CSV' });
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(within(section).getByText('Choose a file or paste lines.')).toBeVisible();

    importReply = { lines: '2,4,5' };
    const csv = 'platform,username\nmyspace,tom\ninstagram,fine\nlinkedin,someone\ntiktok,ok,extra';
    await user.click(within(section).getByLabelText('Or paste lines'));
    await user.paste(csv);
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText('Nothing was imported. These lines are wrong:')).toBeVisible();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 2: unknown platform',
      'Line 4: LinkedIn accounts cannot be watched',
      'Line 5: not exactly two fields “platform,username”',
    ]);
    expect(imported).toEqual([csv]);

    importReply = { added: 2, alreadyWatched: 1 };
    await user.clear(within(section).getByLabelText('Or paste lines'));
    await user.click(within(section).getByLabelText('Or paste lines'));
    await user.paste('instagram,a\ninstagram,b\ninstagram,bought.growth');
    await user.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByText('2 added, 1 were already on the list.')).toBeVisible();
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  test('a CSV file is read and sent; a line the server refuses for its own reasons says so', async () => {
    importReply = { lines: '1' };
    const user = userEvent.setup();
    await open(`/watchlists/${campaign.id}`, { lang: 'de' });
    const section = await screen.findByRole('region', { name: 'CSV importieren' });
    const file = new File(['instagram,looks.fine\n'], 'accounts.csv', { type: 'text/csv' });
    await user.upload(section.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await user.click(within(section).getByRole('button', { name: 'Importieren' }));
    const alert = await within(section).findByRole('alert');
    expect(
      within(alert).getByText(
        'Zeile 1: nicht angenommen: Der Benutzername passt nicht zur Plattform, oder die Liste ist voll',
      ),
    ).toBeVisible();
    expect(imported).toEqual(['instagram,looks.fine\n']);
  });
});
