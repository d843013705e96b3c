import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import { AppError } from './app-error';
import { blockedReason } from './ip-policy';

/**
 * THE way to fetch a URL a user gave us (image proxy, news sites, favicons, titles). Server-side
 * request forgery is refused at every step:
 *
 * - only `http:` / `https:`, no credentials in the URL, only the scheme's default port (unless
 *   the caller allows more), optionally only listed hosts;
 * - the host name is resolved here and EVERY address must be public unicast (`ip-policy.ts`);
 *   IP literals in any notation (`127.1`, `0x7f000001`, `2130706433`, `0177.0.0.1`, `[::1]`,
 *   `[::ffff:7f00:1]`) are normalised by the URL parser and checked the same way;
 * - the socket connects to the very address that was checked (a `lookup` that answers with
 *   it), so DNS cannot be rebound between the check and the connection;
 * - every redirect is checked again from the start, at most `maxRedirects` of them;
 * - time (connect, and the whole fetch) and size (streamed and counted after decompression,
 *   aborted past the cap) are capped; content types can be restricted.
 *
 * Built on node:http(s) rather than undici: the `lookup` hook is exactly the point where the
 * socket's address is chosen, the response is a plain stream we can count and cut, and nothing
 * (connection pools, proxies from the environment) sits between the check and the connect.
 */

export type SafeFetchFailure =
  | 'INVALID_URL'
  | 'BLOCKED_SCHEME'
  | 'BLOCKED_PORT'
  | 'BLOCKED_HOST'
  | 'BLOCKED_ADDRESS'
  | 'DNS_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'BAD_CONTENT_TYPE'
  | 'CONNECTION_FAILED';

/** A refused or failed fetch; `toAppError()` turns it into the reply the user sees. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }

  toAppError(): AppError {
    switch (this.reason) {
      case 'INVALID_URL':
      case 'BLOCKED_SCHEME':
      case 'BLOCKED_PORT':
      case 'BLOCKED_HOST':
      case 'BLOCKED_ADDRESS':
        return new AppError('VALIDATION_FAILED', `This address cannot be fetched: ${this.message}`);
      case 'TOO_LARGE':
        return new AppError('PAYLOAD_TOO_LARGE', 'The remote file is too large.');
      case 'BAD_CONTENT_TYPE':
        return new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'The remote file has a type we do not accept.',
        );
      default:
        return new AppError('UPSTREAM_UNAVAILABLE', 'The address could not be reached.');
    }
  }
}

/** Resolves a host name to its addresses (tests inject one; the default asks the system). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export type SafeFetchPolicy = {
  /** The whole fetch, redirects and body included (default 10 s). */
  timeoutMs?: number;
  /** Until the TCP connection stands (default 3 s). */
  connectTimeoutMs?: number;
  /** Body bytes after decompression (default 5 MiB). */
  maxBytes?: number;
  /** Redirects followed (default 3). */
  maxRedirects?: number;
  /** Ports allowed besides the scheme's default (80 for http, 443 for https). */
  allowedPorts?: readonly number[];
  /** `image/png`, or `image/*`; parameters (`; charset=…`) are ignored. Default: any. */
  allowedContentTypes?: readonly string[];
  /** Host names allowed (`cdninstagram.com` exactly, `*.cdninstagram.com` its subdomains). */
  allowedHosts?: readonly string[];
  resolver?: Resolver;
  /**
   * Exact IP addresses exempt from the address policy. For tests that fetch from a loopback
   * server they started; product code never sets it (a test in `safe-fetch.test.ts` checks).
   */
  allowAddresses?: readonly string[];
  userAgent?: string;
};

export type SafeFetchInit = {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type SafeResponse = {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The media type without parameters, lower-cased (`image/png`), if any. */
  contentType: string | undefined;
  body: Buffer;
  /** Every URL that answered with a redirect, in order. */
  redirects: string[];
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_PORT: Record<string, number> = { 'http:': 80, 'https:': 443 };
/** Headers that must not follow a redirect to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

const mediaType = (header: string | undefined) =>
  header?.split(';')[0]?.trim().toLowerCase() || undefined;

function hostAllowed(hostname: string, patterns: readonly string[]) {
  return patterns.some((p) => {
    const pattern = p.toLowerCase();
    return pattern.startsWith('*.')
      ? hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1
      : hostname === pattern;
  });
}

function typeAllowed(type: string | undefined, allowed: readonly string[]) {
  if (!type) return false;
  return allowed.some((a) => {
    const want = a.toLowerCase();
    return want.endsWith('/*') ? type.startsWith(want.slice(0, -1)) : type === want;
  });
}

/** Creates the fetch for one purpose (an image proxy, a news-site check) with its policy. */
export function createSafeFetch(policy: SafeFetchPolicy = {}) {
  const timeoutMs = policy.timeoutMs ?? 10_000;
  const connectTimeoutMs = policy.connectTimeoutMs ?? 3_000;
  const maxBytes = policy.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = policy.maxRedirects ?? 3;
  const resolver = policy.resolver ?? systemResolver;
  const exempt = new Set(policy.allowAddresses ?? []);

  const checkAddress = (address: string, host: string) => {
    if (exempt.has(address)) return;
    const reason = blockedReason(address);
    if (reason) {
      throw new SafeFetchError('BLOCKED_ADDRESS', `${host} is ${reason} (${address})`);
    }
  };

  /** Checks a URL and resolves it to the one address the socket will connect to. */
  async function vet(url: URL): Promise<{ address: string; family: 4 | 6 }> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SafeFetchError('BLOCKED_SCHEME', `${url.protocol} URLs are not fetched`);
    }
    if (url.username || url.password) {
      throw new SafeFetchError('INVALID_URL', 'URLs with credentials are not fetched');
    }
    const port = url.port ? Number(url.port) : DEFAULT_PORT[url.protocol]!;
    if (port !== DEFAULT_PORT[url.protocol] && !policy.allowedPorts?.includes(port)) {
      throw new SafeFetchError('BLOCKED_PORT', `port ${port} is not allowed`);
    }
    // The URL parser has already turned 127.1, 0x7f000001, 2130706433 and 0177.0.0.1 into
    // 127.0.0.1, and lower-cased the name; a trailing dot names the same host.
    const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
    if (!host) throw new SafeFetchError('INVALID_URL', 'the URL has no host');
    if (policy.allowedHosts && !hostAllowed(host, policy.allowedHosts)) {
      throw new SafeFetchError('BLOCKED_HOST', `${host} is not an allowed host`);
    }
    const family = isIP(host);
    if (family) {
      checkAddress(host, host);
      return { address: host, family: family === 6 ? 6 : 4 };
    }
    let addresses: { address: string; family: 4 | 6 }[];
    try {
      addresses = await resolver(host);
    } catch {
      throw new SafeFetchError('DNS_FAILED', `${host} could not be resolved`);
    }
    if (addresses.length === 0) {
      throw new SafeFetchError('DNS_FAILED', `${host} could not be resolved`);
    }
    // Every address must pass: a name with one public and one private address is refused.
    for (const a of addresses) checkAddress(a.address, host);
    return addresses[0]!;
  }

  /** One request to the vetted address; resolves with the response head. */
  function request(
    url: URL,
    target: { address: string; family: 4 | 6 },
    init: SafeFetchInit,
    headers: Record<string, string>,
    signal: AbortSignal,
  ) {
    return new Promise<IncomingMessage>((resolve, reject) => {
      // Answers every lookup with the checked address: no second resolution, no rebinding.
      const pinned: LookupFunction = (_host, options, callback) => {
        if (options.all) callback(null, [target]);
        else callback(null, target.address, target.family);
      };
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(
        {
          protocol: url.protocol,
          hostname: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || DEFAULT_PORT[url.protocol],
          path: `${url.pathname}${url.search}`,
          method: init.method ?? 'GET',
          headers,
          lookup: pinned,
          // A fresh connection per request: a pooled socket could lead somewhere unchecked.
          agent: false,
          signal,
        },
        resolve,
      );
      const connectTimer = setTimeout(() => {
        req.destroy(new SafeFetchError('TIMEOUT', `no connection within ${connectTimeoutMs} ms`));
      }, connectTimeoutMs);
      req.on('socket', (socket) => {
        socket.once('connect', () => clearTimeout(connectTimer));
      });
      req.once('response', () => clearTimeout(connectTimer));
      req.once('error', (err) => {
        clearTimeout(connectTimer);
        reject(err);
      });
      req.end();
    });
  }

  async function readBody(res: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      throw new SafeFetchError('TOO_LARGE', `the body is larger than ${maxBytes} bytes`);
    }
    const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase();
    let decoder: Transform | undefined;
    if (encoding === 'gzip' || encoding === 'x-gzip') decoder = createGunzip();
    else if (encoding === 'deflate') decoder = createInflate();
    else if (encoding === 'br') decoder = createBrotliDecompress();
    const source = decoder ? res.pipe(decoder) : res;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) {
          throw new SafeFetchError('TOO_LARGE', `the body is larger than ${maxBytes} bytes`);
        }
        chunks.push(chunk);
      }
    } catch (err) {
      if (err instanceof SafeFetchError) throw err;
      if (signal.aborted) throw signal.reason;
      throw new SafeFetchError('CONNECTION_FAILED', 'the body could not be read');
    } finally {
      res.destroy();
      decoder?.destroy();
    }
    return Buffer.concat(chunks, size);
  }

  return async function safeFetch(input: string, init: SafeFetchInit = {}): Promise<SafeResponse> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const timedOut = () =>
      timeout.aborted && !init.signal?.aborted
        ? new SafeFetchError('TIMEOUT', `no complete answer within ${timeoutMs} ms`)
        : undefined;
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      throw new SafeFetchError('INVALID_URL', 'not a valid URL');
    }
    const headers: Record<string, string> = {
      'user-agent': policy.userAgent ?? 'Vigil/1.0 (+safe-fetch)',
      'accept-encoding': 'gzip, deflate, br',
      ...(init.headers ?? {}),
    };
    const redirects: string[] = [];
    try {
      for (;;) {
        signal.throwIfAborted();
        const target = await vet(url);
        signal.throwIfAborted();
        let res: IncomingMessage;
        try {
          res = await request(url, target, init, headers, signal);
        } catch (err) {
          if (err instanceof SafeFetchError) throw err;
          throw (
            timedOut() ??
            (signal.aborted ? signal.reason : undefined) ??
            new SafeFetchError('CONNECTION_FAILED', `${url.host} could not be reached`)
          );
        }
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (REDIRECTS.has(status) && location) {
          res.resume();
          res.destroy();
          if (redirects.length >= maxRedirects) {
            throw new SafeFetchError('TOO_MANY_REDIRECTS', `more than ${maxRedirects} redirects`);
          }
          redirects.push(url.toString());
          let next: URL;
          try {
            next = new URL(location, url);
          } catch {
            throw new SafeFetchError('INVALID_URL', 'a redirect led to an invalid URL');
          }
          if (next.origin !== url.origin) {
            for (const h of CREDENTIAL_HEADERS) delete headers[h];
          }
          url = next;
          continue;
        }
        const contentType = mediaType(res.headers['content-type']);
        if (
          policy.allowedContentTypes &&
          status >= 200 &&
          status < 300 &&
          !typeAllowed(contentType, policy.allowedContentTypes)
        ) {
          res.destroy();
          throw new SafeFetchError(
            'BAD_CONTENT_TYPE',
            `${contentType ?? 'no content type'} is not accepted`,
          );
        }
        const body = init.method === 'HEAD' ? Buffer.alloc(0) : await readBody(res, signal);
        return { url: url.toString(), status, headers: res.headers, contentType, body, redirects };
      }
    } catch (err) {
      throw timedOut() ?? err;
    }
  };
}

export type SafeFetch = ReturnType<typeof createSafeFetch>;
