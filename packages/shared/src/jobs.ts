import { z } from 'zod';
import { emptyToUndefined, listPageOf, listQuerySchema } from './list-query';

/**
 * Background jobs (follower audits, batch CSV, re-scoring, purges, exports). A job is `queued`
 * until a worker claims it, `running` while a handler works on it, and ends `succeeded`,
 * `failed` (after its last attempt) or `cancelled`. A failed attempt with attempts left goes
 * back to `queued` with a later `runAt`.
 */
export const jobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** Statuses after which nothing changes any more. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];

/** How far a job is: `done` of `total` (total unknown = null), with an optional short detail. */
export const jobProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** 0–100 when the total is known, else null. */
  percent: z.number().nullable(),
  detail: z.string().nullable(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** Why a job failed: a code the UI can translate and a message meant for the job's owner. */
export const jobErrorSchema = z.object({ code: z.string(), message: z.string() });
export type JobError = z.infer<typeof jobErrorSchema>;

/** `GET /api/jobs/:id` → 200: the state of one job, the same in every queue mode. */
export const jobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: jobStatusSchema,
  progress: jobProgressSchema,
  /** What the handler returned (its own shape per job type); null until it succeeds. */
  result: z.unknown().nullable(),
  /** The last attempt's error (also kept while a retry is queued); null when none failed. */
  error: jobErrorSchema.nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** A cancel was asked for and the running handler has not stopped yet. */
  cancelRequested: z.boolean(),
  ownerId: z.string().nullable(),
  createdAt: z.string(),
  /** When the next attempt may start (a retry waits for its back-off). */
  runAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** An id that is not a job's id is a 404, whatever its shape. */
export const jobIdParamsSchema = z.object({ id: z.string().max(100) });

/** `GET /api/jobs`: the caller's jobs (an admin's: everyone's), newest first by default. */
export const jobListQuerySchema = listQuerySchema({
  sort: ['created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  defaultLimit: 20,
  filters: {
    status: z.preprocess(emptyToUndefined, jobStatusSchema.optional()),
    type: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  },
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobPageSchema = listPageOf(jobSchema);
export type JobPage = z.infer<typeof jobPageSchema>;
