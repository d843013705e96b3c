import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction } from '../../db/transaction';
import type { Storage } from '../../integrations/storage/storage';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth';
import type { ProfilesService } from '../profiles';
import type { JobsService } from '../jobs/jobs.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { NewsService } from '../news/news.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { PaymentsService } from '../payments';
import type { PersonalData } from './personal-data';
import { definePrivacyExport, EXPORT_JOB_TYPE, type ExportResult } from './privacy-export';
import type { PrivacyRepo } from './privacy.repo';
import { DAY_MS } from '@vigil/shared/days';

/** The owner modules account erasure asks to forget a person (each in its own tables). */
export type PrivacyOwners = {
  auth: Pick<AuthService, 'forgetSignInTraces'>;
  outbox: Pick<OutboxService, 'forgetRecipient'>;
  payments: Pick<PaymentsService, 'forgetPayer'>;
  news: Pick<NewsService, 'forgetSubmitter'>;
};

/**
 * The data-subject rights of a signed-in user: erasure of the account (GDPR Art. 17). Export
 * (Art. 15/20) is a job, defined in `privacy-export.ts`.
 */
export function createPrivacyService(deps: {
  repo: PrivacyRepo;
  auth: AuthService;
  profiles: ProfilesService;
  /** What other modules keep about a person (export shares, erasure). */
  personalData: PersonalData;
  audit: AuditService;
  storage: Storage;
  /** Where export archives live (not the public uploads). */
  exports: Storage;
  jobs: JobsService;
  /** The owner of stored lookups: erases, purges and forgets them itself. */
  lookups: Pick<LookupsService, 'eraseStoredAccount' | 'purgeStoredBefore' | 'forgetUser'>;
  /**
   * The other owners of what erasure changes, each forgetting the person in its own tables
   * (privacy writes none of them): sign-in traces, messages, payments, news submissions.
   */
  owners: PrivacyOwners;
  clock: Clock;
  /** Stored lookups older than this are purged daily. */
  lookupRetentionDays: number;
  transaction: RunInTransaction;
  log: FastifyBaseLogger;
}) {
  const { jobs } = deps;
  const exportJob = definePrivacyExport(jobs, {
    repo: deps.repo,
    auth: deps.auth,
    personalData: deps.personalData,
    uploads: deps.storage,
    exports: deps.exports,
    clock: deps.clock,
  });
  const purge = jobs.define({
    type: 'privacy.purge-exports',
    payload: z.object({}),
    handler: async () => {
      const { batches } = await jobs.exportList({
        type: EXPORT_JOB_TYPE,
        status: 'succeeded',
        order: 'asc',
      });
      let removed = 0;
      for await (const batch of batches) {
        for (const job of batch) {
          const result = job.result as ExportResult | null;
          if (!result || Date.parse(result.expiresAt) > deps.clock.now().getTime()) continue;
          await deps.exports.delete(result.file);
          removed++;
        }
      }
      return { removed };
    },
  });
  jobs.schedule('privacy.purge-exports', purge, {}, { everyMs: 60 * 60_000 });

  const retention = jobs.define({
    type: 'lookups.purge-retention',
    payload: z.object({}),
    handler: async () =>
      deps.lookups.purgeStoredBefore(
        new Date(deps.clock.now().getTime() - deps.lookupRetentionDays * DAY_MS),
        deps.transaction,
      ),
  });
  jobs.schedule('lookups.purge-retention', retention, {}, { dailyAtUtc: '03:45' });

  async function readyExport(userId: string, jobId: string) {
    const job = await jobs.get(jobId);
    if (!job || job.type !== EXPORT_JOB_TYPE || job.ownerId !== userId) {
      throw new AppError('NOT_FOUND', 'No such data export.');
    }
    const result = job.result as ExportResult | null;
    if (job.status !== 'succeeded' || !result) {
      throw new AppError('CONFLICT', 'The data export is not ready yet.');
    }
    if (Date.parse(result.expiresAt) <= deps.clock.now().getTime()) {
      throw new AppError('NOT_FOUND', 'The data export has expired. Please prepare a new one.');
    }
    const file = await deps.exports.get(result.file);
    if (!file) throw new AppError('NOT_FOUND', 'The data export has expired.');
    return file;
  }

  return {
    /** Runs the retention purge now (operators, tests); the schedule runs it daily. */
    purgeRetentionNow: () => jobs.enqueue(retention, {}),

    /**
     * An operator erases a looked-up account (snapshots and posts included) and suppresses its
     * handle: later lookups answer but store nothing. Audited.
     */
    async eraseLookedUp(platform: string, username: string, actorId: string) {
      const key = username.trim().replace(/^@/, '').toLowerCase();
      if (!key) throw new AppError('VALIDATION_FAILED', 'params.username: a username is required.');
      return deps.transaction(async (tx) => {
        const existed = await deps.lookups.eraseStoredAccount(platform, key, actorId, tx);
        await deps.audit.record(
          {
            actorId,
            action: 'lookup.erase',
            subjectType: 'stored_account',
            subjectId: `${platform}:${key}`,
            details: { existed },
          },
          tx,
        );
        return { platform, username: key, erased: existed, suppressed: true as const };
      });
    },

    /**
     * Starts (or returns the running) export of the user's data; follow it with
     * `GET /api/jobs/:id`, then download it for 24 h.
     */
    startExport: (userId: string) =>
      jobs.enqueue(exportJob, { userId }, { ownerId: userId, idempotencyKey: 'export' }),

    /** The archive of a finished export of this user, while it lasts. */
    openExport: readyExport,

    /**
     * Erases the account at once (no grace period): its profiles are anonymised and revoked
     * (badges answer "revoked"; payments stay, pointing at the anonymised profile), sign-in
     * traces, messages and the person's id elsewhere go or become a pseudonym, every module with
     * personal data forgets the person (uploaded content and its files, ownership proofs), then the user
     * row and with it sessions, tokens, codes and the user's jobs are deleted: every session
     * ends at once. The deletion is audited under the pseudonym.
     */
    async eraseAccount(userId: string) {
      const user = await deps.auth.findUser(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      const pseudonym = randomUUID();
      const erased = await deps.transaction(async (tx) => {
        const profiles = await deps.profiles.eraseOwner({ userId }, tx);
        const files = await deps.personalData.forget({ userId }, tx);
        await deps.lookups.forgetUser(userId, tx);
        // Issue 20: everything is matched by exact ids or exact, verified addresses, never by
        // a pattern built from text the user chose; only addresses this account proved it
        // controls name its traces and messages.
        const verifiedEmail = user.emailVerifiedAt ? user.email : null;
        const verifiedMobile = user.mobileVerifiedAt ? user.mobileNo : null;
        if (verifiedEmail) await deps.owners.auth.forgetSignInTraces(verifiedEmail, tx);
        await deps.owners.outbox.forgetRecipient(
          { email: verifiedEmail, mobile: verifiedMobile },
          tx,
        );
        await deps.owners.payments.forgetPayer(userId, profiles.ids, tx);
        await deps.owners.news.forgetSubmitter(userId, tx);
        await deps.audit.pseudonymize(userId, profiles.ids, pseudonym, tx);
        await deps.audit.record(
          {
            actorId: pseudonym,
            action: 'account.erase',
            subjectType: 'user',
            subjectId: pseudonym,
            details: { profilesRevoked: profiles.ids.length },
          },
          tx,
        );
        return { ids: profiles.ids, files: [...profiles.files, ...files] };
      });
      await deps.auth.deleteUser(userId);
      for (const file of erased.files) {
        await deps.storage
          .delete(file)
          .catch((err: unknown) => deps.log.warn({ err }, 'erased file not removed'));
      }
      return { profilesRevoked: erased.ids.length };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
