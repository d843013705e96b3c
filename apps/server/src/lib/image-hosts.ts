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
    verify(url: string, sig: string): boolean {
      const a = Buffer.from(sign(url));
      const b = Buffer.from(sig);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type ImageUrls = ReturnType<typeof createImageUrls>;
