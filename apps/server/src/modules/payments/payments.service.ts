import { timingSafeEqual } from 'node:crypto';
import { BADGE_CURRENCY, BADGE_PRICE_CENTS, type CheckoutSessionReply } from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { RunInTransaction } from '../../db/transaction';
import type { AuditService } from '../audit/audit.service';
import type { ProfilesService } from '../profiles';
import type { PaymentRow, PaymentsRepo } from './payments.repo';

export type Lang = 'de' | 'en';

/** What pressing the demo pay button did. */
export type DemoPayOutcome =
  | { outcome: 'not_found' }
  | {
      outcome: 'paid' | 'not_owner' | 'already_paid' | 'badge_already_paid';
      profileId: string;
    };

/** Whether `secret` (from the owner cookie) is the one this checkout was started with. */
function isOwner(payment: PaymentRow, secret: string | undefined) {
  if (!secret || !payment.ownerSecretHash) return false;
  const a = Buffer.from(sha256(secret), 'hex');
  const b = Buffer.from(payment.ownerSecretHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Stripe events that may change a checkout; each only triggers a re-read of the session. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export function createPaymentsService(deps: {
  repo: PaymentsRepo;
  profiles: Pick<ProfilesService, 'findById' | 'markPaid'>;
  audit: AuditService;
  transaction: RunInTransaction;
  provider: PaymentProvider;
  clock: Clock;
  publicBaseUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repo, provider, clock, publicBaseUrl, log } = deps;

  /**
   * The one fulfilment path (Stripe webhook and demo checkout alike): idempotent, so duplicate
   * and reordered deliveries fulfil a payment exactly once. Returns whether this call did.
   */
  async function fulfil(p: {
    provider: 'stripe' | 'demo';
    ref: string;
    profileId: string;
    amountCents: number;
    currency: string;
  }) {
    return deps.transaction(async (tx) => {
      const at = clock.now();
      const changed = await repo.markPaid(
        {
          provider: p.provider,
          providerRef: p.ref,
          profileId: p.profileId,
          amountCents: p.amountCents,
          currency: p.currency,
          at,
        },
        tx,
      );
      if (!changed) return false;
      await deps.profiles.markPaid(changed.profileId, at, tx);
      await deps.audit.record(
        {
          actorId: null,
          action: 'payment.fulfil',
          subjectType: 'profile',
          subjectId: changed.profileId,
          details: {
            paymentId: changed.id,
            provider: p.provider,
            providerRef: p.ref,
            amountCents: p.amountCents,
            currency: p.currency,
          },
        },
        tx,
      );
      return true;
    });
  }

  /** Brings our record of one Stripe checkout in line with what Stripe says now. */
  async function syncStripeCheckout(ref: string) {
    const state = await provider.retrieveCheckout(ref);
    if (!state) {
      log.warn({ ref }, 'webhook for a checkout session the provider does not know');
      return;
    }
    if (state.paid) {
      const ours = await repo.findByRef('stripe', ref);
      const profileId = ours?.profileId ?? state.profileId;
      if (!profileId || !(await deps.profiles.findById(profileId))) {
        log.error({ ref, profileId }, 'paid checkout for an unknown profile: not fulfilled');
        return;
      }
      if (state.amountCents !== BADGE_PRICE_CENTS || state.currency !== BADGE_CURRENCY) {
        log.error({ ref, state }, 'paid checkout with an unexpected amount: not fulfilled');
        return;
      }
      await fulfil({
        provider: 'stripe',
        ref,
        profileId,
        amountCents: state.amountCents,
        currency: state.currency,
      });
    } else if (state.closed) {
      await repo.markClosed('stripe', ref);
    }
  }

  return {
    fulfil,

    /**
     * `POST /api/checkout-session`: starts the 4,99 € payment for a live, unpaid profile. The
     * demo checkout also gets an owner secret: the route hands it to this browser in an
     * httpOnly cookie, and only that browser may complete the checkout.
     */
    async startCheckout(
      profileId: string,
      lang?: Lang,
    ): Promise<{ reply: CheckoutSessionReply; owner?: { ref: string; secret: string } }> {
      const profile = await deps.profiles.findById(profileId);
      if (!profile || profile.deletedAt)
        throw new AppError('NOT_FOUND', `No profile ${profileId}.`);
      if (profile.paidAt) throw new AppError('CONFLICT', 'This badge has already been paid.');
      const back = `${publicBaseUrl}/#/badge/${profile.id}`;
      const session = await provider.createCheckout({
        profileId: profile.id,
        amountCents: BADGE_PRICE_CENTS,
        currency: BADGE_CURRENCY,
        description: `Trust-Badge für ${profile.platform} @${profile.username} (${profile.id})`,
        successUrl: `${back}?payment=success`,
        cancelUrl: `${back}?payment=cancelled`,
        customerEmail: profile.email,
        ...(lang ? { lang } : {}),
      });
      const secret = provider.kind === 'demo' ? randomToken() : undefined;
      await repo.insertPending({
        profileId: profile.id,
        provider: provider.kind,
        providerRef: session.ref,
        amountCents: BADGE_PRICE_CENTS,
        currency: BADGE_CURRENCY,
        ...(secret ? { ownerSecretHash: sha256(secret) } : {}),
      });
      return {
        reply: { sessionUrl: session.url, provider: provider.kind },
        ...(secret ? { owner: { ref: session.ref, secret } } : {}),
      };
    },

    /**
     * `POST /api/webhooks/stripe`: signature on the raw body, dedupe by event id, then re-read
     * the session from Stripe. A failed re-read forgets the event so Stripe's retry is handled.
     */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined) {
      if (provider.kind !== 'stripe' || !provider.verifyWebhook) {
        throw new AppError('NOT_FOUND', 'Stripe payments are not configured.');
      }
      let event: ReturnType<typeof provider.verifyWebhook>;
      try {
        event = provider.verifyWebhook(rawBody, signature);
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
     * The demo checkout page's data; null unless the demo provider is active and knows it.
     * `isOwner`: the browser holds the secret of the cookie set when the checkout started.
     */
    async demoCheckout(ref: string, ownerSecret: string | undefined) {
      if (provider.kind !== 'demo') return null;
      const payment = await repo.findByRef('demo', ref);
      if (!payment) return null;
      const profile = await deps.profiles.findById(payment.profileId);
      if (!profile) return null;
      return { payment, profile, isOwner: isOwner(payment, ownerSecret) };
    },

    /**
     * The demo pay button: the same fulfilment as a paid Stripe checkout, for the browser that
     * started the checkout, once. The route has already checked that the request came from our
     * own page (CSRF).
     */
    async payDemo(ref: string, ownerSecret: string | undefined): Promise<DemoPayOutcome> {
      if (provider.kind !== 'demo') return { outcome: 'not_found' };
      const payment = await repo.findByRef('demo', ref);
      if (!payment) return { outcome: 'not_found' };
      const { profileId } = payment;
      if (!isOwner(payment, ownerSecret)) return { outcome: 'not_owner', profileId };
      if (payment.status === 'paid') return { outcome: 'already_paid', profileId };
      const profile = await deps.profiles.findById(profileId);
      if (!profile || profile.deletedAt) return { outcome: 'not_found' };
      if (profile.paidAt) return { outcome: 'badge_already_paid', profileId };
      const fulfilled = await fulfil({
        provider: 'demo',
        ref,
        profileId,
        amountCents: payment.amountCents,
        currency: payment.currency,
      });
      // A press that raced another one: the other paid.
      return fulfilled ? { outcome: 'paid', profileId } : { outcome: 'already_paid', profileId };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
