import { useMutation } from '@tanstack/react-query';
import { checkoutSessionReplySchema } from '@vigil/shared';
import i18n from '../i18n';
import { api } from './api-client';
import type { ErrorTextOverrides } from './error-text';

/**
 * `POST /api/checkout-session {profileId, lang}`: starts the 4,99 € payment; the browser then
 * goes to `sessionUrl` (Stripe Checkout, or the labelled demo checkout without Stripe keys),
 * which speaks the app's current language. The badge screen and the Payment Component both
 * start it; features do not import each other, so the one copy lives here.
 */
export const startCheckout = (profileId: string) =>
  api('/checkout-session', {
    method: 'POST',
    body: { profileId, lang: i18n.resolvedLanguage === 'en' ? 'en' : 'de' },
    schema: checkoutSessionReplySchema,
    anonymous: true,
  });

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });

/** What a refused checkout means on this route, in words (see `useErrorText`). */
export const checkoutErrorOverrides: ErrorTextOverrides = {
  NOT_FOUND: 'apiErrors:checkout.profileNotFound',
  CONFLICT: 'apiErrors:checkout.alreadyPaid',
};
