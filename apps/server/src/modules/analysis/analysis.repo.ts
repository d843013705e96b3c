import type { AnalysisAccountsQuery, FakeBucket, SortOrder } from '@vigil/shared';
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { onPglite } from '../../db/prepared';
import type { Tx } from '../../db/transaction';
import {
  accountSnapshots,
  analysisCounts,
  analysisTermDays,
  analysisTopicCounts,
  storedAccounts,
} from '../../db/schema';
import { keysetBatches, paginate, type SortKey, type SortMap } from '../../lib/list/paginate';

const s = storedAccounts;

/** A text[] literal of ids (uuids: no quoting needed). */
const pgArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The state the analysis last counted of each named account (`analysis_account_state`), next
 * to the account as it is now, with what moves: for each account whose counted state differs,
 * -1 for the old and +1 for the new (an account that is gone only -1, a new one only +1).
 * `terms` holds `day|term` once per term of each post with terms (as `analysis_term_days`
 * counts them: the post's day, under the account's platform and status). Statements below
 * take the account ids as `$ids` (a uuid[]).
 */
const CHANGES = (ids: SQL) => sql`
  ids as (select distinct unnest(${ids}::uuid[]) as id),
  cur as (
    select s.id, s.platform, s.status, analysis_fake_bucket(s.fake_probability) as bucket,
      s.topics, s.last_seen_at, s.search_text,
      coalesce((
        select array_agg(x.v order by x.v) from (
          select to_char(analysis_post_day(p.posted_at, p.first_seen_at), 'YYYY-MM-DD')
            || '|' || t.term as v
          from account_posts p cross join lateral unnest(p.terms) as t(term)
          where p.stored_account_id = s.id) x), '{}') as terms
    from stored_accounts s join ids on ids.id = s.id
  ),
  old as (
    select a.id, a.platform, a.status, a.bucket, a.topics, a.terms
    from analysis_account_state a join ids on ids.id = a.id
  ),
  gone as (
    select o.* from old o left join cur c on c.id = o.id
    where c.id is null
      or (c.platform, c.status, c.bucket, c.topics, c.terms)
        is distinct from (o.platform, o.status, o.bucket, o.topics, o.terms)
  ),
  came as (
    select c.id, c.platform, c.status, c.bucket, c.topics, c.terms from cur c
    left join old o on o.id = c.id
    where o.id is null
      or (c.platform, c.status, c.bucket, c.topics, c.terms)
        is distinct from (o.platform, o.status, o.bucket, o.topics, o.terms)
  ),
  d as (
    select platform, status, bucket, topics, terms, 1 as d from came
    union all
    select platform, status, bucket, topics, terms, -1 from gone
  )`;

/** Applies the changes of `CHANGES` to the counters, the counted state and the search rows. */
const RECONCILE = (ids: SQL) => sql`
  with ${CHANGES(ids)},
  counts as (
    insert into analysis_counts as c (platform, status, bucket, accounts)
    select platform, status, bucket, sum(d)::int from d
    group by 1, 2, 3 having sum(d) <> 0 order by 1, 2, 3
    on conflict (platform, status, bucket) do update set accounts = c.accounts + excluded.accounts
  ),
  topic_counts as (
    insert into analysis_topic_counts as c (platform, status, topic, accounts)
    select d.platform, d.status, t.topic, sum(d.d)::int
    from d cross join lateral unnest(d.topics) as t(topic)
    group by 1, 2, 3 having sum(d.d) <> 0 order by 1, 2, 3
    on conflict (platform, status, topic) do update set accounts = c.accounts + excluded.accounts
  ),
  term_days as (
    insert into analysis_term_days as c (day, platform, status, term, mentions)
    select split_part(x.v, '|', 1)::date, d.platform, d.status,
      substr(x.v, strpos(x.v, '|') + 1), sum(d.d)::int
    from d cross join lateral unnest(d.terms) as x(v)
    group by 1, 2, 3, 4 having sum(d.d) <> 0 order by 1, 2, 3, 4
    on conflict (day, platform, status, term) do update set mentions = c.mentions + excluded.mentions
  ),
  state_gone as (
    delete from analysis_account_state a using gone g
    where a.id = g.id and not exists (select 1 from cur c where c.id = g.id)
  ),
  state_came as (
    insert into analysis_account_state as a (id, platform, status, bucket, topics, terms)
    select id, platform, status, bucket, topics, terms from came
    on conflict (id) do update set platform = excluded.platform, status = excluded.status,
      bucket = excluded.bucket, topics = excluded.topics, terms = excluded.terms
  ),
  search_gone as (
    delete from stored_account_search k using ids
    where k.id = ids.id
      and not exists (select 1 from cur c where c.id = k.id and c.platform = k.platform)
  ),
  search_came as (
    insert into stored_account_search as k (id, platform, last_seen_at, search_text)
    select id, platform, last_seen_at, search_text from cur
    on conflict (id, platform) do update
      set last_seen_at = excluded.last_seen_at, search_text = excluded.search_text
      where (k.last_seen_at, k.search_text)
        is distinct from (excluded.last_seen_at, excluded.search_text)
  )
  select count(*)::int as changed from d`;

/** The filters the analysis table, its charts and the dashboard share. */
export type AccountFilter = {
  platform?: string | undefined;
  status?: string | undefined;
  minFake?: number | undefined;
  maxFake?: number | undefined;
  q?: string | undefined;
};

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What `q` searches, apart from the wide table (migration 0022): id, platform, `last_seen_at`
 * and `search_text` of every stored account, kept equal to `stored_accounts` by its triggers,
 * partitioned by platform (youtube, instagram, twitter, tiktok, telegram, the rest), with the
 * trigram index of `searchKeyOf` on each partition. A search rechecks its candidates on these
 * small pages instead of the wide rows' (facts, raw replies); a search on one platform reads
 * one partition. Not in `db/schema.ts`: drizzle-kit cannot describe a partitioned table. Kept
 * by `reconcileAccounts` (the lookups' `lookup.accounts-changed` event), no longer triggers.
 */
export const accountSearch = pgTable('stored_account_search', {
  id: uuid('id').notNull(),
  platform: text('platform').notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  searchText: text('search_text').notNull(),
});
const k = accountSearch;

/**
 * The searched text as the trigram index holds it: `_ . -` spelled as letter pairs, so that they
 * stay inside a word (pg_trgm splits words at punctuation and `anna_0` would give the index only
 * `anna`). Letter for letter, so a substring of the text stays a substring of its key; the key
 * only finds candidates, the plain `search_text` predicate beside it decides.
 * Must stay the expression of `stored_account_search_key_trgm_idx` (migration 0022).
 */
const searchKeyOf = (column: SQL | typeof k.searchText) =>
  sql`replace(replace(replace(${column}, '_', 'qz'), '.', 'qy'), '-', 'qx')`;
const searchKey = (v: string) => v.replace(/_/g, 'qz').replace(/\./g, 'qy').replace(/-/g, 'qx');

/**
 * The search table's rows of a platform (or all) whose text contains `q` (lower-cased): the
 * index's text (see `searchKeyOf`) finds the candidates, the plain text decides.
 */
function searchWhere(platform: string | undefined, q: string): SQL | undefined {
  const lower = q.toLowerCase();
  return and(
    platform ? eq(k.platform, platform) : undefined,
    sql`${searchKeyOf(k.searchText)} like ${`%${escapeLike(searchKey(lower))}%`}`,
    sql`${k.searchText} like ${`%${escapeLike(lower)}%`}`,
  );
}

/** One WHERE for the filters (`q`: a substring of the lower-cased username and name). */
export function accountFilterWhere(f: AccountFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.platform) where.push(eq(s.platform, f.platform));
  if (f.status) where.push(eq(s.status, f.status));
  if (f.minFake !== undefined) where.push(gte(s.fakeProbability, f.minFake));
  if (f.maxFake !== undefined) where.push(lte(s.fakeProbability, f.maxFake));
  if (f.q) {
    // The matches come from the search table (same platform: one partition).
    where.push(sql`${s.id} in (select ${k.id} from ${k} where ${searchWhere(f.platform, f.q)})`);
  }
  return where.length ? and(...where) : undefined;
}

/** Whether the search table alone answers a count of this filter (platform and `q` only). */
const searchAnswers = (f: AccountFilter): f is AccountFilter & { q: string } =>
  Boolean(f.q) && !f.status && f.minFake === undefined && f.maxFake === undefined;

/**
 * Whether the trigger-kept counters (`analysis_counts`, `analysis_topic_counts`) answer this
 * filter: they are grouped by platform and status only, so a text search or a fake range still
 * counts the rows themselves.
 */
export const countersAnswer = (f: AccountFilter) =>
  !f.q && f.minFake === undefined && f.maxFake === undefined;

/** The WHERE on a counter table for the platform and status of a filter. */
function counterWhere(
  t: typeof analysisCounts | typeof analysisTopicCounts | typeof analysisTermDays,
  f: AccountFilter,
) {
  const where: SQL[] = [];
  if (f.platform) where.push(eq(t.platform, f.platform));
  if (f.status) where.push(eq(t.status, f.status));
  return and(...where);
}

/** The columns the analysis table reads (not the raw record, not the facts). */
export const analysisColumns = {
  id: s.id,
  platform: s.platform,
  username: s.username,
  name: s.name,
  accountCreatedAt: s.accountCreatedAt,
  motherTongue: s.motherTongue,
  status: s.status,
  fakeProbability: s.fakeProbability,
  topics: s.topics,
  checkCount: s.checkCount,
  lastSeenAt: s.lastSeenAt,
  source: s.source,
};
export type AnalysisRow = {
  id: string;
  platform: string;
  username: string;
  name: string | null;
  accountCreatedAt: Date | null;
  motherTongue: string | null;
  status: string;
  fakeProbability: number | null;
  topics: string[];
  checkCount: number;
  lastSeenAt: Date;
  source: string | null;
};

/**
 * The sorts of the analysis table, each ending in a unique key and NOT NULL (keyset export).
 * 'age' sorts by the creation date the other way round (youngest first = ascending age).
 */
const analysisSorts: SortMap<AnalysisAccountsQuery['sort']> = {
  lastSeen: [s.lastSeenAt, s.id],
  platform: [s.platform, s.usernameKey],
  username: [s.usernameKey, s.platform],
  realName: [sql`coalesce(lower(${s.name}), '')`, s.id],
  age: [sql`coalesce(${s.accountCreatedAt}, '-infinity'::timestamptz)`, s.id],
  motherTongue: [sql`coalesce(${s.motherTongue}, '')`, s.id],
  status: [s.status, s.id],
  fake: [sql`coalesce(${s.fakeProbability}, -1)`, s.id],
};
const flip = (o: SortOrder): SortOrder => (o === 'asc' ? 'desc' : 'asc');
const sortOf = (
  q: Pick<AnalysisAccountsQuery, 'sort' | 'order'>,
): { key: SortKey; order: SortOrder } => ({
  key: analysisSorts[q.sort],
  order: q.sort === 'age' ? flip(q.order) : q.order,
});

/** The columns of a dashboard card: the raw record is what 'Mehr Details' shows. */
export const dashboardColumns = {
  id: s.id,
  platform: s.platform,
  username: s.username,
  name: s.name,
  avatarUrl: s.avatarUrl,
  accountCreatedAt: s.accountCreatedAt,
  facts: s.facts,
  raw: s.raw,
  lastSeenAt: s.lastSeenAt,
  source: s.source,
};
export type DashboardRow = {
  id: string;
  platform: string;
  username: string;
  name: string | null;
  avatarUrl: string | null;
  accountCreatedAt: Date | null;
  facts: unknown;
  raw: unknown;
  lastSeenAt: Date;
  source: string | null;
};
const dashboardKey: SortKey = [s.lastSeenAt, s.id];

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** One account to derive topics and language for, with its recent posts. */
export type DeriveInput = {
  id: string;
  bio: string | null;
  posts: { id: string; text: string; hashtags: string[]; terms: string[] | null }[];
};

/** Posts per account the topics and the language are read from (the newest). */
export const DERIVE_POSTS = 50;

/** Trending: terms per window, most mentioned first. */
export type TermWindowCount = { term: string; current: number; previous: number };

/** Reads and aggregates of stored accounts for the analysis, the detail and the dashboard. */
export function createAnalysisRepo(db: Db) {
  const pglite = onPglite(db);
  /** How many accounts of a platform (or all) contain `q`: the search table alone. */
  async function countSearch(platform: string | undefined, q: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(k).where(searchWhere(platform, q));
    return row?.n ?? 0;
  }

  return {
    /** A page of the analysis table. */
    listAccounts(
      q: AnalysisAccountsQuery,
      countVia?: (load: () => Promise<number>) => Promise<number>,
    ) {
      // A search's total is counted on the search table (same number, smaller rows).
      const viaSearch = (load: () => Promise<number>) =>
        searchAnswers(q) ? () => countSearch(q.platform, q.q) : load;
      return paginate(
        { db, table: s, where: accountFilterWhere(q), columns: analysisColumns },
        {
          ...sortOf(q),
          page: q.page,
          limit: q.limit,
          countVia: (load) => (countVia ? countVia(viaSearch(load)) : viaSearch(load)()),
        },
      ) as Promise<{
        rows: AnalysisRow[];
        total: number;
        page: number;
        limit: number;
        pages: number;
      }>;
    },

    /** The whole filtered table in its order, by keyset batches (the download). */
    exportAccounts(q: AnalysisAccountsQuery) {
      return keysetBatches(
        { db, table: s, where: accountFilterWhere(q), columns: analysisColumns },
        sortOf(q),
      ) as AsyncGenerator<AnalysisRow[]>;
    },

    async countAccounts(f: AccountFilter): Promise<number> {
      if (countersAnswer(f)) {
        const c = analysisCounts;
        const [row] = await db
          .select({ n: sql<number>`coalesce(sum(${c.accounts}), 0)::int` })
          .from(c)
          .where(counterWhere(c, f));
        return row?.n ?? 0;
      }
      if (searchAnswers(f)) return countSearch(f.platform, f.q);
      const [row] = await db.select({ n: count() }).from(s).where(accountFilterWhere(f));
      return row?.n ?? 0;
    },

    /** Accounts per fake bucket (quarters of 0–100, 'none' without an estimate). */
    async fakeBuckets(f: AccountFilter): Promise<{ bucket: FakeBucket; accounts: number }[]> {
      if (countersAnswer(f)) {
        const c = analysisCounts;
        return (await db
          .select({ bucket: c.bucket, accounts: sql<number>`sum(${c.accounts})::int` })
          .from(c)
          .where(and(sql`${c.accounts} <> 0`, counterWhere(c, f)))
          .groupBy(c.bucket)) as { bucket: FakeBucket; accounts: number }[];
      }
      const where = accountFilterWhere(f);
      const result = await db.execute(sql`
        select case
            when ${s.fakeProbability} is null then 'none'
            when ${s.fakeProbability} < 25 then '0-24'
            when ${s.fakeProbability} < 50 then '25-49'
            when ${s.fakeProbability} < 75 then '50-74'
            else '75-100' end as bucket,
          count(*)::int as accounts
        from ${s} ${where ? sql`where ${where}` : sql``}
        group by 1`);
      return rowsOf<{ bucket: FakeBucket; accounts: number }>(result);
    },

    /** Accounts per topic, most first. */
    async topicCounts(f: AccountFilter): Promise<{ topic: string; accounts: number }[]> {
      if (countersAnswer(f)) {
        const c = analysisTopicCounts;
        const accounts = sql<number>`sum(${c.accounts})::int`;
        return db
          .select({ topic: c.topic, accounts })
          .from(c)
          .where(and(sql`${c.accounts} <> 0`, counterWhere(c, f)))
          .groupBy(c.topic)
          .having(sql`sum(${c.accounts}) > 0`)
          .orderBy(desc(accounts), c.topic);
      }
      const where = accountFilterWhere(f);
      const result = await db.execute(sql`
        select t.topic, count(*)::int as accounts
        from ${s} cross join lateral unnest(${s.topics}) as t(topic)
        ${where ? sql`where ${where}` : sql``}
        group by t.topic order by accounts desc, t.topic`);
      return rowsOf<{ topic: string; accounts: number }>(result);
    },

    /**
     * Mentions per term in the window [from, to) and the one before it [prevFrom, from), for the
     * terms mentioned in the current window (posts by their time, else when first seen). The
     * bounds are UTC midnights: with a platform/status filter (or none) the trigger-kept daily
     * counts answer, otherwise the posts of both windows are counted.
     */
    async trendingTerms(
      f: AccountFilter,
      w: { prevFrom: Date; from: Date; to: Date },
      limit: number,
    ): Promise<TermWindowCount[]> {
      const day = (d: Date) => d.toISOString().slice(0, 10);
      if (countersAnswer(f)) {
        const c = analysisTermDays;
        const inCurrent = sql`${c.day} >= ${day(w.from)}::date`;
        const current = sql<number>`(sum(${c.mentions}) filter (where ${inCurrent}))::int`;
        const previous = sql<number>`coalesce(sum(${c.mentions}) filter (where not (${inCurrent})), 0)::int`;
        return db
          .select({ term: c.term, current, previous })
          .from(c)
          .where(
            and(
              gte(c.day, day(w.prevFrom)),
              sql`${c.day} < ${day(w.to)}::date`,
              counterWhere(c, f),
            ),
          )
          .groupBy(c.term)
          .having(sql`sum(${c.mentions}) filter (where ${inCurrent}) > 0`)
          .orderBy(desc(current), desc(sql`${current} - ${previous}`), c.term)
          .limit(limit);
      }
      const where = accountFilterWhere(f);
      const at = sql`coalesce(p.posted_at, p.first_seen_at)`;
      const result = await db.execute(sql`
        select * from (select t.term, count(*) filter (where x.at >= ${w.from.toISOString()}::timestamptz)::int as current,
          count(*) filter (where x.at < ${w.from.toISOString()}::timestamptz)::int as previous
        from (
          select ${at} as at, p.terms from account_posts p
          ${where ? sql`join ${s} on ${s.id} = p.stored_account_id` : sql``}
          where ${at} >= ${w.prevFrom.toISOString()}::timestamptz and ${at} < ${w.to.toISOString()}::timestamptz
            and p.terms is not null ${where ? sql`and ${where}` : sql``}
        ) x cross join lateral unnest(x.terms) as t(term)
        group by t.term
        having count(*) filter (where x.at >= ${w.from.toISOString()}::timestamptz) > 0) c
        order by c.current desc, c.current - c.previous desc, c.term
        limit ${limit}`);
      return rowsOf<{ term: string; current: number; previous: number }>(result);
    },

    /** One stored account by platform and username (case-insensitive), with facts. */
    async findAccount(platform: string, username: string) {
      const [row] = await db
        .select({
          ...analysisColumns,
          externalId: s.externalId,
          avatarUrl: s.avatarUrl,
          followers: s.followers,
          following: s.following,
          postsCount: s.postsCount,
          facts: s.facts,
          firstSeenAt: s.firstSeenAt,
          lookupMiss: s.lookupMiss,
          lookupMissAt: s.lookupMissAt,
        })
        .from(s)
        .where(and(eq(s.platform, platform), eq(s.usernameKey, username.toLowerCase())))
        .limit(1);
      return row as
        | (AnalysisRow & {
            externalId: string | null;
            avatarUrl: string | null;
            followers: number | null;
            following: number | null;
            postsCount: number | null;
            facts: unknown;
            firstSeenAt: Date;
            lookupMiss: string | null;
            lookupMissAt: Date | null;
          })
        | undefined;
    },

    /** The newest `limit` snapshots of an account, oldest first. */
    async snapshots(accountId: string, limit: number) {
      const a = accountSnapshots;
      const rows = await db
        .select({
          observedAt: a.observedAt,
          facts: a.facts,
          fakeProbability: a.fakeProbability,
          source: a.source,
          lookup: a.lookup,
        })
        .from(a)
        .where(eq(a.storedAccountId, accountId))
        .orderBy(desc(a.observedAt))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * A dashboard page: one platform, `q` over username and name, newest first. With `q`, the
     * total and the page's ids come from the search table (its `last_seen_at` and id are the
     * order's key), then only those rows are read from `stored_accounts`.
     */
    async dashboardPage(
      platform: string,
      q: string | undefined,
      page: number,
      limit: number,
      countVia?: (load: () => Promise<number>) => Promise<number>,
    ): Promise<{
      rows: DashboardRow[];
      total: number;
      page: number;
      limit: number;
      pages: number;
    }> {
      if (q) {
        const ids = await paginate(
          { db, table: k, where: searchWhere(platform, q), columns: { id: k.id } },
          {
            key: [k.lastSeenAt, k.id],
            order: 'desc',
            page,
            limit,
            ...(countVia ? { countVia } : {}),
          },
        );
        if (ids.rows.length === 0) return { ...ids, rows: [] };
        const found = (await db
          .select(dashboardColumns)
          .from(s)
          .where(
            inArray(
              s.id,
              ids.rows.map((r) => r.id),
            ),
          )) as DashboardRow[];
        const byId = new Map(found.map((r) => [r.id, r]));
        return {
          ...ids,
          rows: ids.rows.flatMap((r) => {
            const row = byId.get(r.id);
            return row ? [row] : [];
          }),
        };
      }
      return paginate(
        { db, table: s, where: accountFilterWhere({ platform, q }), columns: dashboardColumns },
        { key: dashboardKey, order: 'desc', page, limit, ...(countVia ? { countVia } : {}) },
      ) as Promise<{
        rows: DashboardRow[];
        total: number;
        page: number;
        limit: number;
        pages: number;
      }>;
    },

    exportDashboard(platform: string, q: string | undefined) {
      return keysetBatches(
        { db, table: s, where: accountFilterWhere({ platform, q }), columns: dashboardColumns },
        { key: dashboardKey, order: 'desc' },
      ) as AsyncGenerator<DashboardRow[]>;
    },

    /**
     * The accounts that stored observations or posts name (by username key, or by external id
     * for posts fetched by id), with their bio and newest posts, for deriving.
     */
    async deriveInputs(
      refs: { platform: string; key: string | null; externalId: string | null }[],
    ): Promise<DeriveInput[]> {
      if (refs.length === 0) return [];
      const result = await db.execute(sql`
        with i as (
          select * from jsonb_to_recordset(${JSON.stringify(refs)}::jsonb)
            as x(platform text, key text, "externalId" text)
        ), a as (
          select distinct s.id, s.facts->>'bio' as bio from stored_accounts s join i
            on s.platform = i.platform and (
              (i.key is not null and s.username_key = i.key)
              or (i.key is null and s.external_id = i."externalId"))
        )
        select a.id, a.bio, coalesce((
          select json_agg(json_build_object('id', p.id, 'text', p.text, 'hashtags', p.hashtags,
            'terms', p.terms))
          from (select * from account_posts where stored_account_id = a.id
            order by coalesce(posted_at, first_seen_at) desc limit ${DERIVE_POSTS}) p
        ), '[]'::json) as posts
        from a`);
      return rowsOf<{ id: string; bio: string | null; posts: unknown }>(result).map((r) => ({
        id: r.id,
        bio: r.bio,
        posts: (typeof r.posts === 'string'
          ? JSON.parse(r.posts)
          : r.posts) as DeriveInput['posts'],
      }));
    },

    /**
     * Brings the counters, the counted state and the search rows of these accounts up to date
     * with the accounts as they are now (any write: new, changed, re-stored, posts, erased).
     * Idempotent: a second call for the same accounts changes nothing. Accounts are locked (an
     * advisory lock per id, in id order) so that two writers' calls for one account add up on
     * PostgreSQL; in `tx` when given (the writer's transaction), else in one of its own.
     */
    async reconcileAccounts(ids: readonly string[], tx?: Tx): Promise<void> {
      if (ids.length === 0) return;
      const unique = [...new Set(ids)].sort();
      const run = async (t: Tx) => {
        await t.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(id::text, 0))
            from unnest(${pgArray(unique)}::uuid[]) as id order by id`,
        );
        await t.execute(RECONCILE(sql`${pgArray(unique)}`));
      };
      if (tx) await run(tx);
      // Embedded PGlite runs one statement at a time: the statement alone is atomic and no
      // other writer can interleave, so it needs neither the locks nor their transaction.
      else if (pglite) await db.execute(RECONCILE(sql`${pgArray(unique)}`));
      else await db.transaction((t) => run(t as unknown as Tx));
    },

    /**
     * Counters, counted state and search rows from scratch (tests and the bench, after seeding
     * `stored_accounts` by SQL; a deployment never needs it: events keep them).
     */
    async rebuildAll(): Promise<void> {
      await db.transaction(async (t) => {
        await t.execute(sql`delete from analysis_counts`);
        await t.execute(sql`delete from analysis_topic_counts`);
        await t.execute(sql`delete from analysis_term_days`);
        await t.execute(sql`delete from analysis_account_state`);
        await t.execute(sql`delete from stored_account_search`);
        await t.execute(
          RECONCILE(sql`(select coalesce(array_agg(id), '{}') from stored_accounts)`),
        );
      });
    },
  };
}
export type AnalysisRepo = ReturnType<typeof createAnalysisRepo>;
