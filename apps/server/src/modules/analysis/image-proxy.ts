import { AppError } from '../../lib/app-error';
import { createSafeFetch, SafeFetchError, type SafeFetch } from '../../lib/safe-fetch';
import { INSTAGRAM_IMAGE_HOSTS } from '../../lib/image-hosts';

/** Largest picture the proxy passes on. */
export const PROXY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Pictures kept in memory, and for how long. */
const CACHE_ENTRIES = 500;
const CACHE_BYTES = 32 * 1024 * 1024;
const CACHE_MS = 60 * 60 * 1000;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** The picture hosts the proxy fetches from: Instagram's, and TikTok's covers (issue 12). */
export const PROXY_IMAGE_HOSTS = [
  ...INSTAGRAM_IMAGE_HOSTS,
  '*.tiktokcdn.com',
  '*.tiktokcdn-us.com',
];

/** Whether the proxy would fetch this address (https on one of {@link PROXY_IMAGE_HOSTS}). */
export function proxyAllows(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === 'https:' && PROXY_IMAGE_HOSTS.some((p) => u.hostname.endsWith(p.slice(1)))
    );
  } catch {
    return false;
  }
}

/** The fetch the proxy uses: only the platforms' picture hosts, only pictures, size-capped. */
export const createImageFetch = () =>
  createSafeFetch({
    allowedHosts: PROXY_IMAGE_HOSTS,
    allowedContentTypes: IMAGE_TYPES,
    maxBytes: PROXY_IMAGE_MAX_BYTES,
    timeoutMs: 8_000,
    maxRedirects: 2,
  });

type Entry = { type: string; body: Buffer; until: number };

/**
 * `GET /api/proxy-image?url=`: Instagram's CDN refuses pictures to other sites' pages, so the
 * dashboard loads them through us. Built on the safe fetch (SSRF rules, host allow-list, image
 * types, size cap); answers are cached in memory (LRU by insertion, bounded by count and bytes).
 */
export function createImageProxy(deps: { fetch?: SafeFetch; now?: () => number } = {}) {
  const fetch = deps.fetch ?? createImageFetch();
  const now = deps.now ?? Date.now;
  const cache = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const e = cache.get(key);
    if (e) bytes -= e.body.length;
    cache.delete(key);
  };

  return {
    async get(url: string): Promise<{ type: string; body: Buffer }> {
      const hit = cache.get(url);
      if (hit && hit.until > now()) return hit;
      if (hit) drop(url);
      let res;
      try {
        res = await fetch(url);
      } catch (err) {
        if (err instanceof SafeFetchError) throw err.toAppError();
        throw err;
      }
      if (res.status < 200 || res.status >= 300 || !res.contentType) {
        throw new AppError('UPSTREAM_UNAVAILABLE', 'The picture could not be loaded.');
      }
      const entry = { type: res.contentType, body: res.body, until: now() + CACHE_MS };
      cache.set(url, entry);
      bytes += entry.body.length;
      while (cache.size > CACHE_ENTRIES || bytes > CACHE_BYTES) {
        const oldest = cache.keys().next().value as string;
        drop(oldest);
      }
      return entry;
    },
  };
}
export type ImageProxy = ReturnType<typeof createImageProxy>;
