import type { JobError } from '@vigil/shared';
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { jobs } from '../../db/schema';
import { countRows, keysetBatches, paginate, type SortKey } from '../../lib/list/paginate';

export type JobRow = typeof jobs.$inferSelect;

export type NewJob = {
  type: string;
  payload: unknown;
  ownerId: string | null;
  idempotencyKey: string | null;
  keyScope: 'always' | 'active';
  maxAttempts: number;
  runAt: Date;
};

/** A lease held by one worker on one running job. */
export type Lease = { workerId: string; until: Date };

const ACTIVE = ['queued', 'running'] as const;

export type JobFilter = {
  ownerId?: string | undefined;
  status?: JobRow['status'] | undefined;
  type?: string | undefined;
};

const filterOf = (p: JobFilter) =>
  and(
    p.ownerId ? eq(jobs.ownerId, p.ownerId) : undefined,
    p.status ? eq(jobs.status, p.status) : undefined,
    p.type ? eq(jobs.type, p.type) : undefined,
  );

/** The job list's sorts (shared `jobListQuerySchema`), each served by an index. */
const LIST_KEY: Record<'created_at', SortKey> = { created_at: [jobs.createdAt, jobs.id] };

/**
 * Jobs table access for both queue modes. Every write of a worker is conditioned on its lease
 * (`locked_by` and `status = 'running'`), so a worker that lost its lease (it stalled and another
 * one took the job over) can no longer change the job.
 */
export function createJobsRepo(db: Db) {
  /** Due queued jobs, and running jobs whose worker stopped renewing its lease. */
  const claimable = (now: Date) =>
    or(
      and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
      and(
        eq(jobs.status, 'running'),
        lt(jobs.leaseExpiresAt, now),
        isNull(jobs.cancelRequestedAt),
        lt(jobs.attempts, jobs.maxAttempts),
      ),
    );

  const claimSet = (lease: Lease, now: Date) => ({
    status: 'running' as const,
    attempts: sql`${jobs.attempts} + 1`,
    lockedBy: lease.workerId,
    leaseExpiresAt: lease.until,
    startedAt: sql`coalesce(${jobs.startedAt}, ${now.toISOString()}::timestamptz)`,
    finishedAt: null,
  });

  const ownedBy = (id: string, workerId: string) =>
    and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

  return {
    /**
     * Inserts the job unless its idempotency key is taken; then returns the job holding the key.
     * Two concurrent enqueues with one key both get the same job (the unique index decides).
     */
    async insertOrGet(job: NewJob, tx: Tx = db): Promise<{ row: JobRow; created: boolean }> {
      for (let tries = 0; tries < 5; tries++) {
        const [created] = await tx.insert(jobs).values(job).onConflictDoNothing().returning();
        if (created) return { row: created, created: true };
        if (!job.idempotencyKey) throw new Error('job insert conflicted without a key');
        const [existing] = await tx
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.type, job.type),
              job.ownerId ? eq(jobs.ownerId, job.ownerId) : isNull(jobs.ownerId),
              eq(jobs.idempotencyKey, job.idempotencyKey),
              eq(jobs.keyScope, job.keyScope),
              job.keyScope === 'active' ? inArray(jobs.status, ACTIVE) : undefined,
            ),
          )
          .orderBy(desc(jobs.createdAt))
          .limit(1);
        if (existing) return { row: existing, created: false };
        // The holder finished (an `active` key was released) between the two statements.
      }
      throw new Error(`job key ${job.idempotencyKey} kept changing hands`);
    },

    async findById(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
      return row;
    },

    /** Claims up to `limit` claimable jobs of the given types (database queue). */
    async claimNext(
      types: readonly string[],
      lease: Lease,
      now: Date,
      limit: number,
    ): Promise<JobRow[]> {
      if (types.length === 0 || limit <= 0) return [];
      // Two statements in one transaction: `UPDATE … WHERE id IN (SELECT … LIMIT n FOR UPDATE
      // SKIP LOCKED)` may run its subquery more than once and claim more than n rows.
      return db.transaction(async (tx) => {
        const picked = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(inArray(jobs.type, [...types]), claimable(now)))
          .orderBy(jobs.runAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (picked.length === 0) return [];
        return tx
          .update(jobs)
          .set(claimSet(lease, now))
          .where(
            inArray(
              jobs.id,
              picked.map((p) => p.id),
            ),
          )
          .returning();
      });
    },

    /** Claims one job by id if it is claimable (BullMQ hands out ids). */
    async claimById(id: string, lease: Lease, now: Date): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set(claimSet(lease, now))
        .where(and(eq(jobs.id, id), claimable(now)))
        .returning();
      return row;
    },

    /** Ids of claimable jobs, oldest first (BullMQ mode re-dispatches them: lost or stalled). */
    async dueIds(types: readonly string[], now: Date, limit: number) {
      if (types.length === 0) return [];
      return db
        .select({ id: jobs.id, type: jobs.type, attempts: jobs.attempts })
        .from(jobs)
        .where(and(inArray(jobs.type, [...types]), claimable(now)))
        .orderBy(jobs.runAt)
        .limit(limit);
    },

    /**
     * Ends jobs whose worker died for good: cancelled if a cancel was asked for, failed when no
     * attempt is left. Returns how many it ended.
     */
    async reapExpired(now: Date) {
      const expired = and(eq(jobs.status, 'running'), lt(jobs.leaseExpiresAt, now));
      const cancelled = await db
        .update(jobs)
        .set({ status: 'cancelled', finishedAt: now, lockedBy: null, leaseExpiresAt: null })
        .where(and(expired, isNotNull(jobs.cancelRequestedAt)))
        .returning({ id: jobs.id });
      const lost: JobError = {
        code: 'WORKER_LOST',
        message: 'The worker running this job stopped before it finished.',
      };
      const failed = await db
        .update(jobs)
        .set({
          status: 'failed',
          finishedAt: now,
          lockedBy: null,
          leaseExpiresAt: null,
          error: lost,
        })
        .where(and(expired, sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
        .returning({ id: jobs.id });
      return cancelled.length + failed.length;
    },

    /**
     * Renews the lease and writes progress; returns whether a cancel was asked for, or
     * undefined when this worker no longer owns the job.
     */
    async heartbeat(
      id: string,
      lease: Lease,
      progress?: { done: number; total: number | null; detail: string | null },
    ) {
      const [row] = await db
        .update(jobs)
        .set({
          leaseExpiresAt: lease.until,
          ...(progress
            ? {
                progressDone: progress.done,
                progressTotal: progress.total,
                progressDetail: progress.detail,
              }
            : {}),
        })
        .where(ownedBy(id, lease.workerId))
        .returning({ cancelRequestedAt: jobs.cancelRequestedAt });
      return row ? { cancelRequested: row.cancelRequestedAt !== null } : undefined;
    },

    /** The handler returned: succeeded, or cancelled when a cancel came first. */
    async finish(
      id: string,
      workerId: string,
      now: Date,
      outcome:
        | { status: 'succeeded'; result: unknown }
        | { status: 'failed'; error: JobError }
        | { status: 'cancelled' },
    ) {
      const status: SQL =
        outcome.status === 'failed'
          ? sql`'failed'`
          : sql`case when ${jobs.cancelRequestedAt} is not null then 'cancelled' else ${outcome.status} end`;
      const [row] = await db
        .update(jobs)
        .set({
          status,
          result: outcome.status === 'succeeded' ? (outcome.result ?? null) : null,
          // A success clears the error of an earlier attempt; a failure records its own.
          error:
            outcome.status === 'failed'
              ? outcome.error
              : outcome.status === 'succeeded'
                ? null
                : undefined,
          finishedAt: now,
          lockedBy: null,
          leaseExpiresAt: null,
        })
        .where(ownedBy(id, workerId))
        .returning();
      return row;
    },

    /** A failed attempt with attempts left: back to the queue after the back-off. */
    async retryLater(id: string, workerId: string, runAt: Date, error: JobError, now: Date) {
      const [row] = await db
        .update(jobs)
        .set({
          status: sql`case when ${jobs.cancelRequestedAt} is not null then 'cancelled' else 'queued' end`,
          finishedAt: sql`case when ${jobs.cancelRequestedAt} is not null then ${now.toISOString()}::timestamptz end`,
          runAt,
          error,
          lockedBy: null,
          leaseExpiresAt: null,
        })
        .where(ownedBy(id, workerId))
        .returning();
      return row;
    },

    /** Shutdown: the attempt did not really happen; the job waits for the next worker. */
    async release(id: string, workerId: string, now: Date) {
      const [row] = await db
        .update(jobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          runAt: now,
          lockedBy: null,
          leaseExpiresAt: null,
        })
        .where(ownedBy(id, workerId))
        .returning();
      return row;
    },

    /**
     * A queued job ends at once; a running one gets `cancel_requested_at` and its worker stops
     * it (it sees the flag at its next heartbeat). Finished jobs are left as they are.
     */
    async requestCancel(id: string, now: Date): Promise<JobRow | undefined> {
      const [row] = await db
        .update(jobs)
        .set({
          status: sql`case when ${jobs.status} = 'queued' then 'cancelled' else ${jobs.status} end`,
          finishedAt: sql`case when ${jobs.status} = 'queued' then ${now.toISOString()}::timestamptz else ${jobs.finishedAt} end`,
          cancelRequestedAt: now,
        })
        .where(and(eq(jobs.id, id), inArray(jobs.status, ACTIVE)))
        .returning();
      return row;
    },

    list(p: JobFilter & { order: 'asc' | 'desc'; page: number; limit: number }) {
      return paginate(
        { db, table: jobs, where: filterOf(p) },
        { key: LIST_KEY.created_at, order: p.order, page: p.page, limit: p.limit },
      );
    },

    count(p: JobFilter) {
      return countRows({ db, table: jobs, where: filterOf(p) });
    },

    /** The whole filtered list, newest or oldest first, in keyset batches (exports). */
    exportBatches(p: JobFilter & { order: 'asc' | 'desc' }) {
      return keysetBatches(
        { db, table: jobs, where: filterOf(p) },
        { key: LIST_KEY.created_at, order: p.order },
      );
    },

    /** One owner's queued and running jobs of these types (per-user limits). */
    async activeOf(ownerId: string, types: readonly string[]) {
      return db
        .select({ id: jobs.id, type: jobs.type, idempotencyKey: jobs.idempotencyKey })
        .from(jobs)
        .where(
          and(
            eq(jobs.ownerId, ownerId),
            inArray(jobs.type, [...types]),
            inArray(jobs.status, ACTIVE),
          ),
        );
    },

    /** Jobs per type and status (the metrics' queue depth and failures). */
    async countByTypeAndStatus() {
      return db
        .select({ type: jobs.type, status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .groupBy(jobs.type, jobs.status);
    },

    /** Deletes finished jobs that ended before `before`; returns how many. */
    /** Deletes jobs (of one type, when given) that finished before `before`. */
    async purgeFinished(before: Date, type?: string) {
      const gone = await db
        .delete(jobs)
        .where(
          and(
            isNotNull(jobs.finishedAt),
            lt(jobs.finishedAt, before),
            type === undefined ? undefined : eq(jobs.type, type),
          ),
        )
        .returning({ id: jobs.id });
      return gone.length;
    },
  };
}
export type JobsRepo = ReturnType<typeof createJobsRepo>;
