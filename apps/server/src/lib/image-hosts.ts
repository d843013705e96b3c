import { createHmac, timingSafeEqual } from 'node:crypto';

/** Instagram's picture hosts: their pictures load through `GET /api/proxy-image`. */
export const INSTAGRAM_IMAGE_HOSTS = ['*.cdninstagram.com', '*.fbcdn.net'];

const isInstagramHost = (hostname: string) =>
  INSTAGRAM_IMAGE_HOSTS.some((p) => hostname.endsWith(p.slice(1)));

/**
 * Addresses pages show platform pictures from. Instagram's CDN refuses pictures to other sites'
 * pages, so those go through our image proxy. An `<img>` sends no bearer token, so the proxy
 * cannot ask for a sign-in; instead every proxied address carries an HMAC of the picture's URL
 * made with a server secret: the proxy fetches only what this server chose to show, and is no
 * open relay for anyone else's URLs (imgproxy-style signed URLs).
 */
export function createImageUrls(opts: { secret: string }) {
  const key = createHmac('sha256', opts.secret).update('vigil image proxy v1').digest();
  const sign = (url: string) =>
    createHmac('sha256', key).update(url).digest('base64url').slice(0, 32);
  const proxied = (url: string) =>
    `/api/proxy-image?url=${encodeURIComponent(url)}&sig=${sign(url)}`;
  const fileKey = createHmac('sha256', opts.secret).update('vigil private file v1').digest();
  const signFile = (path: string, exp: number) =>
    createHmac('sha256', fileKey).update(`${path}\n${exp}`).digest('base64url').slice(0, 32);
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  return {
    /** The signed proxy address of `url` (the proxy still applies its host and type rules). */
    proxied,
    /**
     * The address to show `url` from: Instagram's pictures through the signed proxy, other
     * https pictures and inline pictures as they are; anything else (plain http, other schemes,
     * malformed) is no picture at all.
     */
    display(url: string | null): string | null {
      if (!url) return null;
      if (url.startsWith('data:image/')) return url;
      try {
        const u = new URL(url);
        if (u.protocol !== 'https:') return null;
        return isInstagramHost(u.hostname) ? proxied(url) : url;
      } catch {
        return null;
      }
    },
    /** Whether `sig` is this server's signature of `url`. */
    verify: (url: string, sig: string): boolean => same(sign(url), sig),
    /**
     * A private file's address for `<img>` (which sends no token): `path?exp=&sig=`, valid
     * until `exp` (Unix seconds). The expiry is rounded up to the next `ttlS` step, so that the
     * same file keeps one address (and the browser's cache) for a while.
     */
    signedPath(path: string, nowMs: number, ttlS: number): string {
      const exp = (Math.floor(nowMs / 1000 / ttlS) + 2) * ttlS;
      return `${path}?exp=${exp}&sig=${signFile(path, exp)}`;
    },
    /** Whether `sig` signs `path` until `exp` and `exp` is still ahead of `nowMs`. */
    verifyPath(path: string, exp: number, sig: string, nowMs: number): boolean {
      return Number.isInteger(exp) && exp * 1000 > nowMs && same(signFile(path, exp), sig);
    },
  };
}
export type ImageUrls = ReturnType<typeof createImageUrls>;
