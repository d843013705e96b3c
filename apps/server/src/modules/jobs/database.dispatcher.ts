import type { DispatcherDeps, JobDispatcher } from './jobs.dispatcher';

/**
 * The embedded default: workers poll the jobs table (`FOR UPDATE SKIP LOCKED`, so several
 * processes on one PostgreSQL share the work too) and wake at once for jobs enqueued in this
 * process. A job whose worker died is claimed again when its lease runs out.
 */
export function createDatabaseDispatcher(deps: DispatcherDeps): JobDispatcher {
  const { repo, runner, clock, log } = deps;
  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  const wakeUp = () => {
    wake?.();
    wake = undefined;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  // Dead jobs are rare: look for them every few seconds, not on every poll.
  const reapEveryMs = Math.min(5_000, deps.leaseMs);
  let lastReap = 0;

  /** One round: end dead jobs, claim as many as there are free slots. True when slots ran full. */
  async function round() {
    const now = clock.now();
    if (now.getTime() - lastReap >= reapEveryMs) {
      lastReap = now.getTime();
      await repo.reapExpired(now);
    }
    const free = deps.concurrency - runner.active;
    if (free <= 0) return false;
    const rows = await repo.claimNext(deps.types(), deps.lease(), now, free);
    for (const row of rows) {
      runner
        .run(row)
        .catch((err: unknown) => log.error({ err, jobId: row.id }, 'job runner failed'))
        .finally(wakeUp);
    }
    return rows.length === free;
  }

  return {
    kind: 'database',
    async dispatch(job) {
      if (job.runAt.getTime() <= clock.now().getTime()) wakeUp();
    },
    start() {
      if (running || deps.concurrency <= 0) return;
      running = true;
      loop = (async () => {
        while (running) {
          let full = false;
          try {
            full = await round();
          } catch (err) {
            log.error({ err }, 'job queue poll failed');
          }
          // Slots full: wait for one to free (a finished job wakes the loop) or the next poll.
          if (running && (!full || runner.active >= deps.concurrency)) await sleep(deps.pollMs);
        }
      })();
    },
    async stopClaiming() {
      running = false;
      wakeUp();
      await loop;
    },
    async close() {},
  };
}
