import { expect, test } from 'vitest';
import { evaluateBody, type ModelBody } from '../model';
import { expectedValue } from '../tree-shap';
import { applyCalibration, fitPlatt } from './calibration';
import {
  fitBinned,
  fitLogistic,
  fitTrees,
  quantileEdges,
  type TrainSet,
  type TreesSettings,
} from './learners';
import { solveSpd } from './linalg';
import { sigmoid } from './math';
import { rocAuc } from './metrics';
import { seededRandom } from './random';

/** Standard normal draws from the seeded generator (Box–Muller). */
function normals(random: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function synthetic(n: number, logit: (x: number[]) => number, width = 2, seed = 1): TrainSet {
  const random = seededRandom(seed);
  const normal = normals(random);
  const rows: Float64Array[] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = Array.from({ length: width }, normal);
    rows.push(Float64Array.from(x));
    y.push(random() < sigmoid(logit(x)) ? 1 : 0);
  }
  return { rows, y, w: new Array<number>(n).fill(1) };
}

/** No straight-line and no monotone columns. */
const plain = (width: number) => ({
  linear: new Array<boolean>(width).fill(false),
  decreasing: new Array<boolean>(width).fill(false),
});

const raw = (fit: ReturnType<typeof fitLogistic>, row: Float64Array) =>
  evaluateBody(fit.body, fit.prep, row, new Float64Array(row.length));

test('solves a symmetric positive definite system', () => {
  const a = Float64Array.of(4, 2, 2, 3);
  const x = solveSpd(a, Float64Array.of(2, 1), 2);
  expect(x[0]).toBeCloseTo(0.5);
  expect(x[1]).toBeCloseTo(0);
  expect(() => solveSpd(Float64Array.of(1, 2, 2, 1), Float64Array.of(1, 1), 2)).toThrow();
});

test('logistic regression recovers the coefficients that generated the data', () => {
  const set = synthetic(6000, ([a, b]) => 1 + 2 * a! - b!);
  const fit = fitLogistic(set, { family: 'logistic', lambda: 1e-6 });
  const body = fit.body;
  if (body.family !== 'logistic') throw new Error('family');
  const slope = (j: number) => body.weights[j]! / fit.prep[j]!.scale;
  expect(Math.abs(slope(0) - 2)).toBeLessThan(0.2);
  expect(Math.abs(slope(1) + 1)).toBeLessThan(0.15);
  expect(raw(fit, Float64Array.of(0, 0))).toBeCloseTo(1, 0);
});

test('a stronger L2 penalty shrinks the weights', () => {
  const set = synthetic(2000, ([a, b]) => 2 * a! - b!);
  const loose = fitLogistic(set, { family: 'logistic', lambda: 1e-6 }).body;
  const tight = fitLogistic(set, { family: 'logistic', lambda: 1 }).body;
  if (loose.family !== 'logistic' || tight.family !== 'logistic') throw new Error('family');
  expect(Math.abs(tight.weights[0]!)).toBeLessThan(Math.abs(loose.weights[0]!) / 2);
});

test('a column that never varies is left out instead of guessed', () => {
  const set = synthetic(500, ([a]) => a!);
  const withConstant = { ...set, rows: set.rows.map((r) => Float64Array.of(r[0]!, 7)) };
  const fit = fitLogistic(withConstant, { family: 'logistic', lambda: 1e-3 });
  if (fit.body.family !== 'logistic') throw new Error('family');
  expect(fit.prep[1]!.scale).toBe(0);
  expect(fit.body.weights[1]).toBe(0);
});

test('the binned model learns a step that a straight line cannot', () => {
  const set = synthetic(4000, ([a]) => (Math.abs(a!) < 0.7 ? 3 : -3), 1);
  const binned = fitBinned(
    set,
    { family: 'binned', bins: 8, smooth: 1e-4, lambda: 1e-4 },
    plain(1),
  );
  const line = fitLogistic(set, { family: 'logistic', lambda: 1e-4 });
  const p = (fit: typeof binned) => set.rows.map((r) => raw(fit, r));
  expect(rocAuc(p(binned), set.y)).toBeGreaterThan(0.9);
  expect(rocAuc(p(line), set.y)).toBeLessThan(0.65);
});

test('a column marked linear gets one straight-line term in the binned model', () => {
  const set = synthetic(3000, ([a]) => 1.5 * a!, 1);
  const fit = fitBinned(
    set,
    { family: 'binned', bins: 8, smooth: 1e-3, lambda: 1e-6 },
    { linear: [true], decreasing: [false] },
  );
  if (fit.body.family !== 'binned') throw new Error('family');
  const col = fit.body.columns[0];
  expect(col?.kind).toBe('linear');
  if (col?.kind !== 'linear') throw new Error('kind');
  expect(Math.abs(col.slope - 1.5)).toBeLessThan(0.2);
  expect(raw(fit, Float64Array.of(Number.NaN))).toBeCloseTo(raw(fit, Float64Array.of(col.mean)));
});

test('a column marked decreasing ends with a shape that never rises', () => {
  // Fake log-odds rise from −1 to +1 and fall again: the merged shape must not rise anywhere.
  const set = synthetic(4000, ([a]) => (a! < 0 ? 2 * a! + 1 : 1 - 3 * a!), 1);
  const fit = fitBinned(
    set,
    { family: 'binned', bins: 8, smooth: 1e-4, lambda: 1e-4 },
    { linear: [false], decreasing: [true] },
  );
  const col = fit.body.family === 'binned' ? fit.body.columns[0] : null;
  if (col?.kind !== 'bins') throw new Error('kind');
  expect(col.edges.length).toBeGreaterThan(0);
  expect(col.edges.length).toBeLessThan(7);
  col.weights.forEach((w, k) => k > 0 && expect(w).toBeLessThanOrEqual(col.weights[k - 1]!));
  const free = fitBinned(set, { family: 'binned', bins: 8, smooth: 1e-4, lambda: 1e-4 }, plain(1));
  const freeCol = free.body.family === 'binned' ? free.body.columns[0] : null;
  if (freeCol?.kind !== 'bins') throw new Error('kind');
  expect(freeCol.weights.some((w, k) => k > 0 && w > freeCol.weights[k - 1]!)).toBe(true);
});

test('boosted trees learn an interaction an additive model cannot', () => {
  const set = synthetic(3000, ([a, b]) => (a! > 0 === b! > 0 ? 3 : -3));
  const trees = fitTrees(set, {
    family: 'trees',
    trees: 60,
    depth: 2,
    learningRate: 0.2,
    lambda: 1e-3,
    minChildWeight: 1e-3,
    bins: 16,
  });
  const line = fitLogistic(set, { family: 'logistic', lambda: 1e-4 });
  const p = (fit: typeof trees) => set.rows.map((r) => raw(fit, r));
  expect(rocAuc(p(trees), set.y)).toBeGreaterThan(0.9);
  expect(rocAuc(p(line), set.y)).toBeLessThan(0.6);
});

/** Twenty shallow trees: enough for the explanation tests' small synthetic sets. */
const SMALL_TREES: TreesSettings = {
  family: 'trees',
  trees: 20,
  depth: 3,
  learningRate: 0.3,
  lambda: 1e-3,
  minChildWeight: 1e-3,
  bins: 16,
};

test('every family splits its logit exactly into a bias and per-column contributions', () => {
  const set = synthetic(800, ([a, b, c]) => a! - 2 * b! + (c! > 0 ? 1 : 0), 3);
  const fits = [
    fitLogistic(set, { family: 'logistic', lambda: 1e-3 }),
    fitBinned(set, { family: 'binned', bins: 6, smooth: 1e-3, lambda: 1e-3 }, plain(3)),
    fitTrees(set, SMALL_TREES),
  ];
  for (const fit of fits) {
    const zero = new Float64Array(3);
    const bias = evaluateBody(
      fit.body,
      fit.prep,
      Float64Array.of(Number.NaN, Number.NaN, Number.NaN),
      zero,
    );
    const contrib = new Float64Array(3);
    for (const row of set.rows.slice(0, 50)) {
      const z = evaluateBody(fit.body, fit.prep, row, contrib);
      const sum = contrib.reduce((s, c) => s + c, 0);
      expect(Number.isFinite(z)).toBe(true);
      // Logistic and binned: unknown values contribute nothing, so the all-unknown row is the bias.
      if (fit.body.family !== 'trees') expect(z).toBeCloseTo(bias + sum, 9);
      // Trees (TreeSHAP): the expected output of every tree plus the Shapley values.
      else {
        const expected = fit.body.trees.reduce((s, t) => s + expectedValue(t), fit.body.base);
        expect(z).toBeCloseTo(expected + sum, 9);
      }
    }
    // Moving one column moves the logit by exactly the change of that column's contribution.
    const a = Float64Array.of(0.3, -0.2, 1);
    const b = Float64Array.of(0.3, 1.5, 1);
    const ca = new Float64Array(3);
    const cb = new Float64Array(3);
    const za = evaluateBody(fit.body, fit.prep, a, ca);
    const zb = evaluateBody(fit.body, fit.prep, b, cb);
    if (fit.body.family !== 'trees') expect(zb - za).toBeCloseTo(cb[1]! - ca[1]!, 9);
    else
      expect(zb - za).toBeCloseTo(cb.reduce((s, c) => s + c, 0) - ca.reduce((s, c) => s + c, 0), 9);
  }
});

test('a blend is the weighted sum of its parts, logit and contributions alike', () => {
  const set = synthetic(800, ([a, b, c]) => a! - 2 * b! + (c! > 0 ? 1 : 0), 3);
  const binned = fitBinned(
    set,
    { family: 'binned', bins: 6, smooth: 1e-3, lambda: 1e-3 },
    plain(3),
  );
  const trees = fitTrees(set, SMALL_TREES);
  if (binned.body.family !== 'binned' || trees.body.family !== 'trees') throw new Error('family');
  // Both parts prepare the columns from the same rows.
  expect(binned.prep).toEqual(trees.prep);
  const blend: ModelBody = {
    family: 'blend',
    parts: [
      { weight: 0.7, body: trees.body },
      { weight: 0.3, body: binned.body },
    ],
  };
  const cb = new Float64Array(3);
  const ct = new Float64Array(3);
  const c = new Float64Array(3);
  for (const row of set.rows.slice(0, 50)) {
    const zb = evaluateBody(binned.body, binned.prep, row, cb);
    const zt = evaluateBody(trees.body, trees.prep, row, ct);
    const z = evaluateBody(blend, trees.prep, row, c);
    expect(z).toBeCloseTo(0.7 * zt + 0.3 * zb, 12);
    for (let j = 0; j < 3; j++) expect(c[j]).toBeCloseTo(0.7 * ct[j]! + 0.3 * cb[j]!, 12);
    // Without an explanation the logit is the same.
    expect(evaluateBody(blend, trees.prep, row, null)).toBe(z);
  }
});

test('training is deterministic: the same data gives the same model', () => {
  const set = synthetic(500, ([a, b]) => a! * b!);
  const settings = {
    family: 'trees' as const,
    trees: 15,
    depth: 3,
    learningRate: 0.3,
    lambda: 1e-3,
    minChildWeight: 1e-3,
    bins: 16,
  };
  expect(JSON.stringify(fitTrees(set, settings))).toBe(JSON.stringify(fitTrees(set, settings)));
});

test('Platt scaling recovers the slope and offset of a miscalibrated logit', () => {
  const random = seededRandom(3);
  const normal = normals(random);
  const z: number[] = [];
  const y: number[] = [];
  for (let i = 0; i < 8000; i++) {
    const zi = 3 * normal();
    z.push(zi);
    y.push(random() < sigmoid(0.5 * zi - 1) ? 1 : 0);
  }
  const c = fitPlatt(z, y, new Array<number>(z.length).fill(1));
  expect(Math.abs(c.a - 0.5)).toBeLessThan(0.05);
  expect(Math.abs(c.b + 1)).toBeLessThan(0.1);
  expect(applyCalibration(c, 2)).toBeCloseTo(sigmoid(c.a * 2 + c.b));
});

test('quantile edges are ascending, distinct and leave the largest value to the last bin', () => {
  const values = [1, 1, 1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const edges = quantileEdges(
    values,
    values.map(() => 1),
    4,
  );
  expect(edges).toEqual([...new Set(edges)].sort((a, b) => a - b));
  expect(edges.every((e) => e < 10)).toBe(true);
  expect(quantileEdges([0, 0, 1, 1], [1, 1, 1, 1], 8)).toEqual([0]);
});

test('monotone constraints hold for boosted trees whatever the data says', () => {
  // The truth rises and falls in column 0 and interacts with column 1.
  const set = synthetic(3000, ([a, b]) => 2 * Math.sin(2 * a!) + a! * b!);
  const settings = {
    family: 'trees' as const,
    trees: 40,
    depth: 3,
    learningRate: 0.3,
    lambda: 1e-3,
    minChildWeight: 1e-3,
    bins: 32,
  };
  const free = fitTrees(set, settings);
  const down = fitTrees(set, settings, [-1, 0]);
  const up = fitTrees(set, settings, [1, 0]);
  const z = (fit: ReturnType<typeof fitTrees>, a: number, b: number) =>
    evaluateBody(fit.body, fit.prep, Float64Array.of(a, b), null);
  let freeRises = false;
  for (let b = -2; b <= 2; b += 0.5) {
    for (let a = -2.5; a < 2.5; a += 0.1) {
      expect(z(down, a + 0.1, b)).toBeLessThanOrEqual(z(down, a, b) + 1e-12);
      expect(z(up, a + 0.1, b)).toBeGreaterThanOrEqual(z(up, a, b) - 1e-12);
      if (z(free, a + 0.1, b) > z(free, a, b) + 1e-9) freeRises = true;
    }
  }
  // Without the constraint the same data does give a rising stretch: the test can fail.
  expect(freeRises).toBe(true);
});
