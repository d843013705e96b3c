import { z } from 'zod';
import type { Storage } from '../../integrations/storage/storage';
import type { Clock } from '../../lib/clock';
import type { JobsService } from '../jobs/jobs.service';
import type { FileReferences } from './file-references';

export const ORPHAN_SWEEP_JOB = 'uploads.purge-orphans';
/** Names checked against the reference providers per round trip. */
const BATCH = 500;

/**
 * The daily sweep of the upload store: files that no registered module refers to and that are
 * older than the grace period are deleted. The grace period protects an upload in flight (the
 * file is stored before the row that names it is committed) and a row written by another
 * process a moment after the listing.
 */
export function defineOrphanSweep(
  jobs: JobsService,
  deps: { storage: Storage; references: FileReferences; clock: Clock; graceHours: number },
) {
  async function sweep(signal?: AbortSignal) {
    const cutOff = deps.clock.now().getTime() - deps.graceHours * 3_600_000;
    let checked = 0;
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      const names = batch;
      batch = [];
      const used = await deps.references.inUse(names);
      for (const name of names) {
        if (used.has(name)) continue;
        await deps.storage.delete(name);
        removed++;
      }
    };
    for await (const entry of deps.storage.list()) {
      // Stopped (shutdown, cancel): what is deleted stays deleted; the next run goes on.
      signal?.throwIfAborted();
      if (entry.modifiedAt.getTime() > cutOff) continue;
      checked++;
      batch.push(entry.name);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return { checked, removed, modules: deps.references.modules() };
  }
  const job = jobs.define({
    type: ORPHAN_SWEEP_JOB,
    payload: z.object({}),
    handler: (_payload, ctx) => sweep(ctx.signal),
  });
  jobs.schedule(ORPHAN_SWEEP_JOB, job, {}, { dailyAtUtc: '04:15' });
  return { job, sweep: () => sweep() };
}
