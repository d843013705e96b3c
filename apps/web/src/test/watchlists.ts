import {
  alertSchema,
  alertSettingsSchema,
  historyReplySchema,
  markAlertsReadRequestSchema,
  watchAccountRequestSchema,
  watchedAccountSchema,
  watchlistSchema,
  createWatchlistRequestSchema,
  updateWatchlistRequestSchema,
  type Alert,
  type AlertSettings,
  type HistoryReply,
  type WatchedAccount,
  type Watchlist,
  type WatchPoint,
} from '@vigil/shared';
import { http, HttpResponse } from 'msw';
import { errorReply, schemaReply } from './msw';

/**
 * A small in-memory watchlists server for component tests: the routes of
 * `packages/shared/src/watchlists.ts`, every request parsed and every reply built with the
 * shared schemas, so a screen that sends or expects the wrong shape fails its test.
 */

let n = 0;
const uuid = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};
const NOW = '2026-03-10T12:00:00.000Z';

export const watchlistOf = (over: Partial<Watchlist> = {}): Watchlist =>
  watchlistSchema.parse({
    id: uuid(),
    name: 'Campaign',
    interval: 'daily',
    rules: { anomaly: true, scoreAbove: 70, profileChange: true, goneOrPrivate: true },
    accountCount: 0,
    attentionCount: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  });

export const pointOf = (over: Partial<WatchPoint> = {}): WatchPoint => ({
  at: NOW,
  followers: 1000,
  following: 100,
  posts: 10,
  likes: null,
  trustScore: 20,
  modelVersion: 'm2',
  changes: [],
  ...over,
});

export const watchedOf = (over: Partial<WatchedAccount> = {}): WatchedAccount =>
  watchedAccountSchema.parse({
    id: uuid(),
    watchlistId: uuid(),
    platform: 'instagram',
    username: 'anna.example',
    addedAt: NOW,
    status: 'ok',
    lastCheckedAt: NOW,
    nextCheckAt: '2026-03-11T12:00:00.000Z',
    failures: 0,
    failureReason: null,
    latest: pointOf(),
    recentFlags: [],
    ...over,
  });

export const alertOf = (over: Partial<Alert> = {}): Alert =>
  alertSchema.parse({
    id: uuid(),
    kind: 'gone',
    watchlistId: null,
    watchlistName: null,
    platform: 'instagram',
    username: 'anna.example',
    createdAt: NOW,
    readAt: null,
    details: {},
    ...over,
  });

type Store = {
  lists: Watchlist[];
  accounts: WatchedAccount[];
  histories: Map<string, Omit<HistoryReply, 'range'>>;
  alerts: Alert[];
  settings: AlertSettings;
  /** Every request as "METHOD path?query" with its JSON body. */
  calls: { call: string; body: unknown }[];
};

const key = (platform: string, username: string) => `${platform}:${username.toLowerCase()}`;

/** The fake's handlers and its state, which a test reads and changes. */
export function watchlistsApi() {
  const store: Store = {
    lists: [],
    accounts: [],
    histories: new Map(),
    alerts: [],
    settings: { email: 'daily', language: 'en' },
    calls: [],
  };
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'DELETE'
        ? undefined
        : await request.clone().json();
    store.calls.push({ call: `${request.method} ${url.pathname}${url.search}`, body });
    return body as unknown;
  };
  const counted = (list: Watchlist): Watchlist => ({
    ...list,
    accountCount: store.accounts.filter((a) => a.watchlistId === list.id).length,
  });

  const handlers = [
    http.get('/api/watchlists', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ items: store.lists.map(counted) });
    }),
    http.get('/api/watchlists/containing', async ({ request }) => {
      await record(request);
      const q = new URL(request.url).searchParams;
      const k = key(q.get('platform') ?? '', q.get('username') ?? '');
      return HttpResponse.json({
        items: store.accounts
          .filter((a) => key(a.platform, a.username) === k)
          .map((a) => ({ watchlistId: a.watchlistId, accountId: a.id })),
      });
    }),
    http.post('/api/watchlists', async ({ request }) => {
      const input = createWatchlistRequestSchema.parse(await record(request));
      const list = watchlistOf({ ...input, accountCount: 0 });
      store.lists.push(list);
      return schemaReply(watchlistSchema, list);
    }),
    http.patch('/api/watchlists/:id', async ({ request, params }) => {
      const patch = updateWatchlistRequestSchema.parse(await record(request));
      const list = store.lists.find((l) => l.id === params.id);
      if (!list) return errorReply('NOT_FOUND', 'No such list.');
      Object.assign(list, {
        ...(patch.name ? { name: patch.name } : {}),
        ...(patch.interval ? { interval: patch.interval } : {}),
        rules: { ...list.rules, ...patch.rules },
      });
      return schemaReply(watchlistSchema, counted(list));
    }),
    http.delete('/api/watchlists/:id', async ({ request, params }) => {
      await record(request);
      store.lists = store.lists.filter((l) => l.id !== params.id);
      store.accounts = store.accounts.filter((a) => a.watchlistId !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/watchlists/:id/accounts', async ({ request, params }) => {
      const input = watchAccountRequestSchema.parse(await record(request));
      if (!store.lists.some((l) => l.id === params.id)) {
        return errorReply('NOT_FOUND', 'No such list.');
      }
      const account = watchedOf({
        watchlistId: String(params.id),
        ...input,
        status: 'pending',
        lastCheckedAt: null,
        latest: null,
      });
      store.accounts.push(account);
      return schemaReply(watchedAccountSchema, account);
    }),
    http.delete('/api/watchlists/:id/accounts/:accountId', async ({ request, params }) => {
      await record(request);
      store.accounts = store.accounts.filter((a) => a.id !== params.accountId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/watch/history/:platform/:username', async ({ request, params }) => {
      await record(request);
      const k = key(String(params.platform), String(params.username));
      const history = store.histories.get(k);
      const watched = store.accounts.some((a) => key(a.platform, a.username) === k);
      if (!history || !watched) return errorReply('NOT_FOUND', 'Not on your watchlists.');
      const query = new URL(request.url).searchParams;
      const range = query.get('range') ?? '30d';
      if (query.get('format') === 'csv') {
        const lines = history.points.map(
          (p) => `${p.at},${p.followers ?? ''},${p.trustScore ?? ''}`,
        );
        return new HttpResponse(['at,followers,trustScore', ...lines].join('\n') + '\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="history-${String(params.username)}.csv"`,
          },
        });
      }
      return schemaReply(historyReplySchema, { ...history, range } as never);
    }),
    http.get('/api/alerts/unread-count', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ unread: store.alerts.filter((a) => !a.readAt).length });
    }),
    http.post('/api/alerts/read', async ({ request }) => {
      const which = markAlertsReadRequestSchema.parse(await record(request));
      let marked = 0;
      for (const a of store.alerts) {
        if (a.readAt === null && ('all' in which || which.ids.includes(a.id))) {
          a.readAt = NOW;
          marked += 1;
        }
      }
      return HttpResponse.json({ marked });
    }),
    http.get('/api/alerts/settings', async ({ request }) => {
      await record(request);
      return schemaReply(alertSettingsSchema, store.settings);
    }),
    http.put('/api/alerts/settings', async ({ request }) => {
      store.settings = alertSettingsSchema.parse(await record(request));
      return schemaReply(alertSettingsSchema, store.settings);
    }),
  ];
  return { handlers, store };
}
