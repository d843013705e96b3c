/**
 * What the model card reports: the shipped procedure measured on the held-out test splits, the
 * families it was chosen from, the cross-dataset transfer and the spec's rule as a baseline.
 * Pure; `scripts/train-trust.ts` renders it.
 */
import { labelledTraits, type DatasetName, type LabelledProfile } from './datasets';
import type { LearnerSettings } from './learn/learners';
import { evaluate, reliability, type Evaluation, type ReliabilityBin } from './learn/metrics';
import type { TrustModelFile } from './model';
import { createTrustScorer } from './scorer';
import { chooseCandidate, compareCandidates, trainModel, type CandidateResult } from './train';

/** The datasets the shipped model learns from (InstaFake is CC BY-NC: evaluation only). */
export const SHIPPED_TRAINING_SETS: readonly DatasetName[] = ['kaggle', 'cresci'];

export type Split = { name: string; profiles: LabelledProfile[] };
export type SplitResult = { split: string; evaluation: Evaluation; reliability: ReliabilityBin[] };

/** The held-out splits every model is measured on. */
export function testSplits(profiles: readonly LabelledProfile[]): Split[] {
  const of = (ds: DatasetName, split?: 'test') =>
    profiles.filter((p) => p.dataset === ds && (split === undefined || p.split === split));
  return [
    { name: 'Kaggle Instagram, test.csv', profiles: of('kaggle', 'test') },
    { name: 'cresci-2015 Twitter, 30 % test', profiles: of('cresci', 'test') },
    { name: 'InstaFake Instagram, 30 % test', profiles: of('instafake', 'test') },
    { name: 'InstaFake Instagram, all rows', profiles: of('instafake') },
  ];
}

/** Probabilities of a model for labelled profiles, through the product's scoring path. */
export function probabilities(model: TrustModelFile, profiles: readonly LabelledProfile[]) {
  const scorer = createTrustScorer(model);
  return profiles.map((p) => scorer.assessTraits(labelledTraits(p)).probability);
}

export function measure(model: TrustModelFile, split: Split): SplitResult {
  const p = probabilities(model, split.profiles);
  const y = split.profiles.map((x) => x.label);
  return { split: split.name, evaluation: evaluate(p, y), reliability: reliability(p, y) };
}

/** The spec's rule (001 §5): 50 points for > 4 username digits, 50 for an age under a year. */
export function specRule(split: Split): SplitResult {
  const p = split.profiles.map((x) => {
    const t = labelledTraits(x);
    return (
      ((t.usernameDigits ?? 0) > 4 ? 0.5 : 0) + (t.ageDays !== null && t.ageDays < 365 ? 0.5 : 0)
    );
  });
  const y = split.profiles.map((x) => x.label);
  return { split: split.name, evaluation: evaluate(p, y), reliability: reliability(p, y) };
}

export type CrossResult = { trainedOn: string; results: SplitResult[] };

export type TrustReport = {
  candidates: CandidateResult[];
  chosen: LearnerSettings;
  model: TrustModelFile;
  heldOut: SplitResult[];
  /** The best setting of each family (by cross-validation), measured on the same splits. */
  families: { settings: LearnerSettings; results: SplitResult[] }[];
  cross: CrossResult[];
  baseline: SplitResult[];
};

/** Runs the whole procedure: compare, choose, train, measure. Takes a while (tens of seconds). */
export function buildTrustReport(profiles: readonly LabelledProfile[]): TrustReport {
  const candidates = compareCandidates(profiles, SHIPPED_TRAINING_SETS);
  const chosen = chooseCandidate(candidates).settings;
  const model = trainModel(profiles, SHIPPED_TRAINING_SETS, chosen);
  const splits = testSplits(profiles);
  const heldOut = splits.map((s) => measure(model, s));

  const families = (['logistic', 'binned', 'trees'] as const).map((family) => {
    const best = chooseCandidate(candidates.filter((c) => c.settings.family === family));
    const fitted =
      best.settings === chosen ? model : trainModel(profiles, SHIPPED_TRAINING_SETS, best.settings);
    return { settings: best.settings, results: splits.map((s) => measure(fitted, s)) };
  });

  const instagram = trainModel(profiles, ['kaggle'], chosen);
  const twitter = trainModel(profiles, ['cresci'], chosen);
  const [kaggleTest, cresciTest, instafakeTest] = splits;
  const cross: CrossResult[] = [
    { trainedOn: 'Instagram (Kaggle train.csv)', results: [measure(instagram, cresciTest!)] },
    {
      trainedOn: 'Twitter (cresci-2015 70 % train)',
      results: [measure(twitter, kaggleTest!), measure(twitter, instafakeTest!)],
    },
  ];
  const baseline = [specRule(cresciTest!), specRule(instafakeTest!)];
  return { candidates, chosen, model, heldOut, families, cross, baseline };
}
