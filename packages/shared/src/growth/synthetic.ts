/**
 * Synthetic follower curves for measuring the growth detector: organic growth with weekly
 * seasonality, heavy-tailed day-to-day noise, viral days, missed and repeated checks, and
 * optionally one injected event of known size (a bought-follower step, a purge, a follow/unfollow
 * churn). Seeded (mulberry32) and pure: the same spec and seed give the same curve.
 */
import { seededRandom } from '../trust/learn/random';
import type { GrowthPoint } from './detector';
import { DAY_MS } from '../days';

export type SyntheticEvent =
  /** Followers bought: `share` of the followers arrive on one day. */
  | { kind: 'spike'; share: number }
  /** Followers removed (a purge): `share` of the followers leave on one day. */
  | { kind: 'loss'; share: number }
  /** Following rises by `share` of it on one day; 60–95 % of that is undone within 1–3 days. */
  | { kind: 'churn'; share: number };

export type CurveSpec = {
  /** Followers on the first day (the curve's own size varies around it by ×0.7–1.4). */
  followers: number;
  /** Accounts followed on the first day. */
  following: number;
  /** Days of history. */
  days: number;
  /** Chance per day that a post goes viral: a burst of 5–40 days' gains, fading over 2 days. */
  viralRate: number;
  /** Chance per day that the check is missed, plus outages of 2–5 days at a 60th of it. */
  missRate: number;
  /** Counts shown with three significant digits, as YouTube shows "1.23M". */
  rounded?: boolean;
  event?: SyntheticEvent;
};

export type SyntheticCurve = {
  points: GrowthPoint[];
  /** The UTC day the event happened on (it may be a day without a reading). */
  eventDay: string | null;
  /** The event's size in followers (or accounts followed). */
  eventSize: number;
};

const START = Date.UTC(2026, 0, 5);

/** Standard normal (Box–Muller). */
function normal(r: () => number) {
  const u = 1 - r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

/**
 * Student's t with 3 degrees of freedom, scaled to unit variance: heavy tails. Cut at ±5 (a day
 * of up to 5–6 times the usual gains without a cause): larger days are the viral bursts, which
 * the curves model as such.
 */
function studentT3(r: () => number) {
  const chi = normal(r) ** 2 + normal(r) ** 2 + normal(r) ** 2;
  const t = normal(r) / Math.sqrt(chi / 3) / Math.sqrt(3);
  return Math.max(-5, Math.min(5, t));
}

/** Poisson counts: exact below 30, the normal approximation above. */
function poisson(r: () => number, mean: number) {
  if (mean <= 0) return 0;
  if (mean < 30) {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = r();
    while (p > limit) {
      k++;
      p *= r();
    }
    return k;
  }
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(r)));
}

/** Three significant digits, cut as the platforms cut them ("1.23M"). */
function displayed(n: number) {
  if (n < 1_000) return n;
  const digits = Math.floor(Math.log10(n)) + 1;
  const step = 10 ** (digits - 3);
  return Math.floor(n / step) * step;
}

const between = (r: () => number, lo: number, hi: number) => lo + r() * (hi - lo);

/** One account's curve. Events happen between day 40 and 20 days before the end. */
export function syntheticCurve(spec: CurveSpec, seed: number): SyntheticCurve {
  const r = seededRandom(seed);
  let followers = Math.round(spec.followers * between(r, 0.7, 1.4));
  let following = Math.round(spec.following * between(r, 0.7, 1.4));
  // Organic growth: net rate per day drifting slowly (flat, slow or fast growing accounts),
  // unfollows at their own rate, a weekly rhythm, heavy-tailed day-to-day noise.
  const regime = r();
  const net0 =
    regime < 0.3
      ? between(r, -0.0002, 0.0002)
      : regime < 0.7
        ? between(r, 0.0002, 0.001)
        : between(r, 0.001, 0.004);
  const unfollow = between(r, 0.0002, 0.0008);
  const weekly = between(r, 0.1, 0.35);
  const phase = Math.floor(r() * 7);
  const sigma = between(r, 0.15, 0.35);
  // How the account's following moves: a few follows and unfollows a day, now and then a batch.
  const followRate = between(r, 0.001, 0.004);
  const hourly = r() < 0.2;

  const eventAt = spec.event ? 40 + Math.floor(r() * Math.max(1, spec.days - 60)) : -1;
  let eventSize = 0;
  let churnBack: { from: number; amount: number }[] = [];

  let drift = 0;
  let viral = 0;
  let outage = 0;
  const points: GrowthPoint[] = [];
  for (let d = 0; d < spec.days; d++) {
    drift = Math.max(-1, Math.min(1, drift + 0.03 * normal(r)));
    const net = net0 * Math.exp(drift);
    const gainsMean = Math.max(0, followers * (net + unfollow));
    const season = 1 + weekly * Math.cos((2 * Math.PI * (d + phase)) / 7);
    if (r() < spec.viralRate) viral = between(r, 5, 40);
    const burst = viral * gainsMean;
    viral *= 0.4;
    if (viral < 0.5) viral = 0;
    const noise = Math.exp(sigma * studentT3(r));
    const gains = poisson(r, gainsMean * season * noise + burst);
    const losses = poisson(r, followers * unfollow * Math.exp(0.1 * normal(r)));
    const before = followers;
    followers = Math.max(0, followers + gains - losses);

    let follows = poisson(r, following * followRate) - poisson(r, following * followRate * 0.9);
    // Now and then someone follows a batch of new accounts and keeps them.
    if (r() < 1 / 90) follows += Math.round(following * between(r, 0.03, 0.12));
    for (const back of churnBack) {
      if (back.from === d) follows -= back.amount;
    }
    churnBack = churnBack.filter((b) => b.from > d);

    if (d === eventAt && spec.event) {
      const e = spec.event;
      if (e.kind === 'spike') {
        eventSize = Math.round(before * e.share);
        followers += eventSize;
      } else if (e.kind === 'loss') {
        eventSize = -Math.round(before * e.share);
        followers = Math.max(0, followers + eventSize);
      } else {
        eventSize = Math.round(following * e.share);
        follows += eventSize;
        // Undone over one to three days.
        const spread = 1 + Math.floor(r() * 3);
        const undo = Math.round(eventSize * between(r, 0.6, 0.95));
        for (let k = 1; k <= spread; k++) {
          churnBack.push({ from: d + k, amount: Math.round(undo / spread) });
        }
      }
    }
    following = Math.max(0, following + follows);

    if (outage > 0) {
      outage--;
      continue;
    }
    if (r() < spec.missRate / 60) {
      outage = 1 + Math.floor(r() * 4);
      continue;
    }
    if (r() < spec.missRate) continue;
    const show = (n: number) => (spec.rounded ? displayed(n) : n);
    const day = START + d * DAY_MS;
    // Hourly watchers see the day's count in steps; only the day's last check counts.
    if (hourly) {
      for (const h of [6, 12]) {
        const part = Math.round(before + ((followers - before) * h) / 24);
        points.push({
          at: new Date(day + h * 3_600_000).toISOString(),
          followers: show(part),
          following: show(following),
        });
      }
    }
    points.push({
      at: new Date(day + 22 * 3_600_000).toISOString(),
      followers: show(followers),
      following: show(following),
    });
  }
  return {
    points,
    eventDay: eventAt >= 0 ? new Date(START + eventAt * DAY_MS).toISOString().slice(0, 10) : null,
    eventSize,
  };
}
