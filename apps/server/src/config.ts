import { join } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './config-checks';
import { decodeKey } from './lib/secret-box';
import { serverRoot } from './lib/server-root';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/**
 * A path on a provider host (`/api/user/detail`, `/users/{username}/feed?limit=20`): starts
 * with '/'; a query part is sent along with the adapter's own parameters.
 */
const vendorPath = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\/[^\s#]*$/, 'a path on the provider host, starting with /')
      .default(fallback),
  );
/** An on/off switch: `1`/`true` or `0`/`false`; unset = off. */
const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', '0', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
);

/**
 * The whole configuration, parsed once from the environment. Nothing else in the server reads
 * `process.env`. Every variable is listed in the README's configuration table.
 */
export const configSchema = z
  .object({
    /** `npm start` runs as development; a deployment sets production (checked: config-checks.ts). */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_BASE_URL: optionalUrl,
    DATABASE_URL: optionalString,
    REDIS_URL: optionalString,
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Vigil <no-reply@vigil.local>'),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    /** Requests per minute and IP on public pages (`/p/:id`, `/api/verify`, uploads, demo checkout). */
    PUBLIC_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(6000),
    WEB_DIST_DIR: optionalString,
    /** On SIGTERM: how long idle keep-alive connections may still send one last request. */
    SHUTDOWN_IDLE_GRACE_MS: z.coerce.number().int().min(0).default(1000),
    /** On SIGTERM: the longest a graceful stop may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    // Production checks (issue 20 §2): see config-checks.ts and the README's production checklist.
    /** `false`, a hop count (`1` = one proxy in front) or proxy addresses/CIDRs; `true` only outside production. */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          const parsed = parseTrustProxy(v);
          if (parsed === undefined) {
            ctx.addIssue({
              code: 'custom',
              message:
                'must be false, a hop count (e.g. 1) or proxy addresses/CIDRs (e.g. 10.0.0.0/8)',
            });
            return z.NEVER;
          }
          return parsed;
        }),
    ),
    /** `1`: production accepts that e-mail is kept in the admin outbox instead of being sent. */
    MAIL_OUTBOX: flag,
    /** `1`: the OpenAPI docs (`/api/docs`) are served in production too (always outside it). */
    API_DOCS_PUBLIC: flag,
    // Trust badge chain (issue 3): Stripe Checkout when both keys are set, else the demo checkout.
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Points the Stripe client elsewhere (a local fake in tests), e.g. `http://127.0.0.1:12111`. */
    STRIPE_API_BASE: optionalUrl,
    // PayPal Orders v2 (issue 12): the PayPal button when all three are set, else the demo checkout.
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    /** The id of the webhook registered for `/api/webhooks/paypal` (verify-webhook-signature). */
    PAYPAL_WEBHOOK_ID: optionalString,
    /** PayPal's REST origin: the sandbox by default; `https://api-m.paypal.com` for live money. */
    PAYPAL_API_BASE: z.preprocess(
      emptyToUndefined,
      z.url().default('https://api-m.sandbox.paypal.com'),
    ),
    // SMS through Twilio's Messages API when the account and a sender are set, else the outbox.
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    /** The sending number (E.164) … */
    TWILIO_FROM: optionalString,
    /** … or a Messaging Service SID (`MG…`), which then picks the sender. */
    TWILIO_MESSAGING_SERVICE_SID: optionalString,
    /** Twilio's REST origin; a local fake in tests. */
    TWILIO_API_BASE: z.preprocess(emptyToUndefined, z.url().default('https://api.twilio.com')),
    /** PKCS#8 PEM Ed25519 private key for QR tokens; else one is generated once in DATA_DIR. */
    QR_SIGNING_KEY: optionalString,
    /** Profile submissions per IP and hour. */
    PROFILE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    // Platform lookups (issue 4). Without RAPIDAPI_KEY the demo provider answers.
    /** RapidAPI key; stays on the server (sent only as `x-rapidapi-key` to the provider hosts). */
    RAPIDAPI_KEY: optionalString,
    /** Sends every provider call to this origin instead of `https://<host>` (a local fake, a proxy). */
    RAPIDAPI_BASE_URL: optionalUrl,
    RAPIDAPI_HOST_INSTAGRAM: z.string().default('instagram-scraper-api2.p.rapidapi.com'),
    /** No Facebook vendor is evidenced: empty = the Facebook lookup answers PROVIDER_NOT_CONFIGURED. */
    RAPIDAPI_HOST_FACEBOOK: z.string().trim().default(''),
    RAPIDAPI_HOST_LINKEDIN: z.string().default('fresh-linkedin-profile-data.p.rapidapi.com'),
    RAPIDAPI_HOST_SNAPCHAT: z.string().default('snapchat-profile-scraper-api.p.rapidapi.com'),
    RAPIDAPI_HOST_TELEGRAM: z.string().default('telegram-scraper-api.p.rapidapi.com'),
    RAPIDAPI_HOST_TIKTOK: z.string().default('tiktok-api23.p.rapidapi.com'),
    // Vendor paths of Instagram, TikTok, LinkedIn, Snapchat, Telegram and Facebook (defaults: the
    // paths the public evidence shows on the default hosts; integrations/social/README.md).
    RAPIDAPI_PATH_INSTAGRAM_PROFILE: vendorPath('/v1/info'),
    RAPIDAPI_PATH_INSTAGRAM_POSTS: vendorPath('/v1.2/posts'),
    RAPIDAPI_PATH_INSTAGRAM_COMMUNITY: vendorPath('/v1/community'),
    RAPIDAPI_PATH_INSTAGRAM_FOLLOWERS: vendorPath('/v1/followers'),
    RAPIDAPI_PATH_TIKTOK_PROFILE: vendorPath('/api/user/info-with-region'),
    RAPIDAPI_PATH_TIKTOK_STATS: vendorPath('/api/user/info'),
    RAPIDAPI_PATH_TIKTOK_POSTS: vendorPath('/api/user/posts'),
    RAPIDAPI_PATH_TIKTOK_FOLLOWERS: vendorPath('/api/user/followers'),
    RAPIDAPI_PATH_TIKTOK_FOLLOWINGS: vendorPath('/api/user/followings'),
    RAPIDAPI_PATH_LINKEDIN_SEARCH: vendorPath('/google-full-profiles'),
    RAPIDAPI_PATH_SNAPCHAT_PROFILE: vendorPath('/profile'),
    RAPIDAPI_PATH_TELEGRAM_SEARCH: vendorPath('/entity/search'),
    RAPIDAPI_PATH_FACEBOOK_PROFILE: vendorPath('/finder'),
    RAPIDAPI_HOST_TRUTHSOCIAL: z.string().default('truth-social-api.p.rapidapi.com'),
    RAPIDAPI_HOST_TWITTER: z.string().default('twitter-x-api.p.rapidapi.com'),
    RAPIDAPI_HOST_YOUTUBE: z.string().default('youtube-v2.p.rapidapi.com'),
    // The path of each call: RAPIDAPI_PATH_<PLATFORM>_<CALL>; `{username}` / `{id}` are filled in.
    RAPIDAPI_PATH_TWITTER_PROFILE: vendorPath('/api/user/detail'),
    RAPIDAPI_PATH_TWITTER_POSTS: vendorPath('/api/user/tweets'),
    RAPIDAPI_PATH_TRUTHSOCIAL_PROFILE: vendorPath('/users/{username}'),
    RAPIDAPI_PATH_TRUTHSOCIAL_POSTS: vendorPath('/users/{id}/posts'),
    RAPIDAPI_PATH_YOUTUBE_CHANNEL: vendorPath('/channel/details'),
    RAPIDAPI_PATH_YOUTUBE_SUGGESTIONS: vendorPath('/suggestions'),
    RAPIDAPI_PATH_YOUTUBE_MORE_VIDEOS: vendorPath('/more-videos'),
    /** Time limit of one provider call attempt. */
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    /** Retries after a 429, a 5xx or a connection error (not after a timeout). */
    PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** First backoff; doubles per retry. A longer Retry-After (up to 10 s) is honoured. */
    PROVIDER_RETRY_BASE_MS: z.coerce.number().int().min(0).default(300),
    /**
     * The public accounts the operators' provider test looks up, as `platform=handle` pairs
     * (comma-separated, e.g. `twitter=nasa,youtube=UC…`); unlisted platforms keep their default.
     */
    PROVIDER_TEST_ACCOUNTS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^\s*[a-z-]+\s*=\s*[^,=\s][^,=]*(?:,\s*[a-z-]+\s*=\s*[^,=\s][^,=]*)*$/,
          'platform=handle pairs, comma-separated',
        )
        .optional(),
    ),
    /** How long a lookup result is served from the cache; 0 turns the cache off. */
    LOOKUP_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(600),
    /** Entries of the in-process cache (Redis, with REDIS_URL, is bounded by the TTL). */
    LOOKUP_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).default(1000),
    /** Lookups per signed-in user and minute, across all lookup routes. */
    LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // Background jobs (issue 8): the jobs table is the queue, or BullMQ with REDIS_URL.
    /** Job handlers running at once in this process; 0 = this process only enqueues. */
    JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
    /** Database queue poll (and BullMQ re-delivery) interval. */
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
    /** A running job is taken over by another worker when its lease is not renewed this long. */
    JOBS_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
    /** Finished jobs (with their results) are deleted this many days after they ended. */
    JOBS_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /** BullMQ queue name: processes that share work share it (REDIS_URL only). */
    JOBS_QUEUE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _')
      .default('vigil-jobs'),
    // News outlet evaluation (issue 11).
    /** Import the bundled Lin et al. 2023 ratings when the database holds no rating source yet. */
    NEWS_SEED_RATINGS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** The ratings file of the first-start import (CSV/JSON, see `npm run news:import`). */
    NEWS_RATINGS_FILE: z
      .string()
      .default(join(serverRoot, 'ratings', 'lin2023_domain_ratings.csv')),
    /** A Wikidata-style SPARQL endpoint for outlet facts; without it the built-in demo set answers. */
    NEWS_FACTS_ENDPOINT: optionalUrl,
    /** Time limit of one knowledge-base call. */
    NEWS_FACTS_TIMEOUT_MS: z.coerce.number().int().min(1).default(4000),
    /** How long a URL check waits for facts before answering without them (they fill the cache). */
    NEWS_FACTS_BUDGET_MS: z.coerce.number().int().min(0).default(800),
    /** How long outlet facts are cached. */
    NEWS_FACTS_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(86_400),
    // Privacy and operations (issue 14).
    /** Bearer token a Prometheus scraper sends to `GET /api/metrics`; unset = the route is off. */
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /** Stored lookups (accounts, snapshots, posts) not seen for this many days are purged daily. */
    LOOKUP_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
    /** Upload files no record refers to are deleted by the daily sweep once this old. */
    UPLOAD_ORPHAN_GRACE_HOURS: z.coerce.number().int().min(1).default(24),
    // S3-compatible file storage (issue 14): with S3_BUCKET, uploads and exports live in it.
    /** Bucket for uploads (`uploads/…`) and data exports (`exports/…`); unset = DATA_DIR. */
    S3_BUCKET: optionalString,
    /** e.g. `http://minio:9000`; unset = AWS S3 of S3_REGION. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Path-style URLs (`host/bucket/key`); default: on with S3_ENDPOINT, off for AWS. */
    S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    /** Time limit of one storage call attempt. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Prefix of every key Vigil writes to Redis (rate limits, sessions, lookup cache). */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, :, - and _')
      .default('vigil:'),
    // Platform sign-in and linked accounts (issue 13). A platform's button shows only when its pair is set.
    INSTAGRAM_CLIENT_ID: optionalString,
    INSTAGRAM_CLIENT_SECRET: optionalString,
    /** Instagram's authorization window and token endpoint (a local fake in tests). */
    INSTAGRAM_API_BASE: z.preprocess(
      emptyToUndefined,
      z.url().default('https://api.instagram.com'),
    ),
    /** Instagram's Graph API (`/me`). */
    INSTAGRAM_GRAPH_BASE: z.preprocess(
      emptyToUndefined,
      z.url().default('https://graph.instagram.com'),
    ),
    FACEBOOK_APP_ID: optionalString,
    FACEBOOK_APP_SECRET: optionalString,
    /** Facebook's Graph API (token exchange, `/debug_token`, `/me`). */
    FACEBOOK_GRAPH_BASE: z.preprocess(
      emptyToUndefined,
      z.url().default('https://graph.facebook.com'),
    ),
    /** Facebook's login dialog. */
    FACEBOOK_DIALOG_BASE: z.preprocess(
      emptyToUndefined,
      z.url().default('https://www.facebook.com'),
    ),
    /** The Graph API version of every Facebook and Instagram call (the spec's v8.0 is long retired). */
    GRAPH_API_VERSION: z
      .string()
      .regex(/^v\d+\.\d+$/, 'like v27.0')
      .default('v27.0'),
    /** 32 bytes, base64 or hex: encrypts the platforms' access tokens at rest (AES-256-GCM). */
    OAUTH_TOKEN_KEY: optionalString,
    /** Time limit of one call to Instagram or Facebook. */
    OAUTH_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    // Image review (issue 12).
    /** Licence price (euro cents) of a looked-up post's image; uploaded content brings its own. */
    IMAGE_LICENCE_PRICE_CENTS: z.coerce.number().int().min(1).default(499),
    // Payments and quotas (issue 20 §1, §4).
    /** The labelled demo checkout for methods without a provider: default on, except in production. */
    DEMO_CHECKOUT: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
    /** Bytes each user's content uploads may take in all (default 2 GB = 2 × 1024³). */
    CONTENT_STORAGE_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(2 * 1024 ** 3),
    /** Follower audits and CSV batches one user may have queued or running at once (operators: no limit). */
    JOBS_MAX_ACTIVE_PER_USER: z.coerce.number().int().min(1).default(2),
    /**
     * Provider requests per second and platform that watchlist checks may use (the vendor's
     * limit, e.g. 10): each minute's tick enqueues at most this × 60 requests' worth of checks.
     */
    WATCH_PROVIDER_RATE_PER_SEC: z.coerce.number().min(0.05).max(1_000).default(10),
  })
  .superRefine((c, ctx) => {
    if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY (payments are fulfilled by the webhook)',
      });
    }
    const s3Set = [c.S3_ENDPOINT, c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY].some(Boolean);
    if (s3Set && !c.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with S3_*' });
    }
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (c.S3_BUCKET && !c[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required with S3_BUCKET' });
      }
    }
    // PayPal comes as a set: credentials for the API, the webhook id to verify its events.
    const paypal = [c.PAYPAL_CLIENT_ID, c.PAYPAL_CLIENT_SECRET, c.PAYPAL_WEBHOOK_ID];
    if (paypal.some(Boolean) && !paypal.every(Boolean)) {
      for (const key of [
        'PAYPAL_CLIENT_ID',
        'PAYPAL_CLIENT_SECRET',
        'PAYPAL_WEBHOOK_ID',
      ] as const) {
        if (!c[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with the other PAYPAL_* settings',
          });
        }
      }
    }
  })
  .superRefine((c, ctx) => {
    // A half-set Twilio configuration would quietly keep codes in the outbox: refuse it.
    const twilioSender = c.TWILIO_FROM || c.TWILIO_MESSAGING_SERVICE_SID;
    if (c.TWILIO_ACCOUNT_SID || c.TWILIO_AUTH_TOKEN || twilioSender) {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const) {
        if (!c[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with the other TWILIO_* settings',
          });
        }
      }
      if (!twilioSender) {
        ctx.addIssue({
          code: 'custom',
          path: ['TWILIO_FROM'],
          message:
            'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required with TWILIO_ACCOUNT_SID',
        });
      }
    }
  })
  .superRefine((c, ctx) => {
    for (const [id, secret] of [
      ['INSTAGRAM_CLIENT_ID', 'INSTAGRAM_CLIENT_SECRET'],
      ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ] as const) {
      if (Boolean(c[id]) !== Boolean(c[secret]))
        ctx.addIssue({
          code: 'custom',
          path: [secret],
          message: `${id} and ${secret} come as a pair`,
        });
    }
    const anyPlatform = Boolean(c.INSTAGRAM_CLIENT_ID || c.FACEBOOK_APP_ID);
    if (anyPlatform && !c.OAUTH_TOKEN_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OAUTH_TOKEN_KEY'],
        message: "is required with platform sign-in (it encrypts the platforms' tokens)",
      });
    }
    if (c.OAUTH_TOKEN_KEY && !decodeKey(c.OAUTH_TOKEN_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OAUTH_TOKEN_KEY'],
        message: 'must be 32 bytes, as base64 or 64 hex digits',
      });
    }
  })
  .transform((c) => ({
    ...c,
    PUBLIC_BASE_URL: (c.PUBLIC_BASE_URL ?? `http://${c.HOST}:${c.PORT}`).replace(/\/+$/, ''),
    S3_FORCE_PATH_STYLE: c.S3_FORCE_PATH_STYLE
      ? c.S3_FORCE_PATH_STYLE === 'true'
      : c.S3_ENDPOINT !== undefined,
    /** Whether the demo checkout stands in for unconfigured payment methods (DEMO_CHECKOUT). */
    demoCheckoutEnabled: c.DEMO_CHECKOUT ? c.DEMO_CHECKOUT === '1' : c.NODE_ENV !== 'production',
  }));

export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
