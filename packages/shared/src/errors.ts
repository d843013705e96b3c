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
  /** This server has no data provider for the platform (none is evidenced, or none is set). */
  'PROVIDER_NOT_CONFIGURED',
  /** The account hides the list asked for (e.g. a TikTok following list): there is none to show. */
  'PROVIDER_LIST_HIDDEN',
  /** The payment provider declined the payment (e.g. PayPal refused the capture). */
  'PAYMENT_DECLINED',
  /** The checkout can no longer be paid (a PayPal order expired or was voided): start again. */
  'PAYMENT_EXPIRED',
  'INTERNAL',
  // Platform sign-in and linked accounts (issue 13).
  /** The platform's sign-in is not configured on this server. */
  'OAUTH_NOT_CONFIGURED',
  /** The sign-in's `state` is missing, unknown, spent, expired or from another browser. */
  'OAUTH_STATE_INVALID',
  /** The person declined at the platform's consent page. */
  'OAUTH_DENIED',
  /** The platform refused the authorization code (used, expired or invalid). */
  'OAUTH_CODE_INVALID',
  /** A platform access token that is invalid, expired or issued to another app (401). */
  'OAUTH_TOKEN_INVALID',
  /** This platform identity is already linked to another account. */
  'IDENTITY_TAKEN',
  /** Unlinking would leave the account without a way to sign in. */
  'LAST_SIGN_IN_METHOD',
  // Issue 20 (accounts and sessions to ASVS L2).
  /** A new password is on the list of common or leaked passwords. */
  'PASSWORD_TOO_COMMON',
  /** The action needs the current password, or a recent platform sign-in for an account without one. */
  'REAUTH_REQUIRED',
  /** A platform identity linked before the account's address was verified: its owner must keep it first. */
  'IDENTITY_NEEDS_REVIEW',
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
  PROVIDER_NOT_CONFIGURED: 503,
  PROVIDER_LIST_HIDDEN: 409,
  PAYMENT_DECLINED: 402,
  PAYMENT_EXPIRED: 410,
  INTERNAL: 500,
  OAUTH_NOT_CONFIGURED: 404,
  OAUTH_STATE_INVALID: 400,
  OAUTH_DENIED: 400,
  OAUTH_CODE_INVALID: 400,
  OAUTH_TOKEN_INVALID: 401,
  IDENTITY_TAKEN: 409,
  LAST_SIGN_IN_METHOD: 409,
  PASSWORD_TOO_COMMON: 422,
  REAUTH_REQUIRED: 403,
  IDENTITY_NEEDS_REVIEW: 403,
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
