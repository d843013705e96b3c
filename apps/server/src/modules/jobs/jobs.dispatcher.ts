import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { JobRunner } from './job-runner';
import type { JobsRepo, Lease } from './jobs.repo';

/**
 * How claimed work reaches the runner: the database queue polls the jobs table; BullMQ carries
 * job ids through Redis to any process. The jobs table is the record of truth in both.
 */
export type JobDispatcher = {
  kind: 'database' | 'bullmq';
  /** A job was enqueued, or re-queued for a retry at `runAt`. Failures are recovered later. */
  dispatch: (job: { id: string; type: string; attempts: number; runAt: Date }) => Promise<void>;
  /** Starts claiming jobs (no-op with concurrency 0). */
  start: () => void;
  /** Stops claiming new jobs; running ones are the runner's to stop. */
  stopClaiming: () => Promise<void>;
  /** Releases connections. */
  close: () => Promise<void>;
};

/** What either dispatcher claims and runs jobs with: the jobs table, the runner and the pace. */
export type DispatcherDeps = {
  repo: JobsRepo;
  runner: JobRunner;
  clock: Clock;
  log: FastifyBaseLogger;
  types: () => readonly string[];
  concurrency: number;
  pollMs: number;
  leaseMs: number;
  lease: () => Lease;
};
