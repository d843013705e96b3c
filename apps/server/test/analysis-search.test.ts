import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createAnalysisRepo } from '../src/modules/analysis/analysis.repo';
import { createTransactionRunner } from '../src/db/transaction';
import { createLookupsRepo } from '../src/modules/lookups/lookups.repo';
import { useMigratedDatabase } from './helper';

/**
 * The search table behind `q` (migration 0022) must always equal id, platform, last_seen_at and
 * search_text of `stored_accounts`, whatever inserts, upserts, check counts, renames, platform
 * moves, deletes, erasures and retention purges reach the table, once the writer has announced
 * the accounts it changed (`lookup.accounts-changed`, handled by `reconcileAccounts`); and a
 * search through it must answer exactly what the plain `search_text LIKE` over
 * `stored_accounts` answers.
 */
const store = useMigratedDatabase('search');
const { rows } = store;

/** The analysis' handling of `lookup.accounts-changed`. */
const reconcile = (ids: string[]) => createAnalysisRepo(store.database.db).reconcileAccounts(ids);
/** Runs a write that returns the ids of the accounts it changed, and announces them. */
async function announced(query: ReturnType<typeof sql>) {
  await reconcile((await rows<{ id: string }>(query)).map((r) => r.id));
}

// Dashboard platforms (own partitions) and others (the default partition).
const platforms = ['instagram', 'twitter', 'youtube', 'facebook'] as const;
const names = ['Anna Müller', 'anna_0 Koch', 'Ben.Qz', null, 'Mia-Noah', 'ANNAQZ0'] as const;
const handles = ['anna_0', 'annaqz0', 'ben.x', 'mia-1', 'user_', 'x%y'] as const;
const account = fc.record({
  platform: fc.constantFrom(...platforms),
  handle: fc.constantFrom(...handles),
  n: fc.integer({ min: 0, max: 9 }),
  name: fc.constantFrom(...names),
  hoursAgo: fc.integer({ min: 0, max: 48 }),
});
type Account = typeof account extends fc.Arbitrary<infer T> ? T : never;
const op = fc.oneof(
  fc.record({
    kind: fc.constant('upsert' as const),
    accounts: fc.array(account, { maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('check' as const), n: fc.integer({ min: 0, max: 9 }) }),
  fc.record({
    kind: fc.constant('rename' as const),
    n: fc.integer({ min: 0, max: 9 }),
    name: fc.constantFrom(...names),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    n: fc.integer({ min: 0, max: 9 }),
    platform: fc.constantFrom(...platforms),
  }),
  fc.record({ kind: fc.constant('rescore' as const), fake: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('delete' as const), below: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('erase' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('purge' as const), hoursAgo: fc.integer({ min: 0, max: 48 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const usernameOf = (a: Pick<Account, 'handle' | 'n'>) => `${a.handle}${a.n}`;

async function upsert(accounts: Account[]) {
  // One statement for the batch (insert or update per row), as the lookups write.
  const byKey = new Map(accounts.map((a) => [`${a.platform}:${usernameOf(a).toLowerCase()}`, a]));
  if (byKey.size === 0) return;
  const values = [...byKey.values()].map((a) => {
    const at = new Date(Date.now() - a.hoursAgo * 3_600_000).toISOString();
    return sql`(${a.platform}, ${usernameOf(a).toLowerCase()}, ${usernameOf(a)}, ${a.name}, ${at}::timestamptz)`;
  });
  await announced(sql`
    insert into stored_accounts (platform, username_key, username, name, last_seen_at)
    values ${sql.join(values, sql`, `)}
    on conflict (platform, username_key) do update set name = excluded.name,
      last_seen_at = greatest(stored_accounts.last_seen_at, excluded.last_seen_at),
      check_count = stored_accounts.check_count + 1
    returning id`);
}

async function run(ops: Op[]) {
  const lookups = createLookupsRepo(store.database.db);
  const transaction = createTransactionRunner(store.database.db);
  for (const o of ops) {
    if (o.kind === 'upsert') await upsert(o.accounts);
    else if (o.kind === 'check')
      await announced(sql`
        update stored_accounts set last_seen_at = last_seen_at + interval '1 minute',
          check_count = check_count + 1 where username_key like ${`%${o.n}`} returning id`);
    else if (o.kind === 'rename')
      await announced(
        sql`update stored_accounts set name = ${o.name} where username_key like ${`%${o.n}`} returning id`,
      );
    else if (o.kind === 'move')
      // A platform change moves the row to another partition (unless the key is taken there).
      await announced(sql`
        update stored_accounts s set platform = ${o.platform}
        where s.username_key like ${`%${o.n}`} and not exists (select 1 from stored_accounts t
          where t.platform = ${o.platform} and t.username_key = s.username_key)
          and s.id = (select min(id::text)::uuid from stored_accounts u
            where u.username_key = s.username_key)
        returning s.id`);
    else if (o.kind === 'rescore')
      // Columns the search does not read: the search table is left alone.
      await announced(sql`update stored_accounts set fake_probability = ${o.fake} returning id`);
    else if (o.kind === 'delete')
      await announced(
        sql`delete from stored_accounts where right(username_key, 1)::int < ${o.below} returning id`,
      );
    else if (o.kind === 'erase') {
      const all = await rows<{ platform: string; username_key: string }>(
        sql`select platform, username_key from stored_accounts order by platform, username_key`,
      );
      const victim = all[o.pick % Math.max(1, all.length)];
      if (victim) {
        await transaction(async (tx) => {
          const ids = await lookups.eraseAccount(
            victim.platform,
            victim.username_key,
            randomUUID(),
            tx,
          );
          await createAnalysisRepo(store.database.db).reconcileAccounts(ids, tx);
        });
      }
    } else {
      const purged = await transaction((tx) =>
        lookups.purgeBefore(new Date(Date.now() - o.hoursAgo * 3_600_000), tx),
      );
      await reconcile(purged.changed);
    }
  }
}

async function expectSearchTableMatches() {
  const kept = await rows(sql`
    select id, platform, last_seen_at::text, search_text from stored_account_search
    order by id, platform`);
  const truth = await rows(sql`
    select id, platform, last_seen_at::text, search_text from stored_accounts order by id, platform`);
  expect(kept).toEqual(truth);
}

test('the search table equals the accounts after any sequence of writes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
      await run(ops);
      await expectSearchTableMatches();
    }),
    { numRuns: 40 },
  );
});

test('a search answers what LIKE over stored_accounts answers: rows, order and totals', async () => {
  const now = Date.now();
  await upsert(
    Array.from({ length: 60 }, (_, i) => ({
      platform: platforms[i % platforms.length]!,
      handle: handles[i % handles.length]!,
      n: i % 10,
      name: names[i % names.length]!,
      hoursAgo: i % 7,
    })),
  );
  // Equal last_seen_at on several rows: the id decides the order.
  await announced(
    sql`update stored_accounts set last_seen_at = ${new Date(now).toISOString()}::timestamptz
      where username_key like '%1' returning id`,
  );
  await expectSearchTableMatches();
  const repo = createAnalysisRepo(store.database.db);
  const escape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
  for (const platform of [...platforms, 'tiktok']) {
    for (const q of [
      'anna_0',
      'ANNA',
      'qz',
      'annaqz',
      '.',
      '-1',
      '_',
      '%',
      'x%y',
      'müller',
      'zz',
    ]) {
      const like = `%${escape(q.toLowerCase())}%`;
      const truth = await rows<{ id: string }>(sql`
        select id from stored_accounts where platform = ${platform} and search_text like ${like}
        order by last_seen_at desc, id desc`);
      for (const page of [1, 2, 3]) {
        const got = await repo.dashboardPage(platform, q, page, 2);
        expect(got.total).toBe(truth.length);
        expect(got.rows.map((r) => r.id)).toEqual(
          truth.slice((page - 1) * 2, page * 2).map((r) => r.id),
        );
      }
      expect(await repo.countAccounts({ platform, q })).toBe(truth.length);
      const listed = await repo.listAccounts({
        platform,
        q,
        sort: 'username',
        order: 'asc',
        page: 1,
        limit: 100,
      } as Parameters<typeof repo.listAccounts>[0]);
      expect(listed.total).toBe(truth.length);
      expect(new Set(listed.rows.map((r) => r.id))).toEqual(new Set(truth.map((r) => r.id)));
    }
  }
});
