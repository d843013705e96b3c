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
  expect(count((p) => p.dataset === 'purba')).toBe(31_668);
  expect(count((p) => p.dataset === 'purba' && p.label === 1)).toBe(23_837);
  expect(count((p) => p.dataset === 'srf')).toBe(732);
  expect(count((p) => p.dataset === 'srf' && p.label === 1)).toBe(74);
  expect(count((p) => p.dataset === 'colombia')).toBe(2591);
  expect(count((p) => p.dataset === 'colombia' && p.label === 1)).toBe(1995);
  // README: k=20 has 555 spammers and 596 legitimate accounts.
  expect(count((p) => p.dataset === 'colombia' && p.sample === 20)).toBe(555 + 596);
});

test('Purba: counts, bio, link and the eleven post statistics map to the facts', () => {
  // src_row 1: 69 posts, 541 followers, 440 following, bio 293, picture, no link, cl 223, cz 0,
  // ni 0.111, erl 10.12, erc 0.5, lt 0.944, hc 0.556, pr 0, fo 0, cs 0.107055, pi 334.596802.
  const p = profiles.find((x) => x.id === 'purba-1')!;
  expect(p.label).toBe(0);
  expect(p.facts).toMatchObject({ posts: 69, followers: 541, following: 440 });
  const t = labelledTraits(p);
  expect(t).toMatchObject({ bioLength: 293, hasPicture: true, hasLink: false });
  expect(t.usernameLength).toBeNull();
  const a = t.activity!;
  expect(a.postsPerDay).toBeCloseTo(24 / 334.596802);
  expect(a.captionLength).toBe(223);
  expect(a.nonImageShare).toBe(0.111);
  expect(a.likesPerPost! / 541).toBeCloseTo(0.1012);
  expect(a.commentsPerPost! / 541).toBeCloseTo(0.005);
  expect(a.captionSimilarity).toBeCloseTo(0.107055);
  // An account without posts has no post statistics, as a lookup that finds none.
  const noPosts = profiles.filter((x) => x.dataset === 'purba' && x.facts.posts === 0);
  expect(noPosts.length).toBeGreaterThan(0);
  expect(noPosts.every((x) => x.facts.activity === null)).toBe(true);
});

test('Colombia: the profile and the 20-tweet activity map to the facts; verified is never read', () => {
  const colombia = profiles.filter((p) => p.dataset === 'colombia');
  expect(colombia.every((p) => p.facts.verified === null)).toBe(true);
  // uid 1: spammer, 450 days old, 129 following, 13 followers, 458 tweets, default profile.
  const p = colombia.find((x) => x.id === 'colombia-1')!;
  expect(p.label).toBe(1);
  expect(p.facts).toMatchObject({
    following: 129,
    followers: 13,
    posts: 458,
    defaultProfile: true,
  });
  expect(labelledTraits(p).ageDays).toBe(450);
  const withActivity = colombia.find((x) => x.sample === 20)!;
  const a = withActivity.facts.activity!;
  expect(a.sampleSize).toBe(20);
  expect(a.automatedShare).toBeGreaterThanOrEqual(0);
  expect(a.automatedShare).toBeLessThanOrEqual(1);
  expect(a.linkShare).toBeLessThanOrEqual(1);
});

test('SRF: usernames, counts, picture and private at the natural 10 % fake rate', () => {
  const srf = profiles.filter((p) => p.dataset === 'srf');
  const first = srf[0]!;
  expect(first.facts).toMatchObject({
    username: '__saaraa._',
    posts: 0,
    following: 198,
    followers: 177,
    hasProfilePicture: true,
    private: true,
  });
  expect(first.label).toBe(0);
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

test('sets without usernames give username statistics, never a made-up username', () => {
  const withoutUsernames = ['kaggle', 'instafake', 'purba', 'colombia'];
  // One expectation over the lists: tens of thousands of `expect` calls would take seconds.
  const madeUp = profiles
    .filter((x) => withoutUsernames.includes(x.dataset))
    .filter((p) => {
      const t = labelledTraits(p);
      return t.usernameEntropy !== null || t.nameSimilarity !== null;
    });
  expect(madeUp.map((p) => p.id)).toEqual([]);
  // Only the Twitter sets give creation dates (cresci's, Colombia's ages).
  const aged = profiles
    .filter((x) => x.facts.platform === 'instagram')
    .filter((p) => labelledTraits(p).ageDays !== null);
  expect(aged.map((p) => p.id)).toEqual([]);
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
