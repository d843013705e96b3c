import type { WatchedAccount, Watchlist, WatchPlatform } from '@vigil/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { jobs as jobsTable, watchTargets } from '../src/db/schema';
import { bearer } from './helper';

/** Watchlist tests run their checks by hand: this process only enqueues (no workers). */
export const MANUAL_JOBS = { JOBS_CONCURRENCY: '0' };

export async function createList(
  app: App,
  token: string,
  body: Record<string, unknown> = { name: 'List' },
): Promise<Watchlist> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/watchlists',
    headers: bearer(token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Watchlist>();
}

export async function addAccount(
  app: App,
  token: string,
  listId: string,
  platform: WatchPlatform,
  username: string,
): Promise<WatchedAccount> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/watchlists/${listId}/accounts`,
    headers: bearer(token),
    payload: { platform, username },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<WatchedAccount>();
}

export async function targetOf(app: App, platform: string, username: string) {
  const [row] = await app.database.db
    .select()
    .from(watchTargets)
    .where(
      and(
        eq(watchTargets.platform, platform),
        eq(watchTargets.usernameKey, username.toLowerCase()),
      ),
    );
  if (!row) throw new Error(`no target ${platform}/${username}`);
  return row;
}

export type CheckJob = { id: string; targetId: string; slot: string; runAt: Date };

/** Check jobs waiting in the queue (of these targets, when given). */
export async function queuedChecks(app: App, targets?: string[]): Promise<CheckJob[]> {
  const rows = await app.database.db
    .select()
    .from(jobsTable)
    .where(and(eq(jobsTable.type, 'watchlists.check'), eq(jobsTable.status, 'queued')));
  return rows
    .map((r) => {
      const p = r.payload as { targetId: string; slot: string };
      return { id: r.id, targetId: p.targetId, slot: p.slot, runAt: r.runAt };
    })
    .filter((j) => !targets || targets.includes(j.targetId));
}

/**
 * Runs the queued checks of these targets as a worker would (the job's handler with its
 * payload) and records them succeeded, so a later tick's jobs are told apart.
 */
export async function runQueuedChecks(app: App, targets?: string[]) {
  const queued = await queuedChecks(app, targets);
  const results = [];
  for (const job of queued) {
    results.push(await app.services.watchChecks.check({ targetId: job.targetId, slot: job.slot }));
  }
  if (queued.length > 0) {
    await app.database.db
      .update(jobsTable)
      .set({ status: 'succeeded', finishedAt: new Date() })
      .where(
        inArray(
          jobsTable.id,
          queued.map((j) => j.id),
        ),
      );
  }
  return results;
}

/** One tick, then the checks it queued for these targets. */
export async function tickAndCheck(app: App, targets?: string[]) {
  await app.services.watchChecks.tick();
  return runQueuedChecks(app, targets);
}
