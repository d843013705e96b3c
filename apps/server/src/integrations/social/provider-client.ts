import { accountPlatformNames, type StoredService } from '@vigil/shared';
import type { ProviderFailureReason } from '@vigil/shared/providers';
import { AppError } from '../../lib/app-error';

/** One vendor (RapidAPI host) per stored service; social-profile reuses Instagram and X. */
export type ProviderKey = StoredService;

export const providerNames: Record<ProviderKey, string> = accountPlatformNames;

/** A provider call, described without host or key: the transport adds those. */
export type ProviderRequest = {
  provider: ProviderKey;
  method: 'GET' | 'POST';
  /** Path on the provider host, e.g. `/api/user/info`; path parameters already encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as application/json. */
  json?: Record<string, unknown>;
};

export type ProviderResponse = {
  status: number;
  /** Lower-case header name → value. */
  header: (name: string) => string | null;
  body: string;
};

/** Thrown by a transport when no HTTP response arrived. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Carries one request to a provider: over HTTP (http.transport) or to the demo dataset. */
export type ProviderTransport = (req: ProviderRequest) => Promise<ProviderResponse>;

type Log = {
  warn: (obj: object, msg: string) => void;
};

/** RapidAPI's `x-ratelimit-requests-*` headers of one reply (null where a header is absent). */
export type ProviderQuota = {
  remaining: number | null;
  limit: number | null;
  /** Seconds until the quota starts again. */
  resetSeconds: number | null;
};

/**
 * One provider call as the client saw it, after its retries: told to the observer (the
 * providers module's status and metrics) once per call. `not-found` is the vendor answering
 * that the account does not exist: the provider works.
 */
export type ProviderCallReport = {
  provider: ProviderKey;
  method: ProviderRequest['method'];
  path: string;
  outcome: 'ok' | 'not-found' | ProviderFailureReason;
  /** The last reply's status; null when none arrived (timeout, network). */
  status: number | null;
  attempts: number;
  durationMs: number;
  /** From the last reply's headers; null when it carried none (or no reply arrived). */
  quota: ProviderQuota | null;
};
export type ProviderObserver = (report: ProviderCallReport) => void;

export type ProviderClientOptions = {
  transport: ProviderTransport;
  /** Retries after 429, 5xx or a connection error; timeouts are not retried. */
  retries: number;
  retryBaseMs: number;
  /** A Retry-After longer than this is not waited for: we give up with PROVIDER_RATE_LIMITED. */
  maxRetryAfterMs?: number;
  log: Log;
  sleep?: (ms: number) => Promise<void>;
  /** Told of every call once it is answered or given up (never throws into the call). */
  observe?: ProviderObserver;
  /** A monotonic clock in ms, for the calls' durations. */
  now?: () => number;
};

export type ProviderClient = {
  /**
   * Sends the request and returns the parsed JSON body of a 2xx reply. Failures become
   * AppErrors: the vendor's 404/410 → PROVIDER_NOT_FOUND (with `notFound` as message), 429 after
   * retries → PROVIDER_RATE_LIMITED, the gateway's own 404s (no such API or endpoint: our
   * configuration), 401/403, 5xx after retries, other statuses, timeouts and connection errors →
   * UPSTREAM_UNAVAILABLE, an empty or non-JSON 2xx body → PROVIDER_BAD_REPLY.
   */
  json: (req: ProviderRequest, notFound: string) => Promise<unknown>;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Retry-After in ms (delta seconds or an HTTP date), or null. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const headerInt = (res: ProviderResponse, name: string) => {
  const v = res.header(name)?.trim();
  return v && /^\d+$/.test(v) ? Number(v) : null;
};

/** RapidAPI's quota headers, or null when the reply has none (a vendor reached directly). */
export function quotaOf(res: ProviderResponse): ProviderQuota | null {
  const quota = {
    remaining: headerInt(res, 'x-ratelimit-requests-remaining'),
    limit: headerInt(res, 'x-ratelimit-requests-limit'),
    resetSeconds: headerInt(res, 'x-ratelimit-requests-reset'),
  };
  return quota.remaining === null && quota.limit === null && quota.resetSeconds === null
    ? null
    : quota;
}

/**
 * How long a 429 asks us to wait: Retry-After, else (quota used up) the time until RapidAPI's
 * quota starts again; null when the reply says neither.
 */
export function rateLimitWaitMs(res: ProviderResponse): number | null {
  const retryAfter = retryAfterMs(res.header('retry-after'));
  if (retryAfter !== null) return retryAfter;
  const reset = headerInt(res, 'x-ratelimit-requests-reset');
  return reset === null ? null : reset * 1000;
}

/**
 * The RapidAPI gateway answers 404 itself when the configured host is no API on the marketplace
 * ("API doesn't exists") or the API has no such path ("Endpoint '/x' does not exist"). Those
 * say our configuration is wrong, not that the account is missing; any other 404 is the
 * vendor's own "no such account".
 */
export function gatewayNotFound(body: string): 'api-missing' | 'endpoint-missing' | null {
  let message: unknown;
  try {
    message = (JSON.parse(body) as { message?: unknown } | null)?.message;
  } catch {
    return null;
  }
  if (typeof message !== 'string') return null;
  if (/^API doesn'?t exists?\.?$/i.test(message.trim())) return 'api-missing';
  if (/^Endpoint '.*' does not exist\.?$/i.test(message.trim())) return 'endpoint-missing';
  return null;
}

/** The failure class of a reply that is not a 2xx (after any retries). */
function failureOf(res: ProviderResponse): ProviderFailureReason | 'not-found' {
  const { status } = res;
  if (status === 404 || status === 410) return gatewayNotFound(res.body) ?? 'not-found';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server-error';
  return 'rejected';
}

export const badReply = (provider: ProviderKey) =>
  new AppError(
    'PROVIDER_BAD_REPLY',
    `The ${providerNames[provider]} data provider sent a reply we could not read.`,
  );

const unavailable = (provider: ProviderKey, why = 'is unavailable') =>
  new AppError(
    'UPSTREAM_UNAVAILABLE',
    `The ${providerNames[provider]} data provider ${why}. Please try again later.`,
  );

export function createProviderClient(opts: ProviderClientOptions): ProviderClient {
  const sleep = opts.sleep ?? defaultSleep;
  const maxRetryAfterMs = opts.maxRetryAfterMs ?? 10_000;
  const now = opts.now ?? (() => performance.now());

  return {
    async json(req, notFound) {
      const started = now();
      const report = (
        outcome: ProviderCallReport['outcome'],
        status: number | null,
        attempts: number,
        res: ProviderResponse | null,
      ) => {
        if (!opts.observe) return;
        try {
          opts.observe({
            provider: req.provider,
            method: req.method,
            path: req.path,
            outcome,
            status,
            attempts,
            durationMs: Math.max(0, Math.round(now() - started)),
            quota: res ? quotaOf(res) : null,
          });
        } catch {
          // Recording must never change the answer a user gets.
        }
      };
      /** The one warning per failed call: platform, path, status, reason (never the key). */
      const fail = (
        reason: ProviderFailureReason,
        status: number | null,
        attempts: number,
        res: ProviderResponse | null,
        detail?: string,
      ) => {
        opts.log.warn(
          {
            provider: req.provider,
            method: req.method,
            path: req.path,
            status,
            reason,
            attempts,
            ...(detail ? { detail } : {}),
          },
          'provider call failed',
        );
        report(reason, status, attempts, res);
      };

      for (let attempt = 0; ; attempt++) {
        const attempts = attempt + 1;
        const canRetry = attempt < opts.retries;
        const backoff = opts.retryBaseMs * 2 ** attempt;
        let res: ProviderResponse;
        try {
          res = await opts.transport(req);
        } catch (err) {
          if (err instanceof TransportError && err.kind === 'network' && canRetry) {
            await sleep(backoff);
            continue;
          }
          if (err instanceof TransportError && err.kind === 'timeout') {
            fail('timeout', null, attempts, null, err.message);
            throw unavailable(req.provider, 'did not answer in time');
          }
          if (err instanceof TransportError && err.kind === 'too-large') {
            fail('bad-reply', null, attempts, null, err.message);
            throw badReply(req.provider);
          }
          fail('network', null, attempts, null, String(err));
          throw unavailable(req.provider);
        }

        const { status } = res;
        if (status === 429 || status >= 500) {
          const wait =
            (status === 429 ? rateLimitWaitMs(res) : retryAfterMs(res.header('retry-after'))) ??
            backoff;
          if (canRetry && wait <= maxRetryAfterMs) {
            await sleep(wait);
            continue;
          }
        }
        if (status >= 200 && status < 300) {
          if (!res.body.trim()) {
            fail('bad-reply', status, attempts, res, 'empty body');
            throw badReply(req.provider);
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(res.body) as unknown;
          } catch {
            fail('bad-reply', status, attempts, res, `no JSON (${res.body.length} characters)`);
            throw badReply(req.provider);
          }
          report('ok', status, attempts, res);
          return parsed;
        }

        const failure = failureOf(res);
        if (failure === 'not-found') {
          report('not-found', status, attempts, res);
          throw new AppError('PROVIDER_NOT_FOUND', notFound);
        }
        fail(failure, status, attempts, res);
        if (failure === 'rate-limited') {
          const after = Math.max(1, Math.ceil((rateLimitWaitMs(res) ?? 60_000) / 1000));
          throw new AppError(
            'PROVIDER_RATE_LIMITED',
            `The ${providerNames[req.provider]} data provider is busy. Please try again later.`,
            { headers: { 'retry-after': String(after) } },
          );
        }
        // The gateway's 404s, 401/403 (key or subscription), 5xx, a 400 for a request we built
        // badly, a redirect: the data source is unavailable, not the account missing.
        throw unavailable(req.provider);
      }
    },
  };
}
