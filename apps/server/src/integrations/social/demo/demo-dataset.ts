/**
 * The built-in synthetic dataset behind the demo provider. Everything is derived from the
 * looked-up name (FNV-1a hash → mulberry32) and the day of the clock, so the same name gives
 * the same account all day, in every process, with no randomness in results. Names are made
 * up; pictures are inline SVGs marked "DEMO". See ../README.md for the names with fixed outcomes.
 */

import {
  DEMO_FOLLOW_CHURN,
  DEMO_GROWTH_BOOST,
  demoCountsOn,
  demoDay,
  type DemoBase,
} from './demo-curves';
import { hash, seeded } from './demo-random';
import { DAY_MS, utcDay, utcDayStart } from '@vigil/shared/days';

export { hash, seeded };

/** Names (case-insensitive prefixes) with a fixed outcome on every platform. */
export const demoPrefixes = {
  /** The provider answers 404: "not found". */
  notFound: 'unknown',
  /** Found, with no posts (and an empty LinkedIn search / YouTube suggestion list). */
  emptyPosts: 'empty',
  /** Found, but without a creation date (and, on TikTok, without a region). */
  noAge: 'noage',
  /** The provider answers 503 on every attempt: UPSTREAM_UNAVAILABLE after the retries. */
  unavailable: 'unavailable',
  /** The provider answers 429 on every attempt: PROVIDER_RATE_LIMITED after the retries. */
  rateLimited: 'ratelimited',
} as const;

/**
 * Names (case-insensitive prefixes) whose counts move from day to day, so that watchlists show a
 * curve: steady growth with daily noise, and on top of it every {@link DEMO_CURVE_PERIOD_DAYS}
 * days (at a phase fixed per name) a bought-follower step, a step with a purge 20 days later,
 * or following up and down again within two days (follow/unfollow churn).
 */
export const demoCurvePrefixes = {
  growing: 'growing',
  bought: 'bought',
  purge: 'purge',
  churn: 'churn',
} as const;
export type DemoCurve = keyof typeof demoCurvePrefixes;

export const DEMO_CURVE_PERIOD_DAYS = 45;
/** Day 0 of the curves (2024-01-01 UTC), so their counts stay in a plausible range. */
const CURVE_EPOCH_DAY = 19_723;

export function demoCurveOf(name: string): DemoCurve | null {
  const n = name.replace(/^@/, '').toLowerCase();
  for (const [curve, prefix] of Object.entries(demoCurvePrefixes)) {
    if (n.startsWith(prefix)) return curve as DemoCurve;
  }
  return null;
}

/**
 * A curve account's counts on a UTC day (days since 1970-01-01): deterministic per name and day,
 * so every check of that day, in every process, sees the same numbers.
 */
export function demoCurveCounts(name: string, day: number) {
  const key = name.replace(/^@/, '').toLowerCase();
  const curve = demoCurveOf(key) ?? 'growing';
  const r = seeded(hash(`curve:${key}`));
  const base = 20_000 + Math.floor(r() * 200_000);
  const baseFollowing = 300 + Math.floor(r() * 900);
  const phase = Math.floor(r() * DEMO_CURVE_PERIOD_DAYS);
  const d = Math.max(0, day - CURVE_EPOCH_DAY);
  const gain = base * 0.002;
  // Noise of ±half a usual day's gain, the same for a given day.
  const noise = (seeded(hash(`curve:${key}:${day}`))() - 0.5) * gain;
  // Completed periods before `d` whose event day (period start + phase + offset) has passed.
  const events = (offset: number) =>
    d < phase + offset ? 0 : Math.floor((d - phase - offset) / DEMO_CURVE_PERIOD_DAYS) + 1;
  let followers = base + gain * d + noise;
  let following = baseFollowing + ((d * 7) % 13);
  if (curve === 'bought' || curve === 'purge') followers += events(0) * base * 0.3;
  if (curve === 'purge') followers -= events(20) * base * 0.25;
  if (curve === 'churn' && events(0) > events(2)) following += Math.round(baseFollowing * 0.6);
  return {
    followers: Math.max(0, Math.round(followers)),
    following,
    posts: 40 + Math.floor(d / 3),
  };
}

export type DemoOutcome = 'found' | 'not-found' | 'unavailable' | 'rate-limited';

export function demoOutcome(name: string): DemoOutcome {
  const n = name.toLowerCase();
  if (n.startsWith(demoPrefixes.notFound)) return 'not-found';
  if (n.startsWith(demoPrefixes.unavailable)) return 'unavailable';
  if (n.startsWith(demoPrefixes.rateLimited)) return 'rate-limited';
  return 'found';
}

type Fixed = {
  displayName: string;
  ageDays: number;
  followers: number;
  following: number;
  posts: number;
  region: string | null;
  verified: boolean;
  /** Its recent posts are an automation's (see {@link automatedPosts}). */
  automated?: true;
  /** A bought follower's profile: no bio, and it likes nothing (it only exists to follow). */
  bought?: true;
  /**
   * Its counts move with the day from these (see demo-curves.ts); the other fixed accounts keep
   * theirs every day, as their fixed outcomes and the tests that read them need.
   */
  moves?: true;
  /** Recent posts a lookup fetches, when fewer than `posts`. */
  recentPosts?: number;
};

/** The demo's automated account: posting every few minutes, mostly reposts, from a scheduler. */
export const DEMO_AUTOMATED = 'autopost_bot_4471';

/**
 * Accounts with fixed values: `demo` is established (fake estimate 0 %), `newbie` is 30 days old
 * (50 %), `fake12345` is 10 days old with five digits (100 %).
 */
export const demoFixedAccounts: Record<string, Fixed> = {
  demo: {
    displayName: 'Demo Account',
    ageDays: 8 * 365 + 40,
    followers: 12_345,
    following: 321,
    posts: 12,
    region: 'DE',
    verified: true,
  },
  newbie: {
    displayName: 'New Bie',
    ageDays: 30,
    followers: 87,
    following: 412,
    posts: 6,
    region: 'AT',
    verified: false,
  },
  fake12345: {
    bought: true,
    displayName: 'Totally Real Person',
    ageDays: 10,
    followers: 3,
    following: 4_999,
    posts: 8,
    region: null,
    verified: false,
  },
  // Older than a year and with four digits only: neither of the spec's two rules applies, so
  // whatever the estimate says of it comes from its profile and its posts.
  [DEMO_AUTOMATED]: {
    displayName: 'Deals & Giveaways 24/7',
    ageDays: 2 * 365 + 57,
    followers: 212,
    following: 4_980,
    posts: 48_210,
    region: null,
    verified: false,
    automated: true,
  },
  // Growth stories for watchlists (demo-curves.ts): bought-follower steps and purges, and
  // follow/unfollow churn, on any day re-checked.
  [DEMO_GROWTH_BOOST]: {
    displayName: 'Boost Demo',
    ageDays: 3 * 365 + 100,
    followers: 18_400,
    following: 410,
    posts: 212,
    recentPosts: 12,
    region: 'DE',
    verified: false,
    moves: true,
  },
  [DEMO_FOLLOW_CHURN]: {
    displayName: 'Churn Demo',
    ageDays: 500,
    followers: 2_950,
    following: 640,
    posts: 87,
    recentPosts: 9,
    region: 'AT',
    verified: false,
    moves: true,
  },
};

export type DemoPost = {
  id: string;
  text: string;
  hashtags: string[];
  likes: number;
  /** Shares, retweets, reblogs or forwards. */
  reposts: number;
  views: number;
  plays: number;
  ageDays: number;
  /** Minutes before noon of that day it was posted (0 but for the automated account's). */
  minutesEarlier: number;
  /** Every 7th post (from the 3rd) shares someone else's, every 5th answers one, where the platform marks it. */
  kind: 'post' | 'repost' | 'reply';
  /** The app it was posted with (where the platform reports it): the platform's own. */
  source: string;
  /** An automation tool it was sent with instead (its full name), where one was used. */
  client: string | null;
  /** Comments (replies) it received. */
  comments: number;
  /** What it shows, where the platform tells (Instagram, Truth Social). */
  media: 'image' | 'video' | 'carousel';
  /** The place it is tagged with (Instagram), if any. */
  place: string | null;
};

export type DemoPerson = {
  /** The name as looked up (leading '@' removed). */
  username: string;
  /** Numeric-looking id, stable per name. */
  id: string;
  displayName: string;
  bio: string;
  createdAt: Date | null;
  followers: number;
  following: number;
  postsCount: number;
  region: string | null;
  verified: boolean;
  website: string;
  avatarUrl: string;
  posts: DemoPost[];
  /** Posts it has liked (X, TikTok): none for the automated and the bought account. */
  likesGiven: number;
  /**
   * The automated account: kept like a bot's profile (no bio, the default design and avatar on
   * X, never liking anything), which with its posts gives the model something to see.
   */
  automated: boolean;
};

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

const FIRST = ['Alex', 'Mia', 'Jonas', 'Lea', 'Sam', 'Noah', 'Emma', 'Finn', 'Lina', 'Ben', 'Ida'];
const LAST = ['Berger', 'Novak', 'Schmidt', 'Rossi', 'Keller', 'Hansen', 'Weber', 'Costa'];
const TOPICS = [
  'travel',
  'coffee',
  'berlin',
  'music',
  'coding',
  'hiking',
  'football',
  'design',
  'photography',
  'recipes',
  'science',
  'gardening',
  'cycling',
  'books',
];
const WORDS = [
  'morning',
  'weekend',
  'sunset',
  'city',
  'friends',
  'project',
  'market',
  'river',
  'concert',
  'lake',
  'update',
  'launch',
  'walk',
  'studio',
];
const REGIONS = ['DE', 'AT', 'CH', 'US', 'GB', 'FR', 'IT', 'ES', 'NL', 'PL'];

function svg(label: string, hue: number, w = 150, h = 150) {
  const safe = label.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 12) || 'DEMO';
  const size = Math.round(Math.min(w, h) / (safe.length > 2 ? 5 : 2.6));
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="hsl(${hue},55%,42%)"/>` +
    `<text x="50%" y="54%" font-family="sans-serif" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${safe}</text>` +
    `<text x="50%" y="90%" font-family="sans-serif" font-size="${Math.round(h / 12)}" fill="#fff" text-anchor="middle">DEMO</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(body)}`;
}

/** An inline picture (avatar, cover, banner) for a label; deterministic. */
export const demoImage = (label: string, w = 150, h = 150) => svg(label, hash(label) % 360, w, h);

const SOURCES = ['Web', 'iPhone', 'Android'];
const PLACES = ['Berlin', 'Wien', 'Zürich', 'Hamburg', 'Lisboa', 'Bergen'];

/**
 * The most likes a demo post gets: a quarter of the account's followers (a very well liked post;
 * typical is a few per cent), so an account with three followers does not collect thousands.
 */
const likesCap = (followers: number) => Math.floor(followers / 4);

function posts(r: () => number, n: number, seedName: string, followers: number): DemoPost[] {
  const out: DemoPost[] = [];
  // A generator of its own, so that the fields added later leave the older ones as they were.
  const extra = seeded(hash(`extra:${seedName}`));
  // And one more for the fields of activity version 2 (comments, media, places).
  const v2 = seeded(hash(`v2:${seedName}`));
  for (let i = 0; i < n; i++) {
    const tags = [pick(r, TOPICS), pick(r, TOPICS)].filter((t, k, all) => all.indexOf(t) === k);
    const words = Array.from({ length: 5 + Math.floor(r() * 6) }, () => pick(r, WORDS));
    const likes = Math.min(Math.floor(10 ** (1 + r() * 3.5)), likesCap(followers));
    const link = i % 4 === 1 ? ` https://example.com/${encodeURIComponent(seedName)}/${i}` : '';
    out.push({
      id: String(7_000_000_000 + ((hash(`${seedName}:${i}`) % 900_000_000) >>> 0)),
      text: `${words.join(' ')} ${tags.map((t) => `#${t}`).join(' ')}${link}`,
      hashtags: tags,
      likes,
      reposts: Math.floor(likes * extra() * 0.2),
      views: likes * (5 + Math.floor(r() * 20)),
      plays: likes * (8 + Math.floor(r() * 30)),
      ageDays: i * 3 + Math.floor(r() * 3),
      minutesEarlier: 0,
      kind: i % 7 === 2 ? 'repost' : i % 5 === 4 ? 'reply' : 'post',
      source: pick(extra, SOURCES),
      client: null,
      comments: Math.floor(likes * (0.01 + v2() * 0.07)),
      media: pick(v2, ['image', 'image', 'image', 'image', 'video', 'video', 'carousel'] as const),
      place: v2() < 0.3 ? pick(v2, PLACES) : null,
    });
  }
  return out;
}

/** Recent posts fetched of the automated account (a real vendor's page holds 20 to 35). */
export const AUTOMATED_POSTS = 20;
/** Minutes between its posts. */
export const AUTOMATED_EVERY_MINUTES = 3;
/** The scheduler it posts with. */
export const AUTOMATED_CLIENT = 'IFTTT';

/**
 * The automated account's latest posts: one every {@link AUTOMATED_EVERY_MINUTES} minutes
 * before noon, nine in ten of them reposts (two own posts in twenty), all sent from a scheduler,
 * all the same giveaway text but for a number, with promotional and follow-bait words, hardly
 * any likes and no comments, pictures without a place.
 */
function automatedPosts(seedName: string): DemoPost[] {
  return Array.from({ length: AUTOMATED_POSTS }, (_, i) => {
    const likes = i % 3;
    return {
      id: String(7_000_000_000 + ((hash(`${seedName}:${i}`) % 900_000_000) >>> 0)),
      text: `GIVEAWAY ${1000 + i}: follow us and like this post to win a free gift card! Link in bio #giveaway #follow #f4f`,
      hashtags: ['giveaway', 'follow', 'f4f'],
      likes,
      reposts: 0,
      views: 40 + i,
      plays: 60 + i,
      ageDays: 0,
      minutesEarlier: i * AUTOMATED_EVERY_MINUTES,
      kind: i % 10 === 0 ? 'post' : 'repost',
      source: 'Web',
      client: AUTOMATED_CLIENT,
      comments: 0,
      media: 'image',
      place: null,
    };
  });
}

/**
 * The account a name stands for on the day of `now` (call only when {@link demoOutcome} is
 * 'found'). Its counts follow its curve (demo-curves.ts): the same on every check of a day,
 * moving from day to day; the fixed accounts but the growth stories keep theirs.
 */
export function demoPerson(rawName: string, now: Date): DemoPerson {
  const username = rawName.replace(/^@/, '');
  const key = username.toLowerCase();
  const r = seeded(hash(key));
  const fixed = demoFixedAccounts[key];
  const noAge = key.startsWith(demoPrefixes.noAge);
  const empty = key.startsWith(demoPrefixes.emptyPosts);
  const ageDays = fixed?.ageDays ?? 400 + Math.floor(r() * 3650);
  const displayName = fixed?.displayName ?? `${pick(r, FIRST)} ${pick(r, LAST)}`;
  const topic = pick(r, TOPICS);
  const postsCount = empty ? 0 : (fixed?.posts ?? 6 + Math.floor(r() * 7));
  // Drawn in this order since the dataset began: a new draw goes last, or every name changes.
  const bio =
    fixed?.automated || fixed?.bought
      ? ''
      : `Demo profile of ${displayName}. Loves ${topic} and ${pick(r, TOPICS)}.`;
  const base: DemoBase = {
    followers: fixed?.followers ?? Math.floor(10 ** (2 + r() * 4.3)),
    following: fixed?.following ?? Math.floor(10 ** (1 + r() * 2.7)),
    posts: postsCount,
  };
  const region = noAge ? null : fixed ? fixed.region : pick(r, REGIONS);
  const verified = fixed?.verified ?? r() < 0.1;
  const recent = empty ? 0 : (fixed?.recentPosts ?? postsCount);
  // The watchlists' curve accounts (bought…, purge…, churn…, growing…) follow their curve;
  // the others move gently with the day (demo-curves.ts), fixed accounts as they say.
  const curve = demoCurveOf(key) ? demoCurveCounts(key, utcDay(now.getTime())) : null;
  const counts = curve
    ? { ...curve, posts: empty ? 0 : curve.posts }
    : fixed && !fixed.moves
      ? base
      : demoCountsOn(key, demoDay(now), base, recent);
  return {
    username,
    id: String(1_000_000 + (hash(`id:${key}`) % 900_000_000)),
    displayName,
    bio,
    createdAt: noAge ? null : new Date(utcDayStart(now.getTime()) - ageDays * DAY_MS),
    followers: counts.followers,
    following: counts.following,
    postsCount: counts.posts,
    region,
    verified,
    website: `https://example.com/${encodeURIComponent(key)}`,
    avatarUrl: demoImage(displayName),
    posts: fixed?.automated ? automatedPosts(key) : posts(r, recent, key, base.followers),
    likesGiven: fixed?.automated || fixed?.bought ? 0 : Math.floor(counts.following * 7.5),
    automated: fixed?.automated === true,
  };
}

export const demoPostDate = (p: DemoPost, now: Date) =>
  new Date(
    utcDayStart(now.getTime()) - p.ageDays * DAY_MS + 12 * 3_600_000 - p.minutesEarlier * 60_000,
  );

/** A few made-up names for lists (related accounts, followers, LinkedIn results). */
export function demoNames(seed: string, n: number): string[] {
  const r = seeded(hash(`names:${seed}`));
  return Array.from(
    { length: n },
    (_, i) => `${pick(r, FIRST).toLowerCase()}_${pick(r, LAST).toLowerCase()}${i + 1}`,
  );
}

export { pick, TOPICS };

/**
 * The demo share of fake followers of an account: `demo` 25 %, others between 5 % and 40 %
 * (fixed per name), so a follower audit can be seen working without a provider key.
 */
export function demoFakeFollowerShare(account: string): number {
  const key = account.replace(/^@/, '').toLowerCase();
  if (key === 'demo') return 0.25;
  return 0.05 + (hash(`fake-share:${key}`) % 36) / 100;
}

/** One follower of a demo account (index `i` in its list): a bought one or a person. */
export type DemoFollower = {
  username: string;
  displayName: string;
  bio: string;
  followers: number;
  following: number;
  posts: number;
  createdAt: Date;
  hasPicture: boolean;
  website: string | null;
  /** What the demo made it: the audit must find this share without reading it. */
  fake: boolean;
};

/**
 * Follower `i` of a demo account, deterministic. Fakes look like bought followers (digits in the
 * name, young, no picture or bio, following thousands, followed by few, hardly any posts);
 * people like people. A few of each cross over, as on a real list.
 */
export function demoFollower(account: string, i: number, now: Date): DemoFollower {
  const key = account.replace(/^@/, '').toLowerCase();
  const r = seeded(hash(`follower:${key}:${i}`));
  const fake = r() < demoFakeFollowerShare(key);
  const first = pick(r, FIRST);
  const last = pick(r, LAST);
  if (fake) {
    const digits = String(100_000 + Math.floor(r() * 89_999_999));
    return {
      username: `${first.toLowerCase()}${digits}`,
      displayName: r() < 0.7 ? '' : `${first}${digits.slice(0, 2)}`,
      bio: '',
      followers: Math.floor(r() * 25),
      following: 1_000 + Math.floor(r() * 6_500),
      posts: Math.floor(r() * 3),
      createdAt: new Date(utcDayStart(now.getTime()) - (5 + Math.floor(r() * 300)) * DAY_MS),
      hasPicture: r() < 0.15,
      website: null,
      fake,
    };
  }
  const name = `${first.toLowerCase()}.${last.toLowerCase()}${r() < 0.5 ? '' : Math.floor(r() * 99)}`;
  return {
    username: name,
    displayName: `${first} ${last}`,
    bio: `${pick(r, TOPICS)} and ${pick(r, TOPICS)}.`,
    followers: 40 + Math.floor(10 ** (1 + r() * 2.8)),
    following: 60 + Math.floor(r() * 700),
    posts: 15 + Math.floor(r() * 600),
    createdAt: new Date(utcDayStart(now.getTime()) - (500 + Math.floor(r() * 3_600)) * DAY_MS),
    hasPicture: r() < 0.95,
    website: r() < 0.2 ? `https://example.com/${name}` : null,
    fake,
  };
}
