import {
  badgeReviewPageSchema,
  badgeReviewSchema,
  type BadgeReview,
} from '@vigil/shared/badge-review';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, reply, type ApiCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { BadgeReviewsScreen } from './badge-reviews-screen';

afterEach(() => vi.unstubAllGlobals());

const open: BadgeReview = {
  id: '7f1f6a9e-2c1b-4d0e-9a55-0c6f3b1d2e10',
  profile_id: 'CPT-ABCDEFGH23456789',
  full_name: 'Ada Lovelace',
  platform: 'instagram',
  username: 'ada',
  profile_url: 'https://instagram.com/ada',
  state: 'open',
  evidence: [
    {
      kind: 'score',
      checked_at: '2026-03-04T05:00:00.000Z',
      score: 85,
      threshold: 70,
      model_version: '2.test',
    },
    {
      kind: 'growth',
      checked_at: '2026-03-05T05:00:00.000Z',
      flag: 'spike',
      day: '2026-03-03',
      size: 12_400,
      ratio: 40,
    },
    { kind: 'code_removed', checked_at: '2026-03-05T05:00:00.000Z' },
  ],
  opened_at: '2026-03-04T05:00:00.000Z',
  last_evidence_at: '2026-03-05T05:00:00.000Z',
  last_checked_at: '2026-03-06T05:00:00.000Z',
  decided_at: null,
  reason: null,
};

const page = (items: BadgeReview[]) =>
  reply(badgeReviewPageSchema, { items, page: 1, limit: 20, total: items.length, pages: 1 });

/** The queue: open entries until one is decided, then the decided one under its state. */
function api() {
  let decided: BadgeReview | null = null;
  return mockApi({
    'GET /api/badge-reviews': (call: ApiCall) => {
      const state = call.query.get('state');
      if (state === 'open') return page(decided ? [] : [open]);
      return page(decided && decided.state === state ? [decided] : []);
    },
    'POST /api/badge-reviews/7f1f6a9e-2c1b-4d0e-9a55-0c6f3b1d2e10/revoke': (call) => {
      const { reason } = call.body as { reason: string };
      decided = {
        ...open,
        state: 'revoked',
        reason,
        decided_at: '2026-03-07T10:00:00.000Z',
      };
      return reply(badgeReviewSchema, decided);
    },
    'POST /api/badge-reviews/7f1f6a9e-2c1b-4d0e-9a55-0c6f3b1d2e10/clear': (call) => {
      const { note } = call.body as { note?: string };
      decided = {
        ...open,
        state: 'cleared',
        reason: note ?? null,
        decided_at: '2026-03-07T10:00:00.000Z',
      };
      return reply(badgeReviewSchema, decided);
    },
  });
}

const renderQueue = (lang: 'de' | 'en' = 'de') =>
  renderApp(<BadgeReviewsScreen />, {
    url: '/badge-reviews',
    path: '/badge-reviews',
    lang,
    session: { role: 'admin' },
  });

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'p' })).closest('tr') as HTMLElement;

describe('Badge-Prüfung', { timeout: 20_000 }, () => {
  test('lists open entries with each signal as a sentence and its check date', async () => {
    const calls = api();
    await renderQueue();
    const row = await rowOf('Ada Lovelace');
    const evidence = within(row).getByTestId('badge-review-evidence');
    expect(evidence).toHaveTextContent(
      'Prüfung vom 04.03.2026: Fake-Score 85 von 100, über der Schwelle 70.',
    );
    expect(evidence).toHaveTextContent(
      '+12.400 Follower am 03.03.2026, 40× die übliche tägliche Zunahme.',
    );
    expect(evidence).toHaveTextContent('Der Prüfcode steht nicht mehr in der Bio');
    expect(within(row).getByText('06.03.2026')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: /^Öffentliche Seite\s?: Ada Lovelace$/ }),
    ).toHaveAttribute('href', '/p/CPT-ABCDEFGH23456789');
    expect(calls.callsTo('GET /api/badge-reviews')[0]!.query.get('state')).toBe('open');
  });

  test('revoke needs a public reason; with one it is sent and the entry leaves the queue', async () => {
    const calls = api();
    await renderQueue();
    const row = await rowOf('Ada Lovelace');
    await userEvent.click(
      within(row).getByRole('button', { name: /^Widerrufen\s?: Ada Lovelace$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Badge widerrufen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(
      await within(dialog).findByText('Bitte gib eine Begründung an (mindestens 3 Zeichen).'),
    ).toBeVisible();
    expect(
      calls.callsTo('POST /api/badge-reviews/7f1f6a9e-2c1b-4d0e-9a55-0c6f3b1d2e10/revoke'),
    ).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Gekaufte Follower');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.callsTo('POST /api/badge-reviews/7f1f6a9e-2c1b-4d0e-9a55-0c6f3b1d2e10/revoke')[0]!.body,
    ).toEqual({ reason: 'Gekaufte Follower' });
    expect(await screen.findByText('Kein Badge wartet auf eine Prüfung.')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Widerrufen' }));
    const decided = await rowOf('Ada Lovelace');
    expect(within(decided).getByText('Gekaufte Follower')).toBeVisible();
    expect(calls.callsTo('GET /api/badge-reviews').at(-1)!.query.get('state')).toBe('revoked');
  });

  test('clear takes an optional note (English)', async () => {
    const calls = api();
    await renderQueue('en');
    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByTestId('badge-review-evidence')).toHaveTextContent(
      '+12,400 followers on Mar 3, 2026, 40× its usual daily gain.',
    );
    await userEvent.click(within(row).getByRole('button', { name: /^Clear\s?: Ada Lovelace$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the badge' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.callsTo('POST /api/badge-reviews/7f1f6a9e-2c1b-4d0e-9a55-0c6f3b1d2e10/clear')[0]!.body,
    ).toEqual({});
    expect(await screen.findByText('No badge is waiting for a review.')).toBeVisible();
  });
});
