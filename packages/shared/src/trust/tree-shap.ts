/**
 * Exact Shapley values of a tree ensemble's prediction (TreeSHAP, path-dependent: Lundberg,
 * Erion & Lee, "Consistent Individualized Feature Attribution for Tree Ensembles", 2018,
 * Algorithm 2). For one tree and one row it adds to `phi[j]` column j's share of the tree's
 * output minus its expected output (the cover-weighted mean of its leaves), so
 * Σ phi + Σ expected = the prediction, and a column the row's path never asks about gets
 * nothing. Unlike crediting each split with the change along the path, a column's share does
 * not depend on where in the tree it is asked.
 *
 * Cost per tree is O(leaves × depth²); every buffer is allocated once per explainer.
 */
import type { FlatTree } from './model';

/** One element of the unique path: the feature, the zero and one fractions, the weight. */
type PathBuffers = {
  feature: Int32Array;
  zero: Float64Array;
  one: Float64Array;
  weight: Float64Array;
};

export type TreeExplainer = {
  /** Adds one tree's Shapley values for `row` (NaN already replaced) to `phi`. */
  explain: (tree: FlatTree, row: ArrayLike<number>, phi: Float64Array) => void;
};

/** The expected output of a tree: its leaves' values weighted by their training cover. */
export function expectedValue(tree: FlatTree): number {
  const cover = tree.cover!;
  let sum = 0;
  for (let node = 0; node < tree.feature.length; node++) {
    if (tree.feature[node]! < 0) sum += cover[node]! * tree.value[node]!;
  }
  return sum / cover[0]!;
}

export function createTreeExplainer(maxDepth: number): TreeExplainer {
  // One path segment per recursion level; level k holds at most k + 2 elements.
  const levels = maxDepth + 3;
  const size = 2 * levels * levels;
  const buf: PathBuffers = {
    feature: new Int32Array(size),
    zero: new Float64Array(size),
    one: new Float64Array(size),
    weight: new Float64Array(size),
  };

  /** Grows the path at `at` (length `len`) by one feature with the given fractions. */
  function extend(at: number, len: number, zero: number, one: number, feature: number) {
    buf.feature[at + len] = feature;
    buf.zero[at + len] = zero;
    buf.one[at + len] = one;
    buf.weight[at + len] = len === 0 ? 1 : 0;
    for (let i = len - 1; i >= 0; i--) {
      buf.weight[at + i + 1]! += (one * buf.weight[at + i]! * (i + 1)) / (len + 1);
      buf.weight[at + i] = (zero * buf.weight[at + i]! * (len - i)) / (len + 1);
    }
  }

  /** Removes element `index` from the path at `at` (length `len` + 1 before). */
  function unwind(at: number, len: number, index: number) {
    const one = buf.one[at + index]!;
    const zero = buf.zero[at + index]!;
    let next = buf.weight[at + len]!;
    for (let j = len - 1; j >= 0; j--) {
      if (one !== 0) {
        const t = buf.weight[at + j]!;
        buf.weight[at + j] = (next * (len + 1)) / ((j + 1) * one);
        next = t - (buf.weight[at + j]! * zero * (len - j)) / (len + 1);
      } else {
        buf.weight[at + j] = (buf.weight[at + j]! * (len + 1)) / (zero * (len - j));
      }
    }
    for (let j = index; j < len; j++) {
      buf.feature[at + j] = buf.feature[at + j + 1]!;
      buf.zero[at + j] = buf.zero[at + j + 1]!;
      buf.one[at + j] = buf.one[at + j + 1]!;
    }
  }

  /** The total weight of the path without element `index`, computed without changing it. */
  function unwoundSum(at: number, len: number, index: number): number {
    const one = buf.one[at + index]!;
    const zero = buf.zero[at + index]!;
    let next = buf.weight[at + len]!;
    let total = 0;
    for (let j = len - 1; j >= 0; j--) {
      if (one !== 0) {
        const t = (next * (len + 1)) / ((j + 1) * one);
        total += t;
        next = buf.weight[at + j]! - (t * zero * (len - j)) / (len + 1);
      } else {
        total += buf.weight[at + j]! / zero / ((len - j) / (len + 1));
      }
    }
    return total;
  }

  function recurse(
    tree: FlatTree,
    row: ArrayLike<number>,
    phi: Float64Array,
    node: number,
    parentAt: number,
    len: number,
    zero: number,
    one: number,
    feature: number,
  ) {
    // Copy the parent's path to this level's segment, then extend it.
    const at = parentAt + len + 1;
    for (let i = 0; i < len; i++) {
      buf.feature[at + i] = buf.feature[parentAt + i]!;
      buf.zero[at + i] = buf.zero[parentAt + i]!;
      buf.one[at + i] = buf.one[parentAt + i]!;
      buf.weight[at + i] = buf.weight[parentAt + i]!;
    }
    extend(at, len, zero, one, feature);
    const f = tree.feature[node]!;
    if (f < 0) {
      const value = tree.value[node]!;
      for (let i = 1; i <= len; i++) {
        const w = unwoundSum(at, len, i);
        phi[buf.feature[at + i]!]! += w * (buf.one[at + i]! - buf.zero[at + i]!) * value;
      }
      return;
    }
    const goesLeft = row[f]! <= tree.threshold[node]!;
    const hot = goesLeft ? tree.left[node]! : tree.right[node]!;
    const cold = goesLeft ? tree.right[node]! : tree.left[node]!;
    const cover = tree.cover!;
    let inZero = 1;
    let inOne = 1;
    let pathLen = len + 1;
    // A feature asked twice on one path: undo its first entry and carry its fractions on.
    for (let k = 1; k < pathLen; k++) {
      if (buf.feature[at + k] === f) {
        inZero = buf.zero[at + k]!;
        inOne = buf.one[at + k]!;
        unwind(at, pathLen - 1, k);
        pathLen--;
        break;
      }
    }
    const total = cover[node]!;
    recurse(tree, row, phi, hot, at, pathLen, (inZero * cover[hot]!) / total, inOne, f);
    recurse(tree, row, phi, cold, at, pathLen, (inZero * cover[cold]!) / total, 0, f);
  }

  return {
    explain(tree, row, phi) {
      // The root's segment starts at 0 with an empty path (a dummy element of feature −1).
      recurse(tree, row, phi, 0, -1, 0, 1, 1, -1);
    },
  };
}
