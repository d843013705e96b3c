import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { CheckoutRequest, CheckoutSession, CheckoutState } from './payment-provider';

/*
 * PayPal Orders v2 over its documented REST API (no SDK: the official server SDK is a thin
 * generated client over these same five calls, and fetch lets tests point it at a local fake):
 *
 *   POST /v1/oauth2/token                              client credentials → bearer token
 *   POST /v2/checkout/orders                           intent AUTHORIZE, EUR, return/cancel URLs
 *   GET  /v2/checkout/orders/{id}                      the order as PayPal sees it now
 *   POST /v2/checkout/orders/{id}/authorize            after the payer approved
 *   POST /v2/payments/authorizations/{id}/capture      takes the money
 *   POST /v1/notifications/verify-webhook-signature    checks a webhook delivery
 *
 * Every POST carries a `PayPal-Request-Id`, so a retry (ours after a 5xx, or a second caller
 * settling the same order: the browser's return and the webhook) gets PayPal's first answer
 * instead of a second authorization or capture.
 */

const linkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

const amountSchema = z.object({
  currency_code: z.string(),
  value: z.string().regex(/^\d+(\.\d{1,2})?$/),
});

const authorizationSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: amountSchema.optional(),
});

const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: amountSchema.optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
});

/** The fields of an order we read; everything else PayPal sends is ignored. */
const orderSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED']),
  intent: z.string().optional(),
  links: z.array(linkSchema).optional(),
  payer: z.object({ name: z.object({ given_name: z.string().optional() }).optional() }).optional(),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: amountSchema.optional(),
        payments: z
          .object({
            authorizations: z.array(authorizationSchema).optional(),
            captures: z.array(captureSchema).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
type RawOrder = z.infer<typeof orderSchema>;

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number(),
});

/** PayPal's error body: `name` (e.g. UNPROCESSABLE_ENTITY) and `details[].issue`. */
const errorSchema = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

/** A webhook event: the envelope and the id of what it is about. */
const eventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource_type: z.string().optional(),
  resource: z
    .object({
      id: z.string().optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
    })
    .loose(),
});

/** An amount in PayPal's form ('4.99') → cents; null for anything else. */
export const toCents = (value: string | undefined) =>
  value && /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : null;

/** Cents → PayPal's decimal string (EUR has two decimals). */
export const toPayPalValue = (cents: number) => (cents / 100).toFixed(2);

/** A money movement of an order: its PayPal id, state and amount (cents, lower-case currency). */
export type PayPalMoney = {
  id: string;
  /** PayPal's status: CREATED/CAPTURED/VOIDED/EXPIRED/DENIED (authorization), COMPLETED/PENDING/DECLINED/… (capture). */
  status: string;
  amountCents: number | null;
  currency: string | null;
};

/** An order as PayPal sees it now, reduced to what settling it needs. */
export type PayPalOrder = {
  id: string;
  status: RawOrder['status'];
  /** Our payment id, from `custom_id`. */
  paymentId: string | null;
  amountCents: number | null;
  currency: string | null;
  payerGivenName: string | null;
  authorization: PayPalMoney | null;
  capture: PayPalMoney | null;
};

/** A webhook delivery PayPal has confirmed as its own, and the order it concerns. */
export type PayPalWebhookEvent = {
  id: string;
  type: string;
  /** The order the event is about: the resource itself, or its related order id. */
  orderId: string | null;
};

export type PayPalGateway = {
  readonly kind: 'paypal';
  /** Creates an order (intent AUTHORIZE); `url` is the approval link the browser goes to. */
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>;
  /** The generic view of an order; null when PayPal no longer knows it (expired). */
  retrieveCheckout: (ref: string) => Promise<CheckoutState | null>;
  /** Re-reads an order; null when PayPal does not know it (never existed, or expired). */
  getOrder: (orderId: string) => Promise<PayPalOrder | null>;
  /**
   * Authorizes an approved order. `PAYMENT_EXPIRED` when it can no longer be authorized
   * (expired, voided, not found), `PAYMENT_DECLINED` when PayPal refuses the funding source,
   * `CONFLICT` while the payer has not approved it.
   */
  authorizeOrder: (orderId: string) => Promise<PayPalOrder>;
  /** Captures an authorization in full; `PAYMENT_DECLINED` when PayPal refuses. */
  captureAuthorization: (
    authorizationId: string,
    opts: { invoiceId: string },
  ) => Promise<PayPalMoney>;
  /**
   * Checks a delivery with PayPal's verify-webhook-signature call, on the exact raw body.
   * `VALIDATION_FAILED` for missing headers, a malformed body or a signature PayPal refuses.
   */
  verifyWebhook: (
    rawBody: Buffer,
    headers: Record<string, string | undefined>,
  ) => Promise<PayPalWebhookEvent>;
};

const unavailable = () =>
  new AppError(
    'UPSTREAM_UNAVAILABLE',
    'The payment provider is not reachable at the moment. Please try again.',
  );

/** What a failed PayPal call said: its HTTP status and the issue codes of its details. */
class PayPalHttpError extends Error {
  constructor(
    readonly status: number,
    readonly issues: string[],
    readonly errorName: string | undefined,
  ) {
    super(`PayPal answered ${status} ${errorName ?? ''} ${issues.join(',')}`);
  }
}

/** Issues meaning the order can no longer be authorized or captured: start a new checkout. */
const EXPIRED_ISSUES = new Set([
  'ORDER_EXPIRED',
  'ORDER_ALREADY_CAPTURED',
  'ORDER_CANNOT_BE_AUTHORIZED',
  'AUTHORIZATION_EXPIRED',
  'AUTHORIZATION_VOIDED',
  'PREVIOUSLY_VOIDED',
  'RESOURCE_NOT_FOUND',
  'INVALID_RESOURCE_ID',
]);
/** Issues meaning PayPal refused the payer's money. */
const DECLINED_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYEE_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_RESTRICTED',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'AUTH_CAPTURE_NOT_ENABLED',
]);

function refusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (!(err instanceof PayPalHttpError)) return unavailable();
  if (err.status === 404 || err.issues.some((i) => EXPIRED_ISSUES.has(i))) {
    return new AppError('PAYMENT_EXPIRED', 'This PayPal order can no longer be paid.');
  }
  if (err.issues.some((i) => DECLINED_ISSUES.has(i))) {
    return new AppError('PAYMENT_DECLINED', 'PayPal declined the payment.');
  }
  if (err.issues.includes('ORDER_NOT_APPROVED')) {
    return new AppError('CONFLICT', 'The payer has not approved this PayPal order yet.');
  }
  return unavailable();
}

const moneyOf = (
  raw:
    { id: string; status: string; amount?: z.infer<typeof amountSchema> | undefined } | undefined,
): PayPalMoney | null =>
  raw
    ? {
        id: raw.id,
        status: raw.status,
        amountCents: toCents(raw.amount?.value),
        currency: raw.amount?.currency_code.toLowerCase() ?? null,
      }
    : null;

function toOrder(raw: RawOrder): PayPalOrder {
  const unit = raw.purchase_units?.[0];
  return {
    id: raw.id,
    status: raw.status,
    paymentId: unit?.custom_id ?? null,
    amountCents: toCents(unit?.amount?.value),
    currency: unit?.amount?.currency_code.toLowerCase() ?? null,
    payerGivenName: raw.payer?.name?.given_name ?? null,
    // The latest movement counts: a re-authorization or a second capture attempt comes last.
    authorization: moneyOf(unit?.payments?.authorizations?.at(-1)),
    capture: moneyOf(unit?.payments?.captures?.at(-1)),
  };
}

/** The webhook headers PayPal signs with; all are required. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * PayPal (`PAYPAL_CLIENT_ID` + `PAYPAL_CLIENT_SECRET` + `PAYPAL_WEBHOOK_ID`, `PAYPAL_API_BASE`
 * for the sandbox, live or a local fake).
 */
export function createPayPalPayments(opts: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  /** Further attempts after a 5xx or a connection error (not after a time-out); default 2. */
  retries?: number;
  /** The first back-off; it doubles. Default 300 ms. */
  backoffMs?: number;
  /** Milliseconds since the epoch (token expiry); tests move it. */
  now?: () => number;
}): PayPalGateway {
  const base = opts.apiBase.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const retries = opts.retries ?? 2;
  const backoffMs = opts.backoffMs ?? 300;
  const now = opts.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  /** One HTTP exchange with retries on 5xx and connection errors; JSON in, parsed JSON out. */
  async function exchange(
    path: string,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${base}${path}`, {
          method: init.method,
          headers: { accept: 'application/json', ...init.headers },
          body: init.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        // A time-out is not retried: one call never waits much more than `timeoutMs`.
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        if (!timedOut && attempt < retries) {
          await sleep(backoffMs * 2 ** attempt);
          continue;
        }
        throw unavailable();
      }
      const text = await res.text().catch(() => '');
      if (res.status >= 500 && attempt < retries) {
        await sleep(backoffMs * 2 ** attempt);
        continue;
      }
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          if (res.ok) throw unavailable();
        }
      }
      if (!res.ok) {
        const parsed = errorSchema.safeParse(body);
        const issues = parsed.success
          ? (parsed.data.details ?? []).flatMap((d) => (d.issue ? [d.issue] : []))
          : [];
        throw new PayPalHttpError(
          res.status,
          issues,
          parsed.success ? parsed.data.name : undefined,
        );
      }
      return body;
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
    let body: unknown;
    try {
      body = await exchange('/v1/oauth2/token', {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
    } catch {
      throw unavailable();
    }
    const parsed = tokenSchema.safeParse(body);
    if (!parsed.success) throw unavailable();
    // Renewed a minute early, so a token never expires between our check and PayPal's.
    token = {
      value: parsed.data.access_token,
      expiresAt: now() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    // Simultaneous calls share one token request.
    pendingToken ??= fetchToken().finally(() => (pendingToken = null));
    return pendingToken;
  }

  /** An authenticated API call; a 401 (token revoked early) gets one fresh token and a retry. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    requestId?: string,
  ): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
        prefer: 'return=representation',
      };
      try {
        return await exchange(path, {
          method,
          headers,
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      } catch (err) {
        if (err instanceof PayPalHttpError && err.status === 401 && attempt === 0) {
          token = null;
          continue;
        }
        throw err;
      }
    }
  }

  const parseOrder = (body: unknown) => {
    const parsed = orderSchema.safeParse(body);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  };

  async function getOrder(orderId: string): Promise<PayPalOrder | null> {
    try {
      return toOrder(
        parseOrder(await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)),
      );
    } catch (err) {
      if (err instanceof PayPalHttpError && err.status === 404) return null;
      throw errOrUnavailable(err);
    }
  }

  return {
    kind: 'paypal',

    async createCheckout(request) {
      let raw: RawOrder;
      try {
        raw = parseOrder(
          await call(
            'POST',
            '/v2/checkout/orders',
            {
              intent: 'AUTHORIZE',
              purchase_units: [
                {
                  reference_id: `${request.purpose}:${request.subjectId}`.slice(0, 256),
                  custom_id: request.paymentId,
                  invoice_id: request.paymentId,
                  description: request.description.slice(0, 127),
                  amount: {
                    currency_code: request.currency.toUpperCase(),
                    value: toPayPalValue(request.amountCents),
                  },
                },
              ],
              payment_source: {
                paypal: {
                  experience_context: {
                    brand_name: 'Vigil',
                    locale: request.lang === 'en' ? 'en-GB' : 'de-DE',
                    shipping_preference: 'NO_SHIPPING',
                    user_action: 'PAY_NOW',
                    return_url: request.successUrl,
                    cancel_url: request.cancelUrl,
                  },
                },
              },
            },
            `order-${request.paymentId}`,
          ),
        );
      } catch (err) {
        throw errOrUnavailable(err);
      }
      // PayPal names the approval link 'payer-action' (payment_source) or 'approve' (older form).
      const approve = raw.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw unavailable();
      return { ref: raw.id, url: approve.href };
    },

    async retrieveCheckout(ref) {
      const order = await getOrder(ref);
      if (!order) return null;
      return {
        ref,
        paid: order.capture?.status === 'COMPLETED',
        closed: order.status === 'VOIDED',
        subjectId: null,
        amountCents: order.amountCents,
        currency: order.currency,
      };
    },

    getOrder,

    async authorizeOrder(orderId) {
      try {
        return toOrder(
          parseOrder(
            await call(
              'POST',
              `/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`,
              {},
              `authorize-${orderId}`,
            ),
          ),
        );
      } catch (err) {
        throw refusal(err);
      }
    },

    async captureAuthorization(authorizationId, { invoiceId }) {
      let body: unknown;
      try {
        body = await call(
          'POST',
          `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/capture`,
          { final_capture: true, invoice_id: invoiceId },
          `capture-${authorizationId}`,
        );
      } catch (err) {
        throw refusal(err);
      }
      const parsed = captureSchema.safeParse(body);
      if (!parsed.success) throw unavailable();
      return moneyOf(parsed.data)!;
    },

    async verifyWebhook(rawBody, headers) {
      const signature: Record<string, string> = {};
      for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
        const value = headers[header];
        if (!value) {
          throw new AppError(
            'VALIDATION_FAILED',
            `The PayPal webhook header ${header} is missing.`,
          );
        }
        signature[field] = value;
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The PayPal event is not valid JSON.');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) {
        throw new AppError(
          'VALIDATION_FAILED',
          'The PayPal event is malformed: it is not an event.',
        );
      }
      // PayPal checks its signature over the bytes it sent; re-serialising the event could
      // change them (key order, number forms), so the raw body goes into the request as is.
      const request =
        `{${Object.entries(signature)
          .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
          .join(',')},"webhook_id":${JSON.stringify(opts.webhookId)},` +
        `"webhook_event":${rawBody.toString('utf8')}}`;
      let reply: unknown;
      try {
        reply = await exchange('/v1/notifications/verify-webhook-signature', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': 'application/json',
          },
          body: request,
        });
      } catch (err) {
        if (err instanceof PayPalHttpError && err.status === 401) token = null;
        throw unavailable();
      }
      const verdict = z.object({ verification_status: z.string() }).safeParse(reply);
      if (!verdict.success) throw unavailable();
      if (verdict.data.verification_status !== 'SUCCESS') {
        throw new AppError('VALIDATION_FAILED', 'PayPal did not confirm this webhook delivery.');
      }
      const { id, event_type, resource } = event.data;
      const orderId = event_type.startsWith('CHECKOUT.ORDER.')
        ? (resource.id ?? null)
        : (resource.supplementary_data?.related_ids?.order_id ?? null);
      return { id, type: event_type, orderId };
    },
  };
}

/** Our own refusals pass through; anything else of a call that should not fail is an outage. */
function errOrUnavailable(err: unknown) {
  return err instanceof AppError ? err : unavailable();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
