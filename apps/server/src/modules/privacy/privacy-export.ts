import { buffer } from 'node:stream/consumers';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import type { Storage } from '../../integrations/storage/storage';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth';
import { PermanentJobError, type JobsService } from '../jobs/jobs.service';
import type { PrivacyRepo } from './privacy.repo';

/** How long a prepared export can be downloaded (the issue: 24 h). */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
export const EXPORT_JOB_TYPE = 'privacy.export';

export type ExportResult = { file: string; size: number; expiresAt: string };

/**
 * `privacy.export`: everything stored about the job's owner (account, badge profiles with their
 * screenshots, payments, audit entries about them, the lookups they made) as one zip archive:
 * `vigil-data.json` plus `files/<screenshot>`. The archive goes to the export store (not the
 * public uploads) and is served only to its owner for 24 h; `privacy.purge-exports` removes
 * expired archives hourly.
 */
export function definePrivacyExport(
  jobs: JobsService,
  deps: {
    repo: PrivacyRepo;
    auth: AuthService;
    uploads: Storage;
    exports: Storage;
    clock: Clock;
  },
) {
  const handle = jobs.define({
    type: EXPORT_JOB_TYPE,
    payload: z.object({ userId: z.uuid() }),
    maxAttempts: 3,
    timeoutMs: 10 * 60_000,
    keyScope: 'active',
    handler: async ({ userId }, ctx): Promise<ExportResult> => {
      const user = await deps.auth.findUser(userId);
      if (!user) throw new PermanentJobError('NOT_FOUND', 'The account no longer exists.');
      ctx.progress(0, 3, 'collect');
      const data = await deps.repo.collect({ userId, email: user.email });
      ctx.signal.throwIfAborted();
      ctx.progress(1, 3, 'files');
      const files: Zippable = {};
      for (const p of data.profiles) {
        if (!p.screenshotFilename) continue;
        const stored = await deps.uploads.get(p.screenshotFilename);
        if (stored) files[p.screenshotFilename] = new Uint8Array(await buffer(stored.stream));
      }
      ctx.progress(2, 3, 'archive');
      const { passwordHash: _secret, ...account } = user;
      const document = {
        exportedAt: deps.clock.now().toISOString(),
        account,
        profiles: data.profiles.map(({ searchText: _s, ...p }) => p),
        payments: data.payments,
        auditEntries: data.audit,
        lookups: data.lookups,
        files: Object.keys(files).map((name) => `files/${name}`),
      };
      const zip = zipSync({
        'vigil-data.json': strToU8(JSON.stringify(document, null, 2)),
        ...(Object.keys(files).length > 0 ? { files } : {}),
      });
      const file = await deps.exports.put(Buffer.from(zip), 'zip');
      ctx.progress(3, 3, 'done');
      return {
        file,
        size: zip.byteLength,
        expiresAt: new Date(deps.clock.now().getTime() + EXPORT_TTL_MS).toISOString(),
      };
    },
  });
  return handle;
}
