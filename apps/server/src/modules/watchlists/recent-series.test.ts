import { detectGrowthAnomalies } from '@vigil/shared/growth/detector';
import { describe, expect, test } from 'vitest';
import {
  emptySeries,
  mergeSeries,
  seriesPoints,
  storedSeries,
  type SeriesPoint,
} from './recent-series';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = Date.UTC(2026, 5, 1, 9);

/** `days` daily checks from `start`, +40 followers a day with noise, a bought step on day 70. */
const daily = (days: number, from = 0): SeriesPoint[] =>
  Array.from({ length: days }, (_, i) => {
    const d = from + i;
    return {
      atMs: start + d * DAY,
      followers: 20_000 + d * 40 + ((d * 7919) % 23) + (d >= 70 ? 15_000 : 0),
      following: 300,
    };
  });

describe("the detector's daily series on the target row", () => {
  test("one entry per UTC day, the day's last check; days before the window dropped", () => {
    const series = mergeSeries(
      emptySeries(),
      [
        { atMs: start, followers: 1, following: 1 },
        { atMs: start + HOUR, followers: 2, following: 1 },
        { atMs: start + DAY, followers: 3, following: null },
        { atMs: start + 2 * DAY, followers: 4, following: 2 },
      ],
      start + DAY,
    );
    expect(series.followers).toEqual([3, 4]);
    expect(series.following).toEqual([null, 2]);
    expect(series.atMinutes).toEqual([(start + DAY) / 60_000, (start + 2 * DAY) / 60_000]);
    // An older reading than the last kept changes nothing.
    expect(mergeSeries(series, [{ atMs: start, followers: 9, following: 9 }], 0)).toEqual(series);
  });

  test('checked day by day, the kept series flags what the whole history flags', () => {
    const all = daily(120);
    const windowOf = (atMs: number) => atMs - 90 * DAY;
    let kept = emptySeries();
    const found: string[] = [];
    for (const p of all) {
      kept = mergeSeries(kept, [p], windowOf(p.atMs));
      const day = new Date(p.atMs).toISOString().slice(0, 10);
      for (const f of detectGrowthAnomalies(seriesPoints(kept))) {
        if (f.day === day) found.push(`${f.kind} ${f.day} ${f.size}`);
      }
    }
    const whole = detectGrowthAnomalies(
      all.map((p) => ({
        at: new Date(p.atMs).toISOString(),
        followers: p.followers,
        following: p.following,
      })),
    ).map((f) => `${f.kind} ${f.day} ${f.size}`);
    expect(found).toEqual(whole);
    expect(found).toHaveLength(1);
    expect(kept.atMinutes).toHaveLength(91);
  });

  test('a row without a series, or with arrays that disagree, is read from the points', () => {
    expect(
      storedSeries({ recentAt: null, recentFollowers: null, recentFollowing: null }),
    ).toBeNull();
    expect(
      storedSeries({ recentAt: [1, 2], recentFollowers: [1], recentFollowing: [1, 2] }),
    ).toBeNull();
    expect(storedSeries({ recentAt: [1], recentFollowers: [5], recentFollowing: [null] })).toEqual({
      atMinutes: [1],
      followers: [5],
      following: [null],
    });
  });
});
