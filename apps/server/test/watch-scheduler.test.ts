import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  accountSnapshots,
  jobs as jobsTable,
  storedAccounts,
  watchPoints,
  watchTargets,
} from '../src/db/schema';
import {
  buildTestApp,
  signIn,
  useTestApp,
  type Principal,
  type TestApp,
  requestAs,
} from './helper';
import { until } from './jobs-helpers';
import { createList, queuedChecks, runQueuedChecks, targetOf } from './watch-helpers';

/**
 * The scheduler: each provider's budget per minute is respected (the rest queue for the next
 * tick, nothing fails), and two server processes sharing one database check each account once
 * per slot. The file's own app only enqueues; the second describe adds two worker processes.
 */
const queue = `watch-${randomBytes(4).toString('hex')}`;
const t = useTestApp({
  env: { JOBS_CONCURRENCY: '0', WATCH_PROVIDER_RATE_PER_SEC: '0.25', JOBS_QUEUE_NAME: queue },
});

let me: Principal;
beforeAll(async () => {
  me = await signIn(t.app, 'user');
});

async function importAccounts(listId: string, lines: string[]) {
  const res = await requestAs(t.app, me, 'POST', `/api/watchlists/${listId}/import`, {
    csv: lines.join('\n'),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the provider budget', () => {
  test('a check costs its provider requests: 0.25 req/s is 15 Snapchat, 7 X, 5 TikTok checks a minute', () => {
    const { perTick } = t.app.services.watchChecks;
    expect([perTick('snapchat'), perTick('twitter'), perTick('tiktok')]).toEqual([15, 7, 5]);
  });

  test('a tick queues at most the budget, spread over the minute; the rest wait, due, for the next', async () => {
    const list = await createList(t.app, me.token, { name: 'Budget' });
    const names = Array.from({ length: 20 }, (_, i) => `budget_${String(i).padStart(2, '0')}`);
    await importAccounts(
      list.id,
      names.map((n) => `snapchat,${n}`),
    );
    const ids = await Promise.all(
      names.map(async (n) => (await targetOf(t.app, 'snapchat', n)).id),
    );

    const start = t.clock.now().getTime();
    await t.app.services.watchChecks.tick();
    const first = (await queuedChecks(t.app, ids)).sort((a, b) => +a.runAt - +b.runAt);
    expect(first).toHaveLength(15);
    // Evenly spread: one check every 4 s (60 s / 15), all within the minute.
    const gaps = first.slice(1).map((j, i) => +j.runAt - +first[i]!.runAt);
    expect(new Set(gaps)).toEqual(new Set([4_000]));
    expect(+first[0]!.runAt).toBeGreaterThanOrEqual(start);
    expect(+first.at(-1)!.runAt - +first[0]!.runAt).toBeLessThan(60_000);

    // The others are due and unqueued; they did not fail.
    const waiting = await t.app.database.db
      .select()
      .from(watchTargets)
      .where(
        and(
          eq(watchTargets.platform, 'snapchat'),
          sql`${watchTargets.enqueuedSlot} is distinct from ${watchTargets.nextCheckAt}`,
        ),
      );
    expect(waiting.filter((w) => ids.includes(w.id))).toHaveLength(5);
    expect(waiting.every((w) => w.status === 'pending' && w.failures === 0)).toBe(true);

    // While the budget is in the queue, another tick adds nothing.
    await t.app.services.watchChecks.tick();
    expect(await queuedChecks(t.app, ids)).toHaveLength(15);

    // Once they ran, the next tick takes the five that waited.
    await runQueuedChecks(t.app, ids);
    await t.app.services.watchChecks.tick();
    const second = await queuedChecks(t.app, ids);
    expect(second).toHaveLength(5);
    expect(new Set(second.map((j) => j.targetId))).toEqual(
      new Set(waiting.filter((w) => ids.includes(w.id)).map((w) => w.id)),
    );
    await runQueuedChecks(t.app, ids);
    const done = await t.app.database.db
      .select({ n: count() })
      .from(watchTargets)
      .where(and(eq(watchTargets.platform, 'snapchat'), eq(watchTargets.status, 'ok')));
    expect(done[0]?.n).toBe(20);
  });
});

describe('two server processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  // Both work (and tick) with a budget that checks a dozen accounts within a few seconds.
  const env = {
    JOBS_QUEUE_NAME: queue,
    JOBS_CONCURRENCY: '3',
    JOBS_POLL_INTERVAL_MS: '40',
    JOBS_LEASE_MS: '2000',
    WATCH_PROVIDER_RATE_PER_SEC: '10',
  };
  beforeAll(async () => {
    a = await buildTestApp({ database: t.app.database, env });
    b = await buildTestApp({ database: t.app.database, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const pointsOf = async (targetId: string) => {
    const rows = await t.app.database.db
      .select({ at: watchPoints.atMinutes })
      .from(watchPoints)
      .where(eq(watchPoints.targetId, targetId));
    return rows.reduce((n, r) => n + r.at.length, 0);
  };
  const lookupsOf = async (key: string) => {
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(accountSnapshots)
      .innerJoin(storedAccounts, eq(storedAccounts.id, accountSnapshots.storedAccountId))
      .where(and(eq(storedAccounts.platform, 'twitter'), eq(storedAccounts.usernameKey, key)));
    return row?.n ?? 0;
  };

  test('both tick in the same slot, both work: every account is checked once', async () => {
    const list = await createList(t.app, me.token, { name: 'Shared' });
    const names = Array.from({ length: 12 }, (_, i) => `twoproc_${i}`);
    await importAccounts(
      list.id,
      names.map((n) => `twitter,${n}`),
    );
    const ids = await Promise.all(names.map(async (n) => (await targetOf(t.app, 'twitter', n)).id));
    await Promise.all([a.app.services.watchChecks.tick(), b.app.services.watchChecks.tick()]);
    await until(async () => {
      const rows = await Promise.all(names.map((n) => targetOf(t.app, 'twitter', n)));
      return rows.every((r) => r.lastSlot !== null);
    }, 60_000);

    const jobs = await t.app.database.db
      .select()
      .from(jobsTable)
      .where(eq(jobsTable.type, 'watchlists.check'));
    for (const [i, id] of ids.entries()) {
      const mine = jobs.filter((j) => (j.payload as { targetId: string }).targetId === id);
      expect(mine, names[i]).toHaveLength(1);
      expect(await pointsOf(id), names[i]).toBe(1);
      expect(await lookupsOf(names[i]!), names[i]).toBe(1);
    }
    // A job that runs again (its worker died before recording it; the lease ran out): no second
    // point, no second lookup.
    const again = jobs.find((j) => (j.payload as { targetId: string }).targetId === ids[0])!;
    await t.app.database.db
      .update(jobsTable)
      .set({ status: 'queued', finishedAt: null, runAt: new Date(0) })
      .where(eq(jobsTable.id, again.id));
    await until(async () => {
      const [row] = await t.app.database.db
        .select({ status: jobsTable.status })
        .from(jobsTable)
        .where(eq(jobsTable.id, again.id));
      return row?.status === 'succeeded';
    }, 30_000);
    expect(await pointsOf(ids[0]!)).toBe(1);
    expect(await lookupsOf(names[0]!)).toBe(1);
  });
});
