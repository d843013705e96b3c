import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startMsw } from '../../test/msw';
import { renderApp } from '../../test/render';
import { pointOf, watchedOf, watchlistOf, watchlistsApi } from '../../test/watchlists';
import { AccountHistory } from './account-history';
import { captureDownloads } from '../../test/downloads';

/**
 * chart.js draws on a canvas, which happy-dom does not have: react-chartjs-2's drawing component
 * is replaced by one that records what our wiring hands it (as in the chart's own test).
 */
const drawn = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('react-chartjs-2', () => ({
  Chart: (props: Record<string, unknown>) => {
    drawn.push(props);
    return <canvas role={props.role as string} aria-label={props['aria-label'] as string} />;
  },
}));

const api = watchlistsApi();
startMsw(...api.handlers);
const hidden = true;
const target = { platform: 'instagram', username: 'anna.example' } as const;
const list = watchlistOf({ name: 'Campaign' });

beforeEach(() => {
  api.store.lists = [list];
  api.store.accounts = [watchedOf({ watchlistId: list.id, ...target })];
  api.store.calls.length = 0;
  api.store.histories.set('instagram:anna.example', {
    platform: 'instagram',
    username: 'anna.example',
    points: [
      pointOf({ at: '2026-03-01T06:00:00.000Z', followers: 1000, trustScore: 20 }),
      pointOf({ at: '2026-03-02T06:00:00.000Z', followers: 1010, changes: ['bio'] }),
      pointOf({ at: '2026-03-03T06:00:00.000Z', followers: 13410, trustScore: 64 }),
    ],
    flags: [{ kind: 'spike', day: '2026-03-03', size: 12400, ratio: 40 }],
  });
});
afterEach(() => {
  drawn.length = 0;
});

const renderHistory = (lang: 'de' | 'en' = 'en') =>
  renderApp(<AccountHistory target={target} />, {
    url: '/account-detail/instagram/anna.example',
    lang,
    session: { role: 'user' },
  });

describe('the account history', { timeout: 20_000 }, () => {
  test('the chart of every check: counts, the trust score on its own axis, numbered events', async () => {
    await renderHistory();
    const section = screen.getByRole('region', { name: 'History' });
    expect(await within(section).findByText('3 checks in range')).toBeVisible();
    const figure = within(section).getByRole('figure', {
      name: 'History of anna.example: followers, following, posts and trust score',
    });
    expect(await within(figure).findByRole('img')).toBeInTheDocument();
    // The score is the dashed line on the right-hand axis, 0 to 100.
    await waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    type Config = {
      data: { datasets: { label: string; yAxisID?: string; hidden: boolean }[] };
      options: { scales: Record<string, { min?: number; max?: number; beginAtZero?: boolean }> };
    };
    const config = drawn.at(-1) as Config;
    // Followers and the score at first: following and posts would flatten the followers' curve.
    expect(config.data.datasets.map((d) => [d.label, d.yAxisID ?? 'y', d.hidden])).toEqual([
      ['Followers', 'y', false],
      ['Following', 'y', true],
      ['Posts', 'y', true],
      ['Trust score', 'y1', false],
    ]);
    expect(config.options.scales.y1).toMatchObject({ min: 0, max: 100 });
    expect(config.options.scales.y?.beginAtZero).toBe(false);
    // The reader adds a series.
    await userEvent.setup().click(within(section).getByRole('checkbox', { name: 'Posts' }));
    await waitFor(() =>
      expect((drawn.at(-1) as Config).data.datasets.map((d) => d.hidden)).toEqual([
        false,
        true,
        false,
        false,
      ]),
    );
    // The events under the chart, numbered as its markers, the flag in its plain sentence.
    const events = within(section).getByRole('list');
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1Mar 2, 2026: Profile changed: bio',
      '2Mar 3, 2026: +12,400 followers on March 3, 2026, 40× its usual daily gain',
    ]);
    // The data table alternative carries the same events.
    const table = within(figure).getByRole('table', { hidden });
    expect(within(table).getAllByRole('row', { hidden }).at(-1)?.textContent).toContain(
      '2. +12,400 followers',
    );
  });

  test('the range asks the server for that range', async () => {
    const user = userEvent.setup();
    await renderHistory('de');
    await screen.findByText('3 Prüfungen im Zeitraum');
    await user.click(screen.getByRole('radio', { name: '1 Jahr' }));
    await waitFor(() =>
      expect(api.store.calls.map((c) => c.call)).toContain(
        'GET /api/watch/history/instagram/anna.example?range=1y',
      ),
    );
    expect(api.store.calls[0]?.call).toBe(
      'GET /api/watch/history/instagram/anna.example?range=30d',
    );
  });

  test('CSV download of the points in range', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    await renderHistory();
    await screen.findByText('3 checks in range');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'As CSV', hidden }));
    expect(await screen.findByText('history-anna.example.csv has been downloaded.')).toBeVisible();
    downloads.stop();
    expect(downloads.names()).toEqual(['history-anna.example.csv']);
    expect(api.store.calls.map((c) => c.call)).toContain(
      'GET /api/watch/history/instagram/anna.example?range=30d&format=csv',
    );
  });

  test('an account on none of the lists offers "Watch"; once watched, its history shows', async () => {
    api.store.accounts = [];
    const user = userEvent.setup();
    await renderHistory();
    expect(
      await screen.findByText(
        'This account is on none of your watchlists. Watch it to record its history.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Watch anna\.example/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Campaign', hidden }));
    expect(await screen.findByText('3 checks in range')).toBeVisible();
  });

  test('no check in range yet says so', async () => {
    api.store.histories.set('instagram:anna.example', {
      platform: 'instagram',
      username: 'anna.example',
      points: [],
      flags: [],
    });
    await renderHistory();
    expect(
      await screen.findByText(
        'No check in this range yet. The first one runs soon after the account is added.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
