/**
 * The training procedure behind `npm run train:trust`, pure so tests can re-run it: pick the
 * model family and its settings by cross-validation on the training rows, fit the winner on all
 * of them, calibrate it (Platt) on out-of-fold predictions, and write a versioned model file.
 */
import { labelledTraits, type DatasetName, type LabelledProfile } from './datasets';
import { columnNames, FEATURE_COUNT, featureRow, knownFactMask } from './features';
import { applyCalibration, fitPlatt } from './learn/calibration';
import {
  fitLearner,
  type BinnedSettings,
  type BlendSettings,
  type LearnerSettings,
  type TrainSet,
  type TreesSettings,
} from './learn/learners';
import { roundSignificant } from './learn/math';
import { evaluate, type Evaluation } from './learn/metrics';
import { seededRandom, shuffled } from './learn/random';
import type { Calibration, ModelBody, PlatformCoverage, TrustModelFile } from './model';
import { evaluateBody } from './model';

export const TRAIN_SEED = 42;
export const CV_FOLDS = 5;
/** Bumped by hand when the file's shape or the features change meaning. */
export const MODEL_FORMAT = 2;

const ADDITIVE_12: BinnedSettings = { family: 'binned', bins: 12, smooth: 0.001, lambda: 0.0003 };
const TREES_300: TreesSettings = {
  family: 'trees',
  trees: 300,
  depth: 4,
  learningRate: 0.07,
  lambda: 0.001,
  minChildWeight: 0.0005,
  bins: 128,
};
/** The 300 trees and the 12-bin additive model, the additive one weighing `weight`. */
const blendOf = (weight: number): BlendSettings => ({
  family: 'blend',
  parts: [
    { weight: 1 - weight, settings: TREES_300 },
    { weight, settings: ADDITIVE_12 },
  ],
});

/** The settings compared for each family (the model card lists the result of every one). */
export const candidateSettings: readonly LearnerSettings[] = [
  { family: 'logistic', lambda: 0.001 },
  { family: 'binned', bins: 8, smooth: 0.001, lambda: 0.0003 },
  ADDITIVE_12,
  {
    family: 'trees',
    trees: 150,
    depth: 3,
    learningRate: 0.1,
    lambda: 0.001,
    minChildWeight: 0.0005,
    bins: 64,
  },
  {
    family: 'trees',
    trees: 200,
    depth: 4,
    learningRate: 0.1,
    lambda: 0.001,
    minChildWeight: 0.0005,
    bins: 128,
  },
  TREES_300,
  blendOf(0.2),
  blendOf(0.35),
  blendOf(0.5),
];

/** A profile's model row: traits from its facts, overridden by what the set gives directly. */
export const profileRow = (p: Pick<LabelledProfile, 'facts' | 'traits'>) =>
  featureRow(labelledTraits(p));

/** The share of fakes the product expects among the accounts it scores. */
export const TARGET_PREVALENCE = 0.15;

/**
 * The training set of the given datasets' train splits, weighted so that every dataset counts
 * the same in total (Purba has 45 times SRF's rows and would otherwise drown it) and, within
 * each, fakes carry 15 % of its weight: the scores are then calibrated for the share of fakes
 * the product expects, not for each set's collection mix (75 % fakes in Purba, 10 % in SRF).
 * InstaFake is refused: its licence (CC BY-NC) does not allow training what ships.
 */
export function trainingSet(
  profiles: readonly LabelledProfile[],
  datasets: readonly DatasetName[],
): { set: TrainSet; members: LabelledProfile[] } {
  if (datasets.includes('instafake')) {
    throw new Error('InstaFake is CC BY-NC: evaluate on it, never train on it');
  }
  const members = profiles.filter((p) => p.split === 'train' && datasets.includes(p.dataset));
  const size = new Map<string, number>();
  const used = new Set<DatasetName>();
  for (const p of members) {
    const key = `${p.dataset}:${p.label}`;
    size.set(key, (size.get(key) ?? 0) + 1);
    used.add(p.dataset);
  }
  const perDataset = members.length / used.size;
  const weight = (p: LabelledProfile) => {
    const share = p.label === 1 ? TARGET_PREVALENCE : 1 - TARGET_PREVALENCE;
    return (perDataset * share) / size.get(`${p.dataset}:${p.label}`)!;
  };
  return {
    members,
    set: { rows: members.map(profileRow), y: members.map((p) => p.label), w: members.map(weight) },
  };
}

function subset(set: TrainSet, index: readonly number[]): TrainSet {
  return {
    rows: index.map((i) => set.rows[i]!),
    y: index.map((i) => set.y[i]!),
    w: index.map((i) => set.w[i]!),
  };
}

/** Fold of every row: stratified by dataset and label, shuffled with the training seed. */
export function foldAssignment(members: readonly LabelledProfile[], folds = CV_FOLDS): number[] {
  const random = seededRandom(TRAIN_SEED);
  const fold = new Array<number>(members.length).fill(0);
  const strata = new Map<string, number[]>();
  members.forEach((p, i) => {
    const key = `${p.dataset}:${p.label}`;
    const members = strata.get(key);
    if (members) members.push(i);
    else strata.set(key, [i]);
  });
  for (const key of [...strata.keys()].sort()) {
    shuffled(strata.get(key)!, random).forEach((i, k) => (fold[i] = k % folds));
  }
  return fold;
}

const rawOf = (fit: { prep: TrustModelFile['prep']; body: ModelBody }, row: Float64Array) =>
  evaluateBody(fit.body, fit.prep, row, null);

/**
 * Out-of-fold raw logits of one setting. A blend's are the weighted sum of its parts' (each part
 * is fitted on each fold on its own, exactly as the blend fits them); `cache` keeps settings'
 * logits by their JSON so that blends of the same parts fit each part once.
 */
export function outOfFold(
  set: TrainSet,
  fold: readonly number[],
  settings: LearnerSettings,
  cache: Map<string, number[]> = new Map(),
): number[] {
  const key = JSON.stringify(settings);
  const cached = cache.get(key);
  if (cached) return cached;
  if (settings.family === 'blend') {
    const raw = new Array<number>(set.rows.length).fill(0);
    for (const part of settings.parts) {
      const partRaw = outOfFold(set, fold, part.settings, cache);
      for (let i = 0; i < raw.length; i++) raw[i]! += part.weight * partRaw[i]!;
    }
    cache.set(key, raw);
    return raw;
  }
  const raw = new Array<number>(set.rows.length).fill(0);
  const folds = Math.max(...fold) + 1;
  for (let f = 0; f < folds; f++) {
    const trainIdx = fold.flatMap((k, i) => (k === f ? [] : [i]));
    const testIdx = fold.flatMap((k, i) => (k === f ? [i] : []));
    const fit = fitLearner(subset(set, trainIdx), settings);
    for (const i of testIdx) raw[i] = rawOf(fit, set.rows[i]!);
  }
  cache.set(key, raw);
  return raw;
}

export type CandidateResult = {
  settings: LearnerSettings;
  /** Weighted log loss of the calibrated out-of-fold predictions (the selection measure). */
  logLoss: number;
  byDataset: Partial<Record<DatasetName, Evaluation>>;
};

function weightedLogLoss(p: readonly number[], set: TrainSet) {
  let s = 0;
  let sw = 0;
  p.forEach((pi, i) => {
    const q = Math.min(Math.max(pi, 1e-12), 1 - 1e-12);
    s -= set.w[i]! * (set.y[i] === 1 ? Math.log(q) : Math.log(1 - q));
    sw += set.w[i]!;
  });
  return s / sw;
}

/** Cross-validates every candidate on the training set. */
export function compareCandidates(
  profiles: readonly LabelledProfile[],
  datasets: readonly DatasetName[],
  candidates: readonly LearnerSettings[] = candidateSettings,
): CandidateResult[] {
  const { set, members } = trainingSet(profiles, datasets);
  const fold = foldAssignment(members);
  const cache = new Map<string, number[]>();
  return candidates.map((settings) => {
    const raw = outOfFold(set, fold, settings, cache);
    const platt = fitPlatt(raw, set.y, set.w);
    const p = raw.map((r) => applyCalibration(platt, r));
    const byDataset: Partial<Record<DatasetName, Evaluation>> = {};
    for (const ds of datasets) {
      const idx = members.flatMap((m, i) => (m.dataset === ds ? [i] : []));
      byDataset[ds] = evaluate(
        idx.map((i) => p[i]!),
        idx.map((i) => set.y[i]!),
      );
    }
    return { settings, logLoss: weightedLogLoss(p, set), byDataset };
  });
}

/** The candidate with the lowest cross-validated log loss (the first one on a tie). */
export function chooseCandidate(results: readonly CandidateResult[]): CandidateResult {
  return results.reduce((best, r) => (r.logLoss < best.logLoss ? r : best));
}

/** Smallest and largest known value of column j in the training rows. */
function knownRange(set: TrainSet, j: number): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const row of set.rows) {
    const x = row[j]!;
    if (Number.isNaN(x)) continue;
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return lo <= hi ? [lo, hi] : null;
}

const r7 = roundSignificant;

function roundBody<B extends ModelBody>(body: B): B;
function roundBody(body: ModelBody): ModelBody {
  switch (body.family) {
    case 'blend':
      return {
        ...body,
        parts: body.parts.map((p) => ({ weight: r7(p.weight), body: roundBody(p.body) })),
      };
    case 'logistic':
      return { ...body, intercept: r7(body.intercept), weights: body.weights.map((x) => r7(x)) };
    case 'binned':
      return {
        ...body,
        intercept: r7(body.intercept),
        columns: body.columns.map((c) =>
          c === null
            ? null
            : c.kind === 'linear'
              ? { ...c, slope: r7(c.slope), mean: r7(c.mean) }
              : {
                  ...c,
                  edges: c.edges.map((x) => r7(x)),
                  weights: c.weights.map((x) => r7(x)),
                  centre: r7(c.centre),
                  missing: r7(c.missing),
                },
        ),
      };
    case 'trees':
      return {
        ...body,
        base: r7(body.base),
        trees: body.trees.map((t) => ({
          ...t,
          threshold: t.threshold.map((x) => r7(x)),
          value: t.value.map((x) => r7(x)),
          ...(t.cover ? { cover: t.cover.map((x) => r7(x)) } : {}),
        })),
      };
  }
}

/** What the training rows of each platform knew (see `TrustModelFile.platforms`). */
export function platformCoverage(
  members: readonly LabelledProfile[],
  set: TrainSet,
): Record<string, PlatformCoverage> {
  const by = new Map<string, { facts: number; columns: Set<number>; combinations: Set<number> }>();
  members.forEach((p, i) => {
    const platform = p.facts.platform;
    let c = by.get(platform);
    if (!c) {
      c = { facts: 0, columns: new Set(), combinations: new Set() };
      by.set(platform, c);
    }
    const mask = knownFactMask(labelledTraits(p));
    c.facts |= mask;
    c.combinations.add(mask);
    const row = set.rows[i]!;
    for (let j = 0; j < FEATURE_COUNT; j++) if (!Number.isNaN(row[j]!)) c.columns.add(j);
  });
  const out: Record<string, PlatformCoverage> = {};
  for (const platform of [...by.keys()].sort()) {
    const c = by.get(platform)!;
    // Only maximal combinations matter: a profile knowing a subset of one is covered by it.
    const all = [...c.combinations].sort((a, b) => a - b);
    const maximal = all.filter((m) => !all.some((o) => o !== m && (o & m) === m));
    out[platform] = {
      facts: c.facts,
      columns: [...c.columns].sort((a, b) => a - b).map((j) => columnNames[j]!),
      combinations: maximal,
    };
  }
  return out;
}

/** 32-bit FNV-1a of a string, hex: a content hash that needs no Node built-in. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Fits one setting on the training rows of `datasets` and calibrates it on out-of-fold
 * predictions. The result is fully determined by the data, the settings and the seed.
 */
export function trainModel(
  profiles: readonly LabelledProfile[],
  datasets: readonly DatasetName[],
  settings: LearnerSettings,
): TrustModelFile {
  const { set, members } = trainingSet(profiles, datasets);
  const fold = foldAssignment(members);
  const raw = outOfFold(set, fold, settings);
  const platt = fitPlatt(raw, set.y, set.w);
  const fit = fitLearner(set, settings);
  const prep = fit.prep.map((p) => ({ mean: r7(p.mean), scale: r7(p.scale) }));
  const ranges = columnNames.map((_, j): [number, number] | null => {
    if (fit.prep[j]!.scale === 0) return null;
    const range = knownRange(set, j);
    return range && [r7(range[0]), r7(range[1])];
  });
  const calibration: Calibration = { a: r7(platt.a), b: r7(platt.b) };
  const rows: Record<string, { rows: number; fakes: number }> = {};
  for (const ds of datasets) {
    const of = members.filter((m) => m.dataset === ds);
    rows[ds] = { rows: of.length, fakes: of.filter((m) => m.label === 1).length };
  }
  const content = {
    format: MODEL_FORMAT as 2,
    columns: [...columnNames],
    prep,
    ranges,
    calibration,
    body: roundBody(fit.body),
    platforms: platformCoverage(members, set),
    training: {
      datasets: rows,
      weighting: `each dataset weighs the same in total; within it fakes carry ${TARGET_PREVALENCE * 100} %`,
      settings,
      seed: TRAIN_SEED,
      calibration: `Platt scaling on ${CV_FOLDS}-fold out-of-fold predictions`,
    },
  };
  const version = `${MODEL_FORMAT}.${fnv1a(JSON.stringify(content))}`;
  const { format, ...rest } = content;
  return { format, version, ...rest };
}

/** The model file's text exactly as the training script writes it. */
export const serializeModel = (model: TrustModelFile) => `${JSON.stringify(model, null, 1)}\n`;
