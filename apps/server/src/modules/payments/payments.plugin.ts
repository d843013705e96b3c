import { defineModule, provide } from '../../composition/module-plugin';
import { createDemoPayments } from '../../integrations/payments/demo.payments';
import { demoCheckoutRoutes } from './demo-checkout.routes';
import { createPaymentsRepo } from './payments.repo';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService, type PaymentsService } from './payments.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    payments: PaymentsService;
  }
}

/** Paying for a badge (and image licences): Stripe, PayPal, else the demo checkout. */
export const paymentsPlugin = defineModule(
  'payments',
  ['audit', 'profiles'],
  async (app, { infra }) => {
    const { config, clock, log } = infra;
    const repo = createPaymentsRepo(infra.database.db);
    // Issue 20 §1: the demo checkout only where it is enabled (default outside production).
    const demo = config.demoCheckoutEnabled
      ? createDemoPayments({
          publicBaseUrl: config.PUBLIC_BASE_URL,
          lookup: (ref) => repo.findByRef('demo', ref),
        })
      : null;
    const card =
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? (await import('../../integrations/payments/stripe.payments')).createStripePayments({
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            apiBase: config.STRIPE_API_BASE,
          })
        : demo;
    const paypal =
      config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID
        ? (await import('../../integrations/payments/paypal.payments')).createPayPalPayments({
            clientId: config.PAYPAL_CLIENT_ID,
            clientSecret: config.PAYPAL_CLIENT_SECRET,
            webhookId: config.PAYPAL_WEBHOOK_ID,
            apiBase: config.PAYPAL_API_BASE,
          })
        : null;
    if (config.NODE_ENV === 'production') {
      const fallback = demo ? 'run on the demo checkout (no real payment)' : 'are not offered';
      if (card?.kind !== 'stripe') log.warn(`no STRIPE_SECRET_KEY: card payments ${fallback}`);
      if (!paypal) log.warn(`no PAYPAL_CLIENT_ID: PayPal payments ${fallback}`);
    }
    const payments = createPaymentsService({
      repo,
      profiles: app.services.profiles,
      audit: app.services.audit,
      transaction: infra.transaction,
      card,
      paypal,
      demo,
      clock,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      log,
    });
    provide(app, { payments });
    return {
      api: [paymentsRoutes],
      // The demo checkout and PayPal return pages, outside the API.
      pages: [demoCheckoutRoutes],
    };
  },
);
