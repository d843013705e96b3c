/**
 * Watchlists: accounts a user keeps an eye on. Each watched account is looked up again on a
 * schedule; every check stores one point (counts, trust score, what changed in the profile), the
 * growth detector flags jumps the account's own growth does not explain, and alert rules turn
 * what a check found into alerts (in-app inbox and e-mail). Badges' profiles are watched the same
 * way by the system (see docs/decisions on badges that stay true).
 */
import { z } from 'zod';
import { listPageOf, listQuerySchema, emptyToUndefined } from './list-query';
import { storedServiceSchema } from './lookup/common';
import { DAY_MS } from './days';

// ── lists ────────────────────────────────────────────────────────────────────────────────

/** How often a list's accounts are checked. Hourly is for operators and admins only. */
export const watchIntervalSchema = z.enum(['hourly', 'daily']);
export type WatchInterval = z.infer<typeof watchIntervalSchema>;
export const WATCH_INTERVAL_MS: Record<WatchInterval, number> = {
  hourly: 3_600_000,
  daily: DAY_MS,
};

/**
 * Platforms an account can be watched on: those whose lookup takes the stored username again
 * (LinkedIn is searched by name, so a LinkedIn account cannot be re-checked).
 */
export const watchPlatformSchema = storedServiceSchema.exclude(['linkedin']);
export type WatchPlatform = z.infer<typeof watchPlatformSchema>;

/** Default trust-score threshold of a new list's "score crossed" rule (a fake score, 0–100). */
export const DEFAULT_SCORE_THRESHOLD = 70;
/** Lists a user may keep, and accounts per list (a CSV import counts towards it). */
export const MAX_WATCHLISTS_PER_USER = 50;
export const MAX_WATCHED_PER_LIST = 5_000;
export const WATCHLIST_NAME_MAX = 80;

/** What raises an alert for a list's accounts. */
export const alertRulesSchema = z.strictObject({
  /** A growth anomaly (bought-follower step, mass loss, follow/unfollow churn). */
  anomaly: z.boolean().default(true),
  /** The fake score rising above this value (0–100); null = off. */
  scoreAbove: z.number().int().min(1).max(99).nullable().default(DEFAULT_SCORE_THRESHOLD),
  /** The name, bio, link or picture changed. */
  profileChange: z.boolean().default(true),
  /** The account is gone or turned private. */
  goneOrPrivate: z.boolean().default(true),
});
export type AlertRules = z.infer<typeof alertRulesSchema>;

const listName = z
  .string()
  .trim()
  .min(1, { error: 'The list needs a name' })
  .max(WATCHLIST_NAME_MAX, {
    error: `The list name may have at most ${WATCHLIST_NAME_MAX} characters`,
  });

/** `POST /api/watchlists` */
export const createWatchlistRequestSchema = z.strictObject({
  name: listName,
  interval: watchIntervalSchema.default('daily'),
  rules: alertRulesSchema.default(alertRulesSchema.parse({})),
});
export type CreateWatchlistRequest = z.input<typeof createWatchlistRequestSchema>;

/**
 * The rules a `PATCH` changes: only the fields given. Not `alertRulesSchema.partial()`: its
 * defaults would fill in every rule left out and so reset it.
 */
export const alertRulesPatchSchema = z
  .strictObject({
    anomaly: z.boolean(),
    scoreAbove: z.number().int().min(1).max(99).nullable(),
    profileChange: z.boolean(),
    goneOrPrivate: z.boolean(),
  })
  .partial();

/** `PATCH /api/watchlists/:id` (rename, interval, rules). */
export const updateWatchlistRequestSchema = z.strictObject({
  name: listName.optional(),
  interval: watchIntervalSchema.optional(),
  rules: alertRulesPatchSchema.optional(),
});
export type UpdateWatchlistRequest = z.input<typeof updateWatchlistRequestSchema>;

export const watchlistSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  interval: watchIntervalSchema,
  rules: alertRulesSchema,
  accountCount: z.number().int(),
  /** Accounts with an open growth flag or a failing check (the list's badge). */
  attentionCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/** `GET /api/watchlists` → the caller's lists, by name. */
export const watchlistsReplySchema = z.object({ items: z.array(watchlistSchema) });

export const watchlistParamsSchema = z.object({ id: z.uuid() });
export const watchedAccountParamsSchema = z.object({ id: z.uuid(), accountId: z.uuid() });

// ── watched accounts ─────────────────────────────────────────────────────────────────────

const handle = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(z.string().min(1, { error: 'Enter a username' }).max(100));

/** `POST /api/watchlists/:id/accounts` */
export const watchAccountRequestSchema = z.strictObject({
  platform: watchPlatformSchema,
  username: handle,
});
export type WatchAccountRequest = z.input<typeof watchAccountRequestSchema>;

/**
 * `POST /api/watchlists/:id/import` (text/csv, or JSON `{ csv }`): one `platform,username` per
 * line, an optional header line. All or nothing: any bad line is a 400 naming every bad line
 * (`params.lines`), and nothing is added.
 */
export const watchImportRequestSchema = z.strictObject({ csv: z.string().max(1_000_000) });
export const watchImportLineErrorSchema = z.object({
  line: z.number().int(),
  message: z.string(),
});
export type WatchImportLineError = z.infer<typeof watchImportLineErrorSchema>;
export const watchImportReplySchema = z.object({
  added: z.number().int(),
  /** Already on the list (or twice in the file): kept once. */
  alreadyWatched: z.number().int(),
});
export type WatchImportReply = z.infer<typeof watchImportReplySchema>;

/** What a check found of the account. */
export const watchStatusSchema = z.enum(['pending', 'ok', 'private', 'not_found', 'failed']);
export type WatchStatus = z.infer<typeof watchStatusSchema>;

/** Profile fields whose change a check records (and a rule may alert on). */
export const profileChangeSchema = z.enum(['name', 'bio', 'link', 'picture']);
export type ProfileChange = z.infer<typeof profileChangeSchema>;

/** One check of one account. Counts are null where the platform does not show them. */
export const watchPointSchema = z.object({
  at: z.iso.datetime(),
  followers: z.number().int().nullable(),
  following: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  /** The fake score (0–100) of the trust model `modelVersion`, null where none applies. */
  trustScore: z.number().int().nullable(),
  modelVersion: z.string().nullable(),
  changes: z.array(profileChangeSchema),
});
export type WatchPoint = z.infer<typeof watchPointSchema>;

/**
 * The growth detector's findings (`growth/detector.ts`; in words: `describeGrowthFlag` in
 * `growth/describe.ts`; as trust reasons: `growthReasons` in `growth/reasons.ts`).
 */
export const growthFlagKindSchema = z.enum(['spike', 'loss', 'churn']);
export type GrowthFlagKind = z.infer<typeof growthFlagKindSchema>;
export const growthFlagSchema = z.object({
  kind: growthFlagKindSchema,
  /** The UTC day (YYYY-MM-DD) the change happened on. */
  day: z.iso.date(),
  /**
   * Followers gained (+) or lost (−) that day (after missed days: since the reading before); for
   * churn, accounts followed and dropped again by that day (+).
   */
  size: z.number().int(),
  /**
   * How many times the account's usual daily change that is (rounded, ≥ 1): the size over the
   * median size of an ordinary day's change in followers (per day of a gap); for churn, over
   * that of following.
   */
  ratio: z.number(),
});
export type GrowthFlag = z.infer<typeof growthFlagSchema>;

export const watchedAccountSchema = z.object({
  id: z.uuid(),
  watchlistId: z.uuid(),
  platform: watchPlatformSchema,
  username: z.string(),
  addedAt: z.iso.datetime(),
  status: watchStatusSchema,
  lastCheckedAt: z.iso.datetime().nullable(),
  nextCheckAt: z.iso.datetime(),
  /** Consecutive failed checks (back-off) and the last reason, an error code. */
  failures: z.number().int(),
  failureReason: z.string().nullable(),
  latest: watchPointSchema.nullable(),
  /** Growth flags in the last 30 days. */
  recentFlags: z.array(growthFlagSchema),
});
export type WatchedAccount = z.infer<typeof watchedAccountSchema>;

/** `GET /api/watchlists/:id/accounts` */
export const watchedAccountsQuerySchema = listQuerySchema({
  sort: ['username', 'platform', 'followers', 'trustScore', 'lastChecked', 'added'],
  defaultSort: 'added',
  defaultOrder: 'desc',
  filters: {
    platform: z.preprocess(emptyToUndefined, watchPlatformSchema.optional()),
    status: z.preprocess(emptyToUndefined, watchStatusSchema.optional()),
  },
});
export type WatchedAccountsQuery = z.output<typeof watchedAccountsQuerySchema>;
export const watchedAccountsPageSchema = listPageOf(watchedAccountSchema);

/**
 * Which lists hold an account (for the "watch" buttons: `GET /api/watchlists/containing?
 * platform=&username=`).
 */
export const watchContainingQuerySchema = z.object({
  platform: watchPlatformSchema,
  username: handle,
});
export const watchContainingReplySchema = z.object({
  items: z.array(z.object({ watchlistId: z.uuid(), accountId: z.uuid() })),
});

// ── history ──────────────────────────────────────────────────────────────────────────────

export const historyRangeSchema = z.enum(['7d', '30d', '1y', 'all']);
export type HistoryRange = z.infer<typeof historyRangeSchema>;
export const HISTORY_RANGE_DAYS: Record<HistoryRange, number | null> = {
  '7d': 7,
  '30d': 30,
  '1y': 365,
  all: null,
};

/**
 * `GET /api/watch/history/:platform/:username?range=&format=` — every point of the account the
 * caller may see (any of their lists watches it), oldest first, with the growth flags in range.
 * `format=csv|json` downloads the points.
 */
export const historyParamsSchema = z.object({ platform: watchPlatformSchema, username: handle });
export const historyQuerySchema = z.object({
  range: z.preprocess(emptyToUndefined, historyRangeSchema.default('30d')),
  format: z.preprocess(emptyToUndefined, z.enum(['csv', 'json']).optional()),
});
export const historyReplySchema = z.object({
  platform: watchPlatformSchema,
  username: z.string(),
  range: historyRangeSchema,
  points: z.array(watchPointSchema),
  flags: z.array(growthFlagSchema),
});
export type HistoryReply = z.infer<typeof historyReplySchema>;

// ── alerts ───────────────────────────────────────────────────────────────────────────────

export const alertKindSchema = z.enum([
  'growth_anomaly',
  'score_threshold',
  'profile_change',
  'gone',
  'private',
]);
export type AlertKind = z.infer<typeof alertKindSchema>;

export const alertSchema = z.object({
  id: z.uuid(),
  kind: alertKindSchema,
  watchlistId: z.uuid().nullable(),
  watchlistName: z.string().nullable(),
  platform: watchPlatformSchema,
  username: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  /** What the alert is about: the flag, the score and threshold, the changed fields. */
  details: z.object({
    flag: growthFlagSchema.optional(),
    score: z.number().int().optional(),
    threshold: z.number().int().optional(),
    changes: z.array(profileChangeSchema).optional(),
  }),
});
export type Alert = z.infer<typeof alertSchema>;

/** `GET /api/alerts` — the caller's inbox, newest first. */
export const alertsQuerySchema = listQuerySchema({
  sort: ['createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    unread: z.preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
      z.boolean().optional(),
    ),
  },
});
export type AlertsQuery = z.output<typeof alertsQuerySchema>;
export const alertsPageSchema = listPageOf(alertSchema);

/** `GET /api/alerts/unread-count` (the navbar bell). */
export const unreadCountReplySchema = z.object({ unread: z.number().int() });

/** `POST /api/alerts/read`: these alerts, or all of the caller's. */
export const markAlertsReadRequestSchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(500) }),
  z.strictObject({ all: z.literal(true) }),
]);
export const markAlertsReadReplySchema = z.object({ marked: z.number().int() });

/** How a user gets alerts by e-mail: each at once, one digest a day, or none. */
export const alertEmailModeSchema = z.enum(['instant', 'daily', 'off']);
export type AlertEmailMode = z.infer<typeof alertEmailModeSchema>;
/** `GET|PUT /api/alerts/settings` */
export const alertSettingsSchema = z.strictObject({
  email: alertEmailModeSchema.default('daily'),
  /**
   * The language of alert e-mails and the unsubscribe page. Always in the reply; in a PUT,
   * omitted = kept (the web sends its UI language). Until set, the browser's at the first list.
   */
  language: z.enum(['de', 'en']).optional(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
