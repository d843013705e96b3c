import {
  ANALYSIS_STATUSES,
  DASHBOARD_PAGE_SIZE,
  dashboardStoredPlatform,
  FAKE_BUCKETS,
  MAX_DETAIL_SNAPSHOTS,
  pageCount,
  postTerms,
  rankTrending,
  topicSchema,
  TOPICS,
  TRENDING_LIMIT,
  type AccountDetail,
  type AccountSnapshot,
  type AnalysisAccount,
  type AnalysisAccountsPage,
  type AnalysisAccountsQuery,
  type AnalysisSummary,
  type AnalysisSummaryQuery,
  type DashboardAccountsPage,
  type DashboardPlatform,
  type AccountPlatform,
} from '@vigil/shared';
import { profileTopicsAndLanguage } from '@vigil/shared/topics/profile';
import { afterCommit, type Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { LookupsService } from '../lookups/lookups.service';
import { mapBatches } from '../../lib/list/export';
import { createRowCache } from '../../lib/row-cache';
import {
  countersAnswer,
  type AccountFilter,
  type AnalysisRepo,
  type AnalysisRow,
  type DeriveInput,
} from './analysis.repo';
import { DAY_MS, utcDayStart } from '@vigil/shared/days';

/** How long a total or the charts of one filter are reused (PGlite only, see below). */
export const AGGREGATE_TTL_MS = 10_000;
import { dashboardCard, sourceOf, type DisplayImage } from './dashboard-card';

type Log = { error: (obj: object, msg: string) => void };

/**
 * A stored account a lookup wrote or whose posts it fetched (the lookups module's hook);
 * `pending`: its topics and language are to be derived (else only the aggregates change).
 */
export type StoredRef = {
  platform: string;
  key: string | null;
  externalId: string | null;
  pending: boolean;
};

// Set lookups, not a schema parse per value: an export maps a million rows.
const STATUSES: ReadonlySet<string> = new Set(ANALYSIS_STATUSES);
const TOPIC_SET: ReadonlySet<string> = new Set(TOPICS);

export const toAnalysisAccount = (r: AnalysisRow): AnalysisAccount => ({
  platform: r.platform as AccountPlatform,
  username: r.username,
  realName: r.name,
  createdAt: r.accountCreatedAt?.toISOString() ?? null,
  motherTongue: r.motherTongue,
  status: STATUSES.has(r.status) ? (r.status as AnalysisAccount['status']) : 'unrated',
  fakeProbability: r.fakeProbability,
  topics: r.topics.filter((t) => TOPIC_SET.has(t)) as AnalysisAccount['topics'],
  checkCount: r.checkCount,
  lastSeenAt: r.lastSeenAt.toISOString(),
  source: sourceOf(r.source),
});

/**
 * 'Exists' as the last lookup found it: a miss newer than the account's last sighting decides
 * (not found → false, provider failed → null = unknown); else the last sighting found it.
 */
export function existsOf(row: {
  lastSeenAt: Date;
  lookupMiss: string | null;
  lookupMissAt: Date | null;
}): { exists: boolean | null; existsCheckedAt: string } {
  if (row.lookupMissAt && row.lookupMissAt > row.lastSeenAt) {
    return {
      exists: row.lookupMiss === 'not_found' ? false : null,
      existsCheckedAt: row.lookupMissAt.toISOString(),
    };
  }
  return { exists: true, existsCheckedAt: row.lastSeenAt.toISOString() };
}

/** Topics, language and post terms of one account, from its bio and newest posts. */
export function deriveAccount(input: DeriveInput) {
  const { topics, motherTongue } = profileTopicsAndLanguage(input);
  const posts = input.posts
    .filter((p) => p.terms === null)
    .map((p) => {
      const terms = new Set(postTerms(p.text).map((t) => t.term));
      for (const tag of p.hashtags) if (tag) terms.add(`#${tag.toLowerCase()}`);
      return { id: p.id, terms: [...terms] };
    });
  return { topics, motherTongue, posts };
}

const num = (facts: unknown, key: string): number | null => {
  const v = (facts as Record<string, unknown> | null)?.[key];
  return typeof v === 'number' ? v : null;
};
const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

/**
 * Issue 9: the profiling analysis over every stored account (table, SQL aggregates), the account
 * detail with its snapshots, the supervision dashboard's cards, and the derived columns
 * (topics, language, post terms) that keep the aggregates in SQL.
 */
export function createAnalysisService(deps: {
  repo: AnalysisRepo;
  /** The owner of stored accounts: stores what the analysis derives from them. */
  lookups: Pick<LookupsService, 'writeDerived'>;
  clock: Clock;
  log: Log;
  /** Picture URLs as pages show them (Instagram's through the signed image proxy). */
  displayImage: DisplayImage;
  /**
   * Keep totals and chart aggregates per filter for AGGREGATE_TTL_MS (PGlite only: this process
   * sees every write, and each stored lookup drops them; see lib/row-cache.ts).
   */
  cacheAggregates?: boolean;
}) {
  const { repo, clock } = deps;
  const totals = createRowCache<number>({
    enabled: deps.cacheAggregates ?? false,
    max: 1_000,
    ttlMs: AGGREGATE_TTL_MS,
  });
  const summaries = createRowCache<AnalysisSummary>({
    enabled: deps.cacheAggregates ?? false,
    max: 200,
    ttlMs: AGGREGATE_TTL_MS,
  });
  const filterKey = (f: AccountFilter) =>
    JSON.stringify([f.platform, f.status, f.minFake, f.maxFake, f.q]);
  // A platform/status filter is answered by the trigger-kept counters, anything else by a count.
  const countVia = (f: AccountFilter) => (load: () => Promise<number>) =>
    totals.get(filterKey(f), countersAnswer(f) ? () => repo.countAccounts(f) : load);
  const forgetAggregates = () => {
    totals.clear();
    summaries.clear();
  };

  return {
    /**
     * Derives topics, language and post terms of the accounts a lookup just stored (called by
     * the lookups module once its write is durable). A failure is logged: the lookup stands.
     */
    async deriveStored(refs: StoredRef[]): Promise<void> {
      if (refs.length === 0) return;
      // Lookups store new accounts, estimates and posts: every total and chart may change.
      forgetAggregates();
      const pending = refs.filter((r) => r.pending);
      if (pending.length === 0) return;
      try {
        const inputs = await repo.deriveInputs(pending);
        const derived = inputs.map((i) => ({ id: i.id, ...deriveAccount(i) }));
        // The lookups module owns the accounts: it stores what was derived, and announces the
        // change (the counters follow through `accountsChanged`).
        await deps.lookups.writeDerived(
          derived.map((d) => ({ id: d.id, topics: d.topics, motherTongue: d.motherTongue })),
          derived.flatMap((d) => d.posts),
        );
        forgetAggregates();
      } catch (err) {
        deps.log.error({ err }, 'deriving topics and language of stored accounts failed');
      }
    },

    /**
     * `lookup.accounts-changed`: brings the counters and search rows of these accounts up to
     * date, in the writer's transaction when it has one (so the next request reads them).
     * Idempotent (see `reconcileAccounts`).
     */
    async accountsChanged(ids: string[], tx?: Tx): Promise<void> {
      await repo.reconcileAccounts(ids, tx);
      if (tx) afterCommit(tx, forgetAggregates);
      else forgetAggregates();
    },

    async listAccounts(q: AnalysisAccountsQuery): Promise<AnalysisAccountsPage> {
      const p = await repo.listAccounts(q, countVia(q));
      return {
        items: p.rows.map(toAnalysisAccount),
        total: p.total,
        page: p.page,
        limit: p.limit,
        pages: p.pages,
      };
    },

    async exportAccounts(q: AnalysisAccountsQuery) {
      return {
        total: await totals.get(filterKey(q), () => repo.countAccounts(q)),
        batches: mapBatches(repo.exportAccounts(q), toAnalysisAccount),
      };
    },

    /** The three charts' data, each one SQL aggregate over the filtered accounts. */
    summary(q: AnalysisSummaryQuery): Promise<AnalysisSummary> {
      return summaries.get(`${filterKey(q)}|${q.window}`, () => computeSummary(q));
    },

    /** An account with its snapshots (oldest first) and the change since the previous one. */
    detail: detailOf,

    async dashboard(
      platform: DashboardPlatform,
      q: string | undefined,
      page: number,
    ): Promise<DashboardAccountsPage> {
      const stored = dashboardStoredPlatform(platform);
      const p = await repo.dashboardPage(
        stored,
        q,
        page,
        DASHBOARD_PAGE_SIZE,
        countVia({ platform: stored, q }),
      );
      return {
        items: p.rows.map((r) => dashboardCard(platform, r, deps.displayImage)),
        total: p.total,
        page: p.page,
        limit: p.limit,
        pages: pageCount(p.total, DASHBOARD_PAGE_SIZE),
      };
    },

    async exportDashboard(platform: DashboardPlatform, q: string | undefined) {
      const stored = dashboardStoredPlatform(platform);
      return {
        total: await repo.countAccounts({ platform: stored, q }),
        batches: mapBatches(repo.exportDashboard(stored, q), (r) =>
          dashboardCard(platform, r, deps.displayImage),
        ),
      };
    },
  };
  async function computeSummary(q: AnalysisSummaryQuery): Promise<AnalysisSummary> {
    // Whole UTC days: the window is today and the `window - 1` days before it (decision A5).
    const now = clock.now();
    const to = new Date(utcDayStart(now.getTime()) + DAY_MS);
    const from = new Date(to.getTime() - q.window * DAY_MS);
    const prevFrom = new Date(from.getTime() - q.window * DAY_MS);
    // The buckets cover every account: their sum is the total (one scan less).
    const [buckets, topics, terms] = await Promise.all([
      repo.fakeBuckets(q),
      repo.topicCounts(q),
      repo.trendingTerms(q, { prevFrom, from, to }, TRENDING_LIMIT),
    ]);
    const byBucket = new Map(buckets.map((b) => [b.bucket, b.accounts]));
    const total = buckets.reduce((sum, b) => sum + b.accounts, 0);
    return {
      total,
      fakeBuckets: FAKE_BUCKETS.map((bucket) => ({
        bucket,
        accounts: byBucket.get(bucket) ?? 0,
      })),
      topics: topics.flatMap((t) => {
        const topic = topicSchema.safeParse(t.topic).data;
        return topic ? [{ topic, accounts: t.accounts }] : [];
      }),
      trending: {
        window: q.window,
        from: from.toISOString(),
        to: to.toISOString(),
        items: rankTrending(
          terms.map((t) => ({ term: t.term, count: t.current })),
          terms.map((t) => ({ term: t.term, count: t.previous })),
        ),
      },
    };
  }

  async function detailOf(platform: AccountPlatform, username: string): Promise<AccountDetail> {
    const row = await repo.findAccount(platform, username);
    if (!row) throw new AppError('NOT_FOUND', 'No stored account with this name.');
    const snaps = await repo.snapshots(row.id, MAX_DETAIL_SNAPSHOTS);
    const snapshots: AccountSnapshot[] = snaps.map((s) => ({
      observedAt: s.observedAt.toISOString(),
      followers: num(s.facts, 'followers'),
      following: num(s.facts, 'following'),
      posts: num(s.facts, 'posts'),
      fakeProbability: s.fakeProbability,
      source: s.source,
      lookup: s.lookup,
    }));
    const last = snapshots.at(-1);
    const before = snapshots.at(-2);
    const facts = (row.facts ?? null) as Record<string, unknown> | null;
    return {
      account: {
        ...toAnalysisAccount(row),
        externalId: row.externalId,
        avatarUrl: row.avatarUrl,
        bio: typeof facts?.bio === 'string' ? facts.bio : null,
        followers: row.followers,
        following: row.following,
        postsCount: row.postsCount,
        verified: typeof facts?.verified === 'boolean' ? facts.verified : null,
        ...existsOf(row),
        firstSeenAt: row.firstSeenAt.toISOString(),
      },
      snapshots,
      changes:
        last && before
          ? {
              since: before.observedAt,
              followers: diff(last.followers, before.followers),
              following: diff(last.following, before.following),
              posts: diff(last.posts, before.posts),
              fakeProbability: diff(last.fakeProbability, before.fakeProbability),
            }
          : null,
    };
  }
}
export type AnalysisService = ReturnType<typeof createAnalysisService>;
