import { checkoutSessionInputSchema, checkoutSessionReplySchema } from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setCheckoutOwnerCookie } from './demo-checkout-guard';

/** Stripe sends small events; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** `POST /api/checkout-session` and `POST /api/webhooks/stripe` (spec 000 §2.11, §7). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  const secure = app.config.PUBLIC_BASE_URL.startsWith('https://');

  app.post(
    '/checkout-session',
    {
      schema: {
        tags: ['payments'],
        body: checkoutSessionInputSchema,
        response: { 200: checkoutSessionReplySchema },
      },
    },
    async (req, res) => {
      const started = await payments.startCheckout(req.body.profileId, req.body.lang);
      if (started.owner) setCheckoutOwnerCookie(res, started.owner, { secure });
      return started.reply;
    },
  );

  // The signature covers the exact bytes Stripe sent, so this scope keeps the raw body
  // (STACK.md pitfall 3): its only parser hands the handler a Buffer, whatever the type.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    raw.post(
      '/webhooks/stripe',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (raw body, Stripe-Signature header)',
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
        },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        return payments.handleStripeWebhook(
          body,
          Array.isArray(signature) ? signature[0] : signature,
        );
      },
    );
  });
};
