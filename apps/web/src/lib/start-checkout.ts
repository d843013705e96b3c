import { useMutation, useQuery } from '@tanstack/react-query';
import {
  authorizePayPalReplySchema,
  checkoutSessionReplySchema,
  paymentMethodsReplySchema,
  type PaymentMethod,
  type PaymentMethodsReply,
} from '@vigil/shared';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import type { ErrorTextOverrides } from './error-text';

/**
 * `POST /api/checkout-session {profileId, lang, method}`: starts the 4,99 € payment by card
 * (Stripe) or PayPal; the browser then goes to `sessionUrl` (the provider's page, or the
 * labelled demo checkout while the provider is not configured), which speaks the app's current
 * language. Signed in, the token goes along so the payment appears on the user's payments
 * screen (the route is public and never answers 401). The badge screen and the Payment
 * Component both start it; features do not import each other, so the one copy lives here.
 */
export const startCheckout = ({
  profileId,
  method = 'card',
  lang,
}: {
  profileId: string;
  method?: PaymentMethod;
  lang: 'de' | 'en';
}) =>
  api('/checkout-session', {
    method: 'POST',
    body: { profileId, lang, method },
    schema: checkoutSessionReplySchema,
  });

/** The checkout in the UI language at the moment of the click (lib knows no i18n setup of its own). */
export function useStartCheckout() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (input: { profileId: string; method?: PaymentMethod }) =>
      startCheckout({ ...input, lang: i18n.resolvedLanguage === 'en' ? 'en' : 'de' }),
  });
}

/** Both methods, as shown until the server has said which it offers (it refuses the others). */
const BOTH: PaymentMethodsReply['methods'] = [
  { method: 'card', demo: false },
  { method: 'paypal', demo: false },
];

/**
 * `GET /api/payment-methods` (issue 20 §1): the pay buttons to show. A method without a
 * provider is not offered in production; `demo` marks one that runs on the demo checkout.
 */
export function usePaymentMethods() {
  const query = useQuery({
    queryKey: ['payment-methods'],
    queryFn: () => api('/payment-methods', { schema: paymentMethodsReplySchema }),
    staleTime: Infinity,
    retry: false,
  });
  const methods = query.data?.methods ?? BOTH;
  return {
    offers: (method: PaymentMethod) => methods.some((m) => m.method === method),
    demo: methods.some((m) => m.demo),
    none: methods.length === 0,
  };
}

/** What a refused checkout means on this route, in words (see `useErrorText`). */
export const checkoutErrorOverrides: ErrorTextOverrides = {
  NOT_FOUND: 'apiErrors:checkout.profileNotFound',
  CONFLICT: 'apiErrors:checkout.alreadyPaid',
};

/**
 * Back from PayPal (`?paypal={orderID}`): `POST /api/authorize-paypal-transaction` (spec 000
 * §7) authorizes and captures the order once; the reply names the payer ('Authorization
 * created for …'). A query, not a mutation: a remount or a second screen asking for the same
 * order shares the one request (the server answers repeats from its record anyway).
 */
export const usePayPalAuthorization = (orderID: string | null) =>
  useQuery({
    queryKey: ['paypal-authorization', orderID],
    queryFn: () =>
      api('/authorize-paypal-transaction', {
        method: 'POST',
        body: { orderID },
        schema: authorizePayPalReplySchema,
      }),
    enabled: orderID !== null && orderID !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** What a refused PayPal authorization means, in words. */
export const paypalErrorOverrides: ErrorTextOverrides = {
  CONFLICT: 'apiErrors:checkout.notApproved',
  NOT_FOUND: 'apiErrors:checkout.orderNotFound',
};
