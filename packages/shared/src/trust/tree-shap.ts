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
  /**
   * One leaf's share for each of its path's distinct features, given their zero fractions (the
   * share of training weight the path keeps at that feature's splits) and one fractions (1 when
   * the row satisfies them): what `explain` adds at that leaf.
   */
  leafShares: (zero: readonly number[], one: readonly number[], value: number) => number[];
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
    leafShares(zero, one, value) {
      // A fresh path: the dummy root element, then one element per feature.
      let len = 0;
      extend(0, len, 1, 1, -1);
      for (let j = 0; j < zero.length; j++) extend(0, ++len, zero[j]!, one[j]!, j);
      const shares: number[] = [];
      for (let i = 1; i <= len; i++) {
        const w = unwoundSum(0, len, i);
        shares.push(w * (buf.one[i]! - buf.zero[i]!) * value);
      }
      return shares;
    },
    explain(tree, row, phi) {
      // The root's segment starts at 0 with an empty path (a dummy element of feature −1).
      recurse(tree, row, phi, 0, -1, 0, 1, 1, -1);
    },
  };
}

/**
 * A tree prepared for fast explanations (the precomputation of Yang's "Fast TreeSHAP", 2021):
 * for every leaf, the distinct features on its path and, for every subset of them that a row can
 * satisfy, each feature's Shapley share of that leaf. A row then only decides, per leaf, which
 * path features it satisfies (all conditions on that feature along the path hold) and adds the
 * precomputed shares: O(leaves × depth) per tree instead of O(leaves × depth²) with a path
 * rebuilt for every row. Same values as `createTreeExplainer` (tested).
 */
export type CompiledTree = {
  /** Per leaf: offset of its path nodes in `pathNode`/`pathLeft`/`pathElement`, and count. */
  leafStart: Int32Array;
  leafCount: Int32Array;
  /** Per leaf: offset of its features in `feature`, and how many (k). */
  elementStart: Int32Array;
  elementCount: Int32Array;
  feature: Int32Array;
  pathNode: Int32Array;
  /** 1 when the path goes left at that node. */
  pathLeft: Uint8Array;
  /** Which of the leaf's features the node asks about (0 … k − 1). */
  pathElement: Uint8Array;
  /** Per leaf: offset into `share`; then 2^k blocks of k shares (block = satisfied subset). */
  shareStart: Int32Array;
  share: Float64Array;
  /** Inner nodes, to decide each once per row. */
  inner: Int32Array;
};

export function compileTree(tree: FlatTree): CompiledTree {
  const cover = tree.cover!;
  const leaves: {
    nodes: { node: number; left: boolean; element: number }[];
    features: number[];
    zero: number[];
    value: number;
  }[] = [];
  const walk = (
    node: number,
    path: { node: number; left: boolean; element: number }[],
    features: number[],
    zero: number[],
  ) => {
    const f = tree.feature[node]!;
    if (f < 0) {
      leaves.push({ nodes: path, features, zero, value: tree.value[node]! });
      return;
    }
    for (const left of [true, false]) {
      const child = left ? tree.left[node]! : tree.right[node]!;
      const ratio = cover[child]! / cover[node]!;
      let element = features.indexOf(f);
      const nextFeatures = element < 0 ? [...features, f] : features;
      const nextZero =
        element < 0 ? [...zero, ratio] : zero.map((z, i) => (i === element ? z * ratio : z));
      if (element < 0) element = features.length;
      walk(child, [...path, { node, left, element }], nextFeatures, nextZero);
    }
  };
  walk(0, [], [], []);

  const explainer = createTreeExplainer(Math.max(1, ...leaves.map((l) => l.features.length)));
  const leafStart = new Int32Array(leaves.length);
  const leafCount = new Int32Array(leaves.length);
  const elementStart = new Int32Array(leaves.length);
  const elementCount = new Int32Array(leaves.length);
  const shareStart = new Int32Array(leaves.length);
  const feature: number[] = [];
  const pathNode: number[] = [];
  const pathLeft: number[] = [];
  const pathElement: number[] = [];
  const share: number[] = [];
  leaves.forEach((leaf, l) => {
    const k = leaf.features.length;
    leafStart[l] = pathNode.length;
    leafCount[l] = leaf.nodes.length;
    elementStart[l] = feature.length;
    elementCount[l] = k;
    shareStart[l] = share.length;
    feature.push(...leaf.features);
    for (const n of leaf.nodes) {
      pathNode.push(n.node);
      pathLeft.push(n.left ? 1 : 0);
      pathElement.push(n.element);
    }
    for (let subset = 0; subset < 1 << k; subset++) {
      const one = leaf.features.map((_, j) => ((subset >> j) & 1 ? 1 : 0));
      share.push(...explainer.leafShares(leaf.zero, one, leaf.value));
    }
  });
  return {
    leafStart,
    leafCount,
    elementStart,
    elementCount,
    feature: Int32Array.from(feature),
    pathNode: Int32Array.from(pathNode),
    pathLeft: Uint8Array.from(pathLeft),
    pathElement: Uint8Array.from(pathElement),
    shareStart,
    share: Float64Array.from(share),
    inner: Int32Array.from(tree.feature.flatMap((f, node) => (f >= 0 ? [node] : []))),
  };
}

/**
 * Every compiled tree of an ensemble in one set of arrays (inner nodes and path steps renumbered
 * across trees), so that one loop explains them all: the per-tree call and the reads of each
 * tree's object go, and what a row touches lies in a few long arrays.
 */
export type CompiledForest = {
  /** Per inner node of every tree: the column it asks about and its threshold. */
  innerFeature: Int32Array;
  innerThreshold: Float64Array;
  /** Per leaf of every tree, as in {@link CompiledTree}, with offsets into the joined arrays. */
  leafStart: Int32Array;
  leafCount: Int32Array;
  elementStart: Int32Array;
  elementCount: Int32Array;
  feature: Int32Array;
  /** The inner node (its index in `innerFeature`) a path step asks. */
  pathInner: Int32Array;
  pathLeft: Uint8Array;
  pathElement: Uint8Array;
  shareStart: Int32Array;
  share: Float64Array;
  /** Scratch: 1 when the row goes left at that inner node. */
  goesLeft: Uint8Array;
};

export function compileForest(trees: readonly FlatTree[]): CompiledForest {
  const innerFeature: number[] = [];
  const innerThreshold: number[] = [];
  const leafStart: number[] = [];
  const leafCount: number[] = [];
  const elementStart: number[] = [];
  const elementCount: number[] = [];
  const feature: number[] = [];
  const pathInner: number[] = [];
  const pathLeft: number[] = [];
  const pathElement: number[] = [];
  const shareStart: number[] = [];
  const share: number[] = [];
  for (const tree of trees) {
    const c = compileTree(tree);
    // The tree's node numbers → indexes among all inner nodes.
    const innerOf = new Map<number, number>();
    for (const node of c.inner) {
      innerOf.set(node, innerFeature.length);
      innerFeature.push(tree.feature[node]!);
      innerThreshold.push(tree.threshold[node]!);
    }
    const pathBase = pathInner.length;
    const featureBase = feature.length;
    const shareBase = share.length;
    for (let l = 0; l < c.leafStart.length; l++) {
      leafStart.push(pathBase + c.leafStart[l]!);
      leafCount.push(c.leafCount[l]!);
      elementStart.push(featureBase + c.elementStart[l]!);
      elementCount.push(c.elementCount[l]!);
      shareStart.push(shareBase + c.shareStart[l]!);
    }
    for (let p = 0; p < c.pathNode.length; p++) {
      pathInner.push(innerOf.get(c.pathNode[p]!)!);
      pathLeft.push(c.pathLeft[p]!);
      pathElement.push(c.pathElement[p]!);
    }
    for (const f of c.feature) feature.push(f);
    for (const s of c.share) share.push(s);
  }
  return {
    innerFeature: Int32Array.from(innerFeature),
    innerThreshold: Float64Array.from(innerThreshold),
    leafStart: Int32Array.from(leafStart),
    leafCount: Int32Array.from(leafCount),
    elementStart: Int32Array.from(elementStart),
    elementCount: Int32Array.from(elementCount),
    feature: Int32Array.from(feature),
    pathInner: Int32Array.from(pathInner),
    pathLeft: Uint8Array.from(pathLeft),
    pathElement: Uint8Array.from(pathElement),
    shareStart: Int32Array.from(shareStart),
    share: Float64Array.from(share),
    goesLeft: new Uint8Array(innerFeature.length),
  };
}

/**
 * Adds the Shapley values of every tree of a compiled forest for `row` (unknown values already
 * filled in) to `phi`: the same values as {@link createTreeExplainer} tree by tree (tested).
 */
export function explainForest(f: CompiledForest, row: ArrayLike<number>, phi: Float64Array): void {
  const { innerFeature, innerThreshold, goesLeft } = f;
  for (let i = 0; i < innerFeature.length; i++) {
    goesLeft[i] = row[innerFeature[i]!]! <= innerThreshold[i]! ? 1 : 0;
  }
  const { leafStart, leafCount, elementStart, elementCount, feature } = f;
  const { pathInner, pathLeft, pathElement, shareStart, share } = f;
  const leaves = leafStart.length;
  for (let l = 0; l < leaves; l++) {
    const k = elementCount[l]!;
    if (k === 0) continue;
    let subset = (1 << k) - 1;
    const start = leafStart[l]!;
    const end = start + leafCount[l]!;
    for (let p = start; p < end; p++) {
      if (goesLeft[pathInner[p]!] !== pathLeft[p]) subset &= ~(1 << pathElement[p]!);
    }
    const at = shareStart[l]! + subset * k;
    const features = elementStart[l]!;
    for (let j = 0; j < k; j++) phi[feature[features + j]!]! += share[at + j]!;
  }
}
