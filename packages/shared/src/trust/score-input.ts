/**
 * Reads one input object of `npm run score` into the facts the model scores. A hand-written
 * reading of `profileFactsSchema` (zod's `safeParse` took as long per line as the scoring):
 * the same types and ranges, the same first error (field path and zod's English message), but a
 * fact the line leaves out reads as not reported (`null`) instead of failing, because people
 * hand the CLI partial records (exports without usernames, without post statistics…).
 * `score-input.test.ts` checks it against the schema on random inputs.
 */
import {
  accountPlatformSchema,
  profileFactsSchema,
  type AccountPlatform,
  type ActivityStats,
} from '../profile-facts';
import type { ScoredFacts } from './traits';

/** A field that breaks the contract: its path (`activity.repostShare`) and zod's message. */
export type FactError = { path: string; message: string };

const platforms: ReadonlySet<string> = new Set(accountPlatformSchema.options);
const platformMessage = `Invalid option: expected one of ${accountPlatformSchema.options
  .map((p) => `"${p}"`)
  .join('|')}`;
/** The schema's own ISO pattern, so the two cannot drift apart. */
const isoDateTime: RegExp = (
  profileFactsSchema.shape.observedAt as unknown as { _zod: { def: { pattern: RegExp } } }
)._zod.def.pattern;
const MAX_INT = Number.MAX_SAFE_INTEGER;

/** zod's name for what it received (`util.parsedType` and the en locale). */
function received(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  if (typeof x === 'number') return Number.isFinite(x) ? 'number' : String(x); // NaN, ±Infinity
  return typeof x;
}
const typeError = (expected: string, x: unknown) =>
  `Invalid input: expected ${expected}, received ${received(x)}`;

// Checkers return the error message, or '' when the value is fine: no allocation on the good path.

/** `z.number()` with the schema's bounds; `int` as `z.number().int()`. */
function numberError(x: unknown, min: number, max: number, int: boolean): string {
  if (typeof x !== 'number' || !Number.isFinite(x)) return typeError('number', x);
  if (int) {
    if (!Number.isInteger(x)) return 'Invalid input: expected int, received number';
    if (x > MAX_INT) return `Too big: expected int to be <=${MAX_INT}`;
    if (x < -MAX_INT) return `Too small: expected int to be >=${-MAX_INT}`;
  }
  if (x < min) return `Too small: expected number to be >=${min}`;
  if (x > max) return `Too big: expected number to be <=${max}`;
  return '';
}
const countError = (x: unknown) => numberError(x, 0, Infinity, true);
const shareError = (x: unknown) => numberError(x, 0, 1, false);
const rateError = (x: unknown) => numberError(x, 0, Infinity, false);
const textError = (x: unknown) => (typeof x === 'string' ? '' : typeError('string', x));
const flagError = (x: unknown) => (typeof x === 'boolean' ? '' : typeError('boolean', x));
const dateError = (x: unknown) =>
  typeof x !== 'string'
    ? typeError('string', x)
    : isoDateTime.test(x)
      ? ''
      : 'Invalid ISO datetime';

type Checker = (x: unknown) => string;

// The first bad field, set by `bad`. Fields are read by name, in the schema's order, rather than
// from a list of keys: objects from `JSON.parse` with the same keys share a shape, so named reads
// stay fast where a read by a key from a list is a slow generic lookup (half of this reader's
// time).
let badPath = '';
let badMessage = '';
/** Whether a given (not null) value breaks its check; if so, remembers the field and message. */
function bad(path: string, x: unknown, check: Checker): boolean {
  if (x === undefined || x === null) return false;
  const message = check(x);
  if (message === '') return false;
  badPath = path;
  badMessage = message;
  return true;
}
const firstBad = (): FactError => ({ path: badPath, message: badMessage });

/** The first statistic that breaks the contract, or null. */
function activityError(a: Record<string, unknown>): FactError | null {
  const v = a.version;
  if (v !== undefined && v !== 1 && v !== 2)
    return { path: 'activity.version', message: 'Invalid input' };
  const m = numberError(a.sampleSize, 1, Infinity, true);
  if (m !== '') return { path: 'activity.sampleSize', message: m };
  return bad('activity.postsPerDay', a.postsPerDay, rateError) ||
    bad('activity.repostShare', a.repostShare, shareError) ||
    bad('activity.replyShare', a.replyShare, shareError) ||
    bad('activity.linkShare', a.linkShare, shareError) ||
    bad('activity.likesPerPost', a.likesPerPost, rateError) ||
    bad('activity.repostsPerPost', a.repostsPerPost, rateError) ||
    bad('activity.distinctSources', a.distinctSources, countError) ||
    bad('activity.commentsPerPost', a.commentsPerPost, rateError) ||
    bad('activity.captionLength', a.captionLength, rateError) ||
    bad('activity.emptyCaptionShare', a.emptyCaptionShare, shareError) ||
    bad('activity.nonImageShare', a.nonImageShare, shareError) ||
    bad('activity.locationShare', a.locationShare, shareError) ||
    bad('activity.hashtagsPerPost', a.hashtagsPerPost, rateError) ||
    bad('activity.promoKeywordsPerPost', a.promoKeywordsPerPost, rateError) ||
    bad('activity.followKeywordsPerPost', a.followKeywordsPerPost, rateError) ||
    bad('activity.captionSimilarity', a.captionSimilarity, shareError) ||
    bad('activity.medianHoursBetweenPosts', a.medianHoursBetweenPosts, rateError) ||
    bad('activity.automatedShare', a.automatedShare, shareError)
    ? firstBad()
    : null;
}

const known = <T>(x: unknown) => (x === undefined ? null : (x as T | null));

/** Statistics with every one left out as null; `version` 2 unless given (see README). */
function activityOf(a: Record<string, unknown>): ActivityStats {
  return {
    version: a.version === 1 ? 1 : 2,
    sampleSize: a.sampleSize as number,
    postsPerDay: known(a.postsPerDay),
    repostShare: known(a.repostShare),
    replyShare: known(a.replyShare),
    linkShare: known(a.linkShare),
    likesPerPost: known(a.likesPerPost),
    repostsPerPost: known(a.repostsPerPost),
    distinctSources: known(a.distinctSources),
    commentsPerPost: known(a.commentsPerPost),
    captionLength: known(a.captionLength),
    emptyCaptionShare: known(a.emptyCaptionShare),
    nonImageShare: known(a.nonImageShare),
    locationShare: known(a.locationShare),
    hashtagsPerPost: known(a.hashtagsPerPost),
    promoKeywordsPerPost: known(a.promoKeywordsPerPost),
    followKeywordsPerPost: known(a.followKeywordsPerPost),
    captionSimilarity: known(a.captionSimilarity),
    medianHoursBetweenPosts: known(a.medianHoursBetweenPosts),
    automatedShare: known(a.automatedShare),
  };
}

/**
 * The facts of one input object, or the first field that breaks the contract (in the schema's
 * field order, as zod reports it). A left-out fact is null; a left-out `observedAt` is
 * `observedAtDefault` (the CLI passes the time the run started). Keys the contract does not
 * know (`id` among them) are ignored.
 */
export function readScoredFacts(
  input: Record<string, unknown>,
  observedAtDefault: string,
): ScoredFacts | FactError {
  const platform = input.platform;
  if (
    platform !== undefined &&
    platform !== null &&
    !(typeof platform === 'string' && platforms.has(platform))
  )
    return { path: 'platform', message: platformMessage };
  const username = input.username;
  if (username !== undefined && username !== null) {
    if (typeof username !== 'string')
      return { path: 'username', message: typeError('string', username) };
    if (username.length === 0)
      return { path: 'username', message: 'Too small: expected string to have >=1 characters' };
  }
  if (
    bad('displayName', input.displayName, textError) ||
    bad('bio', input.bio, textError) ||
    bad('externalUrl', input.externalUrl, textError) ||
    bad('followers', input.followers, countError) ||
    bad('following', input.following, countError) ||
    bad('posts', input.posts, countError) ||
    bad('likesGiven', input.likesGiven, countError) ||
    bad('listed', input.listed, countError) ||
    bad('verified', input.verified, flagError) ||
    bad('private', input.private, flagError) ||
    bad('hasProfilePicture', input.hasProfilePicture, flagError) ||
    bad('defaultProfile', input.defaultProfile, flagError) ||
    bad('createdAt', input.createdAt, dateError)
  )
    return firstBad();
  const observedAt = input.observedAt;
  if (observedAt !== undefined && observedAt !== null) {
    const m = dateError(observedAt);
    if (m !== '') return { path: 'observedAt', message: m };
  }
  const activity = input.activity;
  if (activity !== undefined && activity !== null) {
    if (typeof activity !== 'object' || Array.isArray(activity))
      return { path: 'activity', message: typeError('object', activity) };
    const error = activityError(activity as Record<string, unknown>);
    if (error) return error;
  }
  return {
    platform: known<AccountPlatform>(platform),
    username: known<string>(username),
    displayName: known(input.displayName),
    bio: known(input.bio),
    externalUrl: known(input.externalUrl),
    followers: known(input.followers),
    following: known(input.following),
    posts: known(input.posts),
    likesGiven: known(input.likesGiven),
    listed: known(input.listed),
    verified: known(input.verified),
    private: known(input.private),
    hasProfilePicture: known(input.hasProfilePicture),
    defaultProfile: known(input.defaultProfile),
    createdAt: known(input.createdAt),
    observedAt: typeof observedAt === 'string' ? observedAt : observedAtDefault,
    activity:
      activity === undefined || activity === null
        ? null
        : activityOf(activity as Record<string, unknown>),
  };
}

/** Whether `readScoredFacts` answered with an error. */
export const isFactError = (x: ScoredFacts | FactError): x is FactError =>
  (x as FactError).message !== undefined;
