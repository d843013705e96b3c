import type {
  BinnedBody,
  BlendBody,
  BinnedColumn,
  ColumnPrep,
  FlatTree,
  LogisticBody,
  ModelBody,
  TreesBody,
} from '../model';
import { columnIsDecreasing, columnIsLinear, columnMonotone } from '../features';
import { binOf, emptyTree } from '../model';
import { sigmoid } from './math';
import { fitPenalizedLogistic, type SparseRow } from './penalized-logistic';

/** Training rows (NaN = unknown value), labels 0/1 and sample weights. */
export type TrainSet = {
  rows: readonly Float64Array[];
  y: readonly number[];
  w: readonly number[];
};

export type LogisticSettings = { family: 'logistic'; lambda: number };
export type BinnedSettings = {
  family: 'binned';
  bins: number;
  /** Penalty on second differences of neighbouring bins (smoothness). */
  smooth: number;
  /** Ridge on every bin weight. */
  lambda: number;
};
export type TreesSettings = {
  family: 'trees';
  trees: number;
  depth: number;
  learningRate: number;
  lambda: number;
  minChildWeight: number;
  bins: number;
};
export type SingleSettings = LogisticSettings | BinnedSettings | TreesSettings;
/** A weighted sum of single models' logits, each fitted on the same rows on its own. */
export type BlendSettings = {
  family: 'blend';
  parts: { weight: number; settings: SingleSettings }[];
};
export type LearnerSettings = SingleSettings | BlendSettings;

export type Fitted = { prep: ColumnPrep[]; body: ModelBody };

/** Per column: fitted as a straight line, or kept from rising (binned model only). */
export type ColumnShapes = { linear: readonly boolean[]; decreasing: readonly boolean[] };
/** The shapes of the trust features (`features.ts`). */
export const trustColumnShapes: ColumnShapes = {
  linear: columnIsLinear,
  decreasing: columnIsDecreasing,
};

const EPS = 1e-9;

/** Weighted mean of the known values and weighted standard deviation after mean imputation. */
export function columnPrep(set: TrainSet): ColumnPrep[] {
  const width = set.rows[0]?.length ?? 0;
  const prep: ColumnPrep[] = [];
  for (let j = 0; j < width; j++) {
    let sw = 0;
    let sx = 0;
    for (let i = 0; i < set.rows.length; i++) {
      const x = set.rows[i]![j]!;
      if (Number.isNaN(x)) continue;
      sw += set.w[i]!;
      sx += set.w[i]! * x;
    }
    if (sw === 0) {
      prep.push({ mean: 0, scale: 0 });
      continue;
    }
    const mean = sx / sw;
    let total = 0;
    let ss = 0;
    for (let i = 0; i < set.rows.length; i++) {
      const x = set.rows[i]![j]!;
      const d = Number.isNaN(x) ? 0 : x - mean;
      total += set.w[i]!;
      ss += set.w[i]! * d * d;
    }
    const sd = Math.sqrt(ss / total);
    // A column that never varies in training carries no evidence; it is left out, not guessed.
    prep.push({ mean, scale: sd > EPS ? sd : 0 });
  }
  return prep;
}

/** L2-penalized logistic regression on standardized, mean-imputed columns. */
export function fitLogistic(set: TrainSet, settings: LogisticSettings): Fitted {
  const prep = columnPrep(set);
  const used = prep.flatMap((p, j) => (p.scale > 0 ? [j] : []));
  const rows: SparseRow[] = set.rows.map((row) => {
    const idx: number[] = [];
    const val: number[] = [];
    used.forEach((j, k) => {
      const x = row[j]!;
      if (Number.isNaN(x)) return;
      const z = (x - prep[j]!.mean) / prep[j]!.scale;
      if (z !== 0) {
        idx.push(k);
        val.push(z);
      }
    });
    return { idx: Int32Array.from(idx), val: Float64Array.from(val) };
  });
  const m = used.length;
  const penalty = new Float64Array(m * m);
  for (let a = 0; a < m; a++) penalty[a * m + a] = settings.lambda;
  const fit = fitPenalizedLogistic({ rows, columns: m, y: set.y, w: set.w, penalty });
  const weights = new Array<number>(prep.length).fill(0);
  used.forEach((j, k) => (weights[j] = fit.beta[k]!));
  const body: LogisticBody = { family: 'logistic', intercept: fit.intercept, weights };
  return { prep, body };
}

/** Ascending distinct cut points at the weighted quantiles k/bins of the known values. */
export function quantileEdges(values: number[], weights: number[], bins: number): number[] {
  const order = values.map((_, i) => i).sort((a, b) => values[a]! - values[b]! || a - b);
  const total = weights.reduce((s, w) => s + w, 0);
  const edges: number[] = [];
  let acc = 0;
  let k = 1;
  for (let r = 0; r < order.length && k < bins; r++) {
    const i = order[r]!;
    acc += weights[i]!;
    while (k < bins && acc >= (k * total) / bins) {
      const v = values[i]!;
      if (edges.length === 0 || v > edges[edges.length - 1]!) edges.push(v);
      k++;
    }
  }
  // The largest value needs no edge of its own: everything above the last edge is the last bin.
  const max = values[order[order.length - 1]!];
  if (edges.length > 0 && max !== undefined && edges[edges.length - 1]! >= max) edges.pop();
  return edges;
}

function knownValues(set: TrainSet, j: number) {
  const values: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < set.rows.length; i++) {
    const x = set.rows[i]![j]!;
    if (Number.isNaN(x)) continue;
    values.push(x);
    weights.push(set.w[i]!);
  }
  return { values, weights };
}

/**
 * A GAM with step shapes: every known column is cut at its training quantiles into at most
 * `bins` bins, each bin gets a weight, neighbouring bins are tied together by a second-difference
 * penalty, and all weights by a small ridge. Columns marked `linear` get one straight-line term
 * on their standardized value instead. Fitted jointly by penalized Newton.
 */
export function fitBinned(
  set: TrainSet,
  settings: BinnedSettings,
  { linear, decreasing }: ColumnShapes,
): Fitted {
  const prep = columnPrep(set);
  const shapes: (number[] | 'linear' | null)[] = prep.map((p, j) => {
    if (p.scale === 0) return null;
    if (linear[j]) return 'linear';
    const { values, weights } = knownValues(set, j);
    const edges = quantileEdges(values, weights, settings.bins);
    return edges.length > 0 ? edges : null;
  });
  // Monotone columns: while a bin's weight exceeds its left neighbour's, merge the two (drop
  // the edge between them) and refit; like pool-adjacent-violators, it ends monotone.
  for (;;) {
    const fitted = fitBinnedShapes(set, settings, prep, shapes);
    if (fitted.body.family !== 'binned') return fitted;
    let merged = false;
    fitted.body.columns.forEach((col, j) => {
      if (merged || !decreasing[j] || col?.kind !== 'bins') return;
      const rise = col.weights.findIndex((w, k) => k > 0 && w > col.weights[k - 1]!);
      if (rise > 0) {
        shapes[j] = col.edges.filter((_, k) => k !== rise - 1);
        merged = true;
      }
    });
    if (!merged) return fitted;
  }
}

function fitBinnedShapes(
  set: TrainSet,
  settings: BinnedSettings,
  prep: ColumnPrep[],
  shapeOf: readonly (number[] | 'linear' | null)[],
): Fitted {
  const width = prep.length;
  const offset: number[] = [];
  let m = 0;
  for (let j = 0; j < width; j++) {
    const shape = shapeOf[j];
    offset.push(shape === null || shape === undefined ? -1 : m);
    m += !shape ? 0 : shape === 'linear' ? 1 : shape.length + 1;
  }
  const rows: SparseRow[] = set.rows.map((row) => {
    const idx: number[] = [];
    const val: number[] = [];
    for (let j = 0; j < width; j++) {
      const shape = shapeOf[j];
      const x = row[j]!;
      if (!shape || Number.isNaN(x)) continue;
      if (shape === 'linear') {
        idx.push(offset[j]!);
        val.push((x - prep[j]!.mean) / prep[j]!.scale);
      } else {
        idx.push(offset[j]! + binOf(shape, x));
        val.push(1);
      }
    }
    return { idx: Int32Array.from(idx), val: Float64Array.from(val) };
  });
  const penalty = new Float64Array(m * m);
  for (let a = 0; a < m; a++) penalty[a * m + a] = settings.lambda;
  const coef = [1, -2, 1];
  for (let j = 0; j < width; j++) {
    const shape = shapeOf[j];
    if (!Array.isArray(shape)) continue;
    const k = shape.length + 1;
    const o = offset[j]!;
    // Second differences d_t = β_t − 2β_{t+1} + β_{t+2}; adds smooth · DᵀD.
    for (let t = 0; t + 2 < k; t++) {
      for (let a = 0; a < 3; a++) {
        for (let b = 0; b < 3; b++) {
          penalty[(o + t + a) * m + (o + t + b)]! += settings.smooth * coef[a]! * coef[b]!;
        }
      }
    }
  }
  const fit = fitPenalizedLogistic({ rows, columns: m, y: set.y, w: set.w, penalty });
  const columns: (BinnedColumn | null)[] = [];
  let intercept = fit.intercept;
  const totalW = set.w.reduce((s, w) => s + w, 0);
  for (let j = 0; j < width; j++) {
    const shape = shapeOf[j];
    if (!shape) {
      columns.push(null);
      continue;
    }
    if (shape === 'linear') {
      columns.push({
        kind: 'linear',
        slope: fit.beta[offset[j]!]! / prep[j]!.scale,
        mean: prep[j]!.mean,
      });
      continue;
    }
    const weights = Array.from(fit.beta.subarray(offset[j]!, offset[j]! + shape.length + 1));
    let centre = 0;
    let unknown = false;
    for (let i = 0; i < set.rows.length; i++) {
      const x = set.rows[i]![j]!;
      if (Number.isNaN(x)) unknown = true;
      else centre += set.w[i]! * weights[binOf(shape, x)]!;
    }
    centre /= totalW;
    intercept += centre;
    columns.push({ kind: 'bins', edges: shape, weights, centre, missing: unknown ? -centre : 0 });
  }
  const body: BinnedBody = { family: 'binned', intercept, columns };
  return { prep, body };
}

type Node = {
  rows: Int32Array;
  depth: number;
  id: number;
  hg: Float64Array;
  hh: Float64Array;
  /** Bounds on the (unshrunken) values below this node, from monotone splits above it. */
  lo: number;
  hi: number;
};

/**
 * Gradient-boosted regression trees for the logistic loss (second-order, like XGBoost): split
 * candidates at each column's training quantiles, leaf value −G/(H+λ), no sampling, so the
 * result depends on the data and settings only. Unknown values go in at the column mean and
 * the missing indicators are ordinary columns. Every node keeps its `cover` (its share of the
 * training weight), which TreeSHAP needs to explain a prediction.
 *
 * `monotone[j]` (−1, +1 or 0) keeps the prediction from rising (falling) as column j grows: a
 * split on it must order its children's values that way, and everything below each child is
 * bounded by their midpoint (XGBoost's monotone constraints), so every tree, and their sum, is
 * monotone in that column.
 *
 * Histograms are built over a row-major bin matrix, and each split builds the smaller child's
 * histogram only (the larger one is the parent's minus it), the usual histogram-boosting layout.
 */
export function fitTrees(
  set: TrainSet,
  settings: TreesSettings,
  monotone: readonly number[] = [],
): Fitted {
  const prep = columnPrep(set);
  const width = prep.length;
  const n = set.rows.length;
  const thresholds: number[][] = [];
  const used: number[] = [];
  for (let j = 0; j < width; j++) {
    if (prep[j]!.scale === 0) {
      thresholds.push([]);
      continue;
    }
    const values: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = set.rows[i]![j]!;
      values.push(Number.isNaN(x) ? prep[j]!.mean : x);
    }
    const edges = quantileEdges(values, set.w.slice(), Math.min(settings.bins, 255));
    thresholds.push(edges);
    if (edges.length > 0) used.push(j);
  }
  // Histogram layout: column j's bins start at offset[j]; bins of a column are 0..edges.length.
  const offset = new Int32Array(width + 1);
  for (let j = 0; j < width; j++) offset[j + 1] = offset[j]! + thresholds[j]!.length + 1;
  const histSize = offset[width]!;
  const binOfRow = new Uint8Array(n * width);
  for (let i = 0; i < n; i++) {
    for (const j of used) {
      const x = set.rows[i]![j]!;
      binOfRow[i * width + j] = binOf(thresholds[j]!, Number.isNaN(x) ? prep[j]!.mean : x);
    }
  }
  let sw = 0;
  let swy = 0;
  for (let i = 0; i < n; i++) {
    sw += set.w[i]!;
    swy += set.w[i]! * set.y[i]!;
  }
  const p0 = Math.min(Math.max(swy / sw, 1e-6), 1 - 1e-6);
  const base = Math.log(p0 / (1 - p0));
  const raw = new Float64Array(n).fill(base);
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const wn = Float64Array.from(set.w, (w) => w / sw);
  const leafOf = new Int32Array(n);
  const trees: FlatTree[] = [];
  const { lambda, minChildWeight, learningRate: eta } = settings;

  const histogram = (rows: Int32Array) => {
    const hg = new Float64Array(histSize);
    const hh = new Float64Array(histSize);
    for (let r = 0; r < rows.length; r++) {
      const i = rows[r]!;
      const gi = g[i]!;
      const hi = h[i]!;
      const row = i * width;
      for (let u = 0; u < used.length; u++) {
        const j = used[u]!;
        const k = offset[j]! + binOfRow[row + j]!;
        hg[k] = hg[k]! + gi;
        hh[k] = hh[k]! + hi;
      }
    }
    return { hg, hh };
  };
  const coverOf = (rows: Int32Array) => {
    let c = 0;
    for (let r = 0; r < rows.length; r++) c += wn[rows[r]!]!;
    return c;
  };

  // Gradients are normalized by the total weight so λ and minChildWeight do not depend on n.
  for (let t = 0; t < settings.trees; t++) {
    for (let i = 0; i < n; i++) {
      const p = sigmoid(raw[i]!);
      g[i] = wn[i]! * (p - set.y[i]!);
      h[i] = wn[i]! * p * (1 - p);
    }
    const tree = emptyTree();
    const addNode = (G: number, H: number, cover: number, lo: number, hi: number) => {
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push(clamp(-G / (H + lambda), lo, hi) * eta);
      tree.cover.push(cover);
      return tree.feature.length - 1;
    };
    const all = Int32Array.from({ length: n }, (_, i) => i);
    leafOf.fill(0);
    let G0 = 0;
    let H0 = 0;
    for (let i = 0; i < n; i++) {
      G0 += g[i]!;
      H0 += h[i]!;
    }
    const rootHist =
      settings.depth > 0 ? histogram(all) : { hg: new Float64Array(0), hh: new Float64Array(0) };
    const queue: Node[] = [
      {
        rows: all,
        depth: 0,
        id: addNode(G0, H0, 1, -Infinity, Infinity),
        lo: -Infinity,
        hi: Infinity,
        ...rootHist,
      },
    ];
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (node.depth >= settings.depth) continue;
      const { hg, hh } = node;
      let G = 0;
      let H = 0;
      // Any one column's bins hold every row of the node.
      const first = used[0];
      if (first === undefined) continue;
      for (let k = offset[first]!; k < offset[first + 1]!; k++) {
        G += hg[k]!;
        H += hh[k]!;
      }
      const parentScore = (G * G) / (H + lambda);
      let best = { gain: 1e-12, feature: -1, bin: -1 };
      for (const j of used) {
        const k = thresholds[j]!.length;
        const o = offset[j]!;
        const direction = monotone[j] ?? 0;
        let GL = 0;
        let HL = 0;
        for (let b = 0; b < k; b++) {
          GL += hg[o + b]!;
          HL += hh[o + b]!;
          const GR = G - GL;
          const HR = H - HL;
          if (HL < minChildWeight || HR < minChildWeight) continue;
          if (direction !== 0) {
            const wl = clamp(-GL / (HL + lambda), node.lo, node.hi);
            const wr = clamp(-GR / (HR + lambda), node.lo, node.hi);
            if (direction > 0 ? wl > wr : wl < wr) continue;
          }
          const gain = (GL * GL) / (HL + lambda) + (GR * GR) / (HR + lambda) - parentScore;
          if (gain > best.gain) best = { gain, feature: j, bin: b };
        }
      }
      if (best.feature < 0) continue;
      const f = best.feature;
      let nLeft = 0;
      for (let r = 0; r < node.rows.length; r++) {
        if (binOfRow[node.rows[r]! * width + f]! <= best.bin) nLeft++;
      }
      const leftRows = new Int32Array(nLeft);
      const rightRows = new Int32Array(node.rows.length - nLeft);
      let a = 0;
      let c = 0;
      for (let r = 0; r < node.rows.length; r++) {
        const i = node.rows[r]!;
        if (binOfRow[i * width + f]! <= best.bin) leftRows[a++] = i;
        else rightRows[c++] = i;
      }
      let GL = 0;
      let HL = 0;
      const o = offset[f]!;
      for (let b = 0; b <= best.bin; b++) {
        GL += hg[o + b]!;
        HL += hh[o + b]!;
      }
      // Children of a monotone split are bounded by the midpoint of their values.
      let bounds = { l: [node.lo, node.hi], r: [node.lo, node.hi] };
      const direction = monotone[f] ?? 0;
      if (direction !== 0) {
        const wl = clamp(-GL / (HL + lambda), node.lo, node.hi);
        const wr = clamp(-(G - GL) / (H - HL + lambda), node.lo, node.hi);
        const mid = (wl + wr) / 2;
        bounds =
          direction > 0
            ? { l: [node.lo, mid], r: [mid, node.hi] }
            : { l: [mid, node.hi], r: [node.lo, mid] };
      }
      const [llo, lhi] = bounds.l as [number, number];
      const [rlo, rhi] = bounds.r as [number, number];
      const l = addNode(GL, HL, coverOf(leftRows), llo, lhi);
      const r = addNode(G - GL, H - HL, coverOf(rightRows), rlo, rhi);
      tree.feature[node.id] = f;
      tree.threshold[node.id] = thresholds[f]![best.bin]!;
      tree.left[node.id] = l;
      tree.right[node.id] = r;
      for (let k = 0; k < leftRows.length; k++) leafOf[leftRows[k]!] = l;
      for (let k = 0; k < rightRows.length; k++) leafOf[rightRows[k]!] = r;
      if (node.depth + 1 < settings.depth) {
        // Build the smaller child's histogram; the larger one is the parent's minus it.
        const leftSmaller = leftRows.length <= rightRows.length;
        const small = histogram(leftSmaller ? leftRows : rightRows);
        const bigG = hg;
        const bigH = hh;
        for (let k = 0; k < histSize; k++) {
          bigG[k] = bigG[k]! - small.hg[k]!;
          bigH[k] = bigH[k]! - small.hh[k]!;
        }
        const big = { hg: bigG, hh: bigH };
        queue.push({
          rows: leftRows,
          depth: node.depth + 1,
          id: l,
          lo: llo,
          hi: lhi,
          ...(leftSmaller ? small : big),
        });
        queue.push({
          rows: rightRows,
          depth: node.depth + 1,
          id: r,
          lo: rlo,
          hi: rhi,
          ...(leftSmaller ? big : small),
        });
      }
    }
    for (let i = 0; i < n; i++) raw[i]! += tree.value[leafOf[i]!]!;
    trees.push(tree);
  }
  const body: TreesBody = { family: 'trees', base, trees };
  return { prep, body };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);

/**
 * Fits every part of a blend on the same rows. Their column preparation is a function of the
 * rows alone, so every part prepares the columns alike and the blend keeps one `prep`.
 */
function fitBlend(set: TrainSet, settings: BlendSettings): Fitted {
  const fits = settings.parts.map((p) => fitLearner(set, p.settings));
  const prep = fits[0]!.prep;
  const body: BlendBody = {
    family: 'blend',
    parts: fits.map((f, k) => {
      if (f.body.family === 'blend') throw new Error('A blend cannot hold a blend.');
      return { weight: settings.parts[k]!.weight, body: f.body };
    }),
  };
  return { prep, body };
}

export function fitLearner(set: TrainSet, settings: LearnerSettings): Fitted {
  switch (settings.family) {
    case 'blend':
      return fitBlend(set, settings);
    case 'logistic':
      return fitLogistic(set, settings);
    case 'binned':
      return fitBinned(set, settings, trustColumnShapes);
    case 'trees':
      return fitTrees(set, settings, columnMonotone);
  }
}
