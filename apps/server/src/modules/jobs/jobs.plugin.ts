import { defineModule, provide } from '../../composition/module-plugin';
import { createJobsRepo } from './jobs.repo';
import { jobsRoutes } from './jobs.routes';
import { createJobsService, definePurgeFinishedJobs, type JobsService } from './jobs.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    jobs: JobsService;
  }
}

/**
 * Background jobs: the `jobs` table is the record of truth; with `REDIS_URL` BullMQ dispatches
 * job ids so several processes share the work. Loaded before the feature modules, which define
 * their job types on it; workers start once the app is ready (see app.ts).
 */
export const jobsPlugin = defineModule('jobs', [], async (app, { infra }) => {
  const { config, clock, log } = infra;
  const repo = createJobsRepo(infra.database.db);
  const jobs = createJobsService({
    repo,
    clock,
    log,
    settings: {
      concurrency: config.JOBS_CONCURRENCY,
      pollMs: config.JOBS_POLL_INTERVAL_MS,
      leaseMs: config.JOBS_LEASE_MS,
      retentionDays: config.JOBS_RETENTION_DAYS,
      redisUrl: config.REDIS_URL,
      queueName: config.JOBS_QUEUE_NAME,
    },
  });
  definePurgeFinishedJobs(jobs, { repo, clock, retentionDays: config.JOBS_RETENTION_DAYS });
  infra.metrics.gaugeFromSource(
    'vigil_jobs',
    'Jobs in the jobs table by type and status (queued + running = queue depth; failed = failures kept for JOBS_RETENTION_DAYS).',
    ['type', 'status'],
    async () =>
      (await repo.countByTypeAndStatus()).map((r) => ({
        labels: { type: r.type, status: r.status },
        value: Number(r.count),
      })),
  );
  provide(app, { jobs });
  return { api: [jobsRoutes] };
});
