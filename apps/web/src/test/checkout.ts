import { checkoutSessionReplySchema } from '@vigil/shared';
import { waitFor } from '@testing-library/react';
import type { z } from 'zod';
import { expect } from 'vitest';
import { leaveTo } from '../lib/redirect';
import { reply, type mockApi } from './mock-api';

/** The approve link of a PayPal sandbox order, where a PayPal checkout sends the browser. */
export const PAYPAL_APPROVE_URL =
  'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';

/** A `POST /api/checkout-session` handler: the provider's session opens at `sessionUrl`. */
export const checkoutSession =
  (sessionUrl: string, provider: z.input<typeof checkoutSessionReplySchema>['provider']) => () =>
    reply(checkoutSessionReplySchema, { sessionUrl, provider });

/**
 * Waits for the browser to leave for `url` (the test file mocks `lib/redirect`'s `leaveTo`)
 * and resolves to the body the checkout was started with, for the caller to check.
 */
export async function leftForCheckout(api: ReturnType<typeof mockApi>, url: string) {
  await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(url));
  return api.callsTo('POST /api/checkout-session')[0]?.body;
}
