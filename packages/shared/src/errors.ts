import { z } from 'zod';

/**
 * Every error the API can answer with. The code is part of the contract: clients switch on it,
 * never on the message. The HTTP status for each code lives in {@link errorStatus}.
 */
export const errorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_LOCKED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_TOKEN',
  'PASSWORD_MISMATCH',
  'CODE_EXPIRED',
  'CODE_INVALID',
  /** A mobile code was entered for a number no code was sent to (or its code was used). */
  'CODE_NOT_REQUESTED',
  'TOO_MANY_ATTEMPTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  /** A social data provider has no such account (or channel, or community). */
  'PROVIDER_NOT_FOUND',
  /** A social data provider kept answering 429 after our bounded retries. */
  'PROVIDER_RATE_LIMITED',
  /** A social data provider answered 2xx with a body we cannot read (not JSON, empty, wrong shape). */
  'PROVIDER_BAD_REPLY',
  /** The payment provider declined the payment (e.g. PayPal refused the capture). */
  'PAYMENT_DECLINED',
  /** The checkout can no longer be paid (a PayPal order expired or was voided): start again. */
  'PAYMENT_EXPIRED',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The one code→HTTP status table. */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_LOCKED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TOKEN: 400,
  PASSWORD_MISMATCH: 422,
  CODE_EXPIRED: 422,
  CODE_INVALID: 422,
  CODE_NOT_REQUESTED: 422,
  TOO_MANY_ATTEMPTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
  PROVIDER_NOT_FOUND: 404,
  PROVIDER_RATE_LIMITED: 429,
  PROVIDER_BAD_REPLY: 502,
  PAYMENT_DECLINED: 402,
  PAYMENT_EXPIRED: 410,
  INTERNAL: 500,
};

/**
 * Values the text of an error needs besides its code, e.g. `retryAfter` (seconds until a 429
 * may be retried). Clients build the words from the code and these values in their own
 * language; `message` stays an English sentence for logs and API users.
 */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

/**
 * Shape of every error reply: `{ error: { code, message, params? }, requestId }`. `params` is
 * optional and only present when the code's text needs values (backwards compatible).
 */
export const errorReplySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    params: errorParamsSchema.optional(),
  }),
  requestId: z.string(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
