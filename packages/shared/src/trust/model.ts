/**
 * The trained trust model as stored in `trust-model.json`, and its evaluation. Every family
 * explains its logit exactly as a bias plus one contribution per column: the additive families
 * by construction, trees by TreeSHAP (exact Shapley values), so the reasons are never an
 * approximation laid over a black box.
 */
import { compileForest, explainForest, type CompiledForest } from './tree-shap';

/** How a column is prepared: unknown values become `mean`; `scale` 0 means the column is unused. */
export type ColumnPrep = { mean: number; scale: number };

/** Logistic regression on standardized columns: contribution = weight × (x − mean) / scale. */
export type LogisticBody = { family: 'logistic'; intercept: number; weights: number[] };

/**
 * A binned additive model (a GAM with step-function shapes): a value falls in the first bin whose
 * edge it does not exceed (or the last bin). `centre` is the training mean of the column's bin
 * weight; an unknown value contributes `missing`: −centre when training had unknown values (its
 * missing indicator carries their effect), 0 (an average profile) when it never had any.
 */
export type BinnedColumn =
  | { kind: 'bins'; edges: number[]; weights: number[]; centre: number; missing: number }
  /** A straight-line term: slope × (x − mean); an unknown value is taken as the mean. */
  | { kind: 'linear'; slope: number; mean: number };
export type BinnedBody = { family: 'binned'; intercept: number; columns: (BinnedColumn | null)[] };

/**
 * One regression tree in flat arrays; node 0 is the root, `feature` −1 marks a leaf. `value` is
 * the (shrunken) Newton value of every node, leaves and inner nodes alike, which is what the
 * per-feature contributions are computed from (Saabas: each split is credited with the change of
 * value along the path).
 */
export type FlatTree = {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
  /** Share of the training weight reaching each node (TreeSHAP's "cover"). */
  cover?: number[];
};
/** A tree with no nodes yet, its arrays in the model file's order (the file's bytes depend on it). */
export const emptyTree = (): Required<FlatTree> => ({
  feature: [],
  threshold: [],
  left: [],
  right: [],
  value: [],
  cover: [],
});
export type TreesBody = { family: 'trees'; base: number; trees: FlatTree[] };

/** A model that is not itself a blend. */
export type SingleBody = LogisticBody | BinnedBody | TreesBody;
/**
 * A weighted sum of models' logits over the same prepared columns (trees for the interactions,
 * the additive model for smooth single-column shapes). Contributions add up the same way, so
 * the reasons stay exact.
 */
export type BlendBody = { family: 'blend'; parts: { weight: number; body: SingleBody }[] };

export type ModelBody = SingleBody | BlendBody;
export type ModelFamily = ModelBody['family'];

export type PlatformCoverage = { facts: number; columns: string[]; combinations: number[] };

/** Platt scaling of the raw logit: probability = σ(a · raw + b). */
export type Calibration = { a: number; b: number };

/** The model file (`trust-model.json`). */
export type TrustModelFile = {
  format: 2;
  /** Changes whenever anything in the file changes (a hash of the content). */
  version: string;
  columns: string[];
  prep: ColumnPrep[];
  /**
   * Per column, the smallest and largest known training value: a value well outside means the
   * profile lies where the model has seen no data (null: the column is unused).
   */
  ranges: ([number, number] | null)[];
  calibration: Calibration;
  body: ModelBody;
  /**
   * What training saw per platform: the fact keys any row knew (`facts`, bits over `factKeys`),
   * the feature columns any row had a value for, and every distinct combination of known facts.
   * A platform missing here had no training row.
   */
  platforms: Record<string, PlatformCoverage>;
  /** How the file was made: data, choice of family and settings (for the model card). */
  training: Record<string, unknown>;
};

/** Explanation data by tree model: every tree compiled once into one forest. */
const explainers = new WeakMap<TreesBody, CompiledForest>();

function explainerOf(body: TreesBody) {
  let e = explainers.get(body);
  if (!e) {
    e = compileForest(body.trees);
    explainers.set(body, e);
  }
  return e;
}

/** Scratch for a blend's parts' contributions, by blend. */
const partContribs = new WeakMap<BlendBody, Float64Array>();

/**
 * Raw logit of one row; writes each column's contribution to `contrib` when given (null skips
 * the explanation, as training does). The bias is `raw − Σ contrib`. `row` holds NaN for
 * unknown values. Trees are explained by TreeSHAP (exact Shapley values of the logit).
 */
export function evaluateBody(
  body: ModelBody,
  prep: readonly ColumnPrep[],
  row: ArrayLike<number>,
  contrib: Float64Array | null,
): number {
  contrib?.fill(0);
  switch (body.family) {
    case 'logistic': {
      let z = body.intercept;
      for (let j = 0; j < prep.length; j++) {
        const p = prep[j]!;
        const w = body.weights[j]!;
        if (p.scale === 0 || w === 0) continue;
        const x = row[j]!;
        if (Number.isNaN(x)) continue; // imputed at the mean: z-score 0
        const c = (w * (x - p.mean)) / p.scale;
        if (contrib) contrib[j] = c;
        z += c;
      }
      return z;
    }
    case 'binned': {
      let z = body.intercept;
      for (let j = 0; j < body.columns.length; j++) {
        const col = body.columns[j];
        if (!col) continue;
        const x = row[j]!;
        let c: number;
        if (col.kind === 'linear') c = Number.isNaN(x) ? 0 : col.slope * (x - col.mean);
        else c = Number.isNaN(x) ? col.missing : col.weights[binOf(col.edges, x)]! - col.centre;
        if (contrib) contrib[j] = c;
        z += c;
      }
      return z;
    }
    case 'blend': {
      let part: Float64Array | null = null;
      if (contrib) {
        part = partContribs.get(body) ?? null;
        if (!part || part.length !== contrib.length) {
          part = new Float64Array(contrib.length);
          partContribs.set(body, part);
        }
      }
      let z = 0;
      for (const { weight, body: inner } of body.parts) {
        z += weight * evaluateBody(inner, prep, row, part);
        if (contrib && part)
          for (let j = 0; j < contrib.length; j++) contrib[j]! += weight * part[j]!;
      }
      return z;
    }
    case 'trees': {
      const e = contrib ? explainerOf(body) : null;
      const flat = flatOf(body, prep);
      // Unknown values go in at the training mean, as in training.
      const x = flat.row;
      for (let j = 0; j < prep.length; j++) {
        const v = row[j]!;
        x[j] = Number.isNaN(v) ? flat.mean[j]! : v;
      }
      const { roots, feature, threshold, left, right, value } = flat;
      let z = body.base;
      for (let t = 0; t < roots.length; t++) {
        let node = roots[t]!;
        let f = feature[node]!;
        while (f >= 0) {
          node = x[f]! <= threshold[node]! ? left[node]! : right[node]!;
          f = feature[node]!;
        }
        z += value[node]!;
      }
      if (e && contrib) explainForest(e, x, contrib);
      return z;
    }
  }
}

/**
 * Every tree of a model in one set of typed arrays (children as indexes into the same arrays):
 * the prediction walks them without touching the JSON's objects, several times faster.
 */
type FlatTrees = {
  roots: Int32Array;
  feature: Int32Array;
  threshold: Float64Array;
  left: Int32Array;
  right: Int32Array;
  value: Float64Array;
  mean: Float64Array;
  /** Scratch: the row with unknown values filled in. */
  row: Float64Array;
};
const flats = new WeakMap<TreesBody, FlatTrees>();

function flatOf(body: TreesBody, prep: readonly ColumnPrep[]): FlatTrees {
  let flat = flats.get(body);
  if (flat) return flat;
  const size = body.trees.reduce((n, t) => n + t.feature.length, 0);
  flat = {
    roots: new Int32Array(body.trees.length),
    feature: new Int32Array(size),
    threshold: new Float64Array(size),
    left: new Int32Array(size),
    right: new Int32Array(size),
    value: new Float64Array(size),
    mean: Float64Array.from(prep, (p) => p.mean),
    row: new Float64Array(prep.length),
  };
  let at = 0;
  body.trees.forEach((tree, t) => {
    flat!.roots[t] = at;
    for (let node = 0; node < tree.feature.length; node++) {
      flat!.feature[at + node] = tree.feature[node]!;
      flat!.threshold[at + node] = tree.threshold[node]!;
      flat!.left[at + node] = at + tree.left[node]!;
      flat!.right[at + node] = at + tree.right[node]!;
      flat!.value[at + node] = tree.value[node]!;
    }
    at += tree.feature.length;
  });
  flats.set(body, flat);
  return flat;
}

/** Index of the first edge ≥ x, or edges.length (binary search; edges ascend). */
export function binOf(edges: readonly number[], x: number): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (x <= edges[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
