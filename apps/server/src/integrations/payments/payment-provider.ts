/** What the product asks a payment provider to charge. */
export type CheckoutRequest = {
  /** Our payment id (the row's id): the provider keeps it as its own reference. */
  paymentId: string;
  /** What is paid for: a badge (the subject is a profile id) or an image licence. */
  purpose: 'badge' | 'image_licence';
  /** The profile id (badge) or the review item id (image licence). */
  subjectId: string;
  amountCents: number;
  /** ISO 4217, lower case (`eur`). */
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
  /** The language the checkout page speaks. */
  lang?: 'de' | 'en';
};

/** A created checkout: the provider's id for it and where the browser goes to pay. */
export type CheckoutSession = { ref: string; url: string };

/**
 * A checkout as the provider sees it right now. Fulfilment is decided on this, never on a
 * webhook event's copy of the object.
 */
export type CheckoutState = {
  ref: string;
  paid: boolean;
  /** The session can no longer be paid (expired or cancelled). */
  closed: boolean;
  /** The subject (profile id for badges) the provider recorded at creation, if any. */
  subjectId: string | null;
  amountCents: number | null;
  currency: string | null;
};

/** A webhook event whose signature has been checked. */
export type VerifiedWebhookEvent = {
  id: string;
  type: string;
  /** The checkout session the event is about, if any. */
  sessionRef: string | null;
};

/**
 * One card-payment provider. Adapters own the vendor SDK, timeouts and retries, and map vendor
 * failures to `UPSTREAM_UNAVAILABLE`.
 */
export type PaymentProvider = {
  readonly kind: 'stripe' | 'paypal' | 'demo';
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>;
  /** Re-reads a checkout from the provider; null if the provider does not know it. */
  retrieveCheckout: (ref: string) => Promise<CheckoutState | null>;
  /**
   * Checks a webhook's signature on the exact raw body; throws `VALIDATION_FAILED` for a bad
   * or missing signature. Absent for providers without webhooks (the demo).
   */
  verifyWebhook?: (rawBody: Buffer, signature: string | undefined) => VerifiedWebhookEvent;
};
