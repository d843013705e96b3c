/**
 * Lenient readers for vendor replies. RapidAPI vendors wrap the same record differently
 * (`{data: …}`, `{data: {user: …}}`, top level) and spell counts as numbers or digit strings, so
 * adapters look records up along a few paths and coerce fields; a field they cannot read is
 * null, never a thrown error. What stays strict: the body must be JSON (the client checks), the
 * record must be there (else not found) and its identity field must be a string.
 */
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
 * that container (`body`).
 */
export function vendorCall(client: ProviderClient, provider: ProviderKey) {
  return async (req: Omit<ProviderRequest, 'provider'>, notFoundMessage: string) => {
    const raw = await client.json({ provider, ...req }, notFoundMessage);
    return { raw, body: requireJsonContainer(raw, provider) };
  };
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
