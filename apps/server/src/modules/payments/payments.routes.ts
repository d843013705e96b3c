import {
  authorizePayPalInputSchema,
  authorizePayPalReplySchema,
  checkoutSessionInputSchema,
  checkoutSessionReplySchema,
  paymentListQuerySchema,
  paymentMethodsReplySchema,
  paymentPageSchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payPalOwnerCookie,
  setCheckoutOwnerCookie,
  setPayPalOwnerCookie,
} from './demo-checkout-guard';

/** Stripe and PayPal send small events; anything larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const webhookReplySchema = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** The headers PayPal signs a webhook delivery with (read by the adapter). */
const PAYPAL_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
];

/**
 * `POST /api/checkout-session`, `POST /api/authorize-paypal-transaction`, `GET /api/payments`
 * and the provider webhooks `POST /api/webhooks/stripe`, `POST /api/webhooks/paypal`
 * (spec 000 §2.11, §7).
 */
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
      // Visitors pay too; a signed-in payer's checkout is listed on their payments screen.
      const claims = await app.bearerClaims(req).catch(() => null);
      const started = await payments.startCheckout(req.body.profileId, {
        lang: req.body.lang,
        method: req.body.method,
        payerId: claims?.sub ?? null,
      });
      if (started.owner?.kind === 'paypal') setPayPalOwnerCookie(res, started.owner, { secure });
      else if (started.owner) setCheckoutOwnerCookie(res, started.owner, { secure });
      return started.reply;
    },
  );

  app.get(
    '/payment-methods',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment methods this server offers (a demo method moves no money)',
        response: { 200: paymentMethodsReplySchema },
      },
    },
    async () => payments.methods(),
  );

  app.post(
    '/authorize-paypal-transaction',
    {
      schema: {
        tags: ['payments'],
        summary: 'Authorize and capture an approved PayPal order (spec 000 §7)',
        body: authorizePayPalInputSchema,
        response: { 200: authorizePayPalReplySchema },
      },
    },
    // Bound to the order's owner (issue 20 §3): the payer's session, or the starting browser.
    async (req) => {
      const claims = await app.bearerClaims(req).catch(() => null);
      return payments.authorizePayPal(req.body.orderID, {
        userId: claims?.sub ?? null,
        secret: req.cookies[payPalOwnerCookie(req.body.orderID)],
      });
    },
  );

  app.get(
    '/payments',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: "The signed-in user's payments (badges, image licences)",
        querystring: paymentListQuerySchema,
        response: { 200: paymentPageSchema },
      },
    },
    async (req) => payments.listForUser({ userId: req.user.sub }, req.query),
  );

  // Signatures cover the exact bytes the provider sent, so this scope keeps the raw body
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
          response: { 200: webhookReplySchema },
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
    raw.post(
      '/webhooks/paypal',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['payments'],
          summary: 'PayPal webhook (raw body, PAYPAL-TRANSMISSION-* headers)',
          response: { 200: webhookReplySchema },
        },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const headers: Record<string, string | undefined> = {};
        for (const name of PAYPAL_HEADERS) {
          const value = req.headers[name];
          headers[name] = Array.isArray(value) ? value[0] : value;
        }
        return payments.handlePayPalWebhook(body, headers);
      },
    );
  });
};
