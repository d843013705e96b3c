import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createAnalysisRepo } from '../src/modules/analysis/analysis.repo';
import { useMigratedDatabase } from './helper';

/**
 * The counters behind the analysis totals, the fake doughnut and the topics chart must always
 * equal a GROUP BY over `stored_accounts`, whatever inserts, upserts, updates and deletes reach
 * the table, alone or many rows per statement, once the writer has announced the accounts it
 * changed (`lookup.accounts-changed`, handled by `reconcileAccounts`), even twice.
 */
const store = useMigratedDatabase('counters');
const { rows } = store;

/** Runs a write that returns the ids of the accounts it changed, and announces them. */
async function announced(query: ReturnType<typeof sql>) {
  const changed = await rows<{ id: string }>(query);
  const repo = createAnalysisRepo(store.database.db);
  await repo.reconcileAccounts(changed.map((r) => r.id));
  // Delivery is at least once: a repeat moves nothing.
  if (changed.length % 2 === 1) await repo.reconcileAccounts(changed.map((r) => r.id));
}

const platforms = ['instagram', 'twitter', 'tiktok'] as const;
const topics = ['Music', 'Tech', 'Sports', 'Food'] as const;
const account = fc.record({
  platform: fc.constantFrom(...platforms),
  name: fc.integer({ min: 0, max: 30 }),
  fake: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  verified: fc.boolean(),
  topics: fc.uniqueArray(fc.constantFrom(...topics), { maxLength: 3 }),
});
type Account = typeof account extends fc.Arbitrary<infer T> ? T : never;
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const op = fc.oneof(
  fc.record({
    kind: fc.constant('upsert' as const),
    accounts: fc.array(account, { maxLength: 8 }),
  }),
  fc.record({
    kind: fc.constant('rescore' as const),
    platform: fc.constantFrom(...platforms),
    fake: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('retopic' as const),
    name: fc.integer({ min: 0, max: 30 }),
    topics: fc.uniqueArray(fc.constantFrom(...topics), { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), below: fc.integer({ min: 0, max: 30 }) }),
  fc.record({
    kind: fc.constant('posts' as const),
    name: fc.integer({ min: 0, max: 30 }),
    posts: fc.array(
      fc.record({
        id: fc.integer({ min: 0, max: 5 }),
        daysAgo: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
        terms: fc.option(
          fc.uniqueArray(fc.constantFrom('#ai', 'music', 'bahn', '#wm'), { maxLength: 3 }),
          { nil: null },
        ),
      }),
      { maxLength: 4 },
    ),
  }),
  fc.record({
    kind: fc.constant('deletePosts' as const),
    name: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('retime' as const),
    days: fc.integer({ min: -3, max: 3 }),
  }),
);

async function upsert(accounts: Account[]) {
  // One statement for the batch, as the lookups' check recorder writes; a name twice in one
  // batch would be refused by ON CONFLICT, so the last one wins before the statement.
  const byKey = new Map(accounts.map((a) => [`${a.platform}:${a.name}`, a]));
  if (byKey.size === 0) return;
  const values = [...byKey.values()].map(
    (a) =>
      sql`(${a.platform}, ${`user${a.name}`}, ${`User${a.name}`}, ${a.fake}, ${JSON.stringify({ verified: a.verified })}::jsonb, ${`{${a.topics.join(',')}}`}::text[])`,
  );
  await announced(sql`
    insert into stored_accounts (platform, username_key, username, fake_probability, facts, topics)
    values ${sql.join(values, sql`, `)}
    on conflict (platform, username_key) do update set fake_probability = excluded.fake_probability,
      facts = excluded.facts, topics = excluded.topics, check_count = stored_accounts.check_count + 1
    returning id`);
}

async function upsertPosts(
  name: number,
  posts: { id: number; daysAgo: number | null; terms: string[] | null }[],
) {
  // The posts of `user<name>` on any platform it exists on (none: the statement inserts nothing).
  const byId = new Map(posts.map((p) => [p.id, p]));
  for (const p of byId.values()) {
    await announced(sql`
      insert into account_posts (stored_account_id, post_id, text, posted_at, terms)
      select s.id, ${`user${name}:${p.id}`}, 'text',
        ${p.daysAgo === null ? null : new Date(Date.now() - p.daysAgo * 86_400_000).toISOString()}::timestamptz,
        ${p.terms === null ? null : `{${p.terms.join(',')}}`}::text[]
      from stored_accounts s where s.username_key = ${`user${name}`}
      on conflict (stored_account_id, post_id) do update set posted_at = excluded.posted_at,
        terms = excluded.terms
      returning stored_account_id as id`);
  }
}

async function run(ops: Op[]) {
  for (const o of ops) {
    if (o.kind === 'upsert') await upsert(o.accounts);
    else if (o.kind === 'rescore')
      await announced(
        sql`update stored_accounts set fake_probability = ${o.fake} where platform = ${o.platform} returning id`,
      );
    else if (o.kind === 'retopic')
      await announced(
        sql`update stored_accounts set topics = ${`{${o.topics.join(',')}}`}::text[] where username_key = ${`user${o.name}`} returning id`,
      );
    else if (o.kind === 'delete')
      await announced(
        sql`delete from stored_accounts where substr(username_key, 5)::int < ${o.below} returning id`,
      );
    else if (o.kind === 'posts') await upsertPosts(o.name, o.posts);
    else if (o.kind === 'deletePosts')
      // Posts of an account, whether or not the account still exists (erasure deletes both).
      await announced(sql`
        delete from account_posts where post_id like ${`user${o.name}:%`}
        returning stored_account_id as id`);
    else
      await announced(sql`
        update account_posts set posted_at = posted_at + make_interval(days => ${o.days})
        returning stored_account_id as id`);
  }
}

async function expectCountersMatchTheTable() {
  const counted = await rows<{ platform: string; status: string; bucket: string; n: number }>(sql`
    select platform, status, bucket, accounts as n from analysis_counts where accounts <> 0
    order by 1, 2, 3`);
  const truth = await rows<{ platform: string; status: string; bucket: string; n: number }>(sql`
    select platform, status, analysis_fake_bucket(fake_probability) as bucket, count(*)::int as n
    from stored_accounts group by 1, 2, 3 order by 1, 2, 3`);
  expect(counted).toEqual(truth);
  const countedTopics = await rows(sql`
    select platform, status, topic, accounts as n from analysis_topic_counts where accounts <> 0
    order by 1, 2, 3`);
  const truthTopics = await rows(sql`
    select platform, status, t.topic, count(*)::int as n
    from stored_accounts cross join lateral unnest(topics) as t(topic) group by 1, 2, 3
    order by 1, 2, 3`);
  expect(countedTopics).toEqual(truthTopics);
  const countedDays = await rows(sql`
    select day::text, platform, status, term, mentions as n from analysis_term_days
    where mentions <> 0 order by 1, 2, 3, 4`);
  const truthDays = await rows(sql`
    select analysis_post_day(p.posted_at, p.first_seen_at)::text as day, s.platform, s.status,
      t.term, count(*)::int as n
    from account_posts p join stored_accounts s on s.id = p.stored_account_id
    cross join lateral unnest(p.terms) as t(term) group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  expect(countedDays).toEqual(truthDays);
}

test('counters equal a GROUP BY after any sequence of writes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      await run(ops);
      await expectCountersMatchTheTable();
    }),
    { numRuns: 40 },
  );
});

test('the repo answers totals, buckets and topics from the counters as a scan would', async () => {
  await upsert([
    { platform: 'instagram', name: 100, fake: 80, verified: false, topics: ['Music', 'Tech'] },
    { platform: 'instagram', name: 101, fake: 10, verified: false, topics: ['Music'] },
    { platform: 'twitter', name: 102, fake: null, verified: true, topics: [] },
  ]);
  await upsertPosts(100, [
    { id: 1, daysAgo: 1, terms: ['#ai', 'music'] },
    { id: 2, daysAgo: 9, terms: ['#ai'] },
  ]);
  await upsertPosts(102, [{ id: 1, daysAgo: 0, terms: ['music'] }]);
  const repo = createAnalysisRepo(store.database.db);
  for (const f of [{}, { platform: 'instagram' }, { status: 'suspicious' }, { platform: 'x' }]) {
    // A search that matches every name forces the scan; the counters must agree with it.
    const scan = { ...f, q: 'user' };
    expect(await repo.countAccounts(f)).toBe(await repo.countAccounts(scan));
    const sorted = <T extends { accounts: number }>(xs: T[], key: (x: T) => string) =>
      [...xs].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(await repo.fakeBuckets(f), (b) => b.bucket)).toEqual(
      sorted(await repo.fakeBuckets(scan), (b) => b.bucket),
    );
    expect(await repo.topicCounts(f)).toEqual(await repo.topicCounts(scan));
    const day = 86_400_000;
    const to = new Date(Math.floor(Date.now() / day) * day + day);
    const w = {
      prevFrom: new Date(to.getTime() - 14 * day),
      from: new Date(to.getTime() - 7 * day),
      to,
    };
    expect(await repo.trendingTerms(f, w, 10)).toEqual(await repo.trendingTerms(scan, w, 10));
  }
});
