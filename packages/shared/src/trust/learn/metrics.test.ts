import { expect, test } from 'vitest';
import {
  confusion,
  evaluate,
  expectedCalibrationError,
  f1,
  flagged,
  precisionAtPrevalence,
  rocAuc,
} from './metrics';

test('ROC AUC counts correctly ordered pairs, ties as half', () => {
  expect(rocAuc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toBeCloseTo(0.75);
  expect(rocAuc([0.5, 0.5], [0, 1])).toBe(0.5);
  expect(rocAuc([0.9, 0.1], [0, 1])).toBe(0);
  expect(rocAuc([0.2, 0.3], [1, 1])).toBeNaN();
});

test('the verdict is the shown score rounded to a whole number and at least 50', () => {
  expect(flagged(0.495)).toBe(true);
  expect(flagged(0.4949)).toBe(false);
  expect(confusion([0.9, 0.6, 0.2, 0.1], [1, 0, 1, 0])).toEqual({ tp: 1, fp: 1, tn: 1, fn: 1 });
  expect(f1({ tp: 8, fp: 2, tn: 0, fn: 2 })).toBeCloseTo(0.8);
});

test('precision at a prevalence reweights the true- and false-positive rates', () => {
  // TPR 0.9, FPR 0.05: 0.15·0.9 / (0.15·0.9 + 0.85·0.05).
  const c = { tp: 90, fn: 10, fp: 5, tn: 95 };
  expect(precisionAtPrevalence(c, 0.15)).toBeCloseTo(0.135 / (0.135 + 0.0425), 10);
  expect(precisionAtPrevalence({ tp: 0, fn: 5, fp: 0, tn: 5 }, 0.15)).toBeNaN();
});

test('calibration error is the weighted gap between predicted and observed per bin', () => {
  // Bin 0.2–0.3: predicts 0.25, observes 0.5 (2 rows); bin 0.9–1: predicts 0.95, observes 1.
  const ece = expectedCalibrationError([0.25, 0.25, 0.95, 0.95], [0, 1, 1, 1]);
  expect(ece).toBeCloseTo(0.5 * 0.25 + 0.5 * 0.05, 10);
  expect(evaluate([0.25, 0.25, 0.95, 0.95], [0, 1, 1, 1])).toMatchObject({ n: 4, fakes: 3 });
});
