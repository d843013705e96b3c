import { createSafeFetch, SafeFetchError, type SafeFetchPolicy } from '../../lib/safe-fetch';

/** Decodes the few entities a `<title>` commonly holds. */
function decodeEntities(s: string) {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n) % 0x110000))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) =>
      String.fromCodePoint(parseInt(n, 16) % 0x110000),
    )
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `<title>` of an HTML document, whitespace collapsed, at most 200 characters. */
export function titleOf(html: string): string | null {
  const m = /<title[^>]*>([\s\S]{0,2000}?)<\/title>/i.exec(html);
  if (!m?.[1]) return null;
  const t = decodeEntities(m[1]).replace(/\s+/g, ' ').trim();
  // Control characters never reach a name.
  const clean = [...t]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200);
  return clean || null;
}

/**
 * Fetches a submitted news site's page title through THE safe fetch (SSRF checks on every
 * hop, time and size caps, HTML only). Any refusal or failure is just "no title".
 */
export function createTitleFetcher(policy: SafeFetchPolicy = {}) {
  const fetchSafely = createSafeFetch({
    timeoutMs: 5_000,
    maxBytes: 512 * 1024,
    allowedContentTypes: ['text/html', 'application/xhtml+xml'],
    ...policy,
  });
  return async (url: string): Promise<string | null> => {
    try {
      const res = await fetchSafely(url);
      if (res.status < 200 || res.status >= 300) return null;
      return titleOf(res.body.toString('utf8'));
    } catch (err) {
      if (err instanceof SafeFetchError) return null;
      return null;
    }
  };
}
