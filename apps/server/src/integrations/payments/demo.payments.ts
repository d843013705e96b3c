import { randomToken } from '../../lib/crypto';
import type { PaymentProvider } from './payment-provider';

type DemoRecord = {
  subjectId: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  amountCents: number;
  currency: string;
};

/**
 * Default when no Stripe (or PayPal) keys are set: the checkout is our own page at
 * `/demo-checkout/{ref}`, clearly labelled "Demo – keine echte Zahlung". Its pay button runs
 * the same fulfilment service as the Stripe webhook. The stored payment row is its only state.
 */
export function createDemoPayments(opts: {
  publicBaseUrl: string;
  lookup: (ref: string) => Promise<DemoRecord | undefined>;
}): PaymentProvider {
  return {
    kind: 'demo',
    async createCheckout(request) {
      const ref = `demo_${randomToken()}`;
      const lang = request.lang ? `?lang=${request.lang}` : '';
      return { ref, url: `${opts.publicBaseUrl}/demo-checkout/${ref}${lang}` };
    },
    async retrieveCheckout(ref) {
      const row = await opts.lookup(ref);
      if (!row) return null;
      return {
        ref,
        paid: row.status === 'paid',
        closed: row.status === 'cancelled' || row.status === 'failed',
        subjectId: row.subjectId,
        amountCents: row.amountCents,
        currency: row.currency,
      };
    },
  };
}
