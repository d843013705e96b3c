import {
  accountDetailSchema,
  analysisAccountsPageSchema,
  analysisSummarySchema,
  dashboardAccountsPageSchema,
} from '@vigil/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { errorReply, schemaReply, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { pointOf, watchedOf, watchlistOf, watchlistsApi } from '../../../test/watchlists';
import { AccountDetailScreen } from './account-detail-screen';
import { AnalysisScreen } from './analysis-screen';
import { Supervision } from './supervision';

const account = {
  platform: 'instagram' as const,
  username: 'anna.test',
  realName: null,
  createdAt: null,
  motherTongue: 'de',
  status: 'suspicious' as const,
  fakeProbability: 75,
  topics: ['sports' as const],
  checkCount: 2,
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  source: 'demo' as const,
};
const detailOf = (over: Record<string, unknown>) => ({
  account: {
    ...account,
    externalId: null,
    avatarUrl: null,
    bio: null,
    followers: 1300,
    following: 10,
    postsCount: 5,
    verified: false,
    exists: true,
    existsCheckedAt: '2026-11-20T10:00:00.000Z',
    firstSeenAt: '2026-10-01T10:00:00.000Z',
    ...over,
  },
  snapshots: [],
  changes: null,
});
const snapshotOf = (observedAt: string, followers: number) => ({
  observedAt,
  followers,
  following: 10,
  posts: 5,
  fakeProbability: 75,
  source: 'demo' as const,
  lookup: 'instagramProfile' as const,
});
const emptySummary = {
  total: 1,
  fakeBuckets: [
    { bucket: '0-24', accounts: 0 },
    { bucket: '25-49', accounts: 0 },
    { bucket: '50-74', accounts: 0 },
    { bucket: '75-100', accounts: 0 },
    { bucket: 'none', accounts: 0 },
  ],
  topics: [],
  trending: {
    window: 7,
    from: '2026-11-13T00:00:00.000Z',
    to: '2026-11-20T00:00:00.000Z',
    items: [],
  },
};

const seen: string[] = [];
let dashboardFails = true;
// The detail's 'Verlauf' and "Watch": anna.test and nobody are on a list, the others are not.
const watch = watchlistsApi();
const campaign = watchlistOf({ name: 'Campaign' });
watch.store.lists = [campaign];
for (const username of ['anna.test', 'nobody']) {
  watch.store.accounts.push(
    watchedOf({ watchlistId: campaign.id, platform: 'instagram', username }),
  );
  watch.store.histories.set(`instagram:${username}`, {
    platform: 'instagram',
    username,
    points: [
      pointOf({ at: '2026-11-19T06:00:00.000Z', followers: 96 }),
      pointOf({ at: '2026-11-20T06:00:00.000Z', followers: 1300 }),
    ],
    flags: [{ kind: 'spike', day: '2026-11-20', size: 1204, ratio: 60 }],
  });
}
startMsw(
  ...watch.handlers,
  http.get('/api/analysis/accounts', ({ request }) => {
    seen.push(request.url);
    return schemaReply(analysisAccountsPageSchema, {
      items: [account],
      total: 1,
      page: 1,
      limit: 25,
      pages: 1,
    });
  }),
  http.get('/api/analysis/summary', ({ request }) => {
    seen.push(request.url);
    return schemaReply(analysisSummarySchema, emptySummary as never);
  }),
  http.get('/api/accounts/instagram/anna.test', () =>
    schemaReply(accountDetailSchema, {
      ...detailOf({}),
      snapshots: [
        snapshotOf('2026-10-01T10:00:00.000Z', 96),
        snapshotOf('2026-11-20T10:00:00.000Z', 1300),
      ],
      changes: {
        since: '2026-10-01T10:00:00.000Z',
        followers: 1204,
        following: 0,
        posts: 0,
        fakeProbability: 0,
      },
    } as never),
  ),
  http.get('/api/accounts/instagram/nobody', () => errorReply('NOT_FOUND', 'No such account.')),
  http.get('/api/accounts/instagram/gone.test', () =>
    schemaReply(
      accountDetailSchema,
      detailOf({ username: 'gone.test', source: 'live', exists: false }) as never,
    ),
  ),
  http.get('/api/accounts/instagram/failed.test', () =>
    schemaReply(
      accountDetailSchema,
      detailOf({ username: 'failed.test', source: null, exists: null }) as never,
    ),
  ),
  http.get('/api/dashboard/accounts', () => {
    if (dashboardFails) {
      dashboardFails = false;
      return errorReply('INTERNAL', 'boom');
    }
    return schemaReply(dashboardAccountsPageSchema, {
      items: [
        {
          platform: 'youtube',
          username: 'UC1',
          title: null,
          customUrl: null,
          profileUrl: null,
          description: null,
          avatarUrl: null,
          publishedAt: null,
          fullJson: { a: 1 },
          source: 'demo',
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
      pages: 1,
    });
  }),
);

/** A user's account detail of an Instagram account, as the route renders it. */
const renderDetail = (username: string, lang?: 'de') =>
  renderApp(<AccountDetailScreen />, {
    url: `/account-detail/instagram/${username}`,
    path: '/account-detail/:platform?/:username?',
    lang,
    session: { role: 'user' },
  });

describe('analysis screens', { timeout: 20_000 }, () => {
  test('the table reads k.A., the language name and the status; charts without data are not drawn', async () => {
    await renderApp(<AnalysisScreen />, {
      url: '/analysis?platform=instagram&minFake=50',
      path: '/analysis',
      lang: 'de',
      session: { role: 'user' },
    });
    await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
    const table = await screen.findByRole('table', { name: 'Social Media Profiling' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'anna.test' })).toHaveAttribute(
      'href',
      '/account-detail/instagram/anna.test',
    );
    expect(within(row).getAllByText('k.A.')).toHaveLength(2);
    // A demo row is tagged, and the screen says once what that means.
    expect(within(row).getByTestId('demo-tag')).toHaveTextContent('Demo');
    expect(screen.getAllByTestId('demo-notice')).toHaveLength(1);
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('Demodaten');
    expect(within(row).getByText('Deutsch')).toBeVisible();
    // "Watch" on each row: the eye alone, named for the account.
    expect(
      within(row).getByRole('button', { name: 'anna.test beobachten: Beobachtungsliste wählen' }),
    ).toBeVisible();
    expect(within(row).getByText('Verdächtig')).toBeVisible();
    expect(
      await screen.findByText('Für diese Auswahl gibt es noch keine Diagrammdaten.'),
    ).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
    // The filters of the URL reach both calls.
    expect(seen.some((u) => u.includes('/summary?platform=instagram&minFake=50&window=7'))).toBe(
      true,
    );
    expect(seen.some((u) => u.includes('/accounts?') && u.includes('minFake=50'))).toBe(true);
  });

  test('the detail: spec table, changes since the previous snapshot, history chart', async () => {
    await renderDetail('anna.test', 'de');
    const table = await screen.findByRole('table', { name: 'Kontodetails' });
    expect(within(table).getByRole('row', { name: /Echter Name/ })).toHaveTextContent('k.A.');
    expect(within(table).getByRole('row', { name: /Existiert/ })).toHaveTextContent(
      'Ja (letzte Abfrage 20.11.2026)',
    );
    expect(screen.getByTestId('demo-tag')).toBeVisible();
    expect(screen.getByTestId('demo-notice')).toBeVisible();
    expect(screen.getByText('+1.204 Follower seit 01.10.2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeVisible();
    // Every lookup, by anyone …
    expect(screen.getByRole('figure', { name: /^Abfragen/ })).toBeVisible();
    // … and the watched account's scheduled checks, with its growth flag in words.
    const history = screen.getByRole('region', { name: 'Verlauf' });
    expect(await within(history).findByText('2 Prüfungen im Zeitraum')).toBeVisible();
    expect(within(history).getByRole('figure', { name: /^Verlauf von anna\.test/ })).toBeVisible();
    expect(
      within(within(history).getByRole('list')).getByText(
        /\+1\.204 Follower am 20\. November 2026, das 60-Fache/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^anna\.test beobachten/ })).toBeVisible();
  });

  test("'Exists' is what the last lookup found: No, or n/a when the provider failed; live rows carry no demo tag", async () => {
    await renderDetail('gone.test');
    const table = await screen.findByRole('table', { name: 'Account detail' });
    expect(within(table).getByRole('row', { name: /Exists/ })).toHaveTextContent(
      'No (last lookup Nov 20, 2026)',
    );
    // Not on a list: the history offers "Watch" instead.
    expect(
      await screen.findByText(
        'This account is on none of your watchlists. Watch it to record its history.',
      ),
    ).toBeVisible();
    expect(screen.queryByTestId('demo-tag')).toBeNull();
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });

  test("'Exists' after a failed lookup is n/a, in German k.A.", async () => {
    await renderDetail('failed.test', 'de');
    const table = await screen.findByRole('table', { name: 'Kontodetails' });
    expect(within(table).getByRole('row', { name: /Existiert/ })).toHaveTextContent(
      'k.A.: Der Anbieter hat bei der letzten Abfrage (20.11.2026) nicht geantwortet.',
    );
    expect(screen.queryByTestId('demo-tag')).toBeNull();
  });

  test('the detail of an account that is not stored says so', async () => {
    await renderDetail('nobody', 'de');
    expect(await screen.findByText('Dieses Konto ist nicht gespeichert.')).toBeVisible();
    // A watched account no lookup has stored yet still shows its checks.
    expect(await screen.findByText('2 Prüfungen im Zeitraum')).toBeVisible();
  });

  test('supervision: a failed load shows a retry; cards use the spec fallbacks', async () => {
    await renderApp(<Supervision />, {
      url: '/dashboard',
      path: '/dashboard',
      lang: 'de',
      session: { role: 'user' },
    });
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(screen.queryByText('Accounts werden geladen...')).toBeNull();
    await userEvent.click(retry);
    expect(await screen.findByText('1 Accounts insgesamt – Seite 1 von 1')).toBeVisible();
    expect(screen.getByText('Unbekannter Titel')).toBeVisible();
    expect(screen.getByTestId('demo-tag')).toHaveTextContent('Demo');
    expect(screen.getByTestId('demo-notice')).toBeVisible();
    expect(screen.getByText('Nicht verfügbar')).toBeVisible();
    expect(screen.getByText('Keine Beschreibung')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('Mehr Details')).toBeVisible());
  });
});
