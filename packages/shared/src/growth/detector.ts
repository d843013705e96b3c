/**
 * Growth anomalies of one account from its own history: bought followers arrive as a step, not
 * a slope, and a purge of them as a drop. The detector compares each day's change with a robust
 * model of the account's usual daily change (median and MAD of its recent daily changes), so a
 * large account's ordinary +2,000 a day is not a jump while a small account's +2,000 is.
 *
 * Why median/MAD and not mean/standard deviation: follower curves have heavy tails (a post that
 * goes viral, a mention by a large account), and one earlier step in the history would inflate a
 * standard deviation enough to hide the next one; the median and the MAD ignore up to half of the
 * history being odd. Why not a change-point test: a bought step is one day's change, so a per-day
 * test answers on the day it happens, and it is causal (see below).
 *
 * Causal and deterministic: each day is judged only from the days before it, so later days never
 * change or remove an earlier day's flag (the server may run it after every check, the bench
 * over all accounts, the evaluation script over synthetic curves: same points, same flags). The
 * baseline reads 60 days, so the latest day's flags come out the same from the last 90 days of
 * points as from the whole history, at a third of the cost.
 * `scripts/eval-growth.ts` measures it; docs/trust-model.md "Growth anomalies" has the figures.
 */
import type { GrowthFlag } from '../watchlists';

/** One check's counts (several a day are allowed: the day's last one counts). */
export type GrowthPoint = {
  /** ISO time of the check. */
  at: string;
  followers: number | null;
  following: number | null;
};

export type DetectorOptions = {
  /**
   * A day's change is anomalous when its distance from the usual change exceeds this many robust
   * standard deviations (MAD × 1.4826). 10 is chosen by `scripts/eval-growth.ts`.
   */
  threshold: number;
  /** Daily changes the baseline needs before a day can be judged. */
  minHistory: number;
  /** The baseline reads the most recent this many daily changes (jumps included). */
  window: number;
  /** An unexplained jump must also be at least this many followers … */
  minAbsolute: number;
  /** … and at least this share of the followers before it. */
  minRelative: number;
  /**
   * Churn: following rises by at least this share (and `minAbsolute` accounts) in one day and at
   * least half of the rise is undone within `churnDays` days.
   */
  churnShare: number;
  churnDays: number;
};

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  threshold: 10,
  minHistory: 7,
  window: 60,
  minAbsolute: 50,
  minRelative: 0.005,
  churnShare: 0.2,
  churnDays: 3,
};

/** MAD × this estimates the standard deviation of normally distributed changes. */
const MAD_TO_SD = 1.4826;
/** Share of a churn's rise in following that must be undone again. */
const CHURN_RETURN = 0.5;
/** A change that undoes at least this share of the day before's jump is a return. */
const RETURN_SHARE = 0.9;
/** A jump right after a jump, in its direction and at most this many times its size, continues it. */
const CONTINUATION = 2;

type Reading = { day: string; dayNumber: number; value: number };

/**
 * An ISO time as `YYYY-MM-DDTHH:MM:SS…Z`, whose first ten characters are its UTC day and which
 * sort as text in time order; other forms (offsets) are converted, unreadable ones are null.
 */
function utcTime(at: string): string | null {
  const fast =
    at.length >= 20 &&
    at.charCodeAt(4) === 45 && // -
    at.charCodeAt(7) === 45 &&
    at.charCodeAt(10) === 84 && // T
    at.endsWith('Z');
  if (fast) return at;
  const ms = Date.parse(at);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** The digits of `at` from `from` to `to` as a number (the caller knows they are digits). */
function digits(at: string, from: number, to: number) {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + at.charCodeAt(i) - 48;
  return n;
}

/** Days since 1970-01-01 of a civil UTC date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number) {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

/**
 * Per UTC day the day's last reading of followers and of following (each where known), oldest
 * first; days without a reading are absent. Points usually come in time order; others are
 * sorted first. Runs once per account per scan, so it reads the day from the text's digits.
 */
function dailySeries(points: readonly GrowthPoint[]): {
  followers: Reading[];
  following: Reading[];
} {
  const followers: Reading[] = [];
  const following: Reading[] = [];
  let dayNumber = NaN;
  let day = '';
  const add = (out: Reading[], value: number | null) => {
    if (value === null || !Number.isFinite(value)) return;
    const last = out[out.length - 1];
    // In time order, so a later reading of the same day replaces the earlier one.
    if (last?.dayNumber === dayNumber) last.value = value;
    else out.push({ day, dayNumber, value });
  };
  let previousKey = -1;
  let previousAt = '';
  for (const p of points) {
    const at = utcTime(p.at);
    if (at === null) continue;
    if (at < previousAt) return dailySeries(inTimeOrder(points));
    previousAt = at;
    const y = digits(at, 0, 4);
    const m = digits(at, 5, 7);
    const d = digits(at, 8, 10);
    const key = y * 10_000 + m * 100 + d;
    if (key !== previousKey) {
      previousKey = key;
      dayNumber = daysFromCivil(y, m, d);
      day = at.slice(0, 10);
    }
    add(followers, p.followers);
    add(following, p.following);
  }
  return { followers, following };
}

/** The readable points sorted by time, in the form `dailySeries` reads without sorting again. */
function inTimeOrder(points: readonly GrowthPoint[]): GrowthPoint[] {
  const timed: GrowthPoint[] = [];
  for (const p of points) {
    const at = utcTime(p.at);
    if (at !== null) timed.push({ ...p, at });
  }
  return timed.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * The most recent `capacity` values, kept sorted as well, so the median, the MAD and the median
 * absolute value cost one pass over half the window instead of a sort per day (the anomaly scan
 * runs over every watched account after each day's checks).
 */
class RobustWindow {
  /** The values in arrival order (a ring) and sorted; `n` of them are held. */
  private readonly ring: Float64Array;
  private readonly sorted: Float64Array;
  private head = 0;
  private n = 0;
  constructor(private readonly capacity: number) {
    this.ring = new Float64Array(Math.max(1, capacity));
    this.sorted = new Float64Array(Math.max(1, capacity));
  }

  get size() {
    return this.n;
  }

  push(x: number) {
    const s = this.sorted;
    if (this.n === this.capacity) {
      const old = this.ring[this.head]!;
      const at = lowerBound(s, this.n, old);
      s.copyWithin(at, at + 1, this.n);
      this.n--;
    }
    this.ring[this.head] = x;
    this.head = (this.head + 1) % this.capacity;
    const at = lowerBound(s, this.n, x);
    s.copyWithin(at + 1, at, this.n);
    s[at] = x;
    this.n++;
  }

  /** The usual change: the median. */
  median() {
    const s = this.sorted;
    const mid = this.n >> 1;
    return this.n % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  }

  /**
   * The spread around the median as a robust standard deviation (MAD × 1.4826), and the typical
   * size of a day's change whatever its sign (the median of |change|: "its usual daily change").
   */
  spread(med: number) {
    const s = this.sorted.subarray(0, this.n);
    // One follower is the least a count moves: the spread of a history whose days mostly moved
    // by the same amount (MAD 0: a count that rarely moves, or moves in displayed steps) is one.
    // Not the mean absolute deviation there: the odd days it would count are what is judged.
    const scale = Math.max(medianDistance(s, med) * MAD_TO_SD, 1);
    return { scale, usual: Math.max(1, medianDistance(s, 0)) };
  }
}

/** First index whose value is ≥ x. */
function lowerBound(sorted: Float64Array, length: number, x: number) {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (sorted[m]! < x) lo = m + 1;
    else hi = m;
  }
  return lo;
}

/**
 * The median of |x − center| over a sorted list, without sorting again: the distances grow
 * outwards from `center` on both sides, so merging the two sides finds the middle ones.
 */
function medianDistance(sorted: Float64Array, center: number) {
  const n = sorted.length;
  if (n === 0) return 0;
  let left = lowerBound(sorted, n, center) - 1;
  let right = left + 1;
  const want = (n - 1) >> 1;
  let k = 0;
  let previous = 0;
  while (true) {
    const dl = left >= 0 ? center - sorted[left]! : Infinity;
    const dr = right < n ? sorted[right]! - center : Infinity;
    const d = dl <= dr ? dl : dr;
    if (dl <= dr) left--;
    else right++;
    if (k === want) {
      if (n % 2) return d;
      previous = d;
    } else if (k === want + 1) {
      return (previous + d) / 2;
    }
    k++;
  }
}

/** 10^(trailing zeros), at most 10^6: the step a count moves in when it is shown rounded. */
function stepOf(value: number) {
  let step = 1;
  let v = Math.abs(Math.round(value));
  while (v !== 0 && v % 10 === 0 && step < 1_000_000) {
    v /= 10;
    step *= 10;
  }
  return v === 0 ? 1 : step;
}

const flagRatio = (size: number, usual: number) => Math.max(1, Math.round(Math.abs(size) / usual));

/**
 * Spikes and losses of the follower count. A day is judged once `minHistory` daily changes
 * precede it; it is a jump when its change, less the usual change, is more than `threshold`
 * robust standard deviations away, and at least `minAbsolute` followers and `minRelative` of the
 * followers before it.
 * - Missed days: a change over k days is compared with k usual days and a spread of √k days, so
 *   readings a failing provider missed do not look like one day's jump.
 * - Rounded counts (YouTube shows "1.23M"): while every recent reading ends in zeros, the count
 *   moves in steps of that size, and the spread is at least the rounding's (step / √6).
 * - One event, one flag: the following days continue it while they stay in its direction, at
 *   most twice its size and at least half the threshold out (followers delivered over several
 *   days, a viral post's tail, growth that stays higher), and are not flagged again.
 * - A change that undoes the previous day's jump (a provider's one-day glitch, or a step taken
 *   back at once) is a return to the level before: not flagged, and not part of the baseline.
 * - Every other day joins the baseline, jumps included: the median and the MAD shrug off a few
 *   odd days, and growth that stays higher becomes the account's new usual after a few weeks.
 */
function followerFlags(series: readonly Reading[], o: DetectorOptions): GrowthFlag[] {
  const flags: GrowthFlag[] = [];
  const history = new RobustWindow(o.window);
  // Whether the last `minHistory` readings all ended in a zero (the count is shown rounded).
  let roundedRun = 0;
  // The jump the previous reading was part of: its change, and the change of the flagged day.
  type Jump = { index: number; change: number; flagged: number };
  // Declared wider than its first value: the loop sets it (TypeScript would narrow it to null).
  let jump = null as Jump | null;
  for (let i = 1; i < series.length; i++) {
    const prev = series[i - 1]!;
    const cur = series[i]!;
    roundedRun = stepOf(prev.value) > 1 ? roundedRun + 1 : 0;
    const days = Math.max(1, cur.dayNumber - prev.dayNumber);
    const change = cur.value - prev.value;
    const previous = jump?.index === i - 1 ? jump : null;
    jump = null;

    if (
      previous &&
      Math.sign(change) === -Math.sign(previous.change) &&
      Math.abs(change) >= RETURN_SHARE * Math.abs(previous.change)
    ) {
      continue;
    }

    if (history.size >= o.minHistory) {
      const excess = change - history.median() * days;
      // The cheap tests first: most days are neither large enough nor after a jump.
      const large =
        Math.abs(excess) >= o.minAbsolute &&
        Math.abs(excess) >= o.minRelative * Math.max(1, prev.value) &&
        Math.sign(change) === Math.sign(excess);
      const mayContinue =
        previous !== null &&
        Math.sign(change) === Math.sign(previous.flagged) &&
        Math.abs(change) <= CONTINUATION * Math.abs(previous.flagged);
      if (large || mayContinue) {
        const { scale, usual } = history.spread(history.median());
        // Two readings each cut to a display step of `q` differ from the true change by up to
        // ±q (standard deviation q/√6): a spread the history's MAD cannot show when the count
        // mostly stands still between steps.
        const q = roundedRun >= o.minHistory ? Math.min(stepOf(prev.value), stepOf(cur.value)) : 1;
        const z = excess / (Math.max(scale, q / Math.sqrt(6)) * Math.sqrt(days));
        const outside = Math.sign(change) * z;
        if (previous && mayContinue && outside > o.threshold / 2) {
          // Hysteresis: a jump goes on while the days stay half as far out as it took to start.
          jump = { index: i, change, flagged: previous.flagged };
        } else if (large && outside > o.threshold) {
          flags.push({
            kind: change > 0 ? 'spike' : 'loss',
            day: cur.day,
            size: Math.round(change),
            ratio: flagRatio(change, usual * days),
          });
          jump = { index: i, change, flagged: change };
        }
      }
    }
    history.push(change / days);
  }
  return flags;
}

/**
 * Follow/unfollow churn: following rises by at least `churnShare` of it (and `minAbsolute`
 * accounts) in one day, beyond what its own history explains, and at least half of that rise is
 * undone within `churnDays` days: the pattern of accounts that follow many to be followed back
 * and then drop them. Flagged on the day the drop completes the pattern (the first day it can be
 * known; day by day, so later days never change it); its size is the number followed and
 * dropped again by then; its ratio that size over the usual daily change of following.
 */
function churnFlags(series: readonly Reading[], o: DetectorOptions): GrowthFlag[] {
  const flags: GrowthFlag[] = [];
  const history = new RobustWindow(o.window);
  // Sharp rises not yet undone: the day, the count after the rise, and the rise.
  let waves: { dayNumber: number; peak: number; rise: number }[] = [];
  for (let i = 1; i < series.length; i++) {
    const prev = series[i - 1]!;
    const cur = series[i]!;
    const days = Math.max(1, cur.dayNumber - prev.dayNumber);
    const change = cur.value - prev.value;
    waves = waves.filter((w) => cur.dayNumber - w.dayNumber <= o.churnDays);
    const undone = waves.find((w) => w.peak - cur.value >= CHURN_RETURN * w.rise);
    if (undone) {
      const size = Math.round(Math.min(undone.rise, undone.peak - cur.value));
      const usual = history.size ? history.spread(history.median()).usual : 1;
      flags.push({ kind: 'churn', day: cur.day, size, ratio: flagRatio(size, usual) });
      waves = [];
    } else if (
      change > 0 &&
      change >= o.minAbsolute &&
      change >= o.churnShare * Math.max(1, prev.value)
    ) {
      const med = history.size >= o.minHistory ? history.median() : null;
      const sharp =
        med === null ||
        (change - med * days) / (history.spread(med).scale * Math.sqrt(days)) > o.threshold;
      if (sharp) waves.push({ dayNumber: cur.dayNumber, peak: cur.value, rise: change });
    }
    // Every day joins the baseline: a few waves in 60 days do not move the median or the MAD.
    history.push(change / days);
  }
  return flags;
}

/**
 * The growth flags of one account, oldest first: spikes (a jump in followers), losses (a drop,
 * e.g. a purge of bought followers) and follow/unfollow churn. `ratio` is how many times the
 * account's usual daily change the flagged change is: for spikes and losses the followers gained
 * or lost over the median size of an ordinary day's change in followers (per day of a gap); for
 * churn the accounts followed and dropped again over the median size of an ordinary day's change
 * in following. Rounded, at least 1.
 */
export function detectGrowthAnomalies(
  points: readonly GrowthPoint[],
  options: Partial<DetectorOptions> = {},
): GrowthFlag[] {
  const o = { ...DEFAULT_DETECTOR_OPTIONS, ...options };
  const series = dailySeries(points);
  const flags = [...followerFlags(series.followers, o), ...churnFlags(series.following, o)];
  return flags.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

export { describeGrowthFlag } from './describe';
