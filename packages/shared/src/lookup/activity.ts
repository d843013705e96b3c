import type { ActivityStats } from '../profile-facts';
import { DAY_MS } from '../days';

const HOUR_MS = 3_600_000;

/** What the activity statistics need of one post; null wherever the platform did not say. */
export type PostSignals = {
  /** ISO time the post was published. */
  postedAt: string | null;
  /** The post's text (caption, description; HTML already reduced to text). */
  text: string;
  likes: number | null;
  reposts: number | null;
  /** Comments (replies) the post received, where the platform counts them. */
  comments?: number | null;
  /** A repost / retweet / forward of someone else's post. */
  isRepost: boolean | null;
  /** A reply to another post. */
  isReply: boolean | null;
  /** The app or client it was posted with. */
  source: string | null;
  /**
   * The post is something other than one picture (a video, reel or carousel). Null where the
   * platform does not say, and on platforms whose posts are all videos (TikTok, YouTube): there
   * the share would tell nothing about the account.
   */
  nonImage?: boolean | null;
  /** The post is tagged with a place, where the platform reports places. */
  hasLocation?: boolean | null;
};

/** An http(s) URL or a bare `www.` address anywhere in the text. */
const LINK = /\bhttps?:\/\/\S|\bwww\.[a-z0-9-]+\.[a-z]/i;
export const hasLink = (text: string) => LINK.test(text);

/**
 * Words of a caption, lower-cased: letters and digits (a hashtag's word counts as a word).
 * Links are left out so that two posts sharing nothing but a shortener do not look alike.
 */
export function captionWords(text: string): string[] {
  return (
    text
      .replace(/\bhttps?:\/\/\S+/gi, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Promotional keywords (counted per occurrence, as words of the caption, in the languages
 * Vigil serves and the labelled sets' languages): selling, giveaways, discounts, "link in bio".
 * The phrase entries are matched on the joined words.
 */
export const PROMO_WORDS: ReadonlySet<string> = new Set([
  'giveaway',
  'giveaways',
  'discount',
  'discounts',
  'promo',
  'promocode',
  'sale',
  'offer',
  'offers',
  'shop',
  'shopping',
  'buy',
  'order',
  'coupon',
  'deal',
  'deals',
  'free',
  'win',
  'contest',
  'sponsored',
  'ad',
  'advertisement',
  'dm',
  'gewinnspiel',
  'rabatt',
  'angebot',
  'gutschein',
  'kaufen',
  'gratis',
  'werbung',
  'anzeige',
  'verlosung',
  'bestellen',
  'oferta',
  'ofertas',
  'descuento',
  'sorteo',
  'promoción',
  'promocion',
  'compra',
  'comprar',
  'envío',
  'envio',
  'pedidos',
  'promoção',
  'desconto',
]);
export const PROMO_PHRASES: readonly string[] = ['link in bio', 'link in der bio', 'shop now'];
/** Follower-bait keywords: asking for follows or likes in return. */
export const FOLLOW_WORDS: ReadonlySet<string> = new Set([
  'follow',
  'followme',
  'followback',
  'follow4follow',
  'followforfollow',
  'f4f',
  'like4like',
  'likeforlike',
  'l4l',
  'likes4likes',
  'followers',
  'follower',
  'instafollow',
  'teamfollowback',
  'folgen',
  'folgt',
  'sígueme',
  'sigueme',
  'seguidores',
  'seguir',
  'sdv',
  'segue',
]);

/** Promotional and follower-bait keyword counts of one caption. */
export function keywordCounts(words: readonly string[]): { promo: number; follow: number } {
  let promo = 0;
  let follow = 0;
  for (const w of words) {
    if (PROMO_WORDS.has(w)) promo++;
    if (FOLLOW_WORDS.has(w)) follow++;
  }
  if (words.length > 2) {
    const joined = ` ${words.join(' ')} `;
    for (const phrase of PROMO_PHRASES) {
      for (let i = joined.indexOf(` ${phrase} `); i >= 0; i = joined.indexOf(` ${phrase} `, i + 1))
        promo++;
    }
  }
  return { promo, follow };
}

/**
 * Mean cosine similarity of the word-count vectors of every pair of non-empty captions (0–1):
 * 1 when every caption says the same, near 0 when they share no words. Null with fewer than two
 * non-empty captions. Quadratic in the sample, which is at most a few dozen posts.
 */
export function captionSimilarity(captions: readonly (readonly string[])[]): number | null {
  const vectors = captions
    .filter((w) => w.length > 0)
    .map((words) => {
      const counts = new Map<string, number>();
      for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
      let norm = 0;
      for (const c of counts.values()) norm += c * c;
      return { counts, norm: Math.sqrt(norm) };
    });
  if (vectors.length < 2) return null;
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < vectors.length; i++) {
    for (let j = i + 1; j < vectors.length; j++) {
      const a = vectors[i]!;
      const b = vectors[j]!;
      let dot = 0;
      for (const [w, c] of a.counts) dot += c * (b.counts.get(w) ?? 0);
      sum += dot / (a.norm * b.norm);
      pairs++;
    }
  }
  return Math.min(1, sum / pairs);
}

/**
 * Posting clients that a person uses by hand: the platforms' own apps and web sites and the
 * common manual third-party apps. Every other named client (schedulers, bots, IFTTT, cross-posting
 * services, custom API apps) counts as automated, as in the labelled Colombia set's own split.
 */
const MANUAL_CLIENTS = [
  /^twitter (for|web)\b/i,
  /^x (for|web)\b/i,
  /^tweetdeck\b/i,
  /^mobile web\b/i,
  /^twitter lite\b/i,
  /^(ios|os x|android|web|iphone|ipad)$/i,
  /^(tweetbot|twitterrific|echofon|fenix|talon|ubersocial|plume|janetter|tweetcaster|hootsuite inc\.?)\b/i,
  /^truth social\b/i,
];

/** Whether a post's client is an automation tool; null when the platform names no client. */
export function isAutomatedSource(source: string | null): boolean | null {
  const name = source?.trim();
  if (!name) return null;
  return !MANUAL_CLIENTS.some((re) => re.test(name));
}

/** Share of `true` among the posts that report the flag; null when none does. */
function share(values: (boolean | null | undefined)[]): number | null {
  let known = 0;
  let yes = 0;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    known++;
    if (v) yes++;
  }
  return known === 0 ? null : yes / known;
}

/** Mean of the known values; null when none is known. */
function mean(values: (number | null | undefined)[]): number | null {
  let known = 0;
  let sum = 0;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    known++;
    sum += v;
  }
  return known === 0 ? null : sum / known;
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A caption this short says nothing ("", ".", an emoji). */
const EMPTY_CAPTION = 3;

/**
 * `ProfileFacts.activity` from the recent posts a lookup fetched; null for no posts. Rates and
 * shares are over the posts that report what they need (the others do not count), and null when
 * none does: nothing is guessed.
 *
 * `postsPerDay` is (n − 1) / span over the n dated posts, the span in days between the oldest
 * and the newest: the rate at which the posts of the sample followed each other (n / span would
 * overstate small samples). Null with fewer than two dated posts or a zero span.
 *
 * Caption statistics (length, empty share, similarity, hashtags, keywords) read the account's
 * own posts: a repost's text is someone else's.
 */
export function activityStats(posts: readonly PostSignals[]): ActivityStats | null {
  if (posts.length === 0) return null;
  const times = posts
    .map((p) => (p.postedAt ? Date.parse(p.postedAt) : NaN))
    .filter((t) => Number.isFinite(t))
    .sort((a, b) => a - b);
  let postsPerDay: number | null = null;
  const gaps: number[] = [];
  if (times.length >= 2) {
    const span = (times[times.length - 1]! - times[0]!) / DAY_MS;
    if (span > 0) postsPerDay = (times.length - 1) / span;
    for (let i = 1; i < times.length; i++) gaps.push((times[i]! - times[i - 1]!) / HOUR_MS);
    gaps.sort((a, b) => a - b);
  }
  const sources = new Set(posts.map((p) => p.source?.trim()).filter((s): s is string => !!s));
  const own = posts.filter((p) => p.isRepost !== true);
  const words = own.map((p) => captionWords(p.text));
  const keywords = words.map(keywordCounts);
  const captions = own.map((p) => p.text.trim().length);
  return {
    version: 2,
    sampleSize: posts.length,
    postsPerDay,
    repostShare: share(posts.map((p) => p.isRepost)),
    replyShare: share(posts.map((p) => p.isReply)),
    linkShare: share(posts.map((p) => hasLink(p.text))),
    likesPerPost: mean(posts.map((p) => p.likes)),
    repostsPerPost: mean(posts.map((p) => p.reposts)),
    distinctSources: sources.size === 0 ? null : sources.size,
    commentsPerPost: mean(posts.map((p) => p.comments)),
    captionLength: own.length === 0 ? null : mean(captions),
    emptyCaptionShare: own.length === 0 ? null : share(captions.map((n) => n < EMPTY_CAPTION)),
    nonImageShare: share(posts.map((p) => p.nonImage)),
    locationShare: share(posts.map((p) => p.hasLocation)),
    hashtagsPerPost:
      own.length === 0
        ? null
        : mean(own.map((p) => (p.text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length)),
    promoKeywordsPerPost: own.length === 0 ? null : mean(keywords.map((k) => k.promo)),
    followKeywordsPerPost: own.length === 0 ? null : mean(keywords.map((k) => k.follow)),
    captionSimilarity: captionSimilarity(words),
    medianHoursBetweenPosts: median(gaps),
    automatedShare: share(posts.map((p) => isAutomatedSource(p.source))),
  };
}
