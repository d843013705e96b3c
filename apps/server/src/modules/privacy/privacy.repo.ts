import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountSnapshots, auditLog, payments, profiles, storedAccounts } from '../../db/schema';

/**
 * What the data export reads across modules (read-only). Erasure writes nothing here: each
 * owner module forgets the person in its own tables (see the privacy service).
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
  };
}
export type PrivacyRepo = ReturnType<typeof createPrivacyRepo>;
