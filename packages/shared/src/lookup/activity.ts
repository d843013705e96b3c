import type { ActivityStats } from '../profile-facts';

const DAY_MS = 86_400_000;

/** What the activity statistics need of one post; null wherever the platform did not say. */
export type PostSignals = {
  /** ISO time the post was published. */
  postedAt: string | null;
  /** The post's text (caption, description; HTML already reduced to text). */
  text: string;
  likes: number | null;
  reposts: number | null;
  /** A repost / retweet / forward of someone else's post. */
  isRepost: boolean | null;
  /** A reply to another post. */
  isReply: boolean | null;
  /** The app or client it was posted with. */
  source: string | null;
};

/** An http(s) URL or a bare `www.` address anywhere in the text. */
const LINK = /\bhttps?:\/\/\S|\bwww\.[a-z0-9-]+\.[a-z]/i;
export const hasLink = (text: string) => LINK.test(text);

/** Share of `true` among the posts that report the flag; null when none does. */
function share(values: (boolean | null)[]): number | null {
  const known = values.filter((v): v is boolean => v !== null);
  return known.length === 0 ? null : known.filter(Boolean).length / known.length;
}

/** Mean of the known values; null when none is known. */
function mean(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0) / known.length;
}

/**
 * `ProfileFacts.activity` from the recent posts a lookup fetched; null for no posts. Rates and
 * shares are over the posts that report what they need (the others do not count), and null when
 * none does: nothing is guessed.
 *
 * `postsPerDay` is (n − 1) / span over the n dated posts, the span in days between the oldest
 * and the newest: the rate at which the posts of the sample followed each other (n / span would
 * overstate small samples). Null with fewer than two dated posts or a zero span.
 */
export function activityStats(posts: readonly PostSignals[]): ActivityStats | null {
  if (posts.length === 0) return null;
  const times = posts
    .map((p) => (p.postedAt ? Date.parse(p.postedAt) : NaN))
    .filter((t) => Number.isFinite(t));
  let postsPerDay: number | null = null;
  if (times.length >= 2) {
    const span = (Math.max(...times) - Math.min(...times)) / DAY_MS;
    if (span > 0) postsPerDay = (times.length - 1) / span;
  }
  const sources = new Set(posts.map((p) => p.source?.trim()).filter((s): s is string => !!s));
  return {
    sampleSize: posts.length,
    postsPerDay,
    repostShare: share(posts.map((p) => p.isRepost)),
    replyShare: share(posts.map((p) => p.isReply)),
    linkShare: share(posts.map((p) => hasLink(p.text))),
    likesPerPost: mean(posts.map((p) => p.likes)),
    repostsPerPost: mean(posts.map((p) => p.reposts)),
    distinctSources: sources.size === 0 ? null : sources.size,
  };
}
