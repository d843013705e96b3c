import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** What a handler gets besides its payload. */
export type JobContext = {
  /**
   * Reports how far the job is (`done` of `total`; total unknown: omit it). Cheap to call often:
   * the worker writes at most a few updates a second.
   */
  progress: (done: number, total?: number | null, detail?: string | null) => void;
  /**
   * Aborted when the job is cancelled, times out, or the process shuts down. Pass it to every
   * fetch and check it in loops; `signal.throwIfAborted()` is the usual way to stop.
   */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** 1 for the first attempt, 2 for the first retry … */
  attempt: number;
  jobId: string;
  ownerId: string | null;
};

/**
 * One job type. Handlers must be idempotent: a job whose worker died runs again from the start
 * (durable queue after a restart, BullMQ after a stall), so write results with upserts or keyed
 * inserts, and keep per-item progress in your own tables when restarting from zero is costly.
 */
export type JobDefinition<P, R> = {
  /** Unique, dotted: `followers.analyze`, `jobs.purge-finished`. */
  type: string;
  /** Checked on enqueue (a bad payload is the caller's 400) and again before each attempt. */
  payload: z.ZodType<P>;
  handler: (payload: P, ctx: JobContext) => Promise<R>;
  /** Attempts in all, first included (default 3). */
  maxAttempts?: number;
  /** Back-off before retry n: min(maxMs, baseMs × 2^(n-1)), ±20 % jitter (default 1 s … 5 min). */
  backoff?: { baseMs: number; maxMs: number };
  /** An attempt running longer is aborted and counts as failed (default: no limit). */
  timeoutMs?: number;
  /**
   * Idempotency key scope for enqueues of this type (an enqueue may override it): `always`
   * (default) keeps a key for good; `active` only while the job is queued or running.
   */
  keyScope?: 'always' | 'active';
  /**
   * Finished jobs of this type are deleted this many days after they ended, when sooner than
   * JOBS_RETENTION_DAYS (frequent bookkeeping jobs, e.g. a check per watched account a day).
   */
  retentionDays?: number;
};

/** A registered job type; enqueue through it to get the payload checked by the compiler. */
export type JobHandle<P, R> = {
  readonly type: string;
  /** Types the handler's result (stored as JSON) for readers of `get(id).result`. */
  readonly __result?: R;
  readonly __payload?: P;
};

/**
 * An error that retrying cannot fix (bad input, a record that is gone): the job fails at once
 * with this code and message, which its owner sees.
 */
export class PermanentJobError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'PermanentJobError';
    this.code = code;
  }
}
