import type { paymentListQuerySchema } from '@vigil/shared';
import type { z } from 'zod';
import { and, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, profiles, webhookEvents } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { paginate, type SortMap } from '../../lib/list/paginate';

export type PaymentRow = typeof payments.$inferSelect;
type Provider = PaymentRow['provider'];
type Purpose = PaymentRow['purpose'];

/** What a new checkout stores before the payer has paid. */
export type PendingPayment = {
  id: string;
  purpose: Purpose;
  subjectId: string;
  /** Badges only. */
  profileId: string | null;
  payerId: string | null;
  provider: Provider;
  providerRef: string;
  amountCents: number;
  currency: string;
  description: string;
  ownerSecretHash?: string;
};

type ListQuery = z.output<typeof paymentListQuerySchema>;

const SORTS: SortMap<ListQuery['sort']> = {
  created_at: [payments.createdAt, payments.id],
  amount: [payments.amountCents, payments.id],
  status: [payments.status, payments.createdAt, payments.id],
};

/** Escapes LIKE's wildcards in a search text. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createPaymentsRepo(db: Db) {
  return {
    /**
     * Erasure: payments stay for the books; who paid (the account, the payer's name at PayPal)
     * goes, for the person's payments and those of their badge profiles.
     */
    async forgetPayer(userId: string, profileIds: string[], tx: Tx = db) {
      await tx
        .update(payments)
        .set({ payerId: null, payerGivenName: null })
        .where(
          or(
            eq(payments.payerId, userId),
            ...(profileIds.length ? [inArray(payments.profileId, profileIds)] : []),
          ),
        );
    },

    async insertPending(row: PendingPayment) {
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
     * caller's transaction, which also marks the profile and writes the audit entry. The insert
     * branch covers a provider reporting a paid checkout we have no row of (a badge only).
     */
    async markPaid(
      p: {
        provider: Provider;
        providerRef: string;
        purpose: Purpose;
        subjectId: string;
        amountCents: number;
        currency: string;
        receiptRef: string | null;
        at: Date;
      },
      tx: Tx = db,
    ) {
      const [changed] = await tx
        .insert(payments)
        .values({
          provider: p.provider,
          providerRef: p.providerRef,
          purpose: p.purpose,
          subjectId: p.subjectId,
          profileId: p.purpose === 'badge' ? p.subjectId : null,
          amountCents: p.amountCents,
          currency: p.currency,
          status: 'paid',
          paidAt: p.at,
          receiptRef: p.receiptRef,
        })
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerRef],
          set: { status: 'paid', paidAt: p.at, updatedAt: p.at, receiptRef: p.receiptRef },
          setWhere: ne(payments.status, 'paid'),
        })
        .returning({
          id: payments.id,
          purpose: payments.purpose,
          subjectId: payments.subjectId,
          profileId: payments.profileId,
        });
      return changed;
    },

    /** A checkout that can no longer be paid, or was refused; never downgrades a paid one. */
    async markClosed(
      provider: Provider,
      providerRef: string,
      status: 'cancelled' | 'failed' = 'cancelled',
    ) {
      await db
        .update(payments)
        .set({ status })
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.providerRef, providerRef),
            eq(payments.status, 'pending'),
          ),
        );
    },

    /** PayPal: the payer's given name from the authorization. */
    async setPayerGivenName(provider: Provider, providerRef: string, name: string) {
      await db
        .update(payments)
        .set({ payerGivenName: name })
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
    },

    /**
     * The payments of one user: those they started while signed in, and the badge payments of
     * the profiles their account owns (issue 20: by owner id, never by e-mail address).
     */
    list(who: { userId: string }, q: ListQuery) {
      const mine = or(
        eq(payments.payerId, who.userId),
        and(
          eq(payments.purpose, 'badge'),
          inArray(
            payments.profileId,
            db
              .select({ id: profiles.id })
              .from(profiles)
              .where(eq(profiles.ownerUserId, who.userId)),
          ),
        ),
      );
      const filters: (SQL | undefined)[] = [
        mine,
        q.purpose ? eq(payments.purpose, q.purpose) : undefined,
        q.status ? eq(payments.status, q.status) : undefined,
        q.q
          ? or(ilike(payments.description, likeText(q.q)), ilike(payments.subjectId, likeText(q.q)))
          : undefined,
      ];
      return paginate(
        { db, table: payments, where: and(...filters) },
        { key: SORTS[q.sort], order: q.order, page: q.page, limit: q.limit },
      );
    },

    /** Every licence payment of these subjects, newest first. */
    async licencePayments(subjectIds: string[]) {
      if (subjectIds.length === 0) return [];
      return db
        .select({
          subjectId: payments.subjectId,
          status: payments.status,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(and(eq(payments.purpose, 'image_licence'), inArray(payments.subjectId, subjectIds)))
        .orderBy(desc(payments.createdAt));
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
