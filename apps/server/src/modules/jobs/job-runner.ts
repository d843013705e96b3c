import type { JobError } from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { PermanentJobError, type JobContext, type JobDefinition } from './job-definition';
import type { JobRow, JobsRepo } from './jobs.repo';

/** Why a running handler's signal was aborted. */
type StopReason = 'cancelled' | 'shutdown' | 'lease-lost' | 'timeout';

class JobStop extends Error {
  constructor(readonly reason: StopReason) {
    super(`job stopped: ${reason}`);
    this.name = 'JobStop';
  }
}

export type RunnerTimings = {
  /** How long a claim lasts without a heartbeat. */
  leaseMs: number;
  /** Heartbeat (lease renewal and cancel check) interval; progress is written on it too. */
  heartbeatMs: number;
};

// Definitions are stored with their payload and result types erased; each is only ever
// called with a payload its own schema parsed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any>;

/** The delay before attempt `attempt + 1`, after attempt `attempt` failed. */
export function backoffMs(def: AnyJobDefinition, attempt: number, random = Math.random) {
  const { baseMs, maxMs } = def.backoff ?? { baseMs: 1_000, maxMs: 5 * 60_000 };
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw * (0.8 + 0.4 * random()));
}

/** Client errors (4xx) cannot be fixed by retrying; outages (5xx, 429) can. */
const isPermanent = (err: unknown) =>
  err instanceof PermanentJobError ||
  (err instanceof AppError && err.statusCode < 500 && err.statusCode !== 429);

function jobErrorOf(err: unknown): JobError {
  if (err instanceof PermanentJobError || err instanceof AppError) {
    return { code: err.code, message: err.message };
  }
  if (err instanceof JobStop && err.reason === 'timeout') {
    return { code: 'TIMEOUT', message: 'The job took longer than its time limit.' };
  }
  // Anything else may carry internals (SQL, hosts, stack): the owner sees a plain sentence,
  // the log has the cause with the job id.
  return { code: 'INTERNAL', message: 'The job failed.' };
}

/**
 * Runs claimed jobs: parses the payload, calls the handler with progress, signal and log,
 * renews the lease (heartbeat) while it runs, and records the outcome. The same runner serves
 * the database queue and BullMQ, so a job behaves the same in both modes.
 */
export function createJobRunner(deps: {
  repo: JobsRepo;
  definitions: ReadonlyMap<string, AnyJobDefinition>;
  clock: Clock;
  log: FastifyBaseLogger;
  workerId: string;
  timings: RunnerTimings;
  /** A failed attempt went back to the queue for `runAt` (BullMQ mode dispatches it). */
  onRequeued: (row: JobRow) => Promise<void>;
}) {
  const { repo, clock, workerId, timings } = deps;
  const running = new Map<string, { stop: (reason: StopReason) => void; done: Promise<void> }>();
  const lease = () => ({ workerId, until: new Date(clock.now().getTime() + timings.leaseMs) });

  async function run(row: JobRow): Promise<void> {
    const def = deps.definitions.get(row.type);
    const log = deps.log.child({ jobId: row.id, jobType: row.type, attempt: row.attempts });
    if (!def) {
      // Only claimed types are known ones; a row of an unknown type means a rolling upgrade.
      await repo.release(row.id, workerId, clock.now());
      return;
    }
    const controller = new AbortController();
    let stopReason: StopReason | undefined;
    const stop = (reason: StopReason) => {
      if (stopReason) return;
      stopReason = reason;
      controller.abort(new JobStop(reason));
    };

    let pending: { done: number; total: number | null; detail: string | null } | undefined;
    let beating: Promise<void> = Promise.resolve();
    const beat = () => {
      const progress = pending;
      pending = undefined;
      beating = beating.then(async () => {
        try {
          const state = await repo.heartbeat(row.id, lease(), progress);
          if (!state) stop('lease-lost');
          else if (state.cancelRequested) stop('cancelled');
        } catch (err) {
          // A missed heartbeat is retried on the next tick; the lease outlives a few.
          log.warn({ err }, 'job heartbeat failed');
          if (progress && !pending) pending = progress;
        }
      });
    };
    const timer = setInterval(beat, timings.heartbeatMs);
    const timeout = def.timeoutMs ? setTimeout(() => stop('timeout'), def.timeoutMs) : undefined;

    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    running.set(row.id, { stop, done });

    const ctx: JobContext = {
      progress: (doneCount, total, detail) => {
        pending = {
          done: Math.max(0, Math.round(doneCount)),
          total: total === undefined || total === null ? null : Math.max(0, Math.round(total)),
          detail: detail ? detail.slice(0, 500) : null,
        };
      },
      signal: controller.signal,
      log,
      attempt: row.attempts,
      jobId: row.id,
      ownerId: row.ownerId,
    };

    try {
      let outcome: { ok: true; result: unknown } | { ok: false; err: unknown };
      const parsed = def.payload.safeParse(row.payload);
      if (!parsed.success) {
        outcome = {
          ok: false,
          err: new PermanentJobError('INVALID_PAYLOAD', 'The job was stored with a bad payload.'),
        };
      } else {
        try {
          const result: unknown = await def.handler(parsed.data, ctx);
          outcome = { ok: true, result: result === undefined ? null : result };
        } catch (err) {
          outcome = { ok: false, err: stopReason ? new JobStop(stopReason) : err };
        }
      }
      clearInterval(timer);
      if (timeout) clearTimeout(timeout);
      await beating;
      if (pending) {
        beat();
        await beating;
      }
      await record(row, def, outcome, stopReason, log);
    } finally {
      clearInterval(timer);
      if (timeout) clearTimeout(timeout);
      running.delete(row.id);
      settle();
    }
  }

  async function record(
    row: JobRow,
    def: AnyJobDefinition,
    outcome: { ok: true; result: unknown } | { ok: false; err: unknown },
    stopReason: StopReason | undefined,
    log: FastifyBaseLogger,
  ) {
    const now = clock.now();
    if (stopReason === 'lease-lost') {
      log.warn('job lease lost: another worker owns it now');
      return;
    }
    if (outcome.ok) {
      const finished = await repo.finish(row.id, workerId, now, {
        status: 'succeeded',
        result: outcome.result,
      });
      log.info({ status: finished?.status }, 'job finished');
      return;
    }
    if (stopReason === 'shutdown') {
      await repo.release(row.id, workerId, now);
      log.info('job released at shutdown; it resumes on the next worker');
      return;
    }
    if (stopReason === 'cancelled') {
      await repo.finish(row.id, workerId, now, { status: 'cancelled' });
      log.info('job cancelled');
      return;
    }
    const error = jobErrorOf(outcome.err);
    if (error.code === 'INTERNAL') log.error({ err: outcome.err }, 'job attempt failed');
    else log.warn({ code: error.code, msg: error.message }, 'job attempt failed');
    const maxAttempts = row.maxAttempts;
    if (isPermanent(outcome.err) || row.attempts >= maxAttempts) {
      await repo.finish(row.id, workerId, now, { status: 'failed', error });
      return;
    }
    const runAt = new Date(now.getTime() + backoffMs(def, row.attempts));
    const queued = await repo.retryLater(row.id, workerId, runAt, error, now);
    if (queued?.status === 'queued') await deps.onRequeued(queued);
  }

  return {
    run,
    /** Jobs this process is running now. */
    get active() {
      return running.size;
    },
    /** Stops a job if this process runs it (a cancel from this process needs no heartbeat). */
    stopLocal(id: string) {
      running.get(id)?.stop('cancelled');
    },
    /** Shutdown: stops every handler and waits (bounded) for each to record its state. */
    async stopAll(waitMs: number) {
      const all = [...running.values()];
      for (const r of all) r.stop('shutdown');
      await Promise.race([
        Promise.all(all.map((r) => r.done)),
        new Promise((resolve) => setTimeout(resolve, waitMs).unref()),
      ]);
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
