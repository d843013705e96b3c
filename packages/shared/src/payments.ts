import { z } from 'zod';
import { emptyToUndefined, listPageOf, listQuerySchema } from './list-query';

/*
 * Payments (spec 000 §2.11, §3 "Payment link response", "Payment provider order", §7
 * `authorize-paypal-transaction`; spec 002 §3 "Payment links response", §4 Accept; issue 12):
 * the badge and image licences, paid by card (Stripe) or PayPal, or on the labelled demo
 * checkout when neither is configured.
 */

/** What a payment pays for: a profile's trust badge, or the licence of a reviewed image. */
export const paymentPurposeSchema = z.enum(['badge', 'image_licence']);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/** Where a payment stands; `paid` is final (never downgraded by a later event). */
export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Who takes the money: Stripe (card), PayPal, or the labelled demo checkout (no money moves). */
export const paymentProviderSchema = z.enum(['stripe', 'paypal', 'demo']);
export type PaymentProviderKind = z.infer<typeof paymentProviderSchema>;

/**
 * The two ways a person chooses to pay. A method without a provider is the demo checkout where
 * that is enabled (by default outside production, `DEMO_CHECKOUT=1`), else not offered.
 */
export const paymentMethodSchema = z.enum(['card', 'paypal']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * `GET /api/payment-methods` (issue 20 §1): the methods this server offers, in button order;
 * `demo`: the method runs on the labelled demo checkout (no money moves).
 */
export const paymentMethodsReplySchema = z.object({
  methods: z.array(z.object({ method: paymentMethodSchema, demo: z.boolean() })),
});
export type PaymentMethodsReply = z.infer<typeof paymentMethodsReplySchema>;

/** The relation of the link the browser goes to (spec 000 §3, 002 §9: 'approve'). */
export const APPROVE_REL = 'approve';

/**
 * A payment link reply (spec 000 §3 "Payment link response", 002 §3 "Payment links
 * response"): `links`, each with `rel` and `href`; the browser goes to the one whose rel is
 * {@link APPROVE_REL}. Image review's Accept answers this.
 */
export const paymentLinksSchema = z.object({
  links: z.array(z.object({ rel: z.string(), href: z.string() })),
});
export type PaymentLinks = z.infer<typeof paymentLinksSchema>;

/** The approval link of a payment link reply, if it has one. */
export const approveLinkOf = (reply: PaymentLinks) =>
  reply.links.find((l) => l.rel === APPROVE_REL)?.href;

/**
 * `POST /api/authorize-paypal-transaction` body (spec 000 §7: orderID): the browser is back
 * from PayPal's approval page; the server authorizes the order and captures it.
 */
export const authorizePayPalInputSchema = z.object({
  orderID: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'A PayPal order id holds letters and digits' }),
});
export type AuthorizePayPalInput = z.infer<typeof authorizePayPalInputSchema>;

/**
 * `POST /api/authorize-paypal-transaction` → 200 (spec 000 §3: payer_given_name, shown as
 * 'Authorization created for {payer_given_name}'), plus where the payment stands now.
 */
export const authorizePayPalReplySchema = z.object({
  payer_given_name: z.string(),
  status: paymentStatusSchema,
  purpose: paymentPurposeSchema,
  /** The profile id (badge) or the review item id (image licence). */
  subject_id: z.string(),
});
export type AuthorizePayPalReply = z.infer<typeof authorizePayPalReplySchema>;

/** One payment of the signed-in user (`GET /api/payments`). */
export const paymentSchema = z.object({
  id: z.string(),
  purpose: paymentPurposeSchema,
  /** The profile id (badge) or the review item id (image licence). */
  subject_id: z.string(),
  description: z.string(),
  provider: paymentProviderSchema,
  status: paymentStatusSchema,
  amount_cents: z.number().int(),
  /** ISO 4217, lower case. */
  currency: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /**
   * The provider's reference of the money movement (PayPal capture id, Stripe checkout id,
   * demo reference): what a receipt quotes. Null until paid.
   */
  receipt_ref: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENT_SORTS = ['created_at', 'amount', 'status'] as const;

/** `GET /api/payments` query: newest first; filters by purpose and status. */
export const paymentListQuerySchema = listQuerySchema({
  sort: PAYMENT_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: [10, 20, 50],
  defaultLimit: 10,
  filters: {
    purpose: z.preprocess(emptyToUndefined, paymentPurposeSchema.optional()),
    status: z.preprocess(emptyToUndefined, paymentStatusSchema.optional()),
  },
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;
export const paymentPageSchema = listPageOf(paymentSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;
