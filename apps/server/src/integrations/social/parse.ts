/**
 * Lenient readers for vendor replies. RapidAPI vendors wrap the same record differently
 * (`{data: …}`, `{data: {user: …}}`, top level) and spell counts as numbers or digit strings, so
 * adapters look records up along a few paths and coerce fields; a field they cannot read is
 * null, never a thrown error. What stays strict: the body must be JSON (the client checks), the
 * record must be there (else not found) and its identity field must be a string.
 */
import { lookupMessages } from '@vigil/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import {
  badReply,
  type ProviderClient,
  type ProviderKey,
  type ProviderRequest,
} from './provider-client';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Dotted paths split once: adapters look records up along the same few paths on every call. */
const splitPaths = new Map<string, string[]>();

/** Value at a dotted path ('data.user'); '' is the value itself. */
export function at(value: unknown, path: string): unknown {
  if (path === '') return value;
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitPaths.size < 1000) splitPaths.set(path, keys);
  }
  let cur = value;
  for (const key of keys) {
    if (!isObj(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

/** The first object along `paths` that passes `test`. */
export function findObject(
  body: unknown,
  paths: readonly string[],
  test: (o: Obj) => boolean,
): Obj | undefined {
  for (const p of paths) {
    const v = at(body, p);
    if (isObj(v) && test(v)) return v;
  }
  return undefined;
}

/**
 * The first array along `paths`; `[]` when none of them holds anything; a bad reply when one
 * holds something that is not an array (a list we cannot read is not "no posts").
 */
export function findArray(body: unknown, paths: readonly string[], provider: ProviderKey): Obj[] {
  for (const p of paths) {
    const v = at(body, p);
    if (Array.isArray(v)) return v.filter(isObj);
    if (v !== undefined && v !== null && !isObj(v)) throw badReply(provider);
  }
  return [];
}

/** A JSON body must be an object or an array; anything else is a bad reply. */
export function requireJsonContainer(body: unknown, provider: ProviderKey): Obj | unknown[] {
  if (isObj(body) || Array.isArray(body)) return body;
  throw badReply(provider);
}

export const notFound = (message: string) => new AppError('PROVIDER_NOT_FOUND', message);

/**
 * One vendor's calls: the request through the client (retries, timeouts and error replies are
 * the client's) and then the check every adapter makes before reading a reply, that its body is
 * a JSON object or array. Gives the reply as it came (`raw`, kept as the stored record) and as
 * that container (`body`). A vendor 404 answers the platform's not-found message (`message`,
 * the lookup screens' text) unless the call names another; `found` answers the same for a reply
 * in which the parser found no record.
 */
export function vendorCall(client: ProviderClient, provider: ProviderKey) {
  const message = lookupMessages.notFound[provider];
  const call = async (
    req: Omit<ProviderRequest, 'provider'>,
    notFoundMessage: string = message,
  ) => {
    const raw = await client.json({ provider, ...req }, notFoundMessage);
    return { raw, body: requireJsonContainer(raw, provider) };
  };
  const found = <T>(parsed: T | null | undefined): T => {
    if (parsed === null || parsed === undefined) throw notFound(message);
    return parsed;
  };
  return Object.assign(call, { message, found });
}

// ---------------------------------------------------------------------------------------------
// Field coercions: never fail.

const MAX_INT = 2_147_483_647;

function toCount(v: unknown): number | null {
  let n: number | null = null;
  if (typeof v === 'number' && Number.isFinite(v)) n = v;
  else if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) n = Number(v);
  if (n === null || n < 0) return null;
  return Math.min(Math.round(n), MAX_INT);
}

/**
 * NUL characters: PostgreSQL stores none (in text or jsonb), and no vendor means one. Removed
 * from every text read, so a reply carrying one is stored without it instead of failing.
 */
export const stripNul = (s: string) => (s.includes('\u0000') ? s.replaceAll('\u0000', '') : s);

function toText(v: unknown): string | null {
  if (typeof v === 'string') return stripNul(v);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/** The last instant an ISO date with a four-digit year (and PostgreSQL's parser) can express. */
const MAX_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Seconds or milliseconds since the epoch (number or digits), or a date string; between 1970
 * and the year 9999 (a date outside is a vendor error, not a fact).
 */
function toIso(v: unknown): string | null {
  let ms: number | null = null;
  if (typeof v === 'number' && Number.isFinite(v)) ms = v < 1e11 ? v * 1000 : v;
  else if (typeof v === 'string' && /^\d+$/.test(v.trim())) {
    const n = Number(v.trim());
    ms = n < 1e11 ? n * 1000 : n;
  } else if (typeof v === 'string' && v.trim()) {
    const parsed = Date.parse(v);
    ms = Number.isNaN(parsed) ? null : parsed;
  }
  if (ms === null || ms <= 0 || ms > MAX_DATE_MS) return null;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Only http(s) and inline images reach a screen; `javascript:` and friends become null. */
export function toSafeUrl(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const s = stripNul(v).trim();
  if (/^https?:\/\/[^\s"'<>]+$/i.test(s)) return s;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(s) && s.length < 100_000) return s;
  return null;
}

function toBool(v: unknown): boolean {
  return v === true || v === 'true' || v === 1;
}

/** A flag as the vendor states it; null when it does not (ProfileFacts never guesses). */
function toFlag(v: unknown): boolean | null {
  if (v === true || v === 'true' || v === 1) return true;
  if (v === false || v === 'false' || v === 0) return false;
  return null;
}

/** Any value, the key may be missing (zod 4 objects otherwise require even `unknown` keys). */
export const anything = z.unknown().optional();
export const count = anything.transform(toCount);
export const text = anything.transform(toText);
export const iso = anything.transform(toIso);
export const safeUrl = anything.transform(toSafeUrl);
export const bool = anything.transform(toBool);
export const flag = anything.transform(toFlag);

/** Identities longer than this are not handles (and would not fit a database index). */
export const MAX_IDENTITY_LENGTH = 500;
/** A non-empty string (or number) identity field of sane length; anything else fails the parse. */
export const ident = z.union([
  z.string().transform(stripNul).pipe(z.string().trim().min(1).max(MAX_IDENTITY_LENGTH)),
  z.number().transform(String),
]);

/** The first non-null of several coerced fields. */
export const first = <T>(...values: (T | null | undefined)[]): T | null =>
  values.find((v): v is T => v !== null && v !== undefined) ?? null;

/** Parses with a vendor schema; a mismatch is a bad reply (logged by the caller's error path). */
export function parseVendor<T extends z.ZodType>(
  schema: T,
  value: unknown,
  provider: ProviderKey,
): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw badReply(provider);
  return r.data;
}

// ---------------------------------------------------------------------------------------------
// Display text and bare addresses (X, Truth Social, YouTube): what a vendor scrapes off a page
// instead of an API field. Kept together; lenient like the coercions above.

/** Multipliers of the abbreviations pages use, English and German (`Tsd.`, `Mio.`, `Mrd.`). */
const DISPLAY_UNITS: [RegExp, number][] = [
  [/^(?:k|tsd\.?|thousand|tausend)$/i, 1e3],
  [/^(?:m|mio\.?|mn|million(?:en)?)$/i, 1e6],
  [/^(?:b|bn|mrd\.?|billion|milliarde(?:n)?)$/i, 1e9],
];
/** Groups of digits with '.', ',', spaces or apostrophes between them, then a word (or none). */
const DISPLAY_COUNT = /^\s*(\d(?:[\d.,'\u00a0\u202f]|\s(?=\d))*)\s*(\p{L}+\.?)?/u;

/**
 * A count as a page shows it: "2.45M subscribers", "1.2K", "12,3 Tsd.", "2,5 Mio.",
 * "1,234,567 views", "1.234 Abonnenten", or a plain number. The locale is read from the text:
 * with an abbreviation the one separator is the decimal mark ('.' in English, ',' in German);
 * without one, separators followed by exactly three digits group thousands (a count has no
 * fraction). Rounded to a whole number; null for anything else ("No subscribers" is not 0: the
 * page may say that for a hidden count).
 */
export function toDisplayCount(v: unknown): number | null {
  if (typeof v === 'number') return toCount(v);
  if (typeof v !== 'string') return null;
  const m = DISPLAY_COUNT.exec(stripNul(v));
  if (!m) return null;
  const digits = m[1]!.replace(/[\s\u00a0\u202f']/g, '');
  const unit = m[2] ? DISPLAY_UNITS.find(([re]) => re.test(m[2]!))?.[1] : 1;
  // A word that is no abbreviation ("subscribers", "Abonnenten") leaves the number as it is.
  const factor = unit ?? 1;
  let n: number;
  const seps = digits.match(/[.,]/g) ?? [];
  if (seps.length === 0) n = Number(digits);
  else if (factor > 1 && seps.length === 1) n = Number(digits.replace(',', '.'));
  else if (/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(digits))
    n = Number(digits.replace(/[.,]/g, ''));
  else if (seps.length === 1 && /[.,]\d{1,2}$/.test(digits)) n = Number(digits.replace(',', '.'));
  else {
    // "1,234.5" / "1.234,5": the last separator is the decimal mark, the other groups.
    const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
    const int = digits.slice(0, last).replace(/[.,]/g, '');
    const frac = digits.slice(last + 1);
    if (!/^\d+$/.test(int) || !/^\d+$/.test(frac)) return null;
    n = Number(`${int}.${frac}`);
  }
  return Number.isFinite(n) ? toCount(n * factor) : null;
}

/** Labels of a host name; the last (top-level domain) is letters only. */
const BARE_ADDRESS =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s"'<>]*)?$/i;

/**
 * An http(s) URL as `toSafeUrl` accepts it, or a bare address as profiles show one
 * ("www.example.org", "example.org/shop") with `https://` in front. Anything with another
 * scheme (`javascript:`) or no host stays null.
 */
export function toLenientUrl(v: unknown): string | null {
  const safe = toSafeUrl(v);
  if (safe || typeof v !== 'string') return safe;
  const s = stripNul(v).trim();
  return BARE_ADDRESS.test(s) ? toSafeUrl(`https://${s}`) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** X's `created_at`: "Wed Mar 14 08:41:07 +0000 2012". */
const X_DATE =
  /^\s*[a-z]{3} ([a-z]{3}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2}) (\d{4})\s*$/i;

/** A date in X's text format, read exactly (not left to the runtime's lenient parser); else `iso`. */
function toXIso(v: unknown): string | null {
  const m = typeof v === 'string' ? X_DATE.exec(v) : null;
  if (!m) return toIso(v);
  const month = MONTHS.indexOf(m[1]!.toLowerCase());
  if (month < 0) return null;
  const offset = (m[6] === '-' ? -1 : 1) * (Number(m[7]) * 60 + Number(m[8])) * 60_000;
  const ms =
    Date.UTC(Number(m[9]), month, Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])) - offset;
  return toIso(ms);
}

export const displayCount = anything.transform(toDisplayCount);
export const lenientUrl = anything.transform(toLenientUrl);
export const xDate = anything.transform(toXIso);
