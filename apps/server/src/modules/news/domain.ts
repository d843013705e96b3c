import { parse } from 'tldts';

/** A news domain as ratings are keyed: host without `www.`, plus the registrable domain. */
export type NewsDomain = {
  /** Lower-case, punycode host without `www.`, port or trailing dot (`news.bbc.co.uk`). */
  host: string;
  /** The registrable domain by the public-suffix list, private suffixes included (`bbc.co.uk`). */
  registrable: string;
  /** The first path segment, lower-case, when the address has one (`rfi.fr/en` → `en`). */
  firstSegment: string | null;
};

const MAX_INPUT = 2048;

/**
 * Normalises an address or a bare domain as a news outlet key: scheme, `www.`, case, trailing
 * dot, port, credentials, query and fragment dropped; an IDN turned into punycode; the
 * registrable domain found with the public-suffix list (`bbc.co.uk`, not `co.uk`; a private
 * suffix such as `blogspot.com` keeps `x.blogspot.com` apart from `blogspot.com`). Null for
 * anything that is not a public host name (IP addresses, `localhost`, a bare suffix, garbage).
 */
export function normalizeNewsDomain(input: string): NewsDomain | null {
  const raw = input.trim();
  if (raw === '' || raw.length > MAX_INPUT || /\s/.test(raw)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let host = url.hostname.toLowerCase().replace(/\.+$/, '');
  host = host.replace(/^www\d*\./, '');
  if (!host || host.length > 253 || host.startsWith('[')) return null;
  let info = parse(host, { allowPrivateDomains: true });
  // A private suffix itself (`blogspot.com`) is an outlet too: its ICANN registrable domain.
  if (!info.domain) info = parse(host);
  if (info.isIp || info.publicSuffix === null || (!info.isIcann && !info.isPrivate)) return null;
  // A host that is an ICANN suffix itself (`nhs.uk`) is kept as its own key (never a fallback).
  const registrable = info.domain ?? (host.includes('.') ? host : null);
  if (!registrable) return null;
  if (!/^[a-z0-9.-]+$/.test(host) || host.split('.').some((l) => l === '' || l.length > 63)) {
    return null;
  }
  const segment = url.pathname.split('/').find((s) => s !== '');
  return {
    host,
    registrable,
    firstSegment: segment ? segment.toLowerCase() : null,
  };
}

/** The key a rating file's domain is stored under: host, plus `/segment` when it has a path. */
export function ratingKey(d: NewsDomain): string {
  return d.firstSegment ? `${d.host}/${d.firstSegment}` : d.host;
}

/**
 * The keys a lookup tries, best first: host with its first path segment (`rfi.fr/en`), the
 * host (`news.bbc.co.uk`), then its registrable domain (`bbc.co.uk`).
 */
export function lookupKeys(d: NewsDomain): string[] {
  const keys = [d.firstSegment ? `${d.host}/${d.firstSegment}` : null, d.host, d.registrable];
  return [...new Set(keys.filter((k): k is string => k !== null))];
}
