/**
 * How a demo account's counts move from day to day, so that checking the same account again on
 * later days draws a plausible history (watchlists, the 'History' chart, the growth detector).
 * Every count is a pure function of (name, UTC day): every process, and every re-check, agrees,
 * and any past day can be read again. On {@link DEMO_CURVE_ANCHOR} each account has the counts
 * it had before curves existed, so a lookup on that day answers as before.
 *
 * - Organic accounts (every generated name) grow 0.03–0.2 % a day, compounding, with a weekly
 *   rhythm and day-to-day noise; following drifts slowly; posts are published at 0.05–0.8 a day.
 * - {@link DEMO_GROWTH_BOOST} buys followers: every 28 days a step of 20 % of its followers in one
 *   day, and 10 days later a purge of 15 % (most of the bought ones); the last step was 5 days
 *   before the anchor, so every 30 days of history hold one step and one purge.
 * - {@link DEMO_FOLLOW_CHURN} follows about 1,400 accounts in one day every 14 days and drops
 *   them again over the next two days.
 */
import { hash, seeded } from './demo-random';
import { DAY_MS, utcDay } from '@vigil/shared/days';

/** The UTC day the curves are anchored to: counts on this day are the accounts' base counts. */
export const DEMO_CURVE_ANCHOR = '2026-11-28';
const ANCHOR_DAY = Date.parse(`${DEMO_CURVE_ANCHOR}T00:00:00Z`) / DAY_MS;

/** The demo account that buys followers (a step, then a partial purge, every 28 days). */
export const DEMO_GROWTH_BOOST = 'growth_boost_demo';
/** The demo account with a follow/unfollow churn wave every 14 days. */
export const DEMO_FOLLOW_CHURN = 'follow_churn_demo';

export const BOOST_CYCLE_DAYS = 28;
/** A step day of the boost account (5 days before the anchor); the others are 28 days apart. */
export const BOOST_STEP_DAY = ANCHOR_DAY - 5;
/** Days from a step to its purge. */
export const BOOST_PURGE_AFTER = 10;
const BOOST_STEP = 0.2;
const BOOST_PURGE = 0.15;

export const CHURN_CYCLE_DAYS = 14;
/** A day the churn account follows its wave of accounts (2 days before the anchor). */
export const CHURN_RISE_DAY = ANCHOR_DAY - 2;
/** Following above its usual on the wave's day and the day after (back to usual the day after). */
const CHURN_WAVE = [1_400, 300] as const;

/** Days since 1970-01-01 of a time's UTC day. */
export const demoDay = (now: Date) => utcDay(now.getTime());

/** The base counts (on the anchor day) a curve starts from. */
export type DemoBase = { followers: number; following: number; posts: number };
export type DemoCounts = DemoBase;

/** How many days ≡ `phase` (mod `cycle`) lie in (anchor, day] (negative: in (day, anchor]). */
const eventsSinceAnchor = (day: number, phase: number, cycle: number) =>
  Math.floor((day - phase) / cycle) - Math.floor((ANCHOR_DAY - phase) / cycle);

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** A uniform draw in [−1, 1] for one name and day (the day's noise). */
const noiseOn = (key: string, day: number, what: string) =>
  2 * seeded(hash(`${what}:${key}:${day}`))() - 1;

/**
 * The organic level of a count on a day: compounding growth `rate` a day from `base` at the
 * anchor, a weekly rhythm of ±30 % of a day's gain and a day's noise of ±40 % of it (levels,
 * not changes: consecutive days differ by the gain ± 2 × the noise, so the curve never drifts).
 */
function organic(key: string, what: string, base: number, rate: number, day: number) {
  const t = day - ANCHOR_DAY;
  const gain = base * rate;
  const weekly = (d: number) => 0.3 * gain * Math.sin((2 * Math.PI * mod(d, 7)) / 7);
  const noise = (d: number) => 0.4 * gain * noiseOn(key, d, what);
  return (
    base * Math.exp(rate * t) + weekly(day) - weekly(ANCHOR_DAY) + noise(day) - noise(ANCHOR_DAY)
  );
}

/**
 * The counts of a demo account on a UTC day (`demoDay(now)`), from its base counts on the anchor
 * day. `minPosts`: the posts its reply lists (the count never falls below them).
 */
export function demoCountsOn(
  name: string,
  day: number,
  base: DemoBase,
  minPosts: number,
): DemoCounts {
  const key = name.toLowerCase();
  const r = seeded(hash(`curve:${key}`));
  const followerRate = 0.0003 + r() * 0.0017;
  const followingRate = r() * 0.0005;
  const postsPerDay = 0.05 + r() * 0.75;
  const t = day - ANCHOR_DAY;

  let followers = organic(key, 'followers', base.followers, followerRate, day);
  let following = organic(key, 'following', base.following, followingRate, day);
  if (key === DEMO_GROWTH_BOOST) {
    const steps = eventsSinceAnchor(day, BOOST_STEP_DAY, BOOST_CYCLE_DAYS);
    const purges = eventsSinceAnchor(day, BOOST_STEP_DAY + BOOST_PURGE_AFTER, BOOST_CYCLE_DAYS);
    // Proportional, so the history before the anchor stays positive however far back it goes.
    followers *= (1 + BOOST_STEP) ** steps * (1 - BOOST_PURGE) ** purges;
  }
  if (key === DEMO_FOLLOW_CHURN) {
    following += CHURN_WAVE[mod(day - CHURN_RISE_DAY, CHURN_CYCLE_DAYS)] ?? 0;
  }
  return {
    followers: Math.max(0, Math.round(followers)),
    following: Math.max(0, Math.round(following)),
    posts: base.posts === 0 ? 0 : Math.max(minPosts, base.posts + Math.floor(postsPerDay * t)),
  };
}
