import type { GrowthPoint } from '@vigil/shared/growth/detector';
import { utcDay } from '@vigil/shared/days';

const MINUTE_MS = 60_000;

/** A reading the detector needs: when, followers and following (null: not reported). */
export type SeriesPoint = { atMs: number; followers: number | null; following: number | null };

/**
 * The detector's daily series as the target row keeps it (`recent_*` columns): one entry per
 * UTC day, that day's last check, oldest first.
 */
export type RecentSeries = {
  atMinutes: number[];
  followers: (number | null)[];
  following: (number | null)[];
};

export const emptySeries = (): RecentSeries => ({ atMinutes: [], followers: [], following: [] });

/** The series stored on a target row; null when the row has none yet. */
export function storedSeries(row: {
  recentAt: number[] | null;
  recentFollowers: (number | null)[] | null;
  recentFollowing: (number | null)[] | null;
}): RecentSeries | null {
  const { recentAt, recentFollowers, recentFollowing } = row;
  if (!recentAt || !recentFollowers || !recentFollowing) return null;
  // Written together by one statement; a row whose arrays disagree is read again from points.
  if (recentFollowers.length !== recentAt.length || recentFollowing.length !== recentAt.length) {
    return null;
  }
  return { atMinutes: recentAt, followers: recentFollowers, following: recentFollowing };
}

/**
 * `series` with `points` (in time order, not older than the series' last entry) merged in, one
 * entry per UTC day (a later check of a day replaces the earlier one, as the detector reads only
 * the day's last), and the days before `sinceMs`'s day dropped.
 */
export function mergeSeries(
  series: RecentSeries,
  points: readonly SeriesPoint[],
  sinceMs: number,
): RecentSeries {
  const at = [...series.atMinutes];
  const followers = [...series.followers];
  const following = [...series.following];
  for (const p of points) {
    const minutes = Math.floor(p.atMs / MINUTE_MS);
    const last = at.length - 1;
    if (last >= 0 && minutes < at[last]!) continue;
    const sameDay = last >= 0 && Math.floor(at[last]! / 1_440) === Math.floor(minutes / 1_440);
    const i = sameDay ? last : at.length;
    at[i] = minutes;
    followers[i] = p.followers;
    following[i] = p.following;
  }
  const firstMinute = utcDay(sinceMs) * 1_440;
  let from = 0;
  while (from < at.length && at[from]! < firstMinute) from++;
  return {
    atMinutes: at.slice(from),
    followers: followers.slice(from),
    following: following.slice(from),
  };
}

/** The series as the detector reads it. */
export const seriesPoints = (series: RecentSeries): GrowthPoint[] =>
  series.atMinutes.map((m, i) => ({
    at: new Date(m * MINUTE_MS).toISOString(),
    followers: series.followers[i] ?? null,
    following: series.following[i] ?? null,
  }));

/** The row columns of a series. */
export const seriesColumns = (series: RecentSeries) => ({
  recentAt: series.atMinutes,
  recentFollowers: series.followers,
  recentFollowing: series.following,
});
