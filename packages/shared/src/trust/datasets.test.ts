// eslint-disable-next-line no-restricted-imports -- the tests read the labelled sets from disk
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  CRESCI_REFERENCE_DATE,
  labelledTraits,
  loadLabelledSets,
  parseCsv,
  parseTwitterDate,
  stratifiedSplit,
  type LabelledProfile,
} from './datasets';
import { trainingSet } from './train';

/** `../shared/data/` beside the project root, as every work tree and CI run has it. */
const DATA = new URL('../../../../../shared/data/', import.meta.url);
const profiles = loadLabelledSets((path) => readFileSync(new URL(path, DATA), 'utf8'));

const count = (where: (p: LabelledProfile) => boolean) => profiles.filter(where).length;

test('CSV fields may hold quotes, commas and line breaks', () => {
  expect(parseCsv('a,b\r\n"x, ""y""","line\nbreak"\n1,\n')).toEqual([
    ['a', 'b'],
    ['x, "y"', 'line\nbreak'],
    ['1', ''],
  ]);
});

test("Twitter's creation dates become ISO times", () => {
  expect(parseTwitterDate('Fri Apr 06 10:58:22 +0000 2007')).toBe('2007-04-06T10:58:22.000Z');
  expect(parseTwitterDate('yesterday')).toBeNull();
});

test('every set has the rows, labels and splits its README gives', () => {
  expect(count((p) => p.dataset === 'kaggle' && p.split === 'train')).toBe(576);
  expect(count((p) => p.dataset === 'kaggle' && p.split === 'test')).toBe(120);
  expect(count((p) => p.dataset === 'kaggle' && p.label === 1)).toBe(348);
  expect(count((p) => p.dataset === 'instafake')).toBe(1194);
  expect(count((p) => p.dataset === 'instafake' && p.label === 1)).toBe(200);
  expect(count((p) => p.dataset === 'instafake' && p.split === 'test')).toBe(358);
  // README: "1973 training rows and 845 test rows".
  expect(count((p) => p.dataset === 'cresci' && p.split === 'train')).toBe(1973);
  expect(count((p) => p.dataset === 'cresci' && p.split === 'test')).toBe(845);
  expect(count((p) => p.dataset === 'cresci' && p.label === 1)).toBe(1337);
});

test('the stratified split keeps each class 70/30 and is the same every time', () => {
  const items = Array.from({ length: 100 }, (_, i) => ({ i, label: (i < 30 ? 1 : 0) as 0 | 1 }));
  const a = stratifiedSplit(items, (x) => x.label);
  const b = stratifiedSplit(items, (x) => x.label);
  expect([...a.values()]).toEqual([...b.values()]);
  expect(items.filter((x) => x.label === 1 && a.get(x) === 'train')).toHaveLength(21);
  expect(items.filter((x) => x.label === 0 && a.get(x) === 'train')).toHaveLength(49);
});

test('cresci profiles carry real profile fields and their age from the reference date', () => {
  const first = profiles.find((p) => p.id === 'cresci-e13-1')!;
  expect(first.facts).toMatchObject({
    platform: 'twitter',
    username: 'braddd',
    displayName: 'Davide Dellacasa',
    followers: 5470,
    following: 2385,
    posts: 20370,
    likesGiven: 145,
    listed: 52,
    createdAt: '2007-04-06T10:58:22.000Z',
    observedAt: CRESCI_REFERENCE_DATE,
    private: null,
    verified: null,
  });
  expect(first.facts.externalUrl).toBe('http://braddd.tumblr.com');
  expect(labelledTraits(first).ageDays).toBe(2216);
});

test('the Instagram sets give username statistics, never a made-up username', () => {
  for (const p of profiles.filter((x) => x.dataset !== 'cresci')) {
    const t = labelledTraits(p);
    expect(t.usernameEntropy).toBeNull();
    expect(t.nameSimilarity).toBeNull();
    expect(t.ageDays).toBeNull();
  }
  const kaggle = labelledTraits(profiles.find((p) => p.id === 'kaggle-train-1')!);
  expect(kaggle).toMatchObject({
    usernameDigitShare: 0.27,
    usernameLength: null,
    bioLength: 53,
    followers: 1000,
    following: 955,
  });
  const instafake = labelledTraits(profiles.find((p) => p.id === 'instafake-2')!);
  expect(instafake).toMatchObject({ usernameDigits: 4, usernameLength: 15, nameWords: null });
});

test('InstaFake (CC BY-NC) can be evaluated on but never trained on', () => {
  expect(() => trainingSet(profiles, ['kaggle', 'instafake'])).toThrow(/CC BY-NC/);
  const { members } = trainingSet(profiles, ['kaggle', 'cresci']);
  expect(members.some((p) => p.dataset === 'instafake' || p.split === 'test')).toBe(false);
});
