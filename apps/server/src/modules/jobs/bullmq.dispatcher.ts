import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { DispatcherDeps, JobDispatcher } from './jobs.dispatcher';

type Carried = { id: string };

/**
 * With REDIS_URL: BullMQ carries job ids to the workers of every process; the jobs table stays
 * the record of truth (status, progress, result, attempts, lease). A BullMQ job only says "look
 * at job X": the worker claims X in the database (atomic, so a duplicate delivery is a no-op)
 * and runs it with the same runner as the database queue. BullMQ's own retries are off: a
 * retry is a new delivery with a delay, after the database recorded the attempt.
 *
 * Deliveries can be lost (Redis flushed, a crash between the insert and the add, a stalled job
 * delivered while its lease still ran): every poll interval each process re-offers claimable
 * jobs under their delivery id `<id>-<attempts>`, which BullMQ deduplicates while the delivery
 * still waits.
 */
export function createBullmqDispatcher(
  deps: DispatcherDeps & { redisUrl: string; queueName: string },
): JobDispatcher {
  const { repo, runner, clock, log } = deps;
  // BullMQ's blocking commands need `maxRetriesPerRequest: null` (STACK.md, pitfall 4).
  const queueConnection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<Carried>(deps.queueName, {
    connection: queueConnection,
    defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: true },
  });
  queue.on('error', (err) => log.warn({ err }, 'job queue (Redis) error'));
  let worker: Worker<Carried> | undefined;
  let workerConnection: Redis | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;
  let reconciling: Promise<void> = Promise.resolve();

  const deliveryId = (id: string, attempts: number) => `${id}-${attempts}`;
  const delayOf = (runAt: Date) => Math.max(0, runAt.getTime() - clock.now().getTime());

  async function reconcile() {
    const now = clock.now();
    await repo.reapExpired(now);
    // Jobs enqueued a moment ago are on their way; only offer those due a while.
    const due = await repo.dueIds(deps.types(), new Date(now.getTime() - deps.pollMs), 500);
    if (due.length === 0) return;
    await queue.addBulk(
      due.map((j) => ({
        name: j.type,
        data: { id: j.id },
        opts: { jobId: deliveryId(j.id, j.attempts) },
      })),
    );
  }

  return {
    kind: 'bullmq',
    async dispatch(job) {
      const added = queue.add(
        job.type,
        { id: job.id },
        { jobId: deliveryId(job.id, job.attempts), delay: delayOf(job.runAt) },
      );
      // With Redis away, ioredis would hold the command until it is back; the enqueue (an HTTP
      // request) must not wait for that: the job is safe in the database and re-offered later.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not take the job in time')), 2_000);
      });
      try {
        await Promise.race([added, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    start() {
      reconcileTimer = setInterval(() => {
        reconciling = reconciling
          .then(reconcile)
          .catch((err: unknown) => log.warn({ err }, 'job re-delivery failed'));
      }, deps.pollMs);
      if (deps.concurrency <= 0) return;
      workerConnection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
      worker = new Worker<Carried>(
        deps.queueName,
        async (delivery) => {
          if (!deps.types().includes(delivery.name)) {
            // Another version's job type: leave it to a process that knows it (it re-offers).
            throw new Error(`unknown job type ${delivery.name}`);
          }
          const row = await repo.claimById(delivery.data.id, deps.lease(), clock.now());
          if (row) await runner.run(row);
        },
        {
          connection: workerConnection,
          concurrency: deps.concurrency,
          // Our lease decides who owns a job; BullMQ's lock only needs to outlive a heartbeat.
          lockDuration: Math.max(deps.leaseMs, 5_000),
        },
      );
      worker.on('error', (err) => log.warn({ err }, 'job worker (Redis) error'));
      worker.on('failed', (delivery, err) => {
        if (delivery) log.debug({ err, delivery: delivery.id }, 'job delivery not taken');
      });
    },
    async stopClaiming() {
      if (reconcileTimer) clearInterval(reconcileTimer);
      await reconciling;
      // Stop fetching at once; the handlers in flight are stopped by the runner.
      await worker?.pause(true);
    },
    async close() {
      await worker?.close();
      await queue.close();
      queueConnection.disconnect();
      workerConnection?.disconnect();
    },
  };
}
