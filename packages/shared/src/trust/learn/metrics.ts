/** Evaluation measures for a binary score; `p` are probabilities of class 1 (fake). */
import { seededRandom } from './random';

/** Area under the ROC curve (ties count half), by ranks. */
export function rocAuc(p: readonly number[], y: readonly number[]): number {
  const order = p.map((_, i) => i).sort((a, b) => p[a]! - p[b]!);
  let pos = 0;
  let neg = 0;
  for (const v of y) {
    if (v === 1) pos++;
    else neg++;
  }
  if (pos === 0 || neg === 0) return Number.NaN;
  let rankSum = 0;
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && p[order[j + 1]!] === p[order[i]!]) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (y[order[k]!] === 1) rankSum += rank;
    i = j + 1;
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

export type Confusion = { tp: number; fp: number; tn: number; fn: number };

/** The product's verdict: the shown score (probability × 100, rounded) is 50 or more. */
export const flagged = (p: number) => Math.round(p * 100) >= 50;

export function confusion(p: readonly number[], y: readonly number[]): Confusion {
  const c = { tp: 0, fp: 0, tn: 0, fn: 0 };
  p.forEach((pi, i) => {
    const predicted = flagged(pi);
    if (y[i] === 1) {
      if (predicted) c.tp++;
      else c.fn++;
    } else if (predicted) c.fp++;
    else c.tn++;
  });
  return c;
}

export function f1(c: Confusion): number {
  return c.tp === 0 ? 0 : (2 * c.tp) / (2 * c.tp + c.fp + c.fn);
}

/**
 * Precision the same classifier would have where a share `prevalence` of accounts is fake:
 * its true- and false-positive rates on this set, reweighted to that share.
 */
export function precisionAtPrevalence(c: Confusion, prevalence: number): number {
  const tpr = c.tp / Math.max(c.tp + c.fn, 1);
  const fpr = c.fp / Math.max(c.fp + c.tn, 1);
  const flagged = prevalence * tpr + (1 - prevalence) * fpr;
  return flagged === 0 ? Number.NaN : (prevalence * tpr) / flagged;
}

export type ReliabilityBin = { lo: number; hi: number; count: number; meanP: number; rate: number };

/**
 * Ten equal-width bins of predicted probability: mean prediction and observed fake rate per bin.
 * With `prevalence`, accounts are weighted so that share of the weight is fake (as
 * `calibrationErrorAt`); `count` stays the number of accounts.
 */
export function reliability(
  p: readonly number[],
  y: readonly number[],
  bins = 10,
  prevalence?: number,
): ReliabilityBin[] {
  const fakes = y.filter((v) => v === 1).length;
  const genuine = y.length - fakes;
  const weightOf = (label: number) =>
    prevalence === undefined || fakes === 0 || genuine === 0
      ? 1
      : label === 1
        ? prevalence / fakes
        : (1 - prevalence) / genuine;
  const out = Array.from({ length: bins }, (_, b) => ({
    lo: b / bins,
    hi: (b + 1) / bins,
    count: 0,
    meanP: 0,
    rate: 0,
    w: 0,
  }));
  p.forEach((pi, i) => {
    const bin = out[Math.min(bins - 1, Math.floor(pi * bins))]!;
    const w = weightOf(y[i]!);
    bin.count++;
    bin.w += w;
    bin.meanP += w * pi;
    bin.rate += w * y[i]!;
  });
  return out.map(({ w, ...bin }) =>
    w > 0 ? { ...bin, meanP: bin.meanP / w, rate: bin.rate / w } : bin,
  );
}

/**
 * Expected calibration error over ten equal-width bins, with every account weighted so that a
 * share `prevalence` of the weight is fake: how well calibrated the scores would be where that
 * share of accounts is fake (the product's expected 15 %), whatever the set's own mix.
 */
export function calibrationErrorAt(
  p: readonly number[],
  y: readonly number[],
  prevalence: number,
): number {
  const fakes = y.filter((v) => v === 1).length;
  const genuine = y.length - fakes;
  if (fakes === 0 || genuine === 0) return Number.NaN;
  const wFake = prevalence / fakes;
  const wGenuine = (1 - prevalence) / genuine;
  const bins = Array.from({ length: 10 }, () => ({ w: 0, p: 0, y: 0 }));
  p.forEach((pi, i) => {
    const w = y[i] === 1 ? wFake : wGenuine;
    const bin = bins[Math.min(9, Math.floor(pi * 10))]!;
    bin.w += w;
    bin.p += w * pi;
    bin.y += w * y[i]!;
  });
  return bins.reduce((s, b) => s + (b.w === 0 ? 0 : Math.abs(b.p - b.y)), 0);
}

/**
 * A 95 % interval for `precisionAtPrevalence`: the 2.5th and 97.5th percentiles over 1,000
 * bootstrap resamples of the set, fakes and genuine accounts resampled separately (seeded, so
 * the model card is reproducible).
 */
export function precisionInterval(
  p: readonly number[],
  y: readonly number[],
  prevalence: number,
  resamples = 1000,
): [number, number] {
  const fakes = p.filter((_, i) => y[i] === 1).map(flagged);
  const genuine = p.filter((_, i) => y[i] !== 1).map(flagged);
  if (fakes.length === 0 || genuine.length === 0) return [Number.NaN, Number.NaN];
  const random = seededRandom(7);
  const draw = (xs: boolean[]) => {
    let hits = 0;
    for (let k = 0; k < xs.length; k++) if (xs[Math.floor(random() * xs.length)]) hits++;
    return hits / xs.length;
  };
  const values: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const tpr = draw(fakes);
    const fpr = draw(genuine);
    const flaggedShare = prevalence * tpr + (1 - prevalence) * fpr;
    values.push(flaggedShare === 0 ? 1 : (prevalence * tpr) / flaggedShare);
  }
  values.sort((a, b) => a - b);
  return [values[Math.floor(0.025 * resamples)]!, values[Math.ceil(0.975 * resamples) - 1]!];
}

/** Expected calibration error over ten equal-width bins. */
export function expectedCalibrationError(p: readonly number[], y: readonly number[]): number {
  const total = p.length;
  return reliability(p, y).reduce((s, b) => s + (b.count / total) * Math.abs(b.meanP - b.rate), 0);
}

export function logLoss(p: readonly number[], y: readonly number[]): number {
  let s = 0;
  p.forEach((pi, i) => {
    const q = Math.min(Math.max(pi, 1e-12), 1 - 1e-12);
    s -= y[i] === 1 ? Math.log(q) : Math.log(1 - q);
  });
  return s / p.length;
}

export type Evaluation = {
  n: number;
  fakes: number;
  auc: number;
  f1: number;
  precision: number;
  recall: number;
  accuracy: number;
  ece: number;
  logLoss: number;
  precisionAt15: number;
  /** 95 % bootstrap interval of `precisionAt15`. */
  precisionAt15Interval: [number, number];
  /** ECE with the set reweighted to 15 % fakes. */
  eceAt15: number;
};

/** All the measures the model card reports, at the spec's threshold (score ≥ 50). */
export function evaluate(p: readonly number[], y: readonly number[]): Evaluation {
  const c = confusion(p, y);
  return {
    n: p.length,
    fakes: c.tp + c.fn,
    auc: rocAuc(p, y),
    f1: f1(c),
    precision: c.tp + c.fp === 0 ? Number.NaN : c.tp / (c.tp + c.fp),
    recall: c.tp / Math.max(c.tp + c.fn, 1),
    accuracy: (c.tp + c.tn) / p.length,
    ece: expectedCalibrationError(p, y),
    logLoss: logLoss(p, y),
    precisionAt15: precisionAtPrevalence(c, 0.15),
    precisionAt15Interval: precisionInterval(p, y, 0.15),
    eceAt15: calibrationErrorAt(p, y, 0.15),
  };
}
