import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import {
  TransportError,
  type ProviderKey,
  type ProviderResponse,
  type ProviderTransport,
} from './provider-client';

/** Replies larger than this are refused (a profile or a page of posts is far below it). */
export const MAX_REPLY_BYTES = 5 * 1024 * 1024;

export type HttpTransportOptions = {
  apiKey: string;
  hosts: Record<ProviderKey, string>;
  /** When set, requests go to this origin instead of `https://<host>`; the host header stays. */
  baseUrl?: string;
  timeoutMs: number;
};

const headerOf = (res: IncomingMessage) => (name: string) => {
  const v = res.headers[name.toLowerCase()];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
};

/**
 * RapidAPI over HTTP(S) with Node's own client and keep-alive connections: `x-rapidapi-key` and
 * `x-rapidapi-host` on every call, one time limit per attempt (covering the body too), replies
 * capped in size, redirects never followed (a 3xx is returned as it is). The key never appears
 * in a URL, an error message or a log line.
 *
 * Not the global `fetch`: per call it cost about four times the CPU of `http.request` on a
 * kept-alive socket (undici's WHATWG layers, an AbortSignal and a web stream per call), and
 * the provider call is most of an uncached lookup's own work (bench/lookups.ts).
 */
export function createHttpTransport(opts: HttpTransportOptions): ProviderTransport {
  const agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
  };

  // Each provider's origin and base path, parsed once.
  const bases = new Map<ProviderKey, URL>();
  const baseOf = (provider: ProviderKey) => {
    let base = bases.get(provider);
    if (!base) {
      base = new URL(opts.baseUrl ?? `https://${opts.hosts[provider]}`);
      bases.set(provider, base);
    }
    return base;
  };

  return (req) =>
    new Promise<ProviderResponse>((resolve, reject) => {
      const host = opts.hosts[req.provider];
      const base = baseOf(req.provider);
      // A configured path may carry its own query (`/users/x/feed?limit=20`): the adapter's
      // parameters join it.
      const [pathOnly = '', pathQuery = ''] = req.path.split(/\?(.*)/s, 2);
      const query = new URLSearchParams(pathQuery);
      for (const [k, v] of Object.entries(req.query ?? {})) {
        if (v !== undefined) query.set(k, String(v));
      }
      const search = query.size ? `?${query.toString()}` : '';
      const path = `${base.pathname.replace(/\/+$/, '')}${pathOnly}${search}`;
      const headers: Record<string, string> = {
        'x-rapidapi-key': opts.apiKey,
        'x-rapidapi-host': host,
        accept: 'application/json',
      };
      let body: string | undefined;
      if (req.json) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(req.json);
      } else if (req.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(req.form).toString();
      }
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));

      let settled = false;
      const fail = (err: TransportError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outgoing.destroy();
        reject(err);
      };
      const secure = base.protocol === 'https:';
      const outgoing = (secure ? httpsRequest : httpRequest)(
        {
          protocol: base.protocol,
          // An IPv6 origin is written [::1] in a URL, ::1 as a host name.
          hostname: base.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: base.port || undefined,
          path,
          method: req.method,
          headers,
          agent: secure ? agents.https : agents.http,
        },
        (res) => {
          const declared = Number(res.headers['content-length']);
          if (declared > MAX_REPLY_BYTES) {
            fail(new TransportError('too-large', `reply of ${declared} bytes`));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_REPLY_BYTES) {
              fail(new TransportError('too-large', `reply over ${MAX_REPLY_BYTES} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 0,
              header: headerOf(res),
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
          res.on('error', (err) => fail(new TransportError('network', String(err))));
          res.on('aborted', () => fail(new TransportError('network', 'reply cut off')));
        },
      );
      const timer = setTimeout(
        () => fail(new TransportError('timeout', `no reply within ${opts.timeoutMs} ms`)),
        opts.timeoutMs,
      );
      // ECONNREFUSED, ECONNRESET, …: the message names the cause, never the headers.
      outgoing.on('error', (err) => fail(new TransportError('network', String(err))));
      outgoing.end(body);
    });
}
