import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import {
  accountSnapshots,
  auditLog,
  loginFailures,
  loginLockNotices,
  newsSources,
  outboxMessages,
  payments,
  profiles,
  storedAccounts,
} from '../../db/schema';

/**
 * What erasure removes from tables no module owns a "forget this person" rule for: the sign-in
 * traces kept by address, the messages sent to the person, who checked which looked-up account,
 * and the person's id in the audit log (replaced by a random pseudonym, so the log still shows
 * that something happened, and when, without saying to whom).
 */
export function createPrivacyRepo(db: Db) {
  return {
    /** Everything stored about one person, for the export (Art. 15/20); read-only. */
    async collect(who: { userId: string }) {
      // The profiles this account owns (issue 20: by id, never by e-mail address).
      const ownProfiles = await db
        .select()
        .from(profiles)
        .where(eq(profiles.ownerUserId, who.userId));
      const ids = ownProfiles.map((p) => p.id);
      // Badge payments of their profiles and whatever they paid while signed in (licences).
      const ownPayments = await db
        .select({
          id: payments.id,
          purpose: payments.purpose,
          subjectId: payments.subjectId,
          profileId: payments.profileId,
          description: payments.description,
          provider: payments.provider,
          providerRef: payments.providerRef,
          amountCents: payments.amountCents,
          currency: payments.currency,
          status: payments.status,
          payerGivenName: payments.payerGivenName,
          receiptRef: payments.receiptRef,
          paidAt: payments.paidAt,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(
          or(
            eq(payments.payerId, who.userId),
            ...(ids.length > 0 ? [inArray(payments.profileId, ids)] : []),
          ),
        );
      const audit = await db
        .select()
        .from(auditLog)
        .where(or(eq(auditLog.actorId, who.userId), eq(auditLog.subjectId, who.userId)))
        .orderBy(desc(auditLog.createdAt));
      const lookups = await db
        .select({
          platform: storedAccounts.platform,
          username: storedAccounts.username,
          observedAt: accountSnapshots.observedAt,
          lookup: accountSnapshots.lookup,
        })
        .from(accountSnapshots)
        .innerJoin(storedAccounts, eq(storedAccounts.id, accountSnapshots.storedAccountId))
        .where(eq(accountSnapshots.checkedBy, who.userId))
        .orderBy(desc(accountSnapshots.observedAt));
      return { profiles: ownProfiles, payments: ownPayments, audit, lookups };
    },

    /**
     * Issue 20: everything here is matched by exact ids or exact, verified addresses, never by a
     * pattern built from text the user chose: an address like `%@example.com` or `a@b.c` (inside
     * `xa@b.cc`) must not reach other people's rows.
     */
    async scrubTraces(
      who: {
        userId: string;
        /** The account's address if it verified it (a link was opened), else null. */
        verifiedEmail: string | null;
        /** The account's mobile number if it verified it (an SMS code), else null. */
        verifiedMobile: string | null;
        /** The person's badge profiles (their payments lose the payer's name). */
        profileIds?: string[];
      },
      pseudonym: string,
      tx: Tx = db,
    ) {
      const email = who.verifiedEmail?.toLowerCase() ?? null;
      if (email) {
        await tx.delete(loginFailures).where(eq(loginFailures.email, email));
        await tx.delete(loginLockNotices).where(eq(loginLockNotices.email, email));
      }
      const recipients = [
        ...(email ? [sql`lower(${outboxMessages.recipient}) = ${email}`] : []),
        ...(who.verifiedMobile ? [eq(outboxMessages.recipient, who.verifiedMobile)] : []),
      ];
      if (recipients.length > 0) await tx.delete(outboxMessages).where(or(...recipients));
      // Payments stay for the books; who paid (the account, the payer's name at PayPal) goes.
      await tx
        .update(payments)
        .set({ payerId: null, payerGivenName: null })
        .where(
          or(
            eq(payments.payerId, who.userId),
            ...(who.profileIds?.length ? [inArray(payments.profileId, who.profileIds)] : []),
          ),
        );
      // A submitted news source stays for review; who submitted it does not.
      await tx
        .update(newsSources)
        .set({ submittedBy: null })
        .where(eq(newsSources.submittedBy, who.userId));
      // The audit log keeps the events under the pseudonym; details about the person or their
      // profiles go, found by exact ids (the user id is a server-made UUID: hex digits and
      // dashes, no LIKE wildcard, so the containment test below matches only that id).
      await tx
        .update(auditLog)
        .set({ details: sql`'{"erased":true}'::jsonb` })
        .where(
          or(
            eq(auditLog.subjectId, who.userId),
            ...(who.profileIds?.length
              ? [
                  and(
                    eq(auditLog.subjectType, 'profile'),
                    inArray(auditLog.subjectId, who.profileIds),
                  ),
                ]
              : []),
            sql`strpos(${auditLog.details}::text, ${who.userId}) > 0`,
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
