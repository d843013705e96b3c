/**
 * Issue 9: the profiling analysis (`#/analysis`), the account detail with its history and the
 * supervision dashboard (`#/dashboard`) over every stored account. Contracts of
 * `GET /api/analysis/accounts`, `GET /api/analysis/summary`, `GET /api/accounts/:platform/:username`
 * and `GET /api/dashboard/accounts`.
 */
import { z } from 'zod';
import { FAKE_THRESHOLD } from './lookup/fake-estimate';
import { emptyToUndefined, listPageOf, listQuerySchema } from './list-query';
import { snapshotSourceSchema } from './lookup/stored-accounts';
import { accountPlatformSchema } from './profile-facts';
import { topicSchema } from './topics/topic';
import { trendingTermSchema } from './topics/trending';

/**
 * The account's standing, one value set (translated in the UI): the platform's verified badge
 * wins; else the stored fake estimate decides (≥ FAKE_THRESHOLD suspicious, below
 * unremarkable); without an estimate the account is 'unrated'. (A lookup that finds no account
 * stores nothing, so 'not found' never reaches the store.)
 */
export const analysisStatusSchema = z.enum(['verified', 'suspicious', 'unremarkable', 'unrated']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;
export const ANALYSIS_STATUSES = analysisStatusSchema.options;
export { FAKE_THRESHOLD as ANALYSIS_SUSPICIOUS_FROM };

/** Page sizes of the analysis table. */
export const ANALYSIS_PAGE_SIZES = [25, 50, 100] as const;

const fakeBound = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(0).max(100).optional(),
);

/** The filters the table and the charts share (all optional, kept in the URL). */
export const analysisFilterShape = {
  platform: z.preprocess(emptyToUndefined, accountPlatformSchema.optional()),
  status: z.preprocess(emptyToUndefined, analysisStatusSchema.optional()),
  /** Fake probability from (inclusive, 0–100); set, it leaves out accounts without an estimate. */
  minFake: fakeBound,
  /** Fake probability up to (inclusive, 0–100). */
  maxFake: fakeBound,
};

/**
 * `GET /api/analysis/accounts?platform=&status=&q=&minFake=&maxFake=&sort=&order=&page=&limit=`
 * (`&format=csv|json` streams the whole filtered list). `q` searches username and name.
 */
export const analysisAccountsQuerySchema = listQuerySchema({
  sort: ['lastSeen', 'platform', 'username', 'realName', 'age', 'motherTongue', 'status', 'fake'],
  defaultSort: 'lastSeen',
  defaultOrder: 'desc',
  pageSizes: ANALYSIS_PAGE_SIZES,
  filters: analysisFilterShape,
});
export type AnalysisAccountsQuery = z.output<typeof analysisAccountsQuerySchema>;

/** One row of the analysis table (and of its CSV/JSON download). */
export const analysisAccountSchema = z.object({
  platform: accountPlatformSchema,
  username: z.string(),
  /** Display name; null = 'k.A.'. */
  realName: z.string().nullable(),
  /** When the account was created (ISO); the UI shows the age from it; null = 'k.A.'. */
  createdAt: z.iso.datetime().nullable(),
  /** ISO 639-1 code of the detected language; null = 'k.A.'. */
  motherTongue: z.string().nullable(),
  status: analysisStatusSchema,
  /** The stored fake estimate (0–100), null without one. */
  fakeProbability: z.number().int().nullable(),
  topics: z.array(topicSchema),
  checkCount: z.number().int(),
  lastSeenAt: z.iso.datetime(),
  /**
   * Where the account's current data came from: 'demo' (the synthetic demo dataset, marked
   * 'Demo' on every screen), 'live' (a provider) or 'submitted'; null = unknown (an old row).
   */
  source: snapshotSourceSchema.nullable(),
});
export type AnalysisAccount = z.infer<typeof analysisAccountSchema>;
export const analysisAccountsPageSchema = listPageOf(analysisAccountSchema);
export type AnalysisAccountsPage = z.infer<typeof analysisAccountsPageSchema>;

/** Trending windows offered (days); default 7. */
export const TRENDING_WINDOWS = [1, 7, 30, 90] as const;
export const DEFAULT_TRENDING_WINDOW = 7;

/** `GET /api/analysis/summary?platform=&status=&q=&minFake=&maxFake=&window=` */
export const analysisSummaryQuerySchema = z.object({
  ...analysisFilterShape,
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  window: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .refine((n) => (TRENDING_WINDOWS as readonly number[]).includes(n), {
        error: `The window is one of ${TRENDING_WINDOWS.join(', ')} days`,
      })
      .default(DEFAULT_TRENDING_WINDOW),
  ),
});
export type AnalysisSummaryQuery = z.output<typeof analysisSummaryQuerySchema>;

/**
 * The buckets of the fake-probability doughnut: quarters of the 0–100 scale (the threshold 50
 * is a bucket edge) and 'none' for accounts without an estimate.
 */
export const fakeBucketSchema = z.enum(['0-24', '25-49', '50-74', '75-100', 'none']);
export type FakeBucket = z.infer<typeof fakeBucketSchema>;
export const FAKE_BUCKETS = fakeBucketSchema.options;

export const analysisSummarySchema = z.object({
  /** Accounts the filters select. */
  total: z.number().int(),
  /** Accounts per bucket, every bucket listed (zero counts included), in bucket order. */
  fakeBuckets: z.array(z.object({ bucket: fakeBucketSchema, accounts: z.number().int() })),
  /** Accounts per topic, most first; topics without accounts are left out. */
  topics: z.array(z.object({ topic: topicSchema, accounts: z.number().int() })),
  trending: z.object({
    /** Window length in days; the current window ends now, the previous one before it. */
    window: z.number().int(),
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    items: z.array(trendingTermSchema),
  }),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

/** `/api/accounts/:platform/:username` */
export const accountDetailParamsSchema = z.object({
  platform: accountPlatformSchema,
  username: z.string().trim().min(1).max(200),
});

/** One observation of the account (a lookup): what the history chart draws. */
export const accountSnapshotSchema = z.object({
  observedAt: z.iso.datetime(),
  followers: z.number().int().nullable(),
  following: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  fakeProbability: z.number().int().nullable(),
  source: z.string(),
  lookup: z.string(),
});
export type AccountSnapshot = z.infer<typeof accountSnapshotSchema>;

/** What changed between the previous snapshot and the latest (null where either is unknown). */
export const accountChangesSchema = z.object({
  /** When the previous snapshot was observed. */
  since: z.iso.datetime(),
  followers: z.number().int().nullable(),
  following: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  fakeProbability: z.number().int().nullable(),
});
export type AccountChanges = z.infer<typeof accountChangesSchema>;

/** Snapshots the detail returns at most (the newest ones, in time order). */
export const MAX_DETAIL_SNAPSHOTS = 500;

export const accountDetailSchema = z.object({
  account: analysisAccountSchema.extend({
    /** The platform's own id (TikTok secUid, X user id) the lookups use for follow-ups. */
    externalId: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    followers: z.number().int().nullable(),
    following: z.number().int().nullable(),
    postsCount: z.number().int().nullable(),
    verified: z.boolean().nullable(),
    /**
     * What the last lookup of the account found: true (found), false (the provider said it
     * does not exist), null (unknown: the provider failed on the last lookup).
     */
    exists: z.boolean().nullable(),
    /** When that last lookup was. */
    existsCheckedAt: z.iso.datetime(),
    firstSeenAt: z.iso.datetime(),
  }),
  /** In time order, oldest first (at most MAX_DETAIL_SNAPSHOTS, the newest). */
  snapshots: z.array(accountSnapshotSchema),
  /** Latest against the previous snapshot; null with fewer than two. */
  changes: accountChangesSchema.nullable(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/** `GET /api/accounts/:platform/:username/history?format=csv|json`: the snapshots as a download. */
export const accountHistoryQuerySchema = z.object({
  format: z.enum(['csv', 'json']),
});

/** The supervision dashboard's platforms (spec 002 §2), in the selector's order. */
export const dashboardPlatformSchema = z.enum(['youtube', 'instagram', 'x', 'tiktok', 'telegram']);
export type DashboardPlatform = z.infer<typeof dashboardPlatformSchema>;
export const DASHBOARD_PLATFORMS = dashboardPlatformSchema.options;
/** Spec 002 §9. */
export const DASHBOARD_PAGE_SIZE = 20;

/** The stored platform of a dashboard platform ('x' is stored as 'twitter'). */
export const dashboardStoredPlatform = (p: DashboardPlatform) => (p === 'x' ? 'twitter' : p);

/** `GET /api/dashboard/accounts?platform=&q=&page=` (20 a page; `format=csv|json` downloads). */
export const dashboardAccountsQuerySchema = z.object({
  platform: z.preprocess(emptyToUndefined, dashboardPlatformSchema.default('youtube')),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  format: z.preprocess(emptyToUndefined, z.enum(['csv', 'json']).optional()),
});
export type DashboardAccountsQuery = z.output<typeof dashboardAccountsQuerySchema>;

/** One dashboard card (spec 002 §3 'Social account'), read from the stored account. */
export const dashboardAccountSchema = z.object({
  platform: dashboardPlatformSchema,
  /** The stored username (YouTube: the channel id): the detail route's key. */
  username: z.string(),
  /** By the per-platform title rule; null = 'Unbekannter Titel'. */
  title: z.string().nullable(),
  /** What the profile link uses (customUrl / handle); null = 'Nicht verfügbar'. */
  customUrl: z.string().nullable(),
  /** The profile link by the platform's link base; null when there is no handle. */
  profileUrl: z.string().nullable(),
  /** By the per-platform description rule; null = 'Keine Beschreibung'. */
  description: z.string().nullable(),
  /** Avatar URL (Instagram: through `/api/proxy-image`); null = the fallback avatar. */
  avatarUrl: z.string().nullable(),
  /** 'Veröffentlicht am': the account's creation date (ISO), null when unknown. */
  publishedAt: z.iso.datetime().nullable(),
  /** The raw provider record as stored ('Mehr Details'), null when it was not kept. */
  fullJson: z.unknown(),
  /** Where the data came from ('demo' is marked on the card); null = unknown (an old row). */
  source: snapshotSourceSchema.nullable(),
});
export type DashboardAccount = z.infer<typeof dashboardAccountSchema>;
export const dashboardAccountsPageSchema = listPageOf(dashboardAccountSchema);
export type DashboardAccountsPage = z.infer<typeof dashboardAccountsPageSchema>;

/** `GET /api/proxy-image?url=` */
export const proxyImageQuerySchema = z.object({
  url: z.url({ protocol: /^https$/ }).max(2000),
  /** The server's signature of `url` (the dashboard's and other replies' picture addresses). */
  sig: z.string().min(1).max(64),
});

/** Every platform a stored account can belong to (the analysis platform filter). */
export const ACCOUNT_PLATFORMS = accountPlatformSchema.options;
