/**
 * Growth anomalies of one account from its own history: bought followers arrive as a step, not
 * a slope, and a purge of them as a drop. The detector compares each day's change with a robust
 * model of the account's usual daily change (median and MAD of the daily changes before it), so
 * a large account's ordinary +2,000 a day is not a jump while a small account's +2,000 is.
 *
 * Pure and deterministic: the same points give the same flags (the server calls it after each
 * check, the bench over all accounts, the evaluation script over synthetic curves).
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
  /** A day's change is anomalous when |change − median| > this × the scale (robust z). */
  threshold: number;
  /** Days of history the baseline needs before a day can be judged. */
  minHistory: number;
  /** Days of history the baseline looks back over. */
  window: number;
  /** A jump must also be at least this many followers … */
  minAbsolute: number;
  /** … and at least this share of the followers before it. */
  minRelative: number;
  /** Churn: following up and down again by at least this share within `churnDays`. */
  churnShare: number;
  churnDays: number;
};

export const DEFAULT_DETECTOR_OPTIONS: DetectorOptions = {
  threshold: 8,
  minHistory: 7,
  window: 60,
  minAbsolute: 100,
  minRelative: 0.01,
  churnShare: 0.2,
  churnDays: 3,
};

/** MAD × this estimates the standard deviation of normally distributed changes. */
const MAD_TO_SD = 1.4826;

const median = (sorted: number[]) => {
  const n = sorted.length;
  if (n === 0) return 0;
  const mid = n >> 1;
  return n % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The day's last reading of one count, by UTC day; days without a reading are absent. */
function dailySeries(points: readonly GrowthPoint[], key: 'followers' | 'following') {
  const byDay = new Map<string, { at: string; value: number }>();
  for (const p of points) {
    const value = p[key];
    if (value === null || !Number.isFinite(value)) continue;
    const day = p.at.slice(0, 10);
    const seen = byDay.get(day);
    if (!seen || seen.at <= p.at) byDay.set(day, { at: p.at, value });
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, { value }]) => ({ day, value }));
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Per-day changes: a gap of k days spreads its change evenly (k readings missed by a failing
 * provider must not look like one day's jump).
 */
function dailyChanges(series: { day: string; value: number }[]) {
  const out: { day: string; change: number; before: number; perDay: number }[] = [];
  for (let i = 1; i < series.length; i++) {
    const prev = series[i - 1]!;
    const cur = series[i]!;
    const days = Math.max(1, dayNumber(cur.day) - dayNumber(prev.day));
    const change = cur.value - prev.value;
    out.push({ day: cur.day, change, before: prev.value, perDay: change / days });
  }
  return out;
}

/** The usual daily change and its scale from the changes before a day (robust). */
function baseline(changes: number[]) {
  const sorted = [...changes].sort((a, b) => a - b);
  const med = median(sorted);
  const mad = median(sorted.map((c) => Math.abs(c - med)).sort((a, b) => a - b));
  // A perfectly steady history has MAD 0: fall back to the mean absolute deviation, then to 1.
  const meanAbs = changes.reduce((s, c) => s + Math.abs(c - med), 0) / Math.max(1, changes.length);
  const scale = Math.max(mad * MAD_TO_SD, meanAbs * 1.2533, 1);
  const usual = Math.max(1, Math.abs(med), sorted.length ? median(sorted.map(Math.abs)) : 1);
  return { med, scale, usual };
}

/**
 * The growth flags of one account: spikes (a jump in followers), losses (a drop, e.g. a purge of
 * bought followers) and follow/unfollow churn (following up then down again within a few days).
 * Days whose change is flagged are left out of later baselines, so one step does not hide the next.
 */
export function detectGrowthAnomalies(
  points: readonly GrowthPoint[],
  options: Partial<DetectorOptions> = {},
): GrowthFlag[] {
  const o = { ...DEFAULT_DETECTOR_OPTIONS, ...options };
  const flags: GrowthFlag[] = [];

  const followers = dailyChanges(dailySeries(points, 'followers'));
  const normal: number[] = [];
  for (const c of followers) {
    if (normal.length >= o.minHistory) {
      const { med, scale, usual } = baseline(normal.slice(-o.window));
      const z = (c.perDay - med) / scale;
      const big =
        Math.abs(c.change) >= o.minAbsolute &&
        Math.abs(c.change) >= o.minRelative * Math.max(1, c.before);
      if (big && Math.abs(z) > o.threshold) {
        flags.push({
          kind: c.change > 0 ? 'spike' : 'loss',
          day: c.day,
          size: Math.round(c.change),
          ratio: Math.max(1, Math.round(Math.abs(c.change) / usual)),
        });
        continue;
      }
    }
    normal.push(c.perDay);
  }

  const following = dailyChanges(dailySeries(points, 'following'));
  for (let i = 0; i < following.length; i++) {
    const up = following[i]!;
    if (up.change <= 0) continue;
    const share = up.change / Math.max(1, up.before);
    if (share < o.churnShare || up.change < o.minAbsolute) continue;
    for (let j = i + 1; j < following.length && j <= i + o.churnDays; j++) {
      const down = following[j]!;
      if (dayNumber(down.day) - dayNumber(up.day) > o.churnDays) break;
      if (down.change < 0 && -down.change >= 0.5 * up.change) {
        flags.push({
          kind: 'churn',
          day: down.day,
          size: Math.round(Math.min(up.change, -down.change)),
          ratio: Math.max(1, Math.round(share * 100) / 100),
        });
        i = j;
        break;
      }
    }
  }

  return flags.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
