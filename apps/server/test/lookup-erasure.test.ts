import type { Job } from '@vigil/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { accountPosts, accountSnapshots, storedAccounts } from '../src/db/schema';
import { type Principal, useTestApp, useSignedIn, expectError, requestAs } from './helper';
import { jobSettled } from './jobs-helpers';

const t = useTestApp({
  env: {
    JOBS_POLL_INTERVAL_MS: '40',
    LOOKUP_RETENTION_DAYS: '30',
    LOOKUP_CACHE_TTL_SECONDS: '0',
  },
});
const admin = useSignedIn(t, 'admin');
const user = useSignedIn(t, 'user');

const lookup = async (name: string) => {
  const res = await requestAs(t.app, user, 'GET', `/api/lookups/tiktok/${name}`);
  await t.app.services.lookups.flushStores();
  return res;
};
const stored = (key: string) =>
  t.app.database.db
    .select({ id: storedAccounts.id })
    .from(storedAccounts)
    .where(and(eq(storedAccounts.platform, 'tiktok'), eq(storedAccounts.usernameKey, key)));
const erase = (who: Principal, name: string) =>
  requestAs(t.app, who, 'POST', `/api/stored-accounts/tiktok/${name}/erase`);

test('an operator erases a looked-up account; later lookups answer but store nothing', async () => {
  expect((await lookup('erasable_person')).statusCode).toBe(200);
  const [row] = await stored('erasable_person');
  expect(row).toBeDefined();
  const snaps = () =>
    t.app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountSnapshots)
      .where(eq(accountSnapshots.storedAccountId, row!.id));
  expect((await snaps())[0]!.n).toBeGreaterThan(0);

  expect((await erase(user, 'erasable_person')).statusCode).toBe(403);
  const res = await erase(admin, 'Erasable_Person');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    platform: 'tiktok',
    username: 'erasable_person',
    erased: true,
    suppressed: true,
  });
  expect(await stored('erasable_person')).toEqual([]);
  expect((await snaps())[0]!.n).toBe(0);

  // Suppressed: the lookup still answers, but nothing is stored again.
  const again = await lookup('erasable_person');
  expect(again.statusCode).toBe(200);
  expect(await stored('erasable_person')).toEqual([]);
  // Other accounts are stored as before.
  await lookup('someone_else');
  expect(await stored('someone_else')).toHaveLength(1);

  const audit = await t.app.services.audit.list({
    action: 'lookup.erase',
    order: 'desc',
    page: 1,
    limit: 5,
  });
  expect(audit.items[0]).toMatchObject({ subjectId: 'tiktok:erasable_person' });
  const bad = await erase(admin, '%20');
  expectError(bad, 400, 'VALIDATION_FAILED');
});

test('retention: accounts, snapshots and posts older than LOOKUP_RETENTION_DAYS are purged', async () => {
  await lookup('old_timer');
  await requestAs(t.app, user, 'GET', '/api/lookups/tiktok/old_timer/posts');
  await t.app.services.lookups.flushStores();
  await lookup('fresh_face');
  const [old] = await stored('old_timer');
  const longAgo = new Date(Date.now() - 31 * 86_400_000);
  await t.app.database.db
    .update(storedAccounts)
    .set({ lastSeenAt: longAgo })
    .where(eq(storedAccounts.id, old!.id));
  await t.app.database.db
    .update(accountSnapshots)
    .set({ observedAt: longAgo })
    .where(eq(accountSnapshots.storedAccountId, old!.id));

  const job = await t.app.services.privacy.purgeRetentionNow();
  const done = await jobSettled(t.app, job.id, 10_000);
  expect(done).toMatchObject({ status: 'succeeded' } satisfies Partial<Job>);
  expect((done!.result as { accounts: number }).accounts).toBeGreaterThanOrEqual(1);
  expect(await stored('old_timer')).toEqual([]);
  expect(await stored('fresh_face')).toHaveLength(1);
  const leftover = await t.app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountPosts)
    .where(eq(accountPosts.storedAccountId, old!.id));
  expect(leftover[0]!.n).toBe(0);
});
