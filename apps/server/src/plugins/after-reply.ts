import type { FastifyBaseLogger } from 'fastify';

/** How long work waits after the reply before it runs (with whatever else queued up). */
const DEFAULT_DELAY_MS = 50;

/**
 * Work that must not hold up, or show in the timing of, the reply: e-mails that depend on
 * whether an address has an account, for one. `run` queues the task; the queue runs, in order, on a
 * timer that does not depend on which requests queued what, so the work of a known address does not
 * slow down the next request more than that of an unknown one would. A failure is logged,
 * never thrown. `idle` runs what is queued at once and resolves when every task has ended:
 * the app waits for it before it closes the database, and tests wait for it before they read
 * the outbox. Tasks live in memory: a crash loses at most the last `delayMs` of them (the
 * user asks again).
 */
export function createAfterReply(deps: { log: FastifyBaseLogger; delayMs?: number }) {
  const delayMs = deps.delayMs ?? DEFAULT_DELAY_MS;
  const queue: Array<{ name: string; task: () => Promise<void> }> = [];
  let timer: NodeJS.Timeout | undefined;
  /** The worker: runs the queue one task at a time, in order (mails arrive as they were sent). */
  let worker: Promise<void> | undefined;

  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await next.task();
      } catch (err) {
        deps.log.error({ err, task: next.name }, 'after-reply task failed');
      }
    }
  };
  const drain = () => {
    clearTimeout(timer);
    timer = undefined;
    worker ??= work().finally(() => {
      worker = undefined;
    });
    return worker;
  };

  return {
    run(name: string, task: () => Promise<void>) {
      queue.push({ name, task });
      timer ??= setTimeout(drain, delayMs);
    },
    async idle() {
      while (queue.length > 0 || worker) await drain();
    },
  };
}
export type AfterReply = ReturnType<typeof createAfterReply>;
