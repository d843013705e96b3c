import { expect, test } from 'vitest';
import { DEFAULT_EVALUATION, evaluateGrowthDetector, type EvaluationConfig } from './evaluate';
import { syntheticCurve } from './synthetic';

/**
 * A small run of `scripts/eval-growth.ts`'s evaluation (the full one is in docs/trust-model.md),
 * pinning its figures loosely: a change to the detector or the curves that loses them fails here.
 */
const small: EvaluationConfig = {
  ...DEFAULT_EVALUATION,
  perCell: 12,
  sizes: [10_000, 100_000],
  stepShares: [0.1],
  purgeShares: [0.1],
  churnShares: [1],
};

test('the detector finds 10 % steps and purges and doubled following, with few false alarms', () => {
  const report = evaluateGrowthDetector(small);
  expect(report.steps[0]!.recall).toBeGreaterThanOrEqual(0.9);
  expect(report.purges[0]!.recall).toBeGreaterThanOrEqual(0.9);
  expect(report.purges[0]!.precision).toBeGreaterThanOrEqual(0.9);
  expect(report.churn[0]!.recall).toBeGreaterThanOrEqual(0.8);
  const falseAlarms = Object.fromEntries(report.falseAlarms.map((f) => [f.noise, f.all]));
  // Per account-year: organic noise and rounded counts hardly ever; a viral day often looks
  // like a bought step (one burst every 200 days, about 1.8 a year).
  expect(falseAlarms.organic).toBeLessThanOrEqual(0.5);
  expect(falseAlarms.rounded).toBeLessThanOrEqual(0.5);
  expect(falseAlarms.viral).toBeLessThanOrEqual(3);
});

test('curves are seeded: the same spec and seed, the same curve; another seed, another', () => {
  const spec = {
    followers: 50_000,
    following: 400,
    days: 120,
    viralRate: 1 / 50,
    missRate: 0.1,
    event: { kind: 'spike', share: 0.05 },
  } as const;
  const a = syntheticCurve(spec, 7);
  expect(syntheticCurve(spec, 7)).toEqual(a);
  expect(syntheticCurve(spec, 8).points).not.toEqual(a.points);
  expect(a.eventSize).toBeGreaterThan(0.05 * 0.7 * 50_000 - 1);
});
