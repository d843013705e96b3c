import { accountPlatformNames, type StoredService } from '@vigil/shared';
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
  error: (obj: object, msg: string) => void;
};

export type ProviderClientOptions = {
  transport: ProviderTransport;
  /** Retries after 429, 5xx or a connection error; timeouts are not retried. */
  retries: number;
  retryBaseMs: number;
  /** A Retry-After longer than this is not waited for: we give up with PROVIDER_RATE_LIMITED. */
  maxRetryAfterMs?: number;
  log: Log;
  sleep?: (ms: number) => Promise<void>;
};

export type ProviderClient = {
  /**
   * Sends the request and returns the parsed JSON body of a 2xx reply. Failures become
   * AppErrors: 404/410 → PROVIDER_NOT_FOUND (with `notFound` as message), 429 after retries →
   * PROVIDER_RATE_LIMITED, 5xx after retries, other 4xx, timeouts and connection errors →
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

  return {
    async json(req, notFound) {
      const where = { provider: req.provider, method: req.method, path: req.path };
      for (let attempt = 0; ; attempt++) {
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
          opts.log.warn({ ...where, err: String(err) }, 'provider call failed');
          if (err instanceof TransportError && err.kind === 'timeout') {
            throw unavailable(req.provider, 'did not answer in time');
          }
          if (err instanceof TransportError && err.kind === 'too-large')
            throw badReply(req.provider);
          throw unavailable(req.provider);
        }

        const { status } = res;
        if (status === 429 || status >= 500) {
          const wait = retryAfterMs(res.header('retry-after')) ?? backoff;
          if (canRetry && wait <= maxRetryAfterMs) {
            await sleep(wait);
            continue;
          }
          opts.log.warn({ ...where, status, attempts: attempt + 1 }, 'provider call gave up');
          if (status === 429) {
            const after = Math.max(
              1,
              Math.ceil((retryAfterMs(res.header('retry-after')) ?? 60_000) / 1000),
            );
            throw new AppError(
              'PROVIDER_RATE_LIMITED',
              `The ${providerNames[req.provider]} data provider is busy. Please try again later.`,
              { headers: { 'retry-after': String(after) } },
            );
          }
          throw unavailable(req.provider);
        }
        if (status === 404 || status === 410) throw new AppError('PROVIDER_NOT_FOUND', notFound);
        if (status < 200 || status >= 300) {
          // 401/403 (key or subscription), 400 (a request we built badly): our problem, not the user's.
          opts.log.error({ ...where, status }, 'provider refused the call');
          throw unavailable(req.provider);
        }
        if (!res.body.trim()) {
          opts.log.warn({ ...where, status }, 'provider sent an empty body');
          throw badReply(req.provider);
        }
        try {
          return JSON.parse(res.body) as unknown;
        } catch {
          opts.log.warn({ ...where, status, length: res.body.length }, 'provider sent no JSON');
          throw badReply(req.provider);
        }
      }
    },
  };
}
