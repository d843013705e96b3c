/**
 * The data providers' health, for operators (`GET /api/providers/status`,
 * `POST /api/providers/:platform/test`): which vendor answers each platform, when it last
 * worked, why it last failed and how much of the RapidAPI quota is left.
 */
import { z } from 'zod';
import { storedServiceSchema } from './lookup/common';

/**
 * Why a provider call failed, as the operator needs to know it (the user only sees "the data
 * source is unavailable"). A vendor's "no such account" is not a failure: the provider works.
 * - `api-missing`: the gateway knows no API on the configured host (wrong host, API removed)
 * - `endpoint-missing`: the API has no such path (the vendor changed its API, or a wrong vendor)
 * - `unauthorized`: 401, the key is wrong or missing
 * - `forbidden`: 403, the key is not subscribed to this API (or blocked)
 * - `rate-limited`: 429, quota or rate limit used up
 * - `server-error`: 5xx after the retries
 * - `timeout`: no reply within the time limit
 * - `network`: no connection (refused, reset, DNS)
 * - `bad-reply`: a 2xx that is empty, not JSON or too large
 * - `rejected`: any other status (a 4xx for a request we built, a redirect)
 */
export const providerFailureReasons = [
  'api-missing',
  'endpoint-missing',
  'unauthorized',
  'forbidden',
  'rate-limited',
  'server-error',
  'timeout',
  'network',
  'bad-reply',
  'rejected',
] as const;
export const providerFailureReasonSchema = z.enum(providerFailureReasons);
export type ProviderFailureReason = z.infer<typeof providerFailureReasonSchema>;

/** The nine vendors (RapidAPI hosts); the social-profile screen uses Instagram's and X's. */
export const providerKeySchema = storedServiceSchema;
export type ProviderKeyDto = z.infer<typeof providerKeySchema>;

export const providerModeSchema = z.enum(['live', 'demo', 'not-configured']);
export type ProviderMode = z.infer<typeof providerModeSchema>;

const isoTime = z.string();

export const providerFailureSchema = z.object({
  at: isoTime,
  reason: providerFailureReasonSchema,
  /** The HTTP status the provider answered with; null without a reply (timeout, network). */
  status: z.number().int().nullable(),
  /** The vendor path called (no query: it holds the name looked up). */
  path: z.string(),
});
export type ProviderFailureDto = z.infer<typeof providerFailureSchema>;

/** From RapidAPI's `x-ratelimit-requests-*` headers of the last reply; null if it sent none. */
export const providerQuotaSchema = z.object({
  remaining: z.number().int().nullable(),
  limit: z.number().int().nullable(),
  /** When the quota starts again. */
  resetAt: isoTime.nullable(),
  /** When the headers were read. */
  seenAt: isoTime,
});
export type ProviderQuotaDto = z.infer<typeof providerQuotaSchema>;

export const providerStatusSchema = z.object({
  platform: providerKeySchema,
  /** The platform's name as users see it. */
  name: z.string(),
  mode: providerModeSchema,
  /** The RapidAPI host (null in demo mode or without one). */
  host: z.string().nullable(),
  /** Other screens answered by this provider (social-profile uses Instagram and X). */
  alsoServes: z.array(z.string()),
  lastSuccessAt: isoTime.nullable(),
  lastFailure: providerFailureSchema.nullable(),
  quota: providerQuotaSchema.nullable(),
  /** The public account the test button looks up (`PROVIDER_TEST_ACCOUNTS`). */
  testAccount: z.string(),
  /** This process's counters since it started. */
  calls: z.number().int(),
  failures: z.number().int(),
});
export type ProviderStatusDto = z.infer<typeof providerStatusSchema>;

export const providersStatusReplySchema = z.object({
  providers: z.array(providerStatusSchema),
});
export type ProvidersStatusReply = z.infer<typeof providersStatusReplySchema>;

export const providerTestParamsSchema = z.object({ platform: providerKeySchema });

/** The result of looking up the platform's test account (never from the cache). */
export const providerTestReplySchema = z.object({
  platform: providerKeySchema,
  ok: z.boolean(),
  /** The account looked up. */
  account: z.string(),
  /** Set when not ok; `not-found` when the vendor answered but has no such account. */
  reason: z.union([providerFailureReasonSchema, z.literal('not-found')]).nullable(),
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
});
export type ProviderTestReply = z.infer<typeof providerTestReplySchema>;
