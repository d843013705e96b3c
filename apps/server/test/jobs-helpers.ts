import type { App } from '../src/app';

/** Polls `check` until it returns something truthy (then returns it) or the time is up. */
export async function until<T>(
  check: () => Promise<T | undefined | null | false | 0>,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A job (or a job's status reply) once it has settled, succeeded or failed; else undefined. */
export const settled = <J extends { status: string }>(job: J | null | undefined) =>
  job && (job.status === 'succeeded' || job.status === 'failed') ? job : undefined;

/** Waits until job `id` has settled, as the jobs service reads it, and returns it. */
export const jobSettled = (app: App, id: string, timeoutMs?: number) =>
  until(async () => settled(await app.services.jobs.get(id)), timeoutMs);
