import {
  FAKE_THRESHOLD,
  type ActivityStats,
  type FakeEstimateReply,
  type SnapshotSource,
  type StoredAccountsQuery,
  type StoredService,
} from '@vigil/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { profileTopicsAndLanguage } from '@vigil/shared/topics/profile';
import type { Db } from '../../db/client';
import { countRows, keysetBatches, type SortKey } from '../../lib/list/paginate';
import { preparedStatement, type SqlValue } from '../../db/prepared';
import {
  accountPosts,
  accountSnapshots,
  storedAccounts,
  suppressedAccounts,
} from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { AccountReading, PostReading } from '../../integrations/social/social-provider';

/** The raw provider record is kept up to this size (serialized); a larger one is not kept. */
export const MAX_RAW_BYTES = 1024 * 1024;

/** What one observation of one account states, with the fake estimate computed from it once. */
export type AccountObservation = {
  platform: StoredService;
  reading: AccountReading;
  /** ISO time of the observation (facts.observedAt). */
  observedAt: string;
  /** The trust model's estimate (null on platforms without one). */
  estimate: FakeEstimateReply | null;
  source: SnapshotSource;
  /** The lookup call that observed it (a shared endpoint id) or 'storeAccount'. */
  lookup: string;
  /** The user whose lookup fetched it. */
  observedBy: string | null;
};

/** One account found by `checks` lookups between `firstAt` and `lastAt`, newest observation. */
export type AccountCheck = {
  observation: AccountObservation;
  checks: number;
  firstAt: Date;
  lastAt: Date;
  /** The user of the last of these lookups. */
  checkedBy: string | null;
};

/**
 * The posts one lookup fetched of one account, and the activity computed from all of them. The
 * account is the stored one with `key` (its lower-cased username) or, without a key, the one
 * with `externalId` (a TikTok secUid, an X or Truth Social user id).
 */
export type PostsObservation = {
  platform: StoredService;
  key: string | null;
  externalId: string | null;
  posts: PostReading[];
  activity: ActivityStats | null;
  observedAt: string;
  /**
   * The account's estimate with this activity, computed from its stored facts observed at
   * `basedOn`: written with the activity, unless a newer observation has replaced those facts
   * in between (then neither is: that observation stands, with its own activity and estimate).
   * Null when there is none to renew (a profile lookup that fetched the posts itself scored
   * them already; an account without estimate): the activity is written alone.
   */
  estimate?: { value: FakeEstimateReply; basedOn: string } | null;
};

const stripNul = (_key: string, value: unknown) =>
  typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;

/**
 * JSON for PostgreSQL: jsonb (and text) hold no NUL character, so a value carrying one is
 * written without it rather than failing the statement. (The check is a substring test; the
 * slow replacer pass runs only when it hits.)
 */
export function pgJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.includes('\\u0000') ? JSON.stringify(value, stripNul) : json;
}

/** The input of an account check, in parameter order, with the PostgreSQL type of each. */
const ACCOUNT_INPUT = [
  ['platform', 'text'],
  ['username_key', 'text'],
  ['username', 'text'],
  ['external_id', 'text'],
  ['name', 'text'],
  ['avatar_url', 'text'],
  ['followers', 'integer'],
  ['following', 'integer'],
  ['posts_count', 'integer'],
  ['account_created_at', 'timestamptz'],
  ['fake_probability', 'integer'],
  ['fake_criteria', 'text[]'],
  ['trust_model_version', 'text'],
  ['trust_confidence', 'text'],
  ['facts', 'jsonb'],
  ['observed_at', 'timestamptz'],
  ['source', 'text'],
  ['lookup', 'text'],
  ['raw', 'jsonb'],
  ['checks', 'integer'],
  ['first_at', 'timestamptz'],
  ['last_at', 'timestamptz'],
  ['checked_by', 'uuid'],
  ['observed_by', 'uuid'],
  ['topics', 'text[]'],
  ['mother_tongue', 'text'],
] as const;
type InputName = (typeof ACCOUNT_INPUT)[number][0];
type AccountInput = Record<InputName, unknown>;

/** A PostgreSQL text[] literal (each element quoted). */
const pgTextArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;

/**
 * A check's input, with the raw record serialized apart (it is most of the bytes). Topics and
 * language are derived from the bio here: they stand while the account has no stored posts (the
 * statement keeps them only then; once posts are stored, the analysis module derives them).
 */
function accountInput(c: AccountCheck): { row: Omit<AccountInput, 'raw'>; raw: string } {
  const o = c.observation;
  const f = o.reading.facts;
  const raw = pgJson(o.reading.raw);
  const fromBio = profileTopicsAndLanguage({ bio: f.bio, posts: [] });
  return {
    raw: raw.length > MAX_RAW_BYTES ? 'null' : raw,
    row: {
      platform: o.platform,
      username_key: o.reading.key,
      username: f.username,
      external_id: o.reading.externalId,
      name: f.displayName,
      avatar_url: o.reading.avatarUrl,
      followers: f.followers,
      following: f.following,
      posts_count: f.posts,
      account_created_at: f.createdAt,
      fake_probability: o.estimate?.probability ?? null,
      fake_criteria: o.estimate?.criteria ?? null,
      trust_model_version: o.estimate?.modelVersion ?? null,
      trust_confidence: o.estimate?.confidence ?? null,
      facts: { ...f, observedAt: o.observedAt },
      observed_at: o.observedAt,
      source: o.source,
      lookup: o.lookup,
      checks: c.checks,
      first_at: c.firstAt.toISOString(),
      last_at: c.lastAt.toISOString(),
      checked_by: c.checkedBy,
      observed_by: o.observedBy,
      topics: fromBio.topics,
      mother_tongue: fromBio.motherTongue,
    },
  };
}

/** Checks as one JSON array for `jsonb_to_recordset` (the raw record spliced in, not re-encoded). */
function accountsJson(checks: AccountCheck[]): string {
  const rows = checks.map((c) => {
    const { row, raw } = accountInput(c);
    return `${pgJson(row).slice(0, -1)},"raw":${raw}}`;
  });
  return `[${rows.join(',')}]`;
}

/** One check as the single-row statement's parameters. */
function accountValues(c: AccountCheck): SqlValue[] {
  const { row, raw } = accountInput(c);
  return ACCOUNT_INPUT.map(([column]): SqlValue => {
    if (column === 'raw') return raw === 'null' ? null : raw;
    const v = row[column];
    if (v === null || v === undefined) return null;
    if (column === 'facts') return pgJson(v);
    if (column === 'fake_criteria' || column === 'topics') return pgTextArray(v as string[]);
    return String(v);
  });
}

/** A stored account as the list and the storeAccount reply read it (no raw record). */
export type StoredAccountRow = {
  id: string;
  platform: string;
  username: string;
  name: string | null;
  avatarUrl: string | null;
  followers: number | null;
  following: number | null;
  postsCount: number | null;
  accountCreatedAt: Date | null;
  fakeProbability: number | null;
  fakeCriteria: string[] | null;
  trustConfidence: string | null;
  trustModelVersion: string | null;
  facts: unknown;
  source: string | null;
  checkCount: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
};

const listColumns = {
  id: storedAccounts.id,
  platform: storedAccounts.platform,
  username: storedAccounts.username,
  name: storedAccounts.name,
  avatarUrl: storedAccounts.avatarUrl,
  followers: storedAccounts.followers,
  following: storedAccounts.following,
  postsCount: storedAccounts.postsCount,
  accountCreatedAt: storedAccounts.accountCreatedAt,
  fakeProbability: storedAccounts.fakeProbability,
  fakeCriteria: storedAccounts.fakeCriteria,
  trustConfidence: storedAccounts.trustConfidence,
  trustModelVersion: storedAccounts.trustModelVersion,
  facts: storedAccounts.facts,
  source: storedAccounts.source,
  checkCount: storedAccounts.checkCount,
  firstSeenAt: storedAccounts.firstSeenAt,
  lastSeenAt: storedAccounts.lastSeenAt,
};

const sortColumns = {
  lastSeenAt: storedAccounts.lastSeenAt,
  firstSeenAt: storedAccounts.firstSeenAt,
  username: storedAccounts.usernameKey,
  followers: storedAccounts.followers,
  checkCount: storedAccounts.checkCount,
  fakeProbability: storedAccounts.fakeProbability,
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filter of a platform's stored-account list (`q` over username and name, `estimate`): the
 * page and the streamed export of the same list share it.
 */
export function storedAccountsWhere(
  platform: StoredService,
  q: Pick<StoredAccountsQuery, 'q' | 'estimate'>,
): SQL | undefined {
  const where: SQL[] = [eq(storedAccounts.platform, platform)];
  if (q.q) {
    where.push(sql`${storedAccounts.searchText} like ${`%${escapeLike(q.q.toLowerCase())}%`}`);
  }
  if (q.estimate === 'fake') where.push(gte(storedAccounts.fakeProbability, FAKE_THRESHOLD));
  if (q.estimate === 'real') where.push(lt(storedAccounts.fakeProbability, FAKE_THRESHOLD));
  if (q.estimate === 'none') where.push(isNull(storedAccounts.fakeProbability));
  return and(...where);
}

/**
 * The export's keyset key for a sort: the page's order exactly (nullable counts last in either
 * direction, ties by id), as NOT NULL expressions a row comparison can page through.
 */
function exportKey(sort: StoredAccountsQuery['sort'], order: 'asc' | 'desc'): SortKey {
  const column = sortColumns[sort];
  if (sort !== 'followers' && sort !== 'fakeProbability') return [column, storedAccounts.id];
  const present = order === 'asc' ? sql`(${column} is null)` : sql`(${column} is not null)`;
  return [present, sql`coalesce(${column}, 0)`, storedAccounts.id];
}

const LIST_FIELDS = Object.keys(listColumns) as (keyof typeof listColumns)[];

/** A later observation replaces the current state; a repeated or older one leaves it. */
const NEWER = 'excluded.observed_at > s.observed_at or s.observed_at is null';
const current = (column: string) =>
  `${column} = case when ${NEWER} then excluded.${column} else s.${column} end`;

/** Derived from the bio: a newer observation's stand while the account has no stored posts. */
const HAS_POSTS = 'exists (select 1 from account_posts p where p.stored_account_id = s.id)';
const DERIVED_STATE = ['topics', 'mother_tongue'];
const derived = (column: string) =>
  `${column} = case when (${NEWER}) and not ${HAS_POSTS} then excluded.${column} else s.${column} end`;

const CURRENT_STATE: InputName[] = [
  'username',
  'external_id',
  'name',
  'avatar_url',
  'followers',
  'following',
  'posts_count',
  'account_created_at',
  'fake_probability',
  'fake_criteria',
  'trust_model_version',
  'trust_confidence',
  'facts',
  'source',
  'raw',
];

/**
 * What the statement inserts: each column with the input it takes (ACCOUNT_INPUT's names), so
 * that a column list and its values cannot drift apart. A new account's every timestamp is the
 * check's time.
 */
const INSERTED_ACCOUNT: [column: string, from: InputName][] = [
  ['platform', 'platform'],
  ['username_key', 'username_key'],
  ...CURRENT_STATE.map((c): [string, InputName] => [c, c]),
  ['observed_at', 'observed_at'],
  ['check_count', 'checks'],
  ['first_seen_at', 'first_at'],
  ['last_seen_at', 'last_at'],
  ['last_checked_by', 'checked_by'],
  ['created_at', 'last_at'],
  ['updated_at', 'last_at'],
  ['topics', 'topics'],
  ['mother_tongue', 'mother_tongue'],
  ['analysed_at', 'last_at'],
];
/** A snapshot's columns besides its account's id, likewise. */
const INSERTED_SNAPSHOT: [column: string, from: InputName][] = [
  ['observed_at', 'observed_at'],
  ['facts', 'facts'],
  ['fake_probability', 'fake_probability'],
  ['fake_criteria', 'fake_criteria'],
  ['trust_model_version', 'trust_model_version'],
  ['trust_confidence', 'trust_confidence'],
  ['source', 'source'],
  ['lookup', 'lookup'],
  ['checked_by', 'observed_by'],
];

/**
 * Checks in one statement: the accounts are upserted (check count, first and last seen, and the
 * current state from a newer observation) and each observation is inserted as a snapshot once
 * (a cached lookup re-sends its observation: the unique key skips it). Handles on the suppression
 * list (erased by an operator) are not written. Topics and language come with the observation
 * (from its bio) and stand while the account has no stored posts; an account with posts is left
 * `pending` (analysed_at null) for the analysis module to derive from bio and posts, so a lookup
 * costs one statement, not a read and a second write of the same row.
 *
 * Two forms of one statement: a batch of several from one JSON array (`jsonb_to_recordset`),
 * and a single check from typed parameters, which on PGlite costs about two thirds of the JSON
 * form (no JSON to take apart, no input to materialize and join): alone, a lookup is its own
 * batch.
 */
function writeAccountsStatement(from: 'json' | 'params'): string {
  const types = new Map<string, string>(ACCOUNT_INPUT.map(([c, t]) => [c, t]));
  const order = ACCOUNT_INPUT.map(([c]) => c as string);
  const param = (column: string) => `$${order.indexOf(column) + 1}::${types.get(column)}`;
  const input = (names: string[]) =>
    names.map((c) => (from === 'json' ? `i.${c}` : param(c))).join(', ');
  const accountValues = input(INSERTED_ACCOUNT.map(([, from]) => from));
  const snapshotValues = input(INSERTED_SNAPSHOT.map(([, from]) => from));
  return `
${
  from === 'json'
    ? `with i as (
  select * from jsonb_to_recordset($1::jsonb) as x(
    ${ACCOUNT_INPUT.map(([c, t]) => `${c} ${t}`).join(', ')})
),`
    : 'with'
} acc as (
  insert into stored_accounts as s (
    ${INSERTED_ACCOUNT.map(([column]) => column).join(', ')})
  select ${accountValues}${from === 'json' ? ' from i' : ''}
  where not exists (
    select 1 from suppressed_accounts x
    where x.platform = ${from === 'json' ? 'i.platform' : param('platform')}
      and x.username_key = ${from === 'json' ? 'i.username_key' : param('username_key')})
  on conflict (platform, username_key) do update set
    check_count = s.check_count + excluded.check_count,
    first_seen_at = least(s.first_seen_at, excluded.first_seen_at),
    last_seen_at = greatest(s.last_seen_at, excluded.last_seen_at),
    last_checked_by = excluded.last_checked_by,
    updated_at = excluded.updated_at,
    ${CURRENT_STATE.map(current).join(',\n    ')},
    observed_at = greatest(s.observed_at, excluded.observed_at),
    ${DERIVED_STATE.map(derived).join(',\n    ')},
    analysed_at = case when not (${NEWER}) then s.analysed_at
      when ${HAS_POSTS} then null else excluded.analysed_at end
  returning s.id, s.platform, s.username_key, s.analysed_at is null as pending
),
snap as (
  insert into account_snapshots (
    stored_account_id, ${INSERTED_SNAPSHOT.map(([column]) => column).join(', ')})
  select acc.id, ${snapshotValues}
  from acc${from === 'json' ? ' join i on i.platform = acc.platform and i.username_key = acc.username_key' : ''}
  on conflict (stored_account_id, observed_at) do nothing
)
select acc.id, acc.platform, acc.username_key, acc.pending from acc`;
}

/**
 * Checks of observations already stored (cached lookups): the count, last seen and last user,
 * nothing else; returns the accounts it found (the caller writes the others in full).
 */
const COUNT_CHECKS = `
update stored_accounts s set
  check_count = s.check_count + i.checks,
  first_seen_at = least(s.first_seen_at, i.first_at),
  last_seen_at = greatest(s.last_seen_at, i.last_at),
  last_checked_by = i.checked_by,
  updated_at = i.last_at
from jsonb_to_recordset($1::jsonb) as i(
  platform text, username_key text, checks integer, first_at timestamptz, last_at timestamptz,
  checked_by uuid)
where s.platform = i.platform and s.username_key = i.username_key
returning s.id, s.platform, s.username_key`;

/** The columns of an estimate, on a stored account and on a snapshot alike. */
const ESTIMATE_COLUMNS = [
  'fake_probability',
  'fake_criteria',
  'trust_model_version',
  'trust_confidence',
] as const;

/**
 * The posts of a batch in one statement: each fetch finds its account (by key, else by
 * external id), upserts its posts (the counts and text as last seen) and sets `activity` on the
 * account's current facts and on its latest snapshot, with the estimate those facts now give
 * (when the fetch brings one for them: see `PostsObservation.estimate`), so that the stored
 * estimate is never one of other facts than those stored beside it; the account is left pending
 * (analysed_at null) until its topics and language are derived again with the posts.
 */
const WRITE_POSTS = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as i(
    platform text, account_key text, external_id text, activity jsonb, seen_at timestamptz,
    posts jsonb, based_on timestamptz, fake_probability integer, fake_criteria text[],
    trust_model_version text, trust_confidence text)
),
target as (
  select distinct on (i.platform, i.account_key, i.external_id)
    s.id, coalesce(i.activity, 'null'::jsonb) as activity, i.seen_at, i.posts,
    -- The estimate renews only the facts it was computed from.
    i.based_on is not null and i.based_on = s.observed_at as renew,
    i.fake_probability, i.fake_criteria, i.trust_model_version, i.trust_confidence, i.based_on
  from input i
  join stored_accounts s on s.platform = i.platform and (
    (i.account_key is not null and s.username_key = i.account_key)
    or (i.account_key is null and s.external_id = i.external_id))
  order by i.platform, i.account_key, i.external_id, s.last_seen_at desc
),
posts as (
  insert into account_posts as ap (
    stored_account_id, post_id, text, hashtags, posted_at, likes, reposts, views, is_repost,
    is_reply, source, image_url, first_seen_at, last_seen_at)
  select t.id, p.id, p.text, coalesce(p.hashtags, '{}'), p.posted_at, p.likes, p.reposts,
    p.views, p.is_repost, p.is_reply, p.source, p.image_url, t.seen_at, t.seen_at
  from target t cross join lateral jsonb_to_recordset(t.posts) as p(
    id text, text text, hashtags text[], posted_at timestamptz, likes integer, reposts integer,
    views integer, is_repost boolean, is_reply boolean, source text, image_url text)
  on conflict (stored_account_id, post_id) do update set
    text = excluded.text,
    hashtags = excluded.hashtags,
    posted_at = coalesce(excluded.posted_at, ap.posted_at),
    likes = coalesce(excluded.likes, ap.likes),
    reposts = coalesce(excluded.reposts, ap.reposts),
    views = coalesce(excluded.views, ap.views),
    is_repost = coalesce(excluded.is_repost, ap.is_repost),
    is_reply = coalesce(excluded.is_reply, ap.is_reply),
    source = coalesce(excluded.source, ap.source),
    image_url = coalesce(excluded.image_url, ap.image_url),
    last_seen_at = greatest(ap.last_seen_at, excluded.last_seen_at)
),
facts as (
  update stored_accounts s set
    facts = case when t.based_on is null or t.renew
      then jsonb_set(s.facts, '{activity}', t.activity) else s.facts end,
    analysed_at = null,
    ${ESTIMATE_COLUMNS.map((c) => `${c} = case when t.renew then t.${c} else s.${c} end`).join(',\n    ')}
  from target t where s.id = t.id
),
latest as (
  update account_snapshots a set
    facts = case when t.based_on is null or t.renew
      then jsonb_set(a.facts, '{activity}', t.activity) else a.facts end,
    ${ESTIMATE_COLUMNS.map((c) => `${c} = case when t.renew and a.observed_at = t.based_on then t.${c} else a.${c} end`).join(',\n    ')}
  from target t
  where a.id = (
    select id from account_snapshots where stored_account_id = t.id
    order by observed_at desc limit 1)
)
select t.id from target t`;

/** One posts fetch as the statement's input; posts without an id (or repeated) are dropped. */
function postsRow(p: PostsObservation): string {
  const seen = new Set<string>();
  const posts = p.posts.flatMap((post) => {
    if (!post.id || seen.has(post.id)) return [];
    seen.add(post.id);
    return [
      {
        id: post.id,
        text: post.text,
        hashtags: post.hashtags,
        posted_at: post.postedAt,
        likes: post.likes,
        reposts: post.reposts,
        views: post.views,
        is_repost: post.isRepost,
        is_reply: post.isReply,
        source: post.source,
        image_url: post.imageUrl ?? null,
      },
    ];
  });
  const e = p.estimate ?? null;
  return pgJson({
    platform: p.platform,
    account_key: p.key,
    external_id: p.key ? null : p.externalId,
    activity: p.activity,
    seen_at: p.observedAt,
    posts,
    based_on: e?.basedOn ?? null,
    fake_probability: e?.value.probability ?? null,
    fake_criteria: e?.value.criteria ?? null,
    trust_model_version: e?.value.modelVersion ?? null,
    trust_confidence: e?.value.confidence ?? null,
  });
}

type WrittenRow = { id: string; platform: string; username_key: string; pending: boolean };

/** An account a check wrote; `pending`: its topics and language are to be derived (posts). */
export type WrittenAccount = { id: string; platform: string; key: string; pending: boolean };

/** Stored account records (spec 001 §3): accounts, their snapshots and their posts. */
/** Why the last lookup of a stored account did not find it. */
export type LookupMiss = 'not_found' | 'failed';

export function createLookupsRepo(db: Db) {
  const writeMany = preparedStatement<WrittenRow>(
    db,
    'lookups_write_accounts',
    ['jsonb'],
    writeAccountsStatement('json'),
  );
  const writeOne = preparedStatement<WrittenRow>(
    db,
    'lookups_write_account',
    ACCOUNT_INPUT.map(([, type]) => type),
    writeAccountsStatement('params'),
  );
  const countChecks = preparedStatement<{ id: string; platform: string; username_key: string }>(
    db,
    'lookups_count_checks',
    ['jsonb'],
    COUNT_CHECKS,
  );
  const writePosts = preparedStatement<{ id: string }>(
    db,
    'lookups_write_posts',
    ['jsonb'],
    WRITE_POSTS,
  );

  /** Deletes accounts by id with their snapshots and posts (no foreign keys: by hand). */
  async function deleteAccounts(tx: Tx, ids: string[]) {
    if (ids.length === 0) return;
    await tx.delete(accountSnapshots).where(inArray(accountSnapshots.storedAccountId, ids));
    await tx.delete(accountPosts).where(inArray(accountPosts.storedAccountId, ids));
    await tx.delete(storedAccounts).where(inArray(storedAccounts.id, ids));
  }

  return {
    /**
     * Erasure of a looked-up person: the stored account with its snapshots and posts goes, and
     * the handle joins the suppression list. Returns the ids of the accounts deleted.
     */
    async eraseAccount(platform: string, usernameKey: string, by: string, tx: Tx = db) {
      const found = await tx
        .select({ id: storedAccounts.id })
        .from(storedAccounts)
        .where(
          and(eq(storedAccounts.platform, platform), eq(storedAccounts.usernameKey, usernameKey)),
        );
      const ids = found.map((f) => f.id);
      await deleteAccounts(tx, ids);
      await tx
        .insert(suppressedAccounts)
        .values({ platform, usernameKey, createdBy: by })
        .onConflictDoNothing();
      return ids;
    },

    /**
     * Retention: accounts not seen since `before` go with their snapshots and posts; of the
     * others, snapshots observed and posts last seen before it. Returns the counts and the ids
     * of the accounts deleted or whose posts were.
     */
    async purgeBefore(before: Date, tx: Tx) {
      const old = await tx
        .select({ id: storedAccounts.id })
        .from(storedAccounts)
        .where(lt(storedAccounts.lastSeenAt, before));
      await deleteAccounts(
        tx,
        old.map((o) => o.id),
      );
      const snapshots = await tx
        .delete(accountSnapshots)
        .where(lt(accountSnapshots.observedAt, before))
        .returning({ id: accountSnapshots.id });
      const posts = await tx
        .delete(accountPosts)
        .where(lt(accountPosts.lastSeenAt, before))
        .returning({ accountId: accountPosts.storedAccountId });
      return {
        counts: { accounts: old.length, snapshots: snapshots.length, posts: posts.length },
        changed: [...new Set([...old.map((o) => o.id), ...posts.map((p) => p.accountId)])],
      };
    },

    /**
     * What the analysis derived from bio and posts (topics, language, post terms): the topics
     * and language of accounts, and the terms of posts that had none.
     */
    async writeDerived(
      accounts: { id: string; topics: string[]; motherTongue: string | null }[],
      posts: { id: string; terms: string[] }[],
      at: Date,
    ): Promise<void> {
      if (accounts.length > 0) {
        await db.execute(sql`
          update stored_accounts s set topics = i.topics, mother_tongue = i.mother_tongue,
            analysed_at = ${at.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(
            accounts.map((a) => ({ id: a.id, topics: a.topics, mother_tongue: a.motherTongue })),
          )}::jsonb) as i(id uuid, topics text[], mother_tongue text)
          where s.id = i.id`);
      }
      if (posts.length > 0) {
        await db.execute(sql`
          update account_posts p set terms = i.terms
          from jsonb_to_recordset(${JSON.stringify(posts)}::jsonb) as i(id uuid, terms text[])
          where p.id = i.id`);
      }
    },

    /**
     * A lookup that did not find a stored account: 'not_found' or 'failed', unless a newer
     * miss is already stored. Accounts nobody stored are not created (a miss is no account).
     */
    async noteMiss(
      platform: string,
      usernameKey: string,
      miss: LookupMiss,
      at: Date,
    ): Promise<void> {
      await db.execute(sql`
        update stored_accounts set lookup_miss = ${miss},
          lookup_miss_at = ${at.toISOString()}::timestamptz
        where platform = ${platform} and username_key = ${usernameKey}
          and (lookup_miss_at is null or lookup_miss_at <= ${at.toISOString()}::timestamptz)`);
    },

    /** Erasure of a user: their id leaves the accounts and snapshots they checked. */
    async forgetChecker(userId: string, tx: Tx = db) {
      await tx
        .update(storedAccounts)
        .set({ lastCheckedBy: null })
        .where(eq(storedAccounts.lastCheckedBy, userId));
      await tx
        .update(accountSnapshots)
        .set({ checkedBy: null })
        .where(eq(accountSnapshots.checkedBy, userId));
    },

    /**
     * Writes the checks (each (platform, key) once: PostgreSQL updates a row once per statement)
     * and a snapshot of each new observation. Returns the accounts written, in input order, each
     * `pending` when its topics and language are still to be derived (it has stored posts).
     * Handles on the suppression list (erased by an operator) are left out.
     */
    async writeAccounts(checks: AccountCheck[]): Promise<WrittenAccount[]> {
      if (checks.length === 0) return [];
      const rows =
        checks.length === 1
          ? await writeOne(accountValues(checks[0]!))
          : await writeMany([accountsJson(checks)]);
      return rows.map((r) => ({
        id: r.id,
        platform: r.platform,
        key: r.username_key,
        pending: r.pending,
      }));
    },

    /**
     * Counts checks of accounts whose observation is stored already (each (platform, key)
     * once). Returns the ids it counted, and the checks it could not count (no such account):
     * write those in full.
     */
    async countChecks(checks: AccountCheck[]): Promise<{ ids: string[]; missing: AccountCheck[] }> {
      if (checks.length === 0) return { ids: [], missing: [] };
      const rows = await countChecks([
        pgJson(
          checks.map((c) => ({
            platform: c.observation.platform,
            username_key: c.observation.reading.key,
            checks: c.checks,
            first_at: c.firstAt.toISOString(),
            last_at: c.lastAt.toISOString(),
            checked_by: c.checkedBy,
          })),
        ),
      ]);
      const counted = new Set(rows.map((r) => `${r.platform}\u0000${r.username_key}`));
      return {
        ids: rows.map((r) => r.id),
        missing: checks.filter(
          (c) => !counted.has(`${c.observation.platform}\u0000${c.observation.reading.key}`),
        ),
      };
    },

    /**
     * Writes posts fetches (each (platform, account) once) and their activity; returns the ids
     * of the accounts whose posts it wrote.
     */
    async writePosts(fetches: PostsObservation[]): Promise<string[]> {
      if (fetches.length === 0) return [];
      const rows = await writePosts([`[${fetches.map(postsRow).join(',')}]`]);
      return rows.map((r) => r.id);
    },

    /**
     * The current facts of the stored account a posts fetch belongs to (by key, else by
     * external id; the latest seen, as the posts statement picks it), with the time they were
     * observed and whether the account has an estimate.
     */
    async factsOf(ref: Pick<PostsObservation, 'platform' | 'key' | 'externalId'>) {
      const who = ref.key
        ? eq(storedAccounts.usernameKey, ref.key)
        : ref.externalId
          ? eq(storedAccounts.externalId, ref.externalId)
          : undefined;
      if (!who) return undefined;
      const [row] = await db
        .select({
          facts: storedAccounts.facts,
          observedAt: storedAccounts.observedAt,
          estimated: sql<boolean>`${storedAccounts.fakeProbability} is not null`,
        })
        .from(storedAccounts)
        .where(and(eq(storedAccounts.platform, ref.platform), who))
        .orderBy(desc(storedAccounts.lastSeenAt))
        .limit(1);
      return row;
    },

    /** Accounts by id, as the list reads them. */
    async accountsById(ids: string[]): Promise<StoredAccountRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(listColumns)
        .from(storedAccounts)
        .where(inArray(storedAccounts.id, ids));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** How many of one platform's accounts the filter selects (an export's `X-Total-Count`). */
    countAccounts(platform: StoredService, q: Pick<StoredAccountsQuery, 'q' | 'estimate'>) {
      return countRows({ db, table: storedAccounts, where: storedAccountsWhere(platform, q) });
    },

    /** The whole filtered list in the page's order, in keyset batches, without raw replies. */
    exportAccounts(
      platform: StoredService,
      q: Pick<StoredAccountsQuery, 'q' | 'estimate' | 'sort' | 'order'>,
    ): AsyncGenerator<StoredAccountRow[]> {
      return keysetBatches(
        { db, table: storedAccounts, where: storedAccountsWhere(platform, q) },
        { key: exportKey(q.sort, q.order), order: q.order, pick: LIST_FIELDS },
      );
    },

    /** A page of one platform's accounts: filtered by `q` and `estimate`, sorted, counted. */
    async listAccounts(platform: StoredService, q: StoredAccountsQuery) {
      const filter = storedAccountsWhere(platform, q);
      const column = sortColumns[q.sort];
      const dir = q.order === 'asc' ? asc : desc;
      const [items, [totalRow]] = await Promise.all([
        db
          .select(listColumns)
          .from(storedAccounts)
          .where(filter)
          .orderBy(
            sql`${dir(column)} nulls last`,
            q.order === 'asc' ? asc(storedAccounts.id) : desc(storedAccounts.id),
          )
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ total: count() }).from(storedAccounts).where(filter),
      ]);
      return { items: items as StoredAccountRow[], total: totalRow?.total ?? 0 };
    },

    /**
     * Up to `limit` stored accounts with an estimate by another trust model version than
     * `version` (their facts to score again), in id order after `after`.
     */
    async accountsToRescore(version: string, after: string | null, limit: number) {
      const where = [
        isNotNull(storedAccounts.fakeProbability),
        isNotNull(storedAccounts.facts),
        or(isNull(storedAccounts.trustModelVersion), ne(storedAccounts.trustModelVersion, version)),
      ];
      if (after) where.push(gt(storedAccounts.id, after));
      return db
        .select({ id: storedAccounts.id, facts: storedAccounts.facts })
        .from(storedAccounts)
        .where(and(...where))
        .orderBy(asc(storedAccounts.id))
        .limit(limit);
    },

    /** The current estimate of one stored account, by a new model (its snapshots keep theirs). */
    async setEstimate(id: string, e: FakeEstimateReply): Promise<void> {
      await db
        .update(storedAccounts)
        .set({
          fakeProbability: e.probability,
          fakeCriteria: e.criteria,
          trustModelVersion: e.modelVersion,
          trustConfidence: e.confidence,
        })
        .where(eq(storedAccounts.id, id));
    },
  };
}
export type LookupsRepo = ReturnType<typeof createLookupsRepo>;
