import { describe, expect, test } from 'vitest';
import { pointOf } from '../../test/watchlists';
import { historyChartData } from './history-chart';

const texts = {
  flag: (f: { kind: string; size: number }) => `${f.kind} ${f.size}`,
  changes: (c: readonly string[]) => `changed ${c.join('+')}`,
};
const format = {
  date: (iso: string) => `D${iso.slice(5, 10)}`,
  dateTime: (iso: string) => `T${iso.slice(5, 16)}`,
};

describe('the history chart data', () => {
  test('one label per check: the date, or date and time where a day has several checks', () => {
    const daily = historyChartData(
      {
        points: [
          pointOf({ at: '2026-03-01T06:00:00.000Z' }),
          pointOf({ at: '2026-03-02T06:00:00.000Z' }),
        ],
        flags: [],
      },
      texts,
      format,
    );
    expect(daily.labels).toEqual(['D03-01', 'D03-02']);
    const hourly = historyChartData(
      {
        points: [
          pointOf({ at: '2026-03-01T06:00:00.000Z' }),
          pointOf({ at: '2026-03-01T07:00:00.000Z' }),
        ],
        flags: [],
      },
      texts,
      format,
    );
    expect(hourly.labels).toEqual(['T03-01T06:00', 'T03-01T07:00']);
  });

  test('counts and the trust score pass through, a missing value stays missing', () => {
    const data = historyChartData(
      {
        points: [
          pointOf({ followers: 10, following: null, posts: 3, trustScore: 40 }),
          pointOf({ at: '2026-03-11T12:00:00.000Z', followers: 12, posts: null, trustScore: null }),
        ],
        flags: [],
      },
      texts,
      format,
    );
    expect(data.followers).toEqual([10, 12]);
    expect(data.following).toEqual([null, 100]);
    expect(data.posts).toEqual([3, null]);
    expect(data.trustScore).toEqual([40, null]);
  });

  test('a profile change marks its check; a flag marks its day’s last check, or the next check after a day without one', () => {
    const points = [
      pointOf({ at: '2026-03-01T06:00:00.000Z' }),
      pointOf({ at: '2026-03-02T06:00:00.000Z', changes: ['name', 'bio'] }),
      pointOf({ at: '2026-03-02T18:00:00.000Z' }),
      pointOf({ at: '2026-03-05T06:00:00.000Z' }),
    ];
    const data = historyChartData(
      {
        points,
        flags: [
          { kind: 'spike', day: '2026-03-02', size: 12400, ratio: 40 },
          { kind: 'loss', day: '2026-03-04', size: -900, ratio: 12 },
        ],
      },
      texts,
      format,
    );
    expect(data.markers).toEqual([
      { index: 1, label: 'changed name+bio', tone: 'note' },
      { index: 2, label: 'spike 12400', tone: 'alert' },
      { index: 3, label: 'loss -900', tone: 'alert' },
    ]);
  });

  test('no checks: no labels and no markers, even with flags', () => {
    const data = historyChartData(
      { points: [], flags: [{ kind: 'spike', day: '2026-03-02', size: 1, ratio: 9 }] },
      texts,
      format,
    );
    expect(data.labels).toEqual([]);
    expect(data.markers).toEqual([]);
  });
});
