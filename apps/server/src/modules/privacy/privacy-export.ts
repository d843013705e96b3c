import { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { z } from 'zod';
import type { Storage } from '../../integrations/storage/storage';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth';
import { PermanentJobError, type JobsService } from '../jobs/jobs.service';
import type { PersonalData } from './personal-data';
import type { PrivacyRepo } from './privacy.repo';

/** How long a prepared export can be downloaded (the issue: 24 h). */
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
export const EXPORT_JOB_TYPE = 'privacy.export';
/** An archive larger than this fails the job (content videos are ≤ 200 MB each). */
const MAX_ARCHIVE_BYTES = 20 * 1024 ** 3;

export type ExportResult = { file: string; size: number; expiresAt: string };

/**
 * `privacy.export`: everything stored about the job's owner as one zip archive: the account,
 * badge profiles, payments, audit entries about them and the lookups they made (this module's
 * tables), plus every registered module's share (linked identities, content items, ownership
 * proofs, the person page …) in `vigil-data.json`, and their files (screenshots, uploaded images,
 * thumbnails and videos) under `files/`. The archive is streamed into the export store (memory
 * stays flat with large videos), served only to its owner for 24 h; `privacy.purge-exports`
 * removes expired archives hourly.
 */
export function definePrivacyExport(
  jobs: JobsService,
  deps: {
    repo: PrivacyRepo;
    auth: AuthService;
    personalData: PersonalData;
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
      const who = { userId };
      ctx.progress(0, 3, 'collect');
      const data = await deps.repo.collect(who);
      const shares = await deps.personalData.collect(who);
      ctx.signal.throwIfAborted();
      ctx.progress(1, 3, 'files');
      const names = [
        ...new Set([
          ...data.profiles.flatMap((p) => (p.screenshotFilename ? [p.screenshotFilename] : [])),
          ...shares.files,
        ]),
      ];
      const { passwordHash: _secret, ...account } = user;
      const document = (files: string[]) => ({
        exportedAt: deps.clock.now().toISOString(),
        account,
        profiles: data.profiles.map(({ searchText: _s, ...p }) => p),
        payments: data.payments,
        auditEntries: data.audit,
        lookups: data.lookups,
        ...shares.records,
        files: files.map((name) => `files/${name}`),
      });
      const stored = await deps.exports.putStream(
        Readable.from(archive(names, deps.uploads, document, ctx.signal)),
        'zip',
        { maxBytes: MAX_ARCHIVE_BYTES },
      );
      ctx.progress(3, 3, 'done');
      return {
        file: stored.name,
        size: stored.size,
        expiresAt: new Date(deps.clock.now().getTime() + EXPORT_TTL_MS).toISOString(),
      };
    },
  });
  return handle;
}

/**
 * The zip, chunk by chunk: each file streamed from the upload store as it is (media are already
 * compressed), then `vigil-data.json` (deflated), which lists the files that were really there.
 */
async function* archive(
  names: string[],
  uploads: Storage,
  document: (files: string[]) => unknown,
  signal: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift()!;
  }
  const present: string[] = [];
  for (const name of names) {
    signal.throwIfAborted();
    const file = await uploads.get(name);
    if (!file) continue;
    const entry = new ZipPassThrough(`files/${name}`);
    zip.add(entry);
    for await (const chunk of file.stream as AsyncIterable<Uint8Array>) {
      entry.push(chunk);
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    present.push(name);
    yield* drain();
  }
  const json = new ZipDeflate('vigil-data.json', { level: 6 });
  zip.add(json);
  json.push(strToU8(JSON.stringify(document(present), null, 2)), true);
  zip.end();
  yield* drain();
}
