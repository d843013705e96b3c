import fc from 'fast-check';
import { expect, test } from 'vitest';
import { unknownReportedFacts, type ProfileFacts } from '../profile-facts';
import { ageInDays, bigramSimilarity, characterEntropy, foldName, profileTraits } from './traits';

const facts: ProfileFacts = {
  platform: 'twitter',
  username: 'Anna_Schmidt84',
  displayName: 'Anna Schmidt',
  bio: '  Fotografin  ',
  externalUrl: 'https://anna.example',
  followers: 1200,
  following: 340,
  posts: 250,
  likesGiven: 90,
  listed: 3,
  verified: false,
  private: false,
  hasProfilePicture: true,
  defaultProfile: false,
  createdAt: '2020-06-01T00:00:00.000Z',
  observedAt: '2026-06-01T12:00:00.000Z',
  activity: null,
};

const nothingKnown: ProfileFacts = {
  ...facts,
  ...unknownReportedFacts,
};

test('derives username shape, name likeness, bio length and age from the facts', () => {
  const t = profileTraits(facts);
  expect(t).toMatchObject({
    followers: 1200,
    usernameLength: 14,
    usernameDigits: 2,
    nameWords: 2,
    nameDigitShare: 0,
    nameMatchesUsername: false,
    bioLength: 10,
    hasLink: true,
    ageDays: 2191,
  });
  expect(t.usernameDigitShare).toBeCloseTo(2 / 14);
  expect(t.nameSimilarity).toBeGreaterThan(0.8);
});

test('unknown facts stay unknown: nothing is invented', () => {
  const t = profileTraits(nothingKnown);
  for (const key of [
    'followers',
    'following',
    'posts',
    'likesGiven',
    'listed',
    'ageDays',
    'nameWords',
    'nameDigitShare',
    'nameMatchesUsername',
    'nameSimilarity',
    'bioLength',
    'hasLink',
    'hasPicture',
    'defaultProfile',
    'private',
    'verified',
    'activity',
  ] as const) {
    expect(t[key], key).toBeNull();
  }
});

test('an empty name, bio or link is a known "none", unlike null', () => {
  const t = profileTraits({ ...facts, displayName: '', bio: '', externalUrl: '' });
  expect(t.nameWords).toBe(0);
  expect(t.nameMatchesUsername).toBe(false);
  expect(t.nameSimilarity).toBe(0);
  expect(t.bioLength).toBe(0);
  expect(t.hasLink).toBe(false);
});

test('account age is whole days to the observation, unknown when the dates make no sense', () => {
  expect(ageInDays('2026-05-31T13:00:00.000Z', '2026-06-01T12:00:00.000Z')).toBe(0);
  expect(ageInDays('2025-06-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z')).toBe(365);
  expect(ageInDays('2027-01-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z')).toBeNull();
  expect(ageInDays(null, '2026-06-01T00:00:00.000Z')).toBeNull();
});

test('entropy is 0 for one repeated character and log2(n) for n distinct ones', () => {
  expect(characterEntropy('')).toBe(0);
  expect(characterEntropy('aaaa')).toBe(0);
  expect(characterEntropy('abcd')).toBeCloseTo(2);
  expect(characterEntropy('äöüß')).toBeCloseTo(2);
  expect(characterEntropy('aab')).toBeCloseTo(0.9183, 4);
});

test('names fold to lower-case letters and digits without accents', () => {
  expect(foldName('Anna_Schmidt 84')).toBe('annaschmidt84');
  expect(foldName('Zoë Müller-Lüdenscheidt')).toBe('zoemullerludenscheidt');
  expect(bigramSimilarity(foldName('Zoë'), foldName('zoe'))).toBe(1);
  expect(bigramSimilarity('abcd', 'wxyz')).toBe(0);
});

test('entropy is the same whatever the order of the characters, and at most log2(length)', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 30 }), (s) => {
      const h = characterEntropy(s);
      const reversed = characterEntropy([...s].reverse().join(''));
      expect(h).toBeCloseTo(reversed, 10);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThanOrEqual(Math.log2(Math.max([...s].length, 1)) + 1e-9);
    }),
  );
});

test('bigram similarity is symmetric and between 0 and 1', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (a, b) => {
      const ab = bigramSimilarity(a, b);
      expect(ab).toBeCloseTo(bigramSimilarity(b, a), 12);
      expect(ab).toBeGreaterThanOrEqual(0);
      expect(ab).toBeLessThanOrEqual(1);
    }),
  );
});

test('without a username every username trait and the name likeness are unknown', () => {
  const t = profileTraits({ ...facts, username: null, platform: null });
  for (const key of [
    'usernameLength',
    'usernameDigits',
    'usernameDigitShare',
    'usernameEntropy',
    'nameMatchesUsername',
    'nameSimilarity',
  ] as const) {
    expect(t[key], key).toBeNull();
  }
  // What the display name says on its own stays known.
  expect(t).toMatchObject({ nameWords: 2, nameDigitShare: 0, followers: 1200, ageDays: 2191 });
});

test('name likeness and entropy give what the string functions give, to the last bit', () => {
  const name = fc.oneof(
    fc.string({ maxLength: 24 }),
    fc.stringMatching(/^[A-Za-z0-9 ._-]{0,24}$/),
    fc.constantFrom('Zoë Müller', 'ANNA', 'anna', 'a', '!!!', '___', 'x'.repeat(80)),
  );
  fc.assert(
    fc.property(name, name, (displayName, username) => {
      fc.pre(username.length > 0);
      const t = profileTraits({ ...facts, displayName, username });
      const hasName = displayName.trim().length > 0;
      const a = foldName(displayName);
      const b = foldName(username);
      expect(t.nameMatchesUsername).toBe(hasName && a === b);
      expect(t.nameSimilarity).toBe(hasName ? bigramSimilarity(a, b) : 0);
      expect(t.usernameEntropy).toBe(characterEntropy(username.toLowerCase()));
    }),
    { numRuns: 2000 },
  );
});
