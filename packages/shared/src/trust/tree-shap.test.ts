import fc from 'fast-check';
import { expect, test } from 'vitest';
import { emptyTree, type FlatTree } from './model';
import { compileForest, createTreeExplainer, expectedValue, explainForest } from './tree-shap';

const FEATURES = 4;

/** A random full tree of the given depth over FEATURES columns with consistent covers. */
const treeArb = (depth: number): fc.Arbitrary<FlatTree> =>
  fc
    .record({
      features: fc.array(fc.integer({ min: 0, max: FEATURES - 1 }), {
        minLength: 2 ** depth - 1,
        maxLength: 2 ** depth - 1,
      }),
      thresholds: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), {
        minLength: 2 ** depth - 1,
        maxLength: 2 ** depth - 1,
      }),
      leaves: fc.array(fc.double({ min: -2, max: 2, noNaN: true }), {
        minLength: 2 ** depth,
        maxLength: 2 ** depth,
      }),
      weights: fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), {
        minLength: 2 ** depth,
        maxLength: 2 ** depth,
      }),
    })
    .map(({ features, thresholds, leaves, weights }) => {
      // Heap order: node k has children 2k+1 and 2k+2; leaves are the last 2^depth nodes.
      const inner = 2 ** depth - 1;
      const total = inner + leaves.length;
      const tree = emptyTree();
      for (let k = 0; k < total; k++) {
        const isLeaf = k >= inner;
        tree.feature.push(isLeaf ? -1 : features[k]!);
        tree.threshold.push(isLeaf ? 0 : thresholds[k]!);
        tree.left.push(isLeaf ? -1 : 2 * k + 1);
        tree.right.push(isLeaf ? -1 : 2 * k + 2);
        tree.value.push(isLeaf ? leaves[k - inner]! : 0);
        tree.cover.push(isLeaf ? weights[k - inner]! : 0);
      }
      for (let k = inner - 1; k >= 0; k--) {
        tree.cover[k] = tree.cover[2 * k + 1]! + tree.cover[2 * k + 2]!;
      }
      return tree;
    });

/** E[f(x) | x_S]: follow x where the split's feature is in S, else average by cover. */
function conditional(tree: FlatTree, x: number[], inS: (f: number) => boolean, node = 0): number {
  const f = tree.feature[node]!;
  if (f < 0) return tree.value[node]!;
  const l = tree.left[node]!;
  const r = tree.right[node]!;
  if (inS(f)) return conditional(tree, x, inS, x[f]! <= tree.threshold[node]! ? l : r);
  const c = tree.cover!;
  return (c[l]! * conditional(tree, x, inS, l) + c[r]! * conditional(tree, x, inS, r)) / c[node]!;
}

/** Shapley values by enumerating every coalition (exponential; fine for four features). */
function bruteForce(tree: FlatTree, x: number[]): number[] {
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  const phi = new Array<number>(FEATURES).fill(0);
  for (let i = 0; i < FEATURES; i++) {
    for (let mask = 0; mask < 1 << FEATURES; mask++) {
      if (mask & (1 << i)) continue;
      let size = 0;
      for (let k = 0; k < FEATURES; k++) if (mask & (1 << k)) size++;
      const weight = (fact(size) * fact(FEATURES - size - 1)) / fact(FEATURES);
      const withI = conditional(tree, x, (f) => f === i || (mask & (1 << f)) !== 0);
      const without = conditional(tree, x, (f) => (mask & (1 << f)) !== 0);
      phi[i]! += weight * (withI - without);
    }
  }
  return phi;
}

const rowArb = fc.array(fc.double({ min: -1.5, max: 1.5, noNaN: true }), {
  minLength: FEATURES,
  maxLength: FEATURES,
});

test('TreeSHAP equals the Shapley values of every coalition, repeated features included', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 4 }).chain(treeArb), rowArb, (tree, x) => {
      const phi = new Float64Array(FEATURES);
      createTreeExplainer(4).explain(tree, x, phi);
      const expected = bruteForce(tree, x);
      for (let i = 0; i < FEATURES; i++) expect(phi[i]).toBeCloseTo(expected[i]!, 9);
    }),
    { numRuns: 300 },
  );
});

test('the values add up: expected output plus the contributions is the prediction', () => {
  fc.assert(
    fc.property(treeArb(3), rowArb, (tree, x) => {
      const phi = new Float64Array(FEATURES);
      createTreeExplainer(3).explain(tree, x, phi);
      const prediction = conditional(tree, x, () => true);
      expect(expectedValue(tree) + phi.reduce((a, b) => a + b, 0)).toBeCloseTo(prediction, 9);
    }),
  );
});

test('the compiled forest gives the same Shapley values as the path walk and the coalitions', () => {
  const treesArb = fc.array(fc.integer({ min: 1, max: 4 }).chain(treeArb), {
    minLength: 1,
    maxLength: 3,
  });
  fc.assert(
    fc.property(treesArb, rowArb, (trees, x) => {
      const walked = new Float64Array(FEATURES);
      const expected = new Array<number>(FEATURES).fill(0);
      for (const tree of trees) {
        createTreeExplainer(4).explain(tree, x, walked);
        bruteForce(tree, x).forEach((v, i) => (expected[i]! += v));
      }
      const compiled = new Float64Array(FEATURES);
      explainForest(compileForest(trees), x, compiled);
      for (let i = 0; i < FEATURES; i++) {
        expect(compiled[i]).toBeCloseTo(walked[i]!, 9);
        expect(compiled[i]).toBeCloseTo(expected[i]!, 9);
      }
    }),
    { numRuns: 300 },
  );
});
