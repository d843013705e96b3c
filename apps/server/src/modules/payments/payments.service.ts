import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  BADGE_CURRENCY,
  BADGE_PRICE_CENTS,
  type AuthorizePayPalReply,
  type CheckoutSessionReply,
  type Payment,
  type PaymentMethod,
  type PaymentMethodsReply,
  type PaymentPurpose,
  type PaymentStatus,
  type paymentListQuerySchema,
} from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { PayPalGateway, PayPalOrder } from '../../integrations/payments/paypal.payments';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { mapPage } from '../../lib/list/paginate';
import type { RunInTransaction, Tx } from '../../db/transaction';
import type { AuditService } from '../audit/audit.service';
import type { ProfilesService } from '../profiles';
import type { PaymentRow, PaymentsRepo } from './payments.repo';

export type Lang = 'de' | 'en';

/** `startLicenceCheckout`'s input: the licence of one reviewed image, paid by `payerId`. */
export type LicenceCheckoutInput = {
  subjectId: string;
  amountCents: number;
  currency: 'eur';
  payerId: string;
  description: string;
  lang: 'de' | 'en';
};

/** What pressing the demo pay button did. */
export type DemoPayOutcome =
  | { outcome: 'not_found' }
  | {
      outcome: 'paid' | 'not_owner' | 'already_paid' | 'badge_already_paid';
      /** Where the browser goes afterwards (an app path). */
      back: string;
    };

/** Whether `secret` (from the owner cookie or claim link) is the one this checkout began with. */
function isOwner(payment: PaymentRow, secret: string | undefined) {
  if (!secret || !payment.ownerSecretHash) return false;
  const a = Buffer.from(sha256(secret), 'hex');
  const b = Buffer.from(payment.ownerSecretHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who asks to authorize a PayPal order: the signed-in user, and the browser's owner cookie. */
export type PayPalCaller = { userId: string | null; secret: string | undefined };

/**
 * A PayPal order belongs to the browser that started it (owner cookie) and, when a signed-in
 * user started it (or an operator's licence), to that user on any device.
 */
function isPayPalOwner(payment: PaymentRow, who: PayPalCaller) {
  if (payment.payerId && who.userId === payment.payerId) return true;
  return isOwner(payment, who.secret);
}

/** Stripe events that may change a checkout; each only triggers a re-read of the session. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * PayPal events that may change an order; each only triggers a re-read (and, for an approved
 * order, the authorization and capture the returning browser would have asked for).
 */
const PAYPAL_EVENTS = new Set([
  'CHECKOUT.ORDER.APPROVED',
  'CHECKOUT.ORDER.COMPLETED',
  'PAYMENT.AUTHORIZATION.CREATED',
  'PAYMENT.AUTHORIZATION.VOIDED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
]);

/** The app path a payer returns to: the badge, or the payments list for a licence. */
export const returnPathOf = (p: { purpose: PaymentPurpose; subjectId: string }) =>
  p.purpose === 'badge' ? `/#/badge/${encodeURIComponent(p.subjectId)}` : '/#/payments';

type ListQuery = z.output<typeof paymentListQuerySchema>;

export function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    subject_id: row.subjectId,
    description: row.description,
    provider: row.provider,
    status: row.status,
    amount_cents: row.amountCents,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    receipt_ref: row.status === 'paid' ? (row.receiptRef ?? row.providerRef) : null,
  };
}

/** Where a PayPal order stands after we did what it needed. */
type Settled = {
  status: PaymentStatus;
  payerGivenName: string | null;
  row: PaymentRow;
  /** The payer has not approved the order (yet). */
  approved: boolean;
};

export function createPaymentsService(deps: {
  repo: PaymentsRepo;
  profiles: Pick<ProfilesService, 'findById' | 'markPaid'>;
  audit: AuditService;
  transaction: RunInTransaction;
  /** The card button: Stripe when configured, else the demo checkout, else (null) not offered. */
  card: PaymentProvider | null;
  /** The PayPal button: PayPal when configured, else (null) the demo checkout or not offered. */
  paypal: PayPalGateway | null;
  /** The labelled demo checkout; null where it is off (production without DEMO_CHECKOUT=1). */
  demo: PaymentProvider | null;
  clock: Clock;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repo, clock, publicBaseUrl, log, paypal, demo } = deps;
  const stripe = deps.card?.kind === 'stripe' ? deps.card : null;

  /** Who takes a method's money; null: the method is not offered here. */
  const providerOf = (method: PaymentMethod): PaymentProvider | PayPalGateway | null =>
    method === 'paypal' ? (paypal ?? demo) : deps.card;

  /** A method without a provider is refused, never quietly the demo checkout (issue 20 §1). */
  function requireProvider(method: PaymentMethod) {
    const provider = providerOf(method);
    if (!provider) {
      const name = method === 'paypal' ? 'PayPal' : 'card';
      throw new AppError('VALIDATION_FAILED', `Payment by ${name} is not offered here.`);
    }
    return provider;
  }

  /**
   * The one fulfilment path (Stripe webhook, PayPal capture and demo checkout alike):
   * idempotent, so duplicate and reordered deliveries fulfil a payment exactly once. Marks the
   * payment (and a badge's profile) paid and writes the audit entry in one transaction.
   * Returns whether this call did.
   */
  async function fulfil(p: {
    provider: 'stripe' | 'paypal' | 'demo';
    ref: string;
    purpose: PaymentPurpose;
    subjectId: string;
    amountCents: number;
    currency: string;
    receiptRef?: string | null;
  }) {
    return deps.transaction(async (tx) => {
      const at = clock.now();
      const changed = await repo.markPaid(
        {
          provider: p.provider,
          providerRef: p.ref,
          purpose: p.purpose,
          subjectId: p.subjectId,
          amountCents: p.amountCents,
          currency: p.currency,
          receiptRef: p.receiptRef ?? null,
          at,
        },
        tx,
      );
      if (!changed) return false;
      if (changed.purpose === 'badge' && changed.profileId) {
        await deps.profiles.markPaid(changed.profileId, at, tx);
      }
      await deps.audit.record(
        {
          actorId: null,
          action: 'payment.fulfil',
          subjectType: changed.purpose === 'badge' ? 'profile' : 'image_licence',
          subjectId: changed.subjectId,
          details: {
            paymentId: changed.id,
            provider: p.provider,
            providerRef: p.ref,
            amountCents: p.amountCents,
            currency: p.currency,
            ...(p.receiptRef ? { receiptRef: p.receiptRef } : {}),
          },
        },
        tx,
      );
      return true;
    });
  }

  /** Creates the provider's checkout and stores the pending payment under our new id. */
  async function begin(p: {
    provider: PaymentProvider | PayPalGateway;
    purpose: PaymentPurpose;
    subjectId: string;
    amountCents: number;
    currency: string;
    description: string;
    payerId: string | null;
    lang: Lang | undefined;
    customerEmail?: string;
    /**
     * The browser that starts it gets an owner secret (a cookie): the demo checkout's pay
     * button and a PayPal order's authorization and cancel belong to it (issue 20 §3).
     */
    ownerSecret: boolean;
  }) {
    const paymentId = randomUUID();
    const back = `${publicBaseUrl}${returnPathOf(p)}`;
    const paypalKind = p.provider.kind === 'paypal';
    const session = await p.provider.createCheckout({
      paymentId,
      purpose: p.purpose,
      subjectId: p.subjectId,
      amountCents: p.amountCents,
      currency: p.currency,
      description: p.description,
      // PayPal appends `token` (the order id) to both; our pages send the browser on.
      successUrl: paypalKind ? `${publicBaseUrl}/paypal/return` : `${back}?payment=success`,
      cancelUrl: paypalKind ? `${publicBaseUrl}/paypal/cancel` : `${back}?payment=cancelled`,
      ...(p.customerEmail ? { customerEmail: p.customerEmail } : {}),
      ...(p.lang ? { lang: p.lang } : {}),
    });
    const secret = p.ownerSecret ? randomToken() : undefined;
    await repo.insertPending({
      id: paymentId,
      purpose: p.purpose,
      subjectId: p.subjectId,
      profileId: p.purpose === 'badge' ? p.subjectId : null,
      payerId: p.payerId,
      provider: p.provider.kind,
      providerRef: session.ref,
      amountCents: p.amountCents,
      currency: p.currency,
      description: p.description,
      ...(secret ? { ownerSecretHash: sha256(secret) } : {}),
    });
    return { paymentId, session, kind: p.provider.kind, secret };
  }

  /** Brings our record of one Stripe checkout in line with what Stripe says now. */
  async function syncStripeCheckout(ref: string) {
    if (!stripe) return;
    const state = await stripe.retrieveCheckout(ref);
    if (!state) {
      log.warn({ ref }, 'webhook for a checkout session the provider does not know');
      return;
    }
    const ours = await repo.findByRef('stripe', ref);
    if (state.paid) {
      const purpose = ours?.purpose ?? 'badge';
      const subjectId = ours?.subjectId ?? state.subjectId;
      if (!subjectId || (purpose === 'badge' && !(await deps.profiles.findById(subjectId)))) {
        log.error({ ref, subjectId }, 'paid checkout for an unknown subject: not fulfilled');
        return;
      }
      const expected = ours
        ? { amountCents: ours.amountCents, currency: ours.currency }
        : { amountCents: BADGE_PRICE_CENTS, currency: BADGE_CURRENCY };
      if (state.amountCents !== expected.amountCents || state.currency !== expected.currency) {
        log.error({ ref, state }, 'paid checkout with an unexpected amount: not fulfilled');
        return;
      }
      await fulfil({
        provider: 'stripe',
        ref,
        purpose,
        subjectId,
        amountCents: expected.amountCents,
        currency: expected.currency,
      });
    } else if (state.closed) {
      await repo.markClosed('stripe', ref);
    }
  }

  const sameMoney = (m: { amountCents: number | null; currency: string | null }, row: PaymentRow) =>
    m.amountCents === row.amountCents && m.currency === row.currency;

  /**
   * Does what a PayPal order needs next and says where it stands: approved → authorize →
   * capture → fulfil (amount and currency re-checked against our record at every step).
   * Safe to run twice at once (the returning browser and the webhook): PayPal answers a
   * repeated `PayPal-Request-Id` with its first reply, and fulfilment is idempotent.
   * Throws `PAYMENT_EXPIRED` (order gone, voided, authorization expired), `PAYMENT_DECLINED`,
   * `CONFLICT` (the order does not match our record) or `UPSTREAM_UNAVAILABLE`.
   */
  async function settlePayPalOrder(orderId: string): Promise<Settled> {
    if (!paypal) throw new AppError('NOT_FOUND', 'PayPal payments are not configured.');
    const row = await repo.findByRef('paypal', orderId);
    if (!row) throw new AppError('NOT_FOUND', `No PayPal order ${orderId}.`);
    const result = (status: PaymentStatus, name: string | null, approved = true): Settled => ({
      status,
      payerGivenName: name ?? row.payerGivenName,
      row,
      approved,
    });
    if (row.status === 'paid') return result('paid', row.payerGivenName);
    try {
      let order: PayPalOrder | null = await paypal.getOrder(orderId);
      if (!order) {
        throw new AppError('PAYMENT_EXPIRED', 'PayPal no longer knows this order (expired).');
      }
      if (!sameMoney(order, row)) {
        log.error({ orderId, order }, 'PayPal order with an unexpected amount: not fulfilled');
        await repo.markClosed('paypal', orderId, 'failed');
        throw new AppError('CONFLICT', 'The PayPal order does not match the payment.');
      }
      if (order.status === 'VOIDED') {
        throw new AppError('PAYMENT_EXPIRED', 'This PayPal order was voided.');
      }
      if (order.status === 'APPROVED') order = await paypal.authorizeOrder(orderId);
      if (order.status !== 'COMPLETED') return result(row.status, order.payerGivenName, false);
      if (order.payerGivenName && order.payerGivenName !== row.payerGivenName) {
        await repo.setPayerGivenName('paypal', orderId, order.payerGivenName);
      }
      let capture = order.capture;
      if (!capture || !['COMPLETED', 'PENDING'].includes(capture.status)) {
        const auth = order.authorization;
        if (!auth) throw new AppError('UPSTREAM_UNAVAILABLE', 'PayPal sent no authorization.');
        if (['VOIDED', 'EXPIRED'].includes(auth.status)) {
          throw new AppError('PAYMENT_EXPIRED', 'The PayPal authorization has lapsed.');
        }
        if (auth.status === 'DENIED') {
          throw new AppError('PAYMENT_DECLINED', 'PayPal denied the authorization.');
        }
        if (!sameMoney(auth, row)) {
          log.error({ orderId, auth }, 'PayPal authorization with an unexpected amount');
          await repo.markClosed('paypal', orderId, 'failed');
          throw new AppError('CONFLICT', 'The PayPal authorization does not match the payment.');
        }
        capture = await paypal.captureAuthorization(auth.id, { invoiceId: row.id });
      }
      if (capture.status === 'COMPLETED') {
        if (!sameMoney(capture, row)) {
          log.error(
            { orderId, capture },
            'PayPal capture with an unexpected amount: not fulfilled',
          );
          throw new AppError('CONFLICT', 'The PayPal capture does not match the payment.');
        }
        await fulfil({
          provider: 'paypal',
          ref: orderId,
          purpose: row.purpose,
          subjectId: row.subjectId,
          amountCents: row.amountCents,
          currency: row.currency,
          receiptRef: capture.id,
        });
        return result('paid', order.payerGivenName);
      }
      if (capture.status === 'PENDING') return result('pending', order.payerGivenName);
      throw new AppError('PAYMENT_DECLINED', `PayPal answered the capture ${capture.status}.`);
    } catch (err) {
      if (err instanceof AppError && err.code === 'PAYMENT_EXPIRED') {
        await repo.markClosed('paypal', orderId, 'cancelled');
      } else if (err instanceof AppError && err.code === 'PAYMENT_DECLINED') {
        await repo.markClosed('paypal', orderId, 'failed');
      }
      throw err;
    }
  }

  /** Starts the checkout of a licence (no owner cookie: the claim link carries the secret). */
  async function startLicenceCheckout(
    input: LicenceCheckoutInput,
  ): Promise<{ paymentId: string; links: { rel: string; href: string }[] }> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < 1) {
      throw new AppError('VALIDATION_FAILED', 'A licence costs a positive whole number of cents.');
    }
    const statuses = await licenceStatusOf([input.subjectId]);
    if (statuses.get(input.subjectId) === 'paid') {
      throw new AppError('CONFLICT', 'This image has already been licensed.');
    }
    const provider = requireProvider('paypal');
    const started = await begin({
      provider,
      purpose: 'image_licence',
      subjectId: input.subjectId,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      payerId: input.payerId,
      lang: input.lang,
      // A PayPal licence order belongs to its signed-in payer; the demo's claim link carries
      // the secret to the browser that opens it.
      ownerSecret: provider.kind === 'demo',
    });
    let href = started.session.url;
    if (started.secret) {
      // The demo page makes the browser that opens this link the checkout's owner.
      const url = new URL(href);
      url.searchParams.set('claim', started.secret);
      href = url.toString();
    }
    return { paymentId: started.paymentId, links: [{ rel: 'approve', href }] };
  }

  /** The licence state of each subject with a licence payment: paid if any was, else the latest. */
  async function licenceStatusOf(
    subjectIds: string[],
  ): Promise<Map<string, 'pending' | 'paid' | 'failed' | 'cancelled'>> {
    const rows = await repo.licencePayments([...new Set(subjectIds)]);
    const out = new Map<string, PaymentStatus>();
    for (const r of rows) {
      // Newest first: the first row of a subject is its latest, unless another was paid.
      if (!out.has(r.subjectId) || r.status === 'paid') out.set(r.subjectId, r.status);
    }
    return out;
  }

  return {
    fulfil,
    startLicenceCheckout,
    /** Account erasure: the payments stay for the books; who paid goes (see the repo). */
    forgetPayer: (userId: string, profileIds: string[], tx: Tx) =>
      repo.forgetPayer(userId, profileIds, tx),
    licenceStatusOf,

    /** Whether the demo checkout's pages exist on this server. */
    demoEnabled: demo !== null,

    /** `GET /api/payment-methods`: the methods offered here, in button order. */
    methods(): PaymentMethodsReply {
      return {
        methods: (['card', 'paypal'] as const).flatMap((method) => {
          const provider = providerOf(method);
          return provider ? [{ method, demo: provider.kind === 'demo' }] : [];
        }),
      };
    },

    /**
     * `POST /api/checkout-session`: starts the 4,99 € payment for a live, unpaid profile by card
     * (Stripe) or PayPal, each the demo checkout when unconfigured. The demo checkout also gets
     * an owner secret: the route hands it to this browser in an httpOnly cookie, and only that
     * browser may complete the checkout. `payerId`: the signed-in user, if any.
     */
    async startCheckout(
      profileId: string,
      opts: {
        lang?: Lang | undefined;
        method?: PaymentMethod | undefined;
        payerId?: string | null;
      } = {},
    ): Promise<{
      reply: CheckoutSessionReply;
      owner?: { ref: string; secret: string; kind: 'demo' | 'paypal' | 'stripe' };
    }> {
      const profile = await deps.profiles.findById(profileId);
      if (!profile || profile.deletedAt)
        throw new AppError('NOT_FOUND', `No profile ${profileId}.`);
      if (profile.paidAt) throw new AppError('CONFLICT', 'This badge has already been paid.');
      const provider = requireProvider(opts.method ?? 'card');
      const started = await begin({
        provider,
        purpose: 'badge',
        subjectId: profile.id,
        amountCents: BADGE_PRICE_CENTS,
        currency: BADGE_CURRENCY,
        description: `Trust-Badge für ${profile.platform} @${profile.username} (${profile.id})`,
        payerId: opts.payerId ?? null,
        lang: opts.lang,
        customerEmail: profile.email,
        ownerSecret: provider.kind !== 'stripe',
      });
      return {
        reply: { sessionUrl: started.session.url, provider: started.kind },
        ...(started.secret
          ? { owner: { ref: started.session.ref, secret: started.secret, kind: started.kind } }
          : {}),
      };
    },

    /**
     * `POST /api/authorize-paypal-transaction` (spec 000 §7): the browser is back from PayPal.
     * Authorizes and captures the order; the reply names the payer (spec: 'Authorization
     * created for {payer_given_name}').
     */
    async authorizePayPal(orderId: string, who: PayPalCaller): Promise<AuthorizePayPalReply> {
      const row = await repo.findByRef('paypal', orderId);
      if (!row) throw new AppError('NOT_FOUND', `No PayPal order ${orderId}.`);
      if (!isPayPalOwner(row, who)) {
        throw new AppError(
          'FORBIDDEN',
          'Only the browser or account that started this PayPal payment can complete it.',
        );
      }
      const settled = await settlePayPalOrder(orderId);
      if (!settled.approved) {
        throw new AppError('CONFLICT', 'The payer has not approved this PayPal order yet.');
      }
      return {
        payer_given_name: settled.payerGivenName ?? '',
        status: settled.status,
        purpose: settled.row.purpose,
        subject_id: settled.row.subjectId,
      };
    },

    /**
     * PayPal sent the browser back (`/paypal/return?token=…`) or the payer cancelled there
     * (`/paypal/cancel?token=…`): the app path to continue on. A cancel closes the payment
     * unless PayPal says it was approved after all; a later approval still fulfils it.
     */
    async payPalLanding(
      orderId: string,
      cancelled: boolean,
      ownerSecret: string | undefined,
    ): Promise<string | null> {
      const row = await repo.findByRef('paypal', orderId);
      if (!row) return null;
      const path = returnPathOf(row);
      const join = path.includes('?') ? '&' : '?';
      if (!cancelled) return `${path}${join}paypal=${encodeURIComponent(orderId)}`;
      // Only the browser that started the order closes it (issue 20 §3): a cancel link
      // opened elsewhere changes nothing.
      if (row.status === 'pending' && paypal && isOwner(row, ownerSecret)) {
        const order = await paypal.getOrder(orderId).catch(() => undefined);
        if (order === null || (order && !['APPROVED', 'COMPLETED'].includes(order.status))) {
          await repo.markClosed('paypal', orderId, 'cancelled');
        }
      }
      return `${path}${join}payment=cancelled`;
    },

    /**
     * `POST /api/webhooks/stripe`: signature on the raw body, dedupe by event id, then re-read
     * the session from Stripe. A failed re-read forgets the event so Stripe's retry is handled.
     */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
      if (!stripe?.verifyWebhook) {
        throw new AppError('NOT_FOUND', 'Stripe payments are not configured.');
      }
      let event: ReturnType<typeof stripe.verifyWebhook>;
      try {
        event = stripe.verifyWebhook(rawBody, signature);
      } catch (err) {
        // A refused delivery is worth a line: a misconfigured secret, a forgery or a bad body.
        log.warn(
          { err: err instanceof Error ? err.message : String(err), bytes: rawBody.length },
          'Stripe webhook refused',
        );
        throw err;
      }
      if (!(await repo.recordWebhookEvent('stripe', event.id, event.type))) {
        return { received: true, duplicate: true };
      }
      try {
        if (CHECKOUT_EVENTS.has(event.type) && event.sessionRef) {
          await syncStripeCheckout(event.sessionRef);
        }
      } catch (err) {
        await repo.forgetWebhookEvent('stripe', event.id);
        throw err;
      }
      return { received: true, duplicate: false };
    },

    /**
     * `POST /api/webhooks/paypal`: verified through PayPal's verify-webhook-signature call,
     * deduplicated by event id, then the order is re-read and settled. An outage forgets the
     * event (PayPal redelivers on any non-2xx); a declined or expired order is recorded and
     * acknowledged.
     */
    async handlePayPalWebhook(rawBody: Buffer, headers: Record<string, string | undefined>) {
      if (!paypal) throw new AppError('NOT_FOUND', 'PayPal payments are not configured.');
      let event: Awaited<ReturnType<typeof paypal.verifyWebhook>>;
      try {
        event = await paypal.verifyWebhook(rawBody, headers);
      } catch (err) {
        log.warn(
          { err: err instanceof Error ? err.message : String(err), bytes: rawBody.length },
          'PayPal webhook refused',
        );
        throw err;
      }
      if (!(await repo.recordWebhookEvent('paypal', event.id, event.type))) {
        return { received: true, duplicate: true };
      }
      try {
        if (PAYPAL_EVENTS.has(event.type) && event.orderId) {
          await settlePayPalOrder(event.orderId);
        }
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND') {
          log.warn({ event }, 'PayPal webhook for an order we do not know');
        } else if (
          err instanceof AppError &&
          ['PAYMENT_DECLINED', 'PAYMENT_EXPIRED', 'CONFLICT'].includes(err.code)
        ) {
          log.warn({ event, code: err.code }, 'PayPal webhook: the order cannot be paid');
        } else {
          await repo.forgetWebhookEvent('paypal', event.id);
          throw err;
        }
      }
      return { received: true, duplicate: false };
    },

    /** `GET /api/payments`: the signed-in user's payments, newest first. */
    async listForUser(who: { userId: string }, query: ListQuery) {
      return mapPage(await repo.list(who, query), toPaymentDto);
    },

    /**
     * The demo checkout page's data; null unless it is a demo checkout we know.
     * `isOwner`: the browser holds the secret of the cookie set when the checkout started.
     */
    async demoCheckout(ref: string, ownerSecret: string | undefined) {
      if (!demo) return null;
      const payment = await repo.findByRef('demo', ref);
      if (!payment) return null;
      const profile = payment.profileId ? await deps.profiles.findById(payment.profileId) : null;
      if (payment.purpose === 'badge' && !profile) return null;
      return {
        payment,
        profile: profile ?? null,
        back: returnPathOf(payment),
        isOwner: isOwner(payment, ownerSecret),
      };
    },

    /**
     * The demo pay button: the same fulfilment as a paid Stripe checkout, for the browser that
     * started the checkout, once. The route has already checked that the request came from our
     * own page (CSRF).
     */
    async payDemo(ref: string, ownerSecret: string | undefined): Promise<DemoPayOutcome> {
      if (!demo) return { outcome: 'not_found' };
      const payment = await repo.findByRef('demo', ref);
      if (!payment) return { outcome: 'not_found' };
      const back = returnPathOf(payment);
      if (!isOwner(payment, ownerSecret)) return { outcome: 'not_owner', back };
      if (payment.status === 'paid') return { outcome: 'already_paid', back };
      if (payment.purpose === 'badge') {
        const profile = await deps.profiles.findById(payment.subjectId);
        if (!profile || profile.deletedAt) return { outcome: 'not_found' };
        if (profile.paidAt) return { outcome: 'badge_already_paid', back };
      } else if ((await licenceStatusOf([payment.subjectId])).get(payment.subjectId) === 'paid') {
        return { outcome: 'already_paid', back };
      }
      const fulfilled = await fulfil({
        provider: 'demo',
        ref,
        purpose: payment.purpose,
        subjectId: payment.subjectId,
        amountCents: payment.amountCents,
        currency: payment.currency,
        receiptRef: ref,
      });
      // A press that raced another one: the other paid.
      return fulfilled ? { outcome: 'paid', back } : { outcome: 'already_paid', back };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
