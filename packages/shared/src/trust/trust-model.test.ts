/**
 * The shipped model file against the labelled sets: it is exactly what training produces, and
 * it still reaches the floors measured when it was trained (the model card's numbers minus a
 * small margin; a retrained model that falls below them fails here).
 */
// eslint-disable-next-line no-restricted-imports -- the tests read the labelled sets from disk
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadLabelledSets, type DatasetName } from './datasets';
import { measure, SHIPPED_TRAINING_SETS, testSplits, type Split } from './evaluation';
import type { LearnerSettings } from './learn/learners';
import type { Evaluation } from './learn/metrics';
import type { TrustModelFile } from './model';
import { serializeModel, trainModel } from './train';

const DATA = new URL('../../../../../shared/data/', import.meta.url);
const MODEL = new URL('./trust-model.json', import.meta.url);
const profiles = loadLabelledSets((path) => readFileSync(new URL(path, DATA), 'utf8'));
const committedText = readFileSync(MODEL, 'utf8');
const committed = JSON.parse(committedText) as TrustModelFile;
const settings = committed.training.settings as LearnerSettings;
const splits = testSplits(profiles);
const split = (name: string) => splits.find((s) => s.name.startsWith(name))!;

type Floors = { auc: number; f1?: number; ece?: number; precisionAt15?: number };

function expectFloors(e: Evaluation, floors: Floors) {
  expect(e.auc).toBeGreaterThanOrEqual(floors.auc);
  if (floors.f1 !== undefined) expect(e.f1).toBeGreaterThanOrEqual(floors.f1);
  if (floors.ece !== undefined) expect(e.ece).toBeLessThanOrEqual(floors.ece);
  if (floors.precisionAt15 !== undefined) {
    expect(e.precisionAt15).toBeGreaterThanOrEqual(floors.precisionAt15);
  }
}

test('the committed model file is exactly what training produces (deterministic)', () => {
  const retrained = serializeModel(trainModel(profiles, SHIPPED_TRAINING_SETS, settings));
  expect(retrained).toBe(committedText);
}, 120_000);

describe('held-out test splits (floors: measured at training minus a margin)', () => {
  const cases: [string, Floors][] = [
    // 120 rows: one more mistake moves F1 by ~0.01, ECE by more.
    ['Kaggle', { auc: 0.98, f1: 0.9, ece: 0.07, precisionAt15: 0.62 }],
    ['cresci', { auc: 0.995, f1: 0.985, ece: 0.025, precisionAt15: 0.93 }],
    // Never trained on (licence); its 17 % fake share is far from the training mix.
    ['InstaFake Instagram, 30 %', { auc: 0.975, f1: 0.83, ece: 0.095, precisionAt15: 0.73 }],
  ];
  test.each(cases)('%s', (name, floors) => {
    expectFloors(measure(committed, split(name)).evaluation, floors);
  });
});

describe('cross-dataset: trained on one platform, tested on the other', () => {
  const cross: [DatasetName, string, Floors][] = [
    ['kaggle', 'cresci', { auc: 0.9, f1: 0.87 }],
    ['cresci', 'Kaggle', { auc: 0.75 }],
    ['cresci', 'InstaFake Instagram, 30 %', { auc: 0.9, f1: 0.76 }],
  ];
  const models = new Map<DatasetName, TrustModelFile>();
  const trained = (ds: DatasetName) => {
    if (!models.has(ds)) models.set(ds, trainModel(profiles, [ds], settings));
    return models.get(ds)!;
  };
  test.each(cross)(
    '%s → %s',
    (from, to, floors) => {
      const s: Split = split(to);
      expectFloors(measure(trained(from), s).evaluation, floors);
    },
    120_000,
  );
});
