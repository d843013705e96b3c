/**
 * The trained trust model as stored in `trust-model.json`, and its evaluation. Every family
 * is additive in the logit: the raw score is a bias plus one contribution per column, so the
 * explanation (reasons) is exact, not an approximation laid over a black box.
 */

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
};
export type TreesBody = { family: 'trees'; base: number; trees: FlatTree[] };

export type ModelBody = LogisticBody | BinnedBody | TreesBody;
export type ModelFamily = ModelBody['family'];

/** Platt scaling of the raw logit: probability = σ(a · raw + b). */
export type Calibration = { a: number; b: number };

/** The model file (`trust-model.json`). */
export type TrustModelFile = {
  format: 1;
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
  /** How the file was made: data, choice of family and settings (for the model card). */
  training: Record<string, unknown>;
};

/**
 * Raw logit of one row; writes each column's contribution to `contrib`. The bias is
 * `raw − Σ contrib`. `row` holds NaN for unknown values.
 */
export function evaluateBody(
  body: ModelBody,
  prep: readonly ColumnPrep[],
  row: ArrayLike<number>,
  contrib: Float64Array,
): number {
  contrib.fill(0);
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
        contrib[j] = c;
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
        contrib[j] = c;
        z += c;
      }
      return z;
    }
    case 'trees': {
      let z = body.base;
      for (const tree of body.trees) {
        let node = 0;
        z += tree.value[0]!;
        while (tree.feature[node]! >= 0) {
          const f = tree.feature[node]!;
          let x = row[f]!;
          if (Number.isNaN(x)) x = prep[f]!.mean;
          const next = x <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
          const change = tree.value[next]! - tree.value[node]!;
          contrib[f]! += change;
          z += change;
          node = next;
        }
      }
      return z;
    }
  }
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
