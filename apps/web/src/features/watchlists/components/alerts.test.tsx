import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertSchema, alertsQuerySchema, type Alert } from '@vigil/shared';
import { beforeEach, describe, expect, test } from 'vitest';
import { listEndpoint, startMsw } from '../../../test/msw';
import { renderApp } from '../../../test/render';
import { alertOf, watchlistOf, watchlistsApi } from '../../../test/watchlists';
import { AlertsBell } from '../../../app/layout/alerts-bell';
import { AlertsScreen } from './alerts-screen';

const api = watchlistsApi();
const alerts = listEndpoint<Alert>({
  path: '/api/alerts',
  query: alertsQuerySchema,
  item: alertSchema,
  rows: () => api.store.alerts,
  matches: (a, q) => q.unread === undefined || (a.readAt === null) === q.unread,
  columns: ['createdAt', 'kind', 'username'],
});
startMsw(...api.handlers, alerts.handler);

const list = watchlistOf({ name: 'Campaign' });
const on = { watchlistId: list.id, watchlistName: list.name };

beforeEach(() => {
  api.store.alerts = [
    alertOf({
      ...on,
      kind: 'growth_anomaly',
      username: 'bought.growth',
      createdAt: '2026-03-04T06:00:00.000Z',
      details: { flag: { kind: 'spike', day: '2026-03-03', size: 12400, ratio: 40 } },
    }),
    alertOf({
      ...on,
      kind: 'score_threshold',
      username: 'bought.growth',
      createdAt: '2026-03-03T06:00:00.000Z',
      details: { score: 82, threshold: 70 },
    }),
    alertOf({
      ...on,
      kind: 'profile_change',
      username: 'renamed',
      createdAt: '2026-03-02T06:00:00.000Z',
      details: { changes: ['name', 'link'] },
    }),
    alertOf({
      kind: 'private',
      platform: 'tiktok',
      username: 'badge.owner',
      createdAt: '2026-03-01T06:00:00.000Z',
      readAt: '2026-03-01T07:00:00.000Z',
    }),
  ];
  api.store.settings = { email: 'daily', language: 'en' };
  api.store.calls.length = 0;
});

const open = (lang: 'de' | 'en' = 'en', url = '/alerts') =>
  renderApp(<AlertsScreen />, {
    url,
    path: '/alerts',
    lang,
    session: { role: 'user' },
    extraPaths: ['/watchlists/:id', '/account-detail/:platform/:username'],
  });

async function rows(name = 'Alerts') {
  await screen.findByRole('table', { name });
  await waitFor(() => expect(screen.queryAllByTestId('skeleton-row')).toEqual([]));
  return within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
}

describe('the alerts inbox', { timeout: 30_000 }, () => {
  test('newest first, each in a sentence with its account and list; unread ones marked', async () => {
    await open();
    const [anomaly, score, profile, private_] = await rows();
    expect(alerts.last().get('sort')).toBe('createdAt');
    expect(alerts.last().get('order')).toBe('desc');
    expect(anomaly).toHaveTextContent(
      'Unread' + 'Growth anomaly' + '+12,400 followers on March 3, 2026, 40× its usual daily gain',
    );
    expect(score).toHaveTextContent('Trust score rose to 82, above your threshold of 70.');
    expect(profile).toHaveTextContent('Profile changed: name and link');
    expect(private_).toHaveTextContent('The account is private now.');
    expect(within(private_!).queryByText('Unread')).toBeNull();
    expect(within(private_!).getByText('Read')).toBeVisible();
    // A badge's own check belongs to no list.
    expect(within(private_!).getByText('Badge')).toBeVisible();
    expect(within(anomaly!).getByRole('link', { name: 'bought.growth' })).toHaveAttribute(
      'href',
      '/account-detail/instagram/bought.growth',
    );
    expect(within(anomaly!).getByRole('link', { name: 'Campaign' })).toHaveAttribute(
      'href',
      `/watchlists/${list.id}`,
    );
  });

  test('mark one read: the row says so, and the navbar bell counts one fewer', async () => {
    const user = userEvent.setup();
    await renderApp(
      <>
        <AlertsBell />
        <AlertsScreen />
      </>,
      { url: '/alerts', path: '/alerts', lang: 'de', session: { role: 'user' } },
    );
    expect(
      await screen.findByRole('link', { name: 'Benachrichtigungen: 3 ungelesen' }),
    ).toBeVisible();
    const [first] = await rows('Benachrichtigungen');
    await user.click(
      within(first!).getByRole('button', {
        name: 'Benachrichtigung zu bought.growth als gelesen markieren',
      }),
    );
    await waitFor(() => expect(within(first!).getByText('Gelesen')).toBeVisible());
    const marked = api.store.calls.find((c) => c.call === 'POST /api/alerts/read');
    expect(marked?.body).toEqual({ ids: [api.store.alerts[0]!.id] });
    expect(api.store.alerts.filter((a) => a.readAt === null)).toHaveLength(2);
    expect(
      await screen.findByRole('link', { name: 'Benachrichtigungen: 2 ungelesen' }),
    ).toBeVisible();
  });

  test('mark all read', async () => {
    const user = userEvent.setup();
    await open();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('3 alerts marked read.')).toBeVisible();
    expect(api.store.calls.find((c) => c.call === 'POST /api/alerts/read')?.body).toEqual({
      all: true,
    });
    await waitFor(() => expect(screen.queryByText('Unread', { selector: 'span' })).toBeNull());
  });

  test('the filter shows the unread ones only', async () => {
    const user = userEvent.setup();
    await open();
    await rows();
    await user.selectOptions(screen.getByLabelText('Show'), 'true');
    await waitFor(() => expect(alerts.last().get('unread')).toBe('true'));
    expect(await screen.findByText('3 alerts')).toBeVisible();
  });

  test('no alerts: it says what will appear here', async () => {
    api.store.alerts = [];
    await open();
    expect(
      await screen.findByText(
        "No alerts. When a check finds something your lists' rules ask for, it appears here.",
      ),
    ).toBeVisible();
  });

  test('the e-mail setting: shown as saved, changed at once with the UI language', async () => {
    const user = userEvent.setup();
    await open('de');
    const section = screen.getByRole('region', { name: 'Per E-Mail' });
    await waitFor(() =>
      expect(
        within(section).getByRole('radio', { name: 'Einmal täglich als Zusammenfassung' }),
      ).toBeChecked(),
    );
    await user.click(within(section).getByRole('radio', { name: 'Sofort' }));
    expect(await within(section).findByText('Gespeichert.')).toBeVisible();
    expect(api.store.calls.find((c) => c.call === 'PUT /api/alerts/settings')?.body).toEqual({
      email: 'instant',
      language: 'de',
    });
    expect(within(section).getByRole('radio', { name: 'Sofort' })).toBeChecked();
  });
});
