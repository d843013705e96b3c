/** Shapes every social data adapter shares. */
import { unknownReportedFacts, type PostSignals, type ProfileFacts } from '@vigil/shared';
import { MAX_IDENTITY_LENGTH, notFound } from './parse';

/**
 * What an adapter returns: our normalized `data` and the vendor's reply as `raw`, which travels
 * no further than the stored account record (spec 001 §3).
 */
export type Fetched<T> = { data: T; raw: unknown };

/** A profile call: the reply data plus the accounts it holds, read from the same parse. */
export type FetchedProfile<T> = Fetched<T> & { accounts: AccountReading[] };

/** A posts call: the reply data plus the posts as stored (with what activity needs). */
export type FetchedPosts<T> = Fetched<T> & { posts: PostReading[] };

/** The facts a vendor record states about an account; the lookup adds when it observed them. */
export type AccountFacts = Omit<ProfileFacts, 'observedAt'>;

/**
 * One account read from a vendor reply: its `ProfileFacts` (see ./README.md for which vendor
 * field gives which fact) plus what the stored account row keeps beside them.
 */
export type AccountReading = {
  /** Lower-cased username (or channel id, or profile URL): the record's identity per platform. */
  key: string;
  /** The platform's own id that follow-up calls take (TikTok secUid, X and Truth Social ids). */
  externalId: string | null;
  avatarUrl: string | null;
  facts: AccountFacts;
  /** The vendor's record, kept as the stored account record. */
  raw: unknown;
};

/** One post as a lookup read it: what the posts table keeps and what activity statistics need. */
export type PostReading = PostSignals & {
  /** The platform's post id; posts without one are shown but not stored. */
  id: string | null;
  views: number | null;
  /** Lower-cased, without '#'. */
  hashtags: string[];
  /** The post's picture (Instagram image, TikTok cover), where the platform has one. */
  imageUrl?: string | null;
};

/**
 * Turns one raw vendor reply of a service into the accounts it holds (none when it holds no
 * recognizable account; several for a LinkedIn search). `key` is the identity the caller looked
 * up (e.g. a YouTube channel id) for replies that do not repeat it.
 */
export type StoredNormalizer = (raw: unknown, ctx: { key?: string }) => AccountReading[];

/**
 * What a profile parser reads from one user record: the reply DTO and the account it holds
 * (none when its identity is unusable). Null from the parser: the reply holds no user.
 */
export type ParsedUser<T> = { user: T; account: AccountReading[] };

/** A profile call's result; a reply holding no user is the vendor's "no such account". */
export function profileFound<T>(
  raw: unknown,
  parsed: ParsedUser<T> | null,
  message: string,
): FetchedProfile<T> {
  if (!parsed) throw notFound(message);
  return { data: parsed.user, raw, accounts: parsed.account };
}

/** The stored normalizer of a service whose stored record is its profile reply. */
export const userNormalizer =
  <T>(parse: (raw: unknown) => ParsedUser<T> | null): StoredNormalizer =>
  (raw) =>
    parse(raw)?.account ?? [];

/** Facts with every field unknown, for a vendor record to fill in. */
export const unknownFacts = (
  platform: AccountFacts['platform'],
  username: string,
): AccountFacts => ({
  platform,
  username,
  ...unknownReportedFacts,
  activity: null,
});

/**
 * An account reading, or none when its identity is empty or too long to be one (a vendor error
 * that would otherwise fail the store). The key is the lower-cased identity.
 */
export function reading(r: Omit<AccountReading, 'key'> & { identity: string }): AccountReading[] {
  const identity = r.identity.trim();
  if (!identity || identity.length > MAX_IDENTITY_LENGTH) return [];
  const { identity: _identity, ...rest } = r;
  return [{ key: identity.toLowerCase(), ...rest }];
}

/** Hashtags of a text: lower-cased, without '#', each once, in order of appearance. */
export function hashtagsOf(text: string): string[] {
  const tags = new Set<string>();
  for (const m of text.matchAll(/#([\p{L}\p{N}_]+)/gu)) tags.add(m[1]!.toLowerCase());
  return [...tags];
}
