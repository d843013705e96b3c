import { detectGrowthAnomalies } from '@vigil/shared/growth/detector';
import { describe, expect, test } from 'vitest';
import { DEMO_CURVE_PERIOD_DAYS, demoCurveCounts, demoCurveOf, demoPerson } from './demo-dataset';

const DAY = 86_400_000;
/** 180 days of one name's daily counts as a watch would have seen them at noon. */
const history = (name: string, lastDay = 20_500) =>
  Array.from({ length: 180 }, (_, i) => {
    const day = lastDay - 179 + i;
    const c = demoCurveCounts(name, day);
    return { at: new Date(day * DAY + 12 * 3_600_000).toISOString(), ...c };
  });

describe('demo curves (watchlists without a provider key)', () => {
  test('curve names follow their curve from day to day; fixed accounts keep their counts', () => {
    expect(demoCurveOf('@Bought_Shop')).toBe('bought');
    expect(demoCurveOf('demo')).toBeNull();
    const day = (d: number) => new Date(d * DAY + 1_000);
    expect(demoPerson('growing_x', day(20_400)).followers).not.toBe(
      demoPerson('growing_x', day(20_401)).followers,
    );
    expect(demoPerson('demo', day(20_400)).followers).toBe(
      demoPerson('demo', day(20_401)).followers,
    );
    // Within a day every check sees the same numbers.
    expect(demoPerson('bought_x', new Date(20_400 * DAY + 1_000)).followers).toBe(
      demoPerson('bought_x', new Date(20_400 * DAY + 80_000_000)).followers,
    );
  });

  test('the detector finds what each curve holds, and nothing in plain growth', () => {
    const kinds = (name: string) =>
      new Set(detectGrowthAnomalies(history(name)).map((f) => f.kind));
    expect(detectGrowthAnomalies(history('growing_plain'))).toEqual([]);
    expect(kinds('bought_steps')).toEqual(new Set(['spike']));
    expect(kinds('purge_after')).toEqual(new Set(['spike', 'loss']));
    expect(kinds('churn_follows')).toEqual(new Set(['churn']));
    // A step every period: 180 days hold three or four.
    const steps = detectGrowthAnomalies(history('bought_steps')).length;
    expect(steps).toBeGreaterThanOrEqual(Math.floor(180 / DEMO_CURVE_PERIOD_DAYS) - 1);
  });
});
