import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction } from '../../db/transaction';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/app-error';
import type { AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth';
import type { ProfilesService } from '../profiles';
import type { PrivacyRepo } from './privacy.repo';

/**
 * The data-subject rights of a signed-in user: erasure of the account (GDPR Art. 17). Export
 * (Art. 15/20) is a job, defined in `privacy-export.ts`.
 */
export function createPrivacyService(deps: {
  repo: PrivacyRepo;
  auth: AuthService;
  profiles: ProfilesService;
  audit: AuditService;
  storage: Storage;
  transaction: RunInTransaction;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Erases the account at once (no grace period): its profiles are anonymised and revoked
     * (badges answer "revoked"; payments stay, pointing at the anonymised profile), sign-in
     * traces, messages and the person's id elsewhere go or become a pseudonym, then the user
     * row and with it sessions, tokens, codes and the user's jobs are deleted: every session
     * ends at once. The deletion is audited under the pseudonym.
     */
    async eraseAccount(userId: string) {
      const user = await deps.auth.findUser(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
      const pseudonym = randomUUID();
      const erased = await deps.transaction(async (tx) => {
        const profiles = await deps.profiles.eraseOwner({ email: user.email, userId }, tx);
        await deps.repo.scrubTraces(
          { userId, email: user.email, mobileNo: user.mobileNo },
          pseudonym,
          tx,
        );
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
        return profiles;
      });
      await deps.auth.deleteUser(userId);
      for (const file of erased.files) {
        await deps.storage
          .delete(file)
          .catch((err: unknown) => deps.log.warn({ err }, 'erased screenshot not removed'));
      }
      return { profilesRevoked: erased.ids.length };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
