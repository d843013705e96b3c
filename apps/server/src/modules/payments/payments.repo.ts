import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export type PaymentRow = typeof payments.$inferSelect;
type Provider = PaymentRow['provider'];

export function createPaymentsRepo(db: Db) {
  return {
    async insertPending(row: {
      profileId: string;
      provider: Provider;
      providerRef: string;
      amountCents: number;
      currency: string;
      ownerSecretHash?: string;
    }) {
      await db.insert(payments).values({ ...row, status: 'pending' });
    },

    async findByRef(provider: Provider, providerRef: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
        .limit(1);
      return row;
    },

    /**
     * Marks one checkout paid, exactly once: the conditional upsert returns the payment only to
     * the call that changed it (a duplicate or concurrent delivery gets undefined). Joins the
     * caller's transaction, which also marks the profile and writes the audit entry.
     */
    async markPaid(
      p: {
        provider: Provider;
        providerRef: string;
        profileId: string;
        amountCents: number;
        currency: string;
        at: Date;
      },
      tx: Tx = db,
    ): Promise<{ id: string; profileId: string } | undefined> {
      const [changed] = await tx
        .insert(payments)
        .values({
          provider: p.provider,
          providerRef: p.providerRef,
          profileId: p.profileId,
          amountCents: p.amountCents,
          currency: p.currency,
          status: 'paid',
          paidAt: p.at,
        })
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerRef],
          set: { status: 'paid', paidAt: p.at, updatedAt: p.at },
          setWhere: ne(payments.status, 'paid'),
        })
        .returning({ id: payments.id, profileId: payments.profileId });
      return changed;
    },

    /** A checkout that can no longer be paid; never downgrades a paid one. */
    async markClosed(provider: Provider, providerRef: string) {
      await db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.providerRef, providerRef),
            eq(payments.status, 'pending'),
          ),
        );
    },

    /** Records a webhook event id; false if it was recorded before (a redelivery). */
    async recordWebhookEvent(provider: string, eventId: string, type: string) {
      const inserted = await db
        .insert(webhookEvents)
        .values({ provider, eventId, type })
        .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
        .returning({ id: webhookEvents.id });
      return inserted.length > 0;
    },

    /** Forgets an event whose handling failed, so that the provider's retry is handled. */
    async forgetWebhookEvent(provider: string, eventId: string) {
      await db
        .delete(webhookEvents)
        .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
