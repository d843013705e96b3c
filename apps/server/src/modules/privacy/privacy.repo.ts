import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import {
  accountSnapshots,
  auditLog,
  loginFailures,
  loginLockNotices,
  outboxMessages,
  storedAccounts,
} from '../../db/schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What erasure removes from tables no module owns a "forget this person" rule for: the sign-in
 * traces kept by address, the messages sent to the person, who checked which looked-up account,
 * and the person's id in the audit log (replaced by a random pseudonym, so the log still shows
 * that something happened, and when, without saying to whom).
 */
export function createPrivacyRepo(db: Db) {
  return {
    async scrubTraces(
      who: { userId: string; email: string; mobileNo: string | null },
      pseudonym: string,
      tx: Tx = db,
    ) {
      const email = who.email.toLowerCase();
      await tx.delete(loginFailures).where(eq(loginFailures.email, email));
      await tx.delete(loginLockNotices).where(eq(loginLockNotices.email, email));
      const mailLike = `%${escapeLike(email)}%`;
      await tx
        .delete(outboxMessages)
        .where(
          or(
            sql`lower(${outboxMessages.recipient}) = ${email}`,
            sql`lower(${outboxMessages.body}) like ${mailLike}`,
            ...(who.mobileNo ? [eq(outboxMessages.recipient, who.mobileNo)] : []),
          ),
        );
      await tx
        .update(storedAccounts)
        .set({ lastCheckedBy: null })
        .where(eq(storedAccounts.lastCheckedBy, who.userId));
      await tx
        .update(accountSnapshots)
        .set({ checkedBy: null })
        .where(eq(accountSnapshots.checkedBy, who.userId));
      // The audit log keeps the events under the pseudonym; details naming the person go.
      await tx
        .update(auditLog)
        .set({ details: sql`'{"erased":true}'::jsonb` })
        .where(
          or(
            sql`lower(${auditLog.details}::text) like ${mailLike}`,
            sql`${auditLog.details}::text like ${`%${who.userId}%`}`,
          ),
        );
      await tx.update(auditLog).set({ actorId: pseudonym }).where(eq(auditLog.actorId, who.userId));
      await tx
        .update(auditLog)
        .set({ subjectId: pseudonym })
        .where(eq(auditLog.subjectId, who.userId));
    },
  };
}
export type PrivacyRepo = ReturnType<typeof createPrivacyRepo>;
