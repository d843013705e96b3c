import Stripe from 'stripe';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { CheckoutState, PaymentProvider } from './payment-provider';

/** The fields of a Checkout Session we rely on; everything else of Stripe's reply is ignored. */
const sessionSchema = z.object({
  id: z.string(),
  url: z.string().nullable().optional(),
  status: z.enum(['open', 'complete', 'expired']).nullable().optional(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  client_reference_id: z.string().nullable().optional(),
});

/** The fields of an event we read; a signed body without them is refused, never a crash. */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.object({ id: z.unknown().optional() }).loose() }),
});

/** Seconds a signature's timestamp may lie from now, into the past (Stripe's default) or future. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const unavailable = () =>
  new AppError(
    'UPSTREAM_UNAVAILABLE',
    'The payment provider is not reachable at the moment. Please try again.',
  );

/**
 * Stripe Checkout (`STRIPE_SECRET_KEY` + `STRIPE_WEBHOOK_SECRET`). `apiBase` points the client at
 * another host (a local fake in tests).
 */
export function createStripePayments(opts: {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    telemetry: false,
    timeout: 10_000,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  const toState = (raw: unknown): CheckoutState => {
    const parsed = sessionSchema.safeParse(raw);
    if (!parsed.success) throw unavailable();
    const s = parsed.data;
    return {
      ref: s.id,
      paid: s.payment_status === 'paid',
      closed: s.status === 'expired',
      subjectId: s.metadata?.subjectId ?? s.metadata?.profileId ?? s.client_reference_id ?? null,
      amountCents: s.amount_total ?? null,
      currency: s.currency ?? null,
    };
  };

  return {
    kind: 'stripe',
    async createCheckout(request) {
      let session: unknown;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: {
                  name: request.purpose === 'badge' ? 'Vigil Trust-Badge' : 'Vigil Bildlizenz',
                  description: request.description,
                },
              },
            },
          ],
          metadata: {
            ...(request.purpose === 'badge' ? { profileId: request.subjectId } : {}),
            purpose: request.purpose,
            subjectId: request.subjectId,
            paymentId: request.paymentId,
          },
          client_reference_id: request.subjectId,
          payment_intent_data: {
            metadata: { purpose: request.purpose, subjectId: request.subjectId },
          },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          ...(request.lang ? { locale: request.lang } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
      } catch {
        throw unavailable();
      }
      const parsed = sessionSchema.safeParse(session);
      if (!parsed.success || !parsed.data.url) throw unavailable();
      return { ref: parsed.data.id, url: parsed.data.url };
    },

    async retrieveCheckout(ref) {
      try {
        return toState(await stripe.checkout.sessions.retrieve(ref));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          return null;
        }
        if (err instanceof AppError) throw err;
        throw unavailable();
      }
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) {
        throw new AppError('VALIDATION_FAILED', 'The Stripe-Signature header is missing.');
      }
      let event: unknown;
      try {
        // Checks the signature on the exact bytes and refuses timestamps too far in the past.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          opts.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (err) {
        // The signature held but the bytes are not JSON: a malformed event, not a forgery.
        if (err instanceof SyntaxError) {
          throw new AppError('VALIDATION_FAILED', 'The Stripe event is not valid JSON.');
        }
        throw new AppError('VALIDATION_FAILED', 'The Stripe signature is not valid.');
      }
      // Stripe's check accepts any future timestamp; a signature from the future is refused too.
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1]);
      const nowSeconds = Math.floor((opts.now?.() ?? Date.now()) / 1000);
      if (!Number.isFinite(signedAt) || signedAt - nowSeconds > WEBHOOK_TOLERANCE_SECONDS) {
        throw new AppError(
          'VALIDATION_FAILED',
          'The Stripe signature is not valid: its timestamp lies in the future.',
        );
      }
      const parsed = eventSchema.safeParse(event);
      if (!parsed.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          'The Stripe event is malformed: it is not an event object.',
        );
      }
      const { id, type, data } = parsed.data;
      const isSession = type.startsWith('checkout.session.') && typeof data.object.id === 'string';
      return { id, type, sessionRef: isSession ? String(data.object.id) : null };
    },
  };
}
