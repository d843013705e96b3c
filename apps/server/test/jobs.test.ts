import type { Job } from '@vigil/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { jobs as jobsTable } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { PermanentJobError, type JobHandle } from '../src/modules/jobs/job-definition';
import { createJobsRepo } from '../src/modules/jobs/jobs.repo';
import { createJobsService } from '../src/modules/jobs/jobs.service';
import {
  bearer,
  buildTestApp,
  signIn,
  type Principal,
  type TestApp,
  useTestApp,
  expectError,
} from './helper';
import { until } from './jobs-helpers';

/** Short leases and polls so that takeovers and retries happen within a test. */
const JOB_ENV = { JOBS_POLL_INTERVAL_MS: '40', JOBS_LEASE_MS: '600', JOBS_CONCURRENCY: '4' };

let user: Principal;
let other: Principal;
let admin: Principal;

/** What the test handlers saw, by job id. */
const seen = new Map<string, { attempts: number[]; aborted?: unknown }>();
const note = (id: string) => {
  const s = seen.get(id) ?? { attempts: [] };
  seen.set(id, s);
  return s;
};
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

let count: JobHandle<{ n: number; stepMs: number }, { sum: number }>;
let flaky: JobHandle<{ failures: number }, string>;
let patient: JobHandle<{ failures: number }, string>;
let broken: JobHandle<{ kind: 'internal' | 'app-4xx' | 'app-5xx' | 'permanent' }, never>;
let slow: JobHandle<{ ms: number }, null>;
let stubborn: JobHandle<Record<string, never>, string>;

const t = useTestApp({ env: JOB_ENV });
beforeAll(async () => {
  const jobs = t.app.services.jobs;
  count = jobs.define({
    type: 'test.count',
    payload: z.object({ n: z.number().int().min(0).max(1000), stepMs: z.number().int().min(0) }),
    handler: async ({ n, stepMs }, ctx) => {
      note(ctx.jobId).attempts.push(ctx.attempt);
      let sum = 0;
      for (let i = 1; i <= n; i++) {
        await sleep(stepMs, ctx.signal);
        sum += i;
        ctx.progress(i, n, `step ${i}`);
      }
      return { sum };
    },
  });
  flaky = jobs.define({
    type: 'test.flaky',
    payload: z.object({ failures: z.number().int() }),
    maxAttempts: 3,
    backoff: { baseMs: 30, maxMs: 100 },
    handler: async ({ failures }, ctx) => {
      note(ctx.jobId).attempts.push(ctx.attempt);
      if (ctx.attempt <= failures) throw new Error(`attempt ${ctx.attempt} failed (db password x)`);
      return `ok after ${ctx.attempt}`;
    },
  });
  // The same, with a back-off long enough to look at the job while it waits.
  patient = jobs.define({
    type: 'test.patient',
    payload: z.object({ failures: z.number().int() }),
    maxAttempts: 2,
    backoff: { baseMs: 1_500, maxMs: 1_500 },
    handler: async ({ failures }, ctx) => {
      if (ctx.attempt <= failures) throw new Error('not yet');
      return 'ok';
    },
  });
  broken = jobs.define({
    type: 'test.broken',
    payload: z.object({ kind: z.enum(['internal', 'app-4xx', 'app-5xx', 'permanent']) }),
    maxAttempts: 2,
    backoff: { baseMs: 20, maxMs: 20 },
    handler: async ({ kind }, ctx) => {
      note(ctx.jobId).attempts.push(ctx.attempt);
      if (kind === 'app-4xx') throw new AppError('PROVIDER_NOT_FOUND', 'No such account.');
      if (kind === 'app-5xx') throw new AppError('UPSTREAM_UNAVAILABLE', 'Provider down.');
      if (kind === 'permanent') throw new PermanentJobError('BAD_CSV', 'Line 3 is not a handle.');
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
    },
  });
  slow = jobs.define({
    type: 'test.slow',
    payload: z.object({ ms: z.number().int() }),
    maxAttempts: 2,
    timeoutMs: 150,
    backoff: { baseMs: 10, maxMs: 10 },
    handler: async ({ ms }, ctx) => {
      note(ctx.jobId).attempts.push(ctx.attempt);
      try {
        await sleep(ms, ctx.signal);
      } catch (err) {
        note(ctx.jobId).aborted = ctx.signal.reason;
        throw err;
      }
      return null;
    },
  });
  // Ignores its signal: a cancel must still end it as cancelled.
  stubborn = jobs.define({
    type: 'test.stubborn',
    payload: z.object({}),
    handler: async (_p, ctx) => {
      note(ctx.jobId).attempts.push(ctx.attempt);
      await sleep(300);
      return 'finished anyway';
    },
  });
  [user, other, admin] = await Promise.all([
    signIn(t.app, 'user'),
    signIn(t.app, 'user'),
    signIn(t.app, 'admin'),
  ]);
});

const userId = (p: Principal) =>
  t.app.services.auth.findUserByEmail(p.email).then((u) => {
    if (!u) throw new Error('no user');
    return u.id;
  });

const waitFor = (id: string, statuses: Job['status'][], ms = 10_000) =>
  until(async () => {
    const job = await t.app.services.jobs.get(id);
    return job && statuses.includes(job.status) ? job : undefined;
  }, ms);

describe('running jobs', () => {
  test('a job runs, reports progress on the way and stores its result', async () => {
    const job = await t.app.services.jobs.enqueue(count, { n: 12, stepMs: 60 });
    expect(job).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 3, ownerId: null });
    const midway = await until(async () => {
      const j = await t.app.services.jobs.get(job.id);
      return j && j.progress.done > 0 && j.progress.done < 12 ? j : undefined;
    });
    expect(midway.status).toBe('running');
    expect(midway.progress.total).toBe(12);
    expect(midway.progress.detail).toMatch(/^step \d+$/);
    expect(midway.startedAt).not.toBeNull();
    const done = await waitFor(job.id, ['succeeded']);
    expect(done).toMatchObject({
      result: { sum: 78 },
      error: null,
      attempts: 1,
      progress: { done: 12, total: 12, percent: 100, detail: 'step 12' },
    });
    expect(Date.parse(done.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
  });

  test('a bad payload is refused at enqueue with a 400 naming the field', async () => {
    const err = await t.app.services.jobs
      .enqueue('test.count', { n: 'many', stepMs: 0 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(400);
    expect((err as AppError).message).toContain('payload.n');
  });

  test('an unknown job type is a programming error', async () => {
    await expect(t.app.services.jobs.enqueue('test.nope', {})).rejects.toThrow(/unknown job type/);
  });

  test('failed attempts are retried with back-off until one succeeds', async () => {
    const job = await t.app.services.jobs.enqueue(flaky, { failures: 2 });
    const done = await waitFor(job.id, ['succeeded', 'failed']);
    expect(done).toMatchObject({ status: 'succeeded', result: 'ok after 3', attempts: 3 });
    expect(done.error).toBeNull();
    expect(seen.get(job.id)?.attempts).toEqual([1, 2, 3]);
  });

  test('a retry waits in the queue with its error and a later run time', async () => {
    const job = await t.app.services.jobs.enqueue(patient, { failures: 1 });
    const waiting = await until(async () => {
      const j = await t.app.services.jobs.get(job.id);
      return j && j.attempts === 1 && j.status === 'queued' ? j : undefined;
    });
    // Internals of the failure stay in the log; the owner reads a plain sentence.
    expect(waiting.error).toEqual({ code: 'INTERNAL', message: 'The job failed.' });
    // 1.5 s ± 20 % jitter after the failed attempt.
    expect(Date.parse(waiting.runAt) - Date.parse(waiting.startedAt!)).toBeGreaterThan(1_100);
    await waitFor(job.id, ['succeeded']);
  });

  test('retries are bounded: the last error is kept and the job fails', async () => {
    const job = await t.app.services.jobs.enqueue(broken, { kind: 'internal' });
    const done = await waitFor(job.id, ['failed']);
    expect(done).toMatchObject({
      attempts: 2,
      error: { code: 'INTERNAL', message: 'The job failed.' },
      result: null,
    });
    expect(JSON.stringify(done)).not.toContain('10.0.0.5');
  });

  test('an outage (5xx) is retried; a client error (4xx) or a permanent error is not', async () => {
    const [outage, notFound, permanent] = await Promise.all([
      t.app.services.jobs.enqueue(broken, { kind: 'app-5xx' }),
      t.app.services.jobs.enqueue(broken, { kind: 'app-4xx' }),
      t.app.services.jobs.enqueue(broken, { kind: 'permanent' }),
    ]);
    expect(await waitFor(outage.id, ['failed'])).toMatchObject({
      attempts: 2,
      error: { code: 'UPSTREAM_UNAVAILABLE', message: 'Provider down.' },
    });
    expect(await waitFor(notFound.id, ['failed'])).toMatchObject({
      attempts: 1,
      error: { code: 'PROVIDER_NOT_FOUND', message: 'No such account.' },
    });
    expect(await waitFor(permanent.id, ['failed'])).toMatchObject({
      attempts: 1,
      error: { code: 'BAD_CSV', message: 'Line 3 is not a handle.' },
    });
  });

  test('an attempt past its time limit is aborted and counts as failed', async () => {
    const job = await t.app.services.jobs.enqueue(slow, { ms: 5_000 });
    const done = await waitFor(job.id, ['failed']);
    expect(done).toMatchObject({
      attempts: 2,
      error: { code: 'TIMEOUT', message: 'The job took longer than its time limit.' },
    });
    expect(seen.get(job.id)?.aborted).toBeInstanceOf(Error);
  });

  test('a payload stored badly (an old version) fails without retries', async () => {
    const [job] = await t.app.database.db
      .insert(jobsTable)
      .values({ type: 'test.count', payload: { n: 'x' }, maxAttempts: 3 })
      .returning();
    if (!job) throw new Error('no row');
    expect(await waitFor(job.id, ['failed'])).toMatchObject({
      attempts: 1,
      error: { code: 'INVALID_PAYLOAD' },
    });
  });
});

describe('idempotency keys', () => {
  test('a second enqueue with the same key returns the same job, even concurrently', async () => {
    const key = `audit-${Math.random()}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.services.jobs.enqueue(count, { n: 1, stepMs: 0 }, { idempotencyKey: key }),
      ),
    );
    expect(new Set(results.map((j) => j.id)).size).toBe(1);
    await waitFor(results[0]!.id, ['succeeded']);
    const again = await t.app.services.jobs.enqueue(
      count,
      { n: 1, stepMs: 0 },
      { idempotencyKey: key },
    );
    expect(again).toMatchObject({ id: results[0]!.id, status: 'succeeded' });
  });

  test('keys are per owner: another user with the same key gets a job of their own', async () => {
    const key = `k-${Math.random()}`;
    const a = await t.app.services.jobs.enqueue(
      count,
      { n: 1, stepMs: 0 },
      { idempotencyKey: key, ownerId: await userId(user) },
    );
    const b = await t.app.services.jobs.enqueue(
      count,
      { n: 1, stepMs: 0 },
      { idempotencyKey: key, ownerId: await userId(other) },
    );
    expect(a.id).not.toBe(b.id);
    expect(b.ownerId).toBe(await userId(other));
  });

  test("scope 'active': the same job while it runs, a new one once it has finished", async () => {
    const key = `active-${Math.random()}`;
    const opts = { idempotencyKey: key, keyScope: 'active' as const };
    const first = await t.app.services.jobs.enqueue(count, { n: 4, stepMs: 50 }, opts);
    const during = await t.app.services.jobs.enqueue(count, { n: 4, stepMs: 50 }, opts);
    expect(during.id).toBe(first.id);
    await waitFor(first.id, ['succeeded']);
    const after = await t.app.services.jobs.enqueue(count, { n: 4, stepMs: 50 }, opts);
    expect(after.id).not.toBe(first.id);
    expect(after.status).toBe('queued');
  });
});

describe('cancel', () => {
  test('a queued job ends at once and never runs', async () => {
    const job = await t.app.services.jobs.enqueue(
      count,
      { n: 1, stepMs: 0 },
      {
        runAt: new Date(Date.now() + 60_000),
      },
    );
    const cancelled = await t.app.services.jobs.cancel(job.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelRequested: false });
    expect(cancelled?.finishedAt).not.toBeNull();
    await t.app.database.db
      .update(jobsTable)
      .set({ runAt: new Date(0) })
      .where(eq(jobsTable.id, job.id));
    await new Promise((r) => setTimeout(r, 200));
    expect((await t.app.services.jobs.get(job.id))?.status).toBe('cancelled');
    expect(seen.has(job.id)).toBe(false);
  });

  test('a running handler sees its signal abort and the job ends cancelled', async () => {
    const job = await t.app.services.jobs.enqueue(count, { n: 200, stepMs: 50 });
    await until(async () => ((await t.app.services.jobs.get(job.id))?.progress.done ?? 0) >= 2);
    const asked = await t.app.services.jobs.cancel(job.id);
    expect(asked?.status).toMatch(/running|cancelled/);
    const done = await waitFor(job.id, ['cancelled', 'succeeded', 'failed'], 3_000);
    expect(done.status).toBe('cancelled');
    expect(done.progress.done).toBeLessThan(200);
    expect(done.result).toBeNull();
    expect(done.attempts).toBe(1);
  });

  test('a cancel reaches a job running in another process through the database', async () => {
    // Cancel the row directly, as another process's cancel would: only the heartbeat tells.
    const job = await t.app.services.jobs.enqueue(count, { n: 200, stepMs: 50 });
    await until(async () => ((await t.app.services.jobs.get(job.id))?.progress.done ?? 0) >= 1);
    await createJobsRepo(t.app.database.db).requestCancel(job.id, new Date());
    const done = await waitFor(job.id, ['cancelled', 'succeeded', 'failed'], 3_000);
    expect(done.status).toBe('cancelled');
  });

  test('a handler that ignores its signal still ends cancelled', async () => {
    const job = await t.app.services.jobs.enqueue(stubborn, {});
    await waitFor(job.id, ['running']);
    await t.app.services.jobs.cancel(job.id);
    expect((await waitFor(job.id, ['cancelled', 'succeeded'])).status).toBe('cancelled');
  });

  test('cancelling a finished job changes nothing', async () => {
    const job = await t.app.services.jobs.enqueue(count, { n: 1, stepMs: 0 });
    await waitFor(job.id, ['succeeded']);
    expect(await t.app.services.jobs.cancel(job.id)).toMatchObject({
      status: 'succeeded',
      result: { sum: 1 },
    });
  });
});

describe('leases: a job whose worker died is taken over', () => {
  const insertRunning = async (over: Partial<typeof jobsTable.$inferInsert>) => {
    const [row] = await t.app.database.db
      .insert(jobsTable)
      .values({
        type: 'test.count',
        payload: { n: 3, stepMs: 0 },
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedBy: 'dead-host:1:abc',
        leaseExpiresAt: new Date(Date.now() - 1_000),
        startedAt: new Date(Date.now() - 5_000),
        ...over,
      })
      .returning();
    return row!;
  };

  test('an expired lease is claimed again and the job completes as attempt 2', async () => {
    const row = await insertRunning({});
    const done = await waitFor(row.id, ['succeeded']);
    expect(done).toMatchObject({ attempts: 2, result: { sum: 6 } });
    expect(done.startedAt).toBe(row.startedAt?.toISOString());
  });

  test('a live lease is left alone', async () => {
    const row = await insertRunning({ leaseExpiresAt: new Date(Date.now() + 60_000) });
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.app.services.jobs.get(row.id)).toMatchObject({ status: 'running', attempts: 1 });
    await t.app.database.db.delete(jobsTable).where(eq(jobsTable.id, row.id));
  });

  test('a dead job with no attempts left fails as WORKER_LOST; a cancelled one is cancelled', async () => {
    const spent = await insertRunning({ attempts: 3 });
    const cancelled = await insertRunning({ cancelRequestedAt: new Date() });
    expect(await waitFor(spent.id, ['failed'])).toMatchObject({
      attempts: 3,
      error: { code: 'WORKER_LOST' },
    });
    expect(await waitFor(cancelled.id, ['cancelled'])).toMatchObject({ attempts: 1 });
  });

  test('a worker that lost its lease cannot overwrite the job any more', async () => {
    const row = await insertRunning({ leaseExpiresAt: new Date(Date.now() + 60_000) });
    const finished = await createJobsRepo(t.app.database.db).finish(
      row.id,
      'some-other-worker',
      new Date(),
      {
        status: 'succeeded',
        result: 'stolen',
      },
    );
    expect(finished).toBeUndefined();
    expect((await t.app.services.jobs.get(row.id))?.result).toBeNull();
    await t.app.database.db.delete(jobsTable).where(eq(jobsTable.id, row.id));
  });
});

describe('several processes on one database', () => {
  test('a second app shares the work, and its shutdown puts its running job back', async () => {
    const queue = `shared-${Math.random().toString(36).slice(2)}`;
    const env = { ...JOB_ENV, JOBS_QUEUE_NAME: queue, JOBS_CONCURRENCY: '1' };
    const a = await buildTestApp({ database: t.app.database, env });
    const b = await buildTestApp({ database: t.app.database, env });
    try {
      const ran = new Map<string, string[]>();
      const defineOn = (app: TestApp, name: string) =>
        app.app.services.jobs.define({
          type: 'test.shared',
          payload: z.object({ i: z.number() }),
          handler: async (_p, ctx) => {
            ran.set(ctx.jobId, [...(ran.get(ctx.jobId) ?? []), name]);
            await sleep(120, ctx.signal);
            return name;
          },
        });
      const handle = defineOn(a, 'a');
      defineOn(b, 'b');
      const batch = await Promise.all(
        Array.from({ length: 6 }, (_, i) => a.app.services.jobs.enqueue(handle, { i })),
      );
      const results = await Promise.all(
        batch.map((j) =>
          until(async () => {
            const s = await a.app.services.jobs.get(j.id);
            return s?.status === 'succeeded' ? s : undefined;
          }),
        ),
      );
      const workers = new Set(results.map((r) => r.result));
      expect(workers).toEqual(new Set(['a', 'b']));
      for (const j of batch) expect(ran.get(j.id)).toHaveLength(1);

      // Whoever takes the next job shuts down: it returns to the queue, attempt unspent, and
      // the other process finishes it.
      const held = await b.app.services.jobs.enqueue(handle, { i: 99 });
      await until(async () => ran.get(held.id));
      const holder = ran.get(held.id)![0];
      await (holder === 'a' ? a : b).app.close();
      const after = await until(async () => {
        const s = await t.app.services.jobs.get(held.id);
        return s?.status === 'succeeded' ? s : undefined;
      });
      expect(after.attempts).toBe(1);
      expect(ran.get(held.id)).toEqual([holder, holder === 'a' ? 'b' : 'a']);
    } finally {
      await a.close().catch(() => {});
      await b.close().catch(() => {});
    }
  });

  test('a schedule enqueues one job per slot however many processes run it', async () => {
    const queue = `sched-${Math.random().toString(36).slice(2)}`;
    const env = { ...JOB_ENV, JOBS_QUEUE_NAME: queue };
    const a = await buildTestApp({ database: t.app.database, env });
    const b = await buildTestApp({ database: t.app.database, env });
    try {
      for (const app of [a, b]) {
        const tick = app.app.services.jobs.define({
          type: 'test.tick',
          payload: z.object({}),
          handler: async () => 'tick',
        });
        app.app.services.jobs.schedule('test.tick', tick, {}, { everyMs: 150 });
      }
      // Two processes, several slots: wait for four, then check that no slot has two jobs.
      const rows = await until(async () => {
        const found = await t.app.database.db
          .select({ key: jobsTable.idempotencyKey, status: jobsTable.status })
          .from(jobsTable)
          .where(eq(jobsTable.type, 'test.tick'));
        return found.length >= 4 ? found : undefined;
      });
      expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      for (const r of rows) {
        // The key names the slot (a multiple of the period), whichever process enqueued it.
        const slot = Date.parse(r.key?.replace('schedule:test.tick:', '') ?? '');
        expect(slot % 150).toBe(0);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('GET /api/jobs/:id, POST /api/jobs/:id/cancel, GET /api/jobs', () => {
  const get = (id: string, p?: Principal) =>
    t.app.inject({ url: `/api/jobs/${id}`, headers: p ? bearer(p.token) : {} });
  const cancel = (id: string, p?: Principal) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/cancel`,
      headers: p ? bearer(p.token) : {},
    });

  test('the owner and admins read a job; others get 404, visitors 401', async () => {
    const job = await t.app.services.jobs.enqueue(
      count,
      { n: 1, stepMs: 0 },
      {
        ownerId: await userId(user),
      },
    );
    await waitFor(job.id, ['succeeded']);
    const mine = await get(job.id, user);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: job.id, status: 'succeeded', result: { sum: 1 } });
    expect((await get(job.id, admin)).statusCode).toBe(200);
    const theirs = await get(job.id, other);
    expectError(theirs, 404, 'NOT_FOUND');
    expect((await get(job.id)).statusCode).toBe(401);
    expect((await get('not-a-uuid', user)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  test('the owner cancels through the API; another user cannot', async () => {
    const job = await t.app.services.jobs.enqueue(
      count,
      { n: 100, stepMs: 50 },
      {
        ownerId: await userId(user),
      },
    );
    await waitFor(job.id, ['running']);
    const refused = await cancel(job.id, other);
    expect(refused.statusCode).toBe(404);
    expect((await t.app.services.jobs.get(job.id))?.cancelRequested).toBe(false);
    const res = await cancel(job.id, user);
    expect(res.statusCode).toBe(200);
    expect(res.json<Job>().status).toMatch(/running|cancelled/);
    expect((await waitFor(job.id, ['cancelled', 'succeeded'])).status).toBe('cancelled');
  });

  test("an admin cancels anyone's job", async () => {
    const job = await t.app.services.jobs.enqueue(
      count,
      { n: 1, stepMs: 0 },
      {
        ownerId: await userId(other),
        runAt: new Date(Date.now() + 60_000),
      },
    );
    const res = await cancel(job.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<Job>().status).toBe('cancelled');
  });

  test('the list shows a user only their own jobs, paged, filtered by status', async () => {
    const fresh = await signIn(t.app, 'user');
    const id = await userId(fresh);
    for (let i = 0; i < 3; i++) {
      await t.app.services.jobs.enqueue(count, { n: 1, stepMs: 0 }, { ownerId: id });
    }
    await t.app.services.jobs.enqueue(
      count,
      { n: 1, stepMs: 0 },
      {
        ownerId: id,
        runAt: new Date(Date.now() + 60_000),
      },
    );
    const res = await t.app.inject({ url: '/api/jobs?limit=2', headers: bearer(fresh.token) });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ items: Job[]; total: number; pages: number }>();
    expect(page).toMatchObject({ total: 4, pages: 2 });
    expect(page.items.every((j) => j.ownerId === id)).toBe(true);
    const queued = await t.app.inject({
      url: '/api/jobs?status=queued',
      headers: bearer(fresh.token),
    });
    expect(queued.json<{ total: number }>().total).toBe(1);
    const all = await t.app.inject({ url: '/api/jobs?limit=100', headers: bearer(admin.token) });
    expect(all.json<{ total: number }>().total).toBeGreaterThan(4);
    // The same list downloads as JSON (and CSV) for its owner, nobody else's jobs in it.
    const download = await t.app.inject({
      url: '/api/jobs?format=json&order=asc',
      headers: bearer(fresh.token),
    });
    expect(download.headers['content-disposition']).toMatch(/filename="jobs-.*\.json"/);
    const rows = download.json<Job[]>();
    expect(rows).toHaveLength(4);
    expect(rows.every((j) => j.ownerId === id && j.type === 'test.count')).toBe(true);
    const csv = await t.app.inject({ url: '/api/jobs?format=csv', headers: bearer(fresh.token) });
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFid,type,status,progress,result,error,attempts,maxAttempts,cancelRequested,ownerId,createdAt,runAt,startedAt,finishedAt,updatedAt',
    );
  });
});

test('the daily purge deletes finished jobs past the retention period, nothing else', async () => {
  const old = new Date(Date.now() - 40 * 86_400_000);
  // A type that keeps its finished jobs two days only (frequent bookkeeping jobs).
  t.app.services.jobs.define({
    type: 'test.short-lived',
    payload: z.object({}),
    retentionDays: 2,
    handler: async () => null,
  });
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
  const [shortGone, shortKept] = await t.app.database.db
    .insert(jobsTable)
    .values([
      {
        type: 'test.short-lived',
        payload: {},
        status: 'succeeded',
        maxAttempts: 1,
        finishedAt: daysAgo(3),
      },
      {
        type: 'test.short-lived',
        payload: {},
        status: 'succeeded',
        maxAttempts: 1,
        finishedAt: daysAgo(1),
      },
    ])
    .returning();
  const [gone, kept, running] = await t.app.database.db
    .insert(jobsTable)
    .values([
      { type: 'test.count', payload: {}, status: 'succeeded', maxAttempts: 1, finishedAt: old },
      // Three days old: kept by the default retention (30 days).
      { type: 'test.count', payload: {}, status: 'failed', maxAttempts: 1, finishedAt: daysAgo(3) },
      {
        type: 'test.count',
        payload: {},
        status: 'running',
        maxAttempts: 1,
        leaseExpiresAt: new Date(Date.now() + 60_000),
        createdAt: old,
      },
    ])
    .returning();
  const purge = await t.app.services.jobs.enqueue('jobs.purge-finished', {});
  const done = await waitFor(purge.id, ['succeeded']);
  expect((done.result as { deleted: number }).deleted).toBeGreaterThanOrEqual(1);
  const left = await t.app.database.db
    .select({ id: jobsTable.id })
    .from(jobsTable)
    .where(
      sql`${jobsTable.id} in (${gone!.id}, ${kept!.id}, ${running!.id}, ${shortGone!.id}, ${shortKept!.id})`,
    );
  expect(left.map((r) => r.id).sort()).toEqual([kept!.id, running!.id, shortKept!.id].sort());
  // And the purge itself is scheduled: its slot's job exists from the start.
  const scheduled = await t.app.database.db
    .select({ key: jobsTable.idempotencyKey })
    .from(jobsTable)
    .where(eq(jobsTable.type, 'jobs.purge-finished'));
  expect(scheduled.some((r) => r.key?.startsWith('schedule:jobs.purge-finished:'))).toBe(true);
});

test('with Redis away an enqueue still answers: the job waits in the database', async () => {
  const jobs = createJobsService({
    repo: createJobsRepo(t.app.database.db),
    clock: { now: () => new Date() },
    log: t.app.log,
    settings: {
      concurrency: 0,
      pollMs: 1_000,
      leaseMs: 30_000,
      retentionDays: 30,
      redisUrl: 'redis://127.0.0.1:1',
      queueName: 'vigil-jobs-unreachable',
    },
  });
  expect(jobs.mode).toBe('bullmq');
  const handle = jobs.define({
    type: 'test.offline',
    payload: z.object({}),
    handler: async () => 1,
  });
  const started = Date.now();
  const job = await jobs.enqueue(handle, {});
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(job.status).toBe('queued');
  expect((await t.app.services.jobs.get(job.id))?.status).toBe('queued');
  await jobs.stop();
});
