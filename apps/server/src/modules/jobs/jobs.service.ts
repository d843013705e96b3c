import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Job } from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { afterCommit, type Tx } from '../../db/transaction';
import { mapBatches } from '../../lib/list/export';
import { mapPage } from '../../lib/list/paginate';
import { createBullmqDispatcher } from './bullmq.dispatcher';
import { createDatabaseDispatcher } from './database.dispatcher';
import type { JobDefinition, JobHandle } from './job-definition';
import { createJobRunner, type AnyJobDefinition } from './job-runner';
import type { JobDispatcher } from './jobs.dispatcher';
import type { JobFilter, JobRow, JobsRepo } from './jobs.repo';
import { DAY_MS } from '@vigil/shared/days';

export type JobsSettings = {
  /** Handlers running at once in this process; 0 = this process only enqueues. */
  concurrency: number;
  /** Database queue poll, and BullMQ re-delivery, interval. */
  pollMs: number;
  /** A running job's claim lasts this long without a heartbeat (heartbeat: a third, ≤ 1 s). */
  leaseMs: number;
  /** Finished jobs are deleted this many days after they ended. */
  retentionDays: number;
  /** With `redisUrl`: BullMQ dispatches through this queue (processes sharing work share it). */
  redisUrl?: string | undefined;
  queueName: string;
};

export type EnqueueOptions = {
  /** A second enqueue with the same key (same type and owner) returns the first job. */
  idempotencyKey?: string;
  /** Overrides the type's key scope (`always` / `active`). */
  keyScope?: 'always' | 'active';
  /** Who may read and cancel the job (besides admins); null/absent = a system job. */
  ownerId?: string | null;
  /** Start no earlier than this. */
  runAt?: Date;
};

/** Every N ms, or daily at a UTC time: one job per slot across all processes. */
export type Schedule = { everyMs: number } | { dailyAtUtc: `${number}:${number}` };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The start of the schedule slot `now` lies in. */
export function slotStart(schedule: Schedule, now: Date): Date {
  if ('everyMs' in schedule) {
    return new Date(Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs);
  }
  const [h, m] = schedule.dailyAtUtc.split(':').map(Number) as [number, number];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m);
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

const periodOf = (schedule: Schedule) => ('everyMs' in schedule ? schedule.everyMs : DAY_MS);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row as the API shows it: the same in both queue modes. */
export function toJob(row: JobRow): Job {
  const total = row.progressTotal;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: {
      done: row.progressDone,
      total,
      percent:
        total === null
          ? null
          : total === 0
            ? 100
            : Math.min(100, Math.round((row.progressDone / total) * 1000) / 10),
      detail: row.progressDetail,
    },
    result: row.result ?? null,
    error: (row.error as Job['error']) ?? null,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    cancelRequested: row.cancelRequestedAt !== null && row.status === 'running',
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    runAt: row.runAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Durable background jobs, one interface in both modes: job types are defined once (zod payload
 * schema + handler), enqueued with an optional idempotency key and owner, read with `get` and
 * `list`, stopped with `cancel`. Without REDIS_URL the queue is the jobs table itself; with it,
 * BullMQ dispatches and the table stays the record (see the dispatchers).
 */
export function createJobsService(deps: {
  repo: JobsRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: JobsSettings;
}) {
  const { repo, clock, settings } = deps;
  const log = deps.log.child({ component: 'jobs' });
  const definitions = new Map<string, AnyJobDefinition>();
  const schedules: { name: string; type: string; payload: unknown; schedule: Schedule }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const heartbeatMs = Math.max(20, Math.min(1_000, Math.floor(settings.leaseMs / 3)));
  const lease = () => ({ workerId, until: new Date(clock.now().getTime() + settings.leaseMs) });
  const types = () => [...definitions.keys()];
  let started = false;

  // The runner's re-queue hook reaches the dispatcher, created below, only when jobs run.
  const dispatchSafely = async (row: JobRow) => {
    try {
      await dispatcher.dispatch(row);
    } catch (err) {
      // The row is queued in the database; polling or re-delivery picks it up.
      log.warn({ err, jobId: row.id }, 'job dispatch failed; it is re-offered later');
    }
  };
  const runner = createJobRunner({
    repo,
    definitions,
    clock,
    log,
    workerId,
    timings: { leaseMs: settings.leaseMs, heartbeatMs },
    onRequeued: dispatchSafely,
  });
  const common = {
    repo,
    runner,
    clock,
    log,
    types,
    concurrency: settings.concurrency,
    pollMs: settings.pollMs,
    leaseMs: settings.leaseMs,
    lease,
  };
  const dispatcher: JobDispatcher = settings.redisUrl
    ? createBullmqDispatcher({
        ...common,
        redisUrl: settings.redisUrl,
        queueName: settings.queueName,
      })
    : createDatabaseDispatcher(common);

  function definitionOf(type: string) {
    const def = definitions.get(type);
    if (!def) throw new Error(`unknown job type ${type}`);
    return def;
  }

  async function enqueue(
    type: string,
    payload: unknown,
    opts: EnqueueOptions = {},
    tx?: Tx,
  ): Promise<Job> {
    const def = definitionOf(type);
    const parsed = def.payload.safeParse(payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError(
        'VALIDATION_FAILED',
        `payload.${issue?.path.join('.') || 'job'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const { row, created } = await repo.insertOrGet(
      {
        type,
        payload: parsed.data,
        ownerId: opts.ownerId ?? null,
        idempotencyKey: opts.idempotencyKey ?? null,
        keyScope: opts.keyScope ?? def.keyScope ?? 'always',
        maxAttempts: def.maxAttempts ?? 3,
        runAt: opts.runAt ?? clock.now(),
      },
      tx,
    );
    // In a transaction the job exists for workers only once it commits: offer it then.
    if (created) {
      if (tx) afterCommit(tx, () => void dispatchSafely(row));
      else await dispatchSafely(row);
    }
    return toJob(row);
  }

  async function enqueueSlot(s: (typeof schedules)[number]) {
    const slot = slotStart(s.schedule, clock.now());
    try {
      await enqueue(s.type, s.payload, {
        idempotencyKey: `schedule:${s.name}:${slot.toISOString()}`,
        keyScope: 'always',
      });
    } catch (err) {
      log.error({ err, schedule: s.name }, 'scheduled job could not be enqueued');
    }
  }

  function armSchedule(s: (typeof schedules)[number]) {
    const now = clock.now();
    const next = slotStart(s.schedule, now).getTime() + periodOf(s.schedule);
    // A little past the slot start, so clocks a few ms apart agree on the slot.
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!started) return;
        void enqueueSlot(s).then(() => started && armSchedule(s));
      },
      next - now.getTime() + 5,
    );
    timer.unref();
    timers.add(timer);
  }

  return {
    /** `database` or `bullmq`: how jobs reach workers in this process. */
    mode: dispatcher.kind,

    /**
     * Registers a job type (in the composition root, as services are created); enqueue through
     * the returned handle. Workers claim only the types their process has defined.
     */
    define<P, R>(def: JobDefinition<P, R>): JobHandle<P, R> {
      if (definitions.has(def.type)) throw new Error(`job type ${def.type} is defined twice`);
      definitions.set(def.type, def);
      return { type: def.type };
    },

    /**
     * Enqueues a job (the payload is checked by the type's schema: a bad one is a 400). With an
     * idempotency key, a second enqueue returns the existing job instead.
     */
    enqueue<P, R>(job: JobHandle<P, R> | string, payload: P, opts?: EnqueueOptions) {
      return enqueue(typeof job === 'string' ? job : job.type, payload, opts);
    },

    /**
     * Enqueues in the caller's transaction (a transactional outbox): the job exists if and only
     * if the caller's writes commit, and is offered to workers after the commit.
     */
    enqueueIn<P, R>(tx: Tx, job: JobHandle<P, R> | string, payload: P, opts?: EnqueueOptions) {
      return enqueue(typeof job === 'string' ? job : job.type, payload, opts, tx);
    },

    async get(id: string): Promise<Job | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = await repo.findById(id);
      return row && toJob(row);
    },

    /** Job types that keep their finished jobs shorter than the default retention. */
    shortRetention(): { type: string; retentionDays: number }[] {
      return [...definitions.values()].flatMap((d) =>
        d.retentionDays === undefined ? [] : [{ type: d.type, retentionDays: d.retentionDays }],
      );
    },

    /** One owner's queued and running jobs of these types (per-user limits). */
    activeOf: (ownerId: string, types: readonly string[]) => repo.activeOf(ownerId, types),

    /** A job with the payload it was enqueued with (for features that show what a job is about). */
    async getWithPayload(id: string): Promise<{ job: Job; payload: unknown } | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = await repo.findById(id);
      return row && { job: toJob(row), payload: row.payload };
    },

    /**
     * Cancels a job: a queued one ends at once, a running one is aborted (its handler's signal)
     * and ends `cancelled` when the handler stops. A finished job is returned unchanged.
     */
    async cancel(id: string): Promise<Job | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = (await repo.requestCancel(id, clock.now())) ?? (await repo.findById(id));
      if (!row) return undefined;
      if (row.status === 'running') runner.stopLocal(id);
      return toJob(row);
    },

    async list(query: JobFilter & { order: 'asc' | 'desc'; page: number; limit: number }) {
      return mapPage(await repo.list(query), toJob);
    },

    /** The whole filtered list as jobs, in keyset batches (`?format=csv|json`), and its size. */
    async exportList(query: JobFilter & { order: 'asc' | 'desc' }) {
      return {
        total: await repo.count(query),
        batches: mapBatches(repo.exportBatches(query), toJob),
      };
    },

    /**
     * Runs `job` on a schedule: one job per slot (every N ms, or daily at a UTC time) however
     * many processes run, keyed `schedule:<name>:<slot>`. A slot missed while every process
     * was down runs once at the next start; a slot whose job still runs does not wait for it.
     */
    schedule<P, R>(name: string, job: JobHandle<P, R>, payload: P, schedule: Schedule) {
      if (schedules.some((s) => s.name === name)) throw new Error(`schedule ${name} exists`);
      const s = { name, type: job.type, payload, schedule };
      schedules.push(s);
      if (started) void enqueueSlot(s).then(() => started && armSchedule(s));
    },

    /** Starts the workers (unless concurrency is 0) and the schedules. */
    async start() {
      if (started) return;
      started = true;
      dispatcher.start();
      for (const s of schedules) {
        await enqueueSlot(s);
        armSchedule(s);
      }
    },

    /**
     * Stops claiming, aborts running handlers (their jobs go back to the queue without using
     * an attempt) and waits up to `waitMs` for them to record it.
     */
    async stop(waitMs = 5_000) {
      started = false;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await dispatcher.stopClaiming();
      await runner.stopAll(waitMs);
      await dispatcher.close();
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;

/**
 * `jobs.purge-finished`: deletes jobs that ended more than the retention period ago (their
 * type's own, where it is shorter).
 */
export function definePurgeFinishedJobs(
  jobs: JobsService,
  deps: { repo: JobsRepo; clock: Clock; retentionDays: number },
) {
  const purge = jobs.define({
    type: 'jobs.purge-finished',
    payload: z.object({}),
    maxAttempts: 3,
    handler: async () => {
      const now = deps.clock.now().getTime();
      let deleted = 0;
      for (const t of jobs.shortRetention()) {
        if (t.retentionDays >= deps.retentionDays) continue;
        deleted += await deps.repo.purgeFinished(new Date(now - t.retentionDays * DAY_MS), t.type);
      }
      const before = new Date(now - deps.retentionDays * DAY_MS);
      return { deleted: deleted + (await deps.repo.purgeFinished(before)) };
    },
  });
  jobs.schedule('jobs.purge-finished', purge, {}, { dailyAtUtc: '03:30' });
  return purge;
}

/** For job handlers in other modules (they reach this module only through this file). */
export { PermanentJobError } from './job-definition';
export type { JobContext } from './job-definition';
