import { solveSpd } from './linalg';
import { sigmoid, softplus } from './math';

/** A design row in sparse form: column indices (ascending) and their values. */
export type SparseRow = { idx: Int32Array; val: Float64Array };

export type PenalizedLogisticInput = {
  rows: readonly SparseRow[];
  /** Number of columns (without the intercept). */
  columns: number;
  y: ArrayLike<number>;
  /** Sample weights; the loss is their weighted mean. */
  w: ArrayLike<number>;
  /**
   * Penalty matrix (columns × columns, row-major) added as ½ βᵀPβ to the mean loss: a ridge is
   * λI, the binned model adds difference penalties between neighbouring bins. Must make the
   * problem strictly convex (the fits add a small ridge to be sure).
   */
  penalty: Float64Array;
  maxIterations?: number;
};

export type PenalizedLogisticFit = {
  intercept: number;
  beta: Float64Array;
  iterations: number;
};

function objective(
  input: PenalizedLogisticInput,
  intercept: number,
  beta: Float64Array,
  sumW: number,
): number {
  const { rows, y, w, penalty, columns } = input;
  let loss = 0;
  for (let i = 0; i < rows.length; i++) {
    const z = linear(rows[i]!, intercept, beta);
    loss += w[i]! * (softplus(z) - y[i]! * z);
  }
  let pen = 0;
  for (let a = 0; a < columns; a++) {
    const ba = beta[a]!;
    if (ba === 0) continue;
    for (let b = 0; b < columns; b++) pen += ba * penalty[a * columns + b]! * beta[b]!;
  }
  return loss / sumW + pen / 2;
}

export function linear(row: SparseRow, intercept: number, beta: Float64Array): number {
  let z = intercept;
  for (let k = 0; k < row.idx.length; k++) z += beta[row.idx[k]!]! * row.val[k]!;
  return z;
}

/**
 * Penalized logistic regression by Newton's method with step halving: deterministic, and on
 * a few thousand rows with a few hundred columns it converges in well under a second. The
 * intercept (index 0 of the Newton system) is not penalized.
 */
export function fitPenalizedLogistic(input: PenalizedLogisticInput): PenalizedLogisticFit {
  const { rows, columns: m, y, w, penalty } = input;
  const n = rows.length;
  const dim = m + 1;
  let sumW = 0;
  let sumWy = 0;
  for (let i = 0; i < n; i++) {
    sumW += w[i]!;
    sumWy += w[i]! * y[i]!;
  }
  const prior = Math.min(Math.max(sumWy / sumW, 1e-6), 1 - 1e-6);
  let intercept = Math.log(prior / (1 - prior));
  let beta = new Float64Array(m);
  let current = objective(input, intercept, beta, sumW);
  const maxIterations = input.maxIterations ?? 100;
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    const grad = new Float64Array(dim);
    const hess = new Float64Array(dim * dim);
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      const p = sigmoid(linear(row, intercept, beta));
      const wi = w[i]! / sumW;
      const g = wi * (p - y[i]!);
      const h = wi * p * (1 - p);
      grad[0]! += g;
      hess[0]! += h;
      // Only the lower triangle (column ≤ row) is built: the Cholesky solve reads nothing else,
      // and it is half the work of this loop, the fit's most expensive part.
      const { idx, val } = row;
      const len = idx.length;
      for (let a = 0; a < len; a++) {
        const ia = idx[a]! + 1;
        const va = val[a]!;
        grad[ia]! += g * va;
        const hva = h * va;
        hess[ia * dim]! += hva; // row ia, column 0
        const rowStart = ia * dim + 1;
        // Indices are ascending: b ≤ a is column ≤ row.
        for (let b = 0; b <= a; b++) hess[rowStart + idx[b]!]! += hva * val[b]!;
      }
    }
    for (let a = 0; a < m; a++) {
      let pb = 0;
      for (let b = 0; b < m; b++) {
        const pab = penalty[a * m + b]!;
        if (pab !== 0) {
          pb += pab * beta[b]!;
          if (b <= a) hess[(a + 1) * dim + b + 1]! += pab;
        }
      }
      grad[a + 1]! += pb;
    }
    const step = solveSpd(hess, grad, dim);
    let scale = 1;
    let accepted = false;
    for (let halving = 0; halving < 30; halving++) {
      const nextIntercept = intercept - scale * step[0]!;
      const nextBeta = new Float64Array(m);
      for (let a = 0; a < m; a++) nextBeta[a] = beta[a]! - scale * step[a + 1]!;
      const next = objective(input, nextIntercept, nextBeta, sumW);
      if (next <= current + 1e-15) {
        const improvement = current - next;
        intercept = nextIntercept;
        beta = nextBeta;
        current = next;
        accepted = true;
        if (improvement < 1e-12) return { intercept, beta, iterations: iterations + 1 };
        break;
      }
      scale /= 2;
    }
    if (!accepted) break;
  }
  return { intercept, beta, iterations };
}
