import fc from 'fast-check';
import { expect, test } from 'vitest';
import { accountPlatformSchema, unknownReportedFacts, type ProfileFacts } from '../profile-facts';
import { botLikeFacts } from './profiles.fixture';
import { groupDigits } from './reasons';
import {
  assessProfile,
  fakeProbabilityMessage,
  reasonCodes,
  scoreProfile,
  TRUST_MODEL_VERSION,
  trustMessage,
} from './score';
import { MAX_REASONS } from './scorer';
import modelFile from './trust-model.json';

const observedAt = '2026-06-01T00:00:00.000Z';

/** A bought-follower-like Instagram account (the example numbers). */
const bot = botLikeFacts;

/** A long-standing, active X account. */
const person: ProfileFacts = {
  platform: 'twitter',
  username: 'anna_schmidt',
  displayName: 'Anna Schmidt',
  bio: 'Fotografin aus Köln. Berge, Bücher, Kaffee.',
  externalUrl: 'https://anna.example',
  followers: 1834,
  following: 402,
  posts: 5210,
  likesGiven: 3120,
  listed: 41,
  verified: false,
  private: false,
  hasProfilePicture: true,
  defaultProfile: false,
  createdAt: '2014-03-09T08:00:00.000Z',
  observedAt,
  activity: null,
};

const unknown: ProfileFacts = {
  ...person,
  ...unknownReportedFacts,
};

test('the version is the model file’s', () => {
  expect(TRUST_MODEL_VERSION).toBe(modelFile.version);
  expect(scoreProfile(person).modelVersion).toBe(TRUST_MODEL_VERSION);
});

test('a bought-follower-like account is fake, with the reasons that make it so', () => {
  const s = scoreProfile(bot);
  expect(s.score).toBeGreaterThanOrEqual(90);
  expect(s.fake).toBe(true);
  // No Instagram training row knew a full username together with name and bio (Kaggle has
  // names and bios but only username statistics, SRF usernames but no bios): extrapolated.
  expect(s.confidence).toBe('low');
  expect(s.reasons.map((r) => r.code)).toEqual([
    'follows',
    'posts',
    'noPicture',
    'noBio',
    'manyDigits',
    'noLink',
    'ageUnknown',
  ]);
  expect(s.reasons[0]).toMatchObject({
    code: 'follows',
    effect: 'raises',
    value: { following: 7500, followers: 12 },
    text: {
      de: 'Folgt 7.500 Konten, folgen lassen sich 12.',
      en: 'Follows 7,500 accounts, followed by 12.',
    },
  });
});

test('a long-standing active account is genuine, and says why', () => {
  const s = scoreProfile(person);
  expect(s.score).toBeLessThanOrEqual(5);
  expect(s.fake).toBe(false);
  expect(s.reasons.map((r) => r.code)).toEqual([
    'usernameDigits',
    'follows',
    'nameIsUsername',
    'postRate',
    'bio',
  ]);
  expect(s.reasons.every((r) => r.effect === 'lowers')).toBe(true);
  expect(s.reasons.find((r) => r.code === 'postRate')!.text).toEqual({
    en: 'Has published 5,210 posts, 1.2 a day since it was created.',
    de: 'Hat 5.210 Beiträge veröffentlicht, 1,2 pro Tag seit der Erstellung.',
  });
  // Twelve years is older than anything in the training data: said, not hidden.
  expect(s.unusual).toEqual(['logAgeDays']);
  expect(s.confidence).toBe('medium');
});

test('the same profile always gets the same score and reasons', () => {
  expect(scoreProfile(bot)).toEqual(scoreProfile({ ...bot }));
  expect(scoreProfile(person)).toEqual(scoreProfile(structuredClone(person)));
});

test('the spec’s sentence keeps its wording, with N from the model', () => {
  const s = assessProfile(bot);
  expect(trustMessage(bot)).toBe(
    `Probability of jessica84920731 being a fake account: ${s.score}%. Criteria used: ` +
      'Follows 7,500 accounts, followed by 12. Has published 0 posts. No profile picture. ' +
      'No bio. Username contains more than four numbers. No website link. ' +
      'Account age is not available.',
  );
  expect(trustMessage(bot, 'de')).toMatch(
    /^Wahrscheinlichkeit, dass jessica84920731 ein Fake-Konto ist: \d+ %\. Verwendete Kriterien: Folgt 7\.500 Konten/,
  );
  expect(fakeProbabilityMessage('nobody', { score: 12, reasons: [] })).toBe(
    'Probability of nobody being a fake account: 12%. Criteria used: none',
  );
});

test('the spec’s criteria stay among the reasons whenever they apply', () => {
  const young = { ...person, username: 'newbie20264', createdAt: '2026-04-01T00:00:00.000Z' };
  const codes = scoreProfile(young).reasons.map((r) => r.code);
  expect(codes).toContain('young');
  expect(codes).toContain('manyDigits');
  const young1 = scoreProfile(young).reasons.find((r) => r.code === 'young')!;
  expect(young1.text.en).toBe('Account age is less than 1 year.');
  expect(young1.text.de).toBe('Das Konto ist jünger als 1 Jahr.');
  const old = scoreProfile(person).reasons.map((r) => r.code);
  expect(old).not.toContain('young');
  expect(old).not.toContain('manyDigits');
});

test('with nothing known the score is marked insufficient and gives no invented reasons', () => {
  const s = scoreProfile(unknown);
  expect(s.confidence).toBe('insufficient');
  expect(s.coverage).toBe(0);
  const codes = s.reasons.map((r) => r.code);
  for (const code of ['follows', 'followers', 'posts', 'noPicture', 'noBio', 'noLink'] as const) {
    expect(codes).not.toContain(code);
  }
  expect(codes).toContain('ageUnknown');
});

test('an unknown fact is not read as its negative', () => {
  // null = not reported; '' = reported as none. A young X account whose profile leaves it
  // undecided: an unknown link does not count against it as "no link" would.
  const undecided: ProfileFacts = {
    ...person,
    username: 'autopost_bot',
    displayName: 'Auto Post',
    bio: '',
    followers: 150,
    following: 600,
    posts: 9000,
    likesGiven: 0,
    listed: 0,
    defaultProfile: true,
    createdAt: '2025-12-01T00:00:00.000Z',
  };
  const p = (externalUrl: string | null) =>
    assessProfile({ ...undecided, externalUrl }).probability;
  expect(p('https://example.org')).toBeLessThan(p(''));
  expect(p(null)).toBeLessThan(p(''));
  expect(assessProfile({ ...bot, externalUrl: null }).reasons.map((r) => r.code)).not.toContain(
    'noLink',
  );
  const followersUnknown = assessProfile({ ...unknown, following: 7500 }).reasons.map(
    (r) => r.code,
  );
  expect(followersUnknown).toContain('following');
  expect(followersUnknown).not.toContain('follows');
});

test('fewer known facts lower the confidence', () => {
  // Everything a cresci row knew, at a date inside its range.
  const full = {
    ...person,
    createdAt: '2011-03-09T08:00:00.000Z',
    observedAt: '2013-05-01T00:00:00.000Z',
  };
  expect(assessProfile(full).confidence).toBe('high');
  const sparse = { ...unknown, followers: 100, following: 80, posts: 3, hasProfilePicture: true };
  expect(assessProfile(sparse).confidence).toBe('low');
  expect(assessProfile({ ...unknown, hasProfilePicture: true }).confidence).toBe('insufficient');
});

test('a profile far outside the training data is flagged as such', () => {
  const celebrity = { ...person, followers: 131_000_000, following: 500_000, listed: 220_000 };
  const s = assessProfile(celebrity);
  expect(s.unusual).toEqual(expect.arrayContaining(['logFollowers', 'logListed']));
  expect(s.confidence).toBe('low');
});

test('numbers are grouped as Intl groups them in German and English', () => {
  const de = new Intl.NumberFormat('de-DE');
  const en = new Intl.NumberFormat('en-US');
  fc.assert(
    fc.property(fc.maxSafeInteger(), (x) => {
      expect(groupDigits(x, '.')).toBe(de.format(x));
      expect(groupDigits(x, ',')).toBe(en.format(x));
    }),
  );
});

const count = fc.option(fc.nat({ max: 50_000_000 }), { nil: null });
const text = fc.option(fc.string({ maxLength: 40 }), { nil: null });
const flag = fc.option(fc.boolean(), { nil: null });
const day = 86_400_000;
const rate = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: null });
const facts: fc.Arbitrary<ProfileFacts> = fc.record({
  platform: fc.constantFrom(...accountPlatformSchema.options),
  username: fc.string({ minLength: 1, maxLength: 30 }),
  displayName: text,
  bio: text,
  externalUrl: fc.option(fc.constantFrom('', 'https://example.org'), { nil: null }),
  followers: count,
  following: count,
  posts: count,
  likesGiven: count,
  listed: count,
  verified: flag,
  private: flag,
  hasProfilePicture: flag,
  defaultProfile: flag,
  createdAt: fc.option(
    fc
      .integer({ min: 0, max: 7000 })
      .map((d) => new Date(Date.parse(observedAt) - d * day).toISOString()),
    { nil: null },
  ),
  observedAt: fc.constant(observedAt),
  activity: fc.option(
    fc.record({
      sampleSize: fc.integer({ min: 1, max: 50 }),
      postsPerDay: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
      repostShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      replyShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      linkShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      likesPerPost: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
      repostsPerPost: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
      distinctSources: count,
      version: fc.constant(2 as const),
      commentsPerPost: rate(1e5),
      captionLength: rate(2200),
      emptyCaptionShare: rate(1),
      nonImageShare: rate(1),
      locationShare: rate(1),
      hashtagsPerPost: rate(30),
      promoKeywordsPerPost: rate(10),
      followKeywordsPerPost: rate(10),
      captionSimilarity: rate(1),
      medianHoursBetweenPosts: rate(1e4),
      automatedShare: rate(1),
    }),
    { nil: null },
  ),
});

test('every profile gets a whole score from 0 to 100, the spec’s verdict and sound reasons', () => {
  fc.assert(
    fc.property(facts, (f) => {
      const s = scoreProfile(f);
      expect(Number.isInteger(s.score)).toBe(true);
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(s.probability).toBeGreaterThan(0);
      expect(s.probability).toBeLessThan(1);
      expect(s.fake).toBe(s.score >= 50);
      const codes = s.reasons.map((r) => r.code);
      expect(new Set(codes).size).toBe(codes.length);
      const spec = codes.filter((c) => c === 'manyDigits' || c === 'young' || c === 'ageUnknown');
      expect(codes.length - spec.length).toBeLessThanOrEqual(MAX_REASONS);
      for (const r of s.reasons) {
        expect(reasonCodes).toContain(r.code);
        expect(r.text.en.length).toBeGreaterThan(0);
        expect(r.text.de.length).toBeGreaterThan(0);
        expect(r.effect).toBe(r.impact > 0 ? 'raises' : r.impact < 0 ? 'lowers' : 'none');
      }
      expect(codes.includes('ageUnknown')).toBe(f.createdAt === null);
      const digits = (f.username.match(/[0-9]/g) ?? []).length;
      expect(codes.includes('manyDigits')).toBe(digits > 4);
    }),
    { numRuns: 300 },
  );
});

test('monotone where it should be: a picture, a link, a bio, more followers or passing one year never raise the score', () => {
  const aged = (days: number) => new Date(Date.parse(observedAt) - days * day).toISOString();
  fc.assert(
    fc.property(facts, (f) => {
      const p = (patch: Partial<ProfileFacts>) => assessProfile({ ...f, ...patch }).probability;
      expect(p({ hasProfilePicture: true })).toBeLessThanOrEqual(p({ hasProfilePicture: false }));
      expect(p({ externalUrl: 'https://example.org' })).toBeLessThanOrEqual(p({ externalUrl: '' }));
      expect(p({ bio: 'Fotografin aus Köln' })).toBeLessThanOrEqual(p({ bio: '' }));
      // With likes or comments per post known, more followers is also a lower engagement rate,
      // which may rightly raise the score (bought followers do not like or comment).
      const engagement = f.activity?.likesPerPost != null || f.activity?.commentsPerPost != null;
      if (f.followers !== null && !engagement) {
        expect(p({ followers: f.followers * 10 + 10 })).toBeLessThanOrEqual(p({}));
      }
      // Not "older is never faker": with the same counts an older account has lower rates.
      expect(p({ createdAt: aged(366) })).toBeLessThanOrEqual(p({ createdAt: aged(364) }));
    }),
    { numRuns: 300 },
  );
  // Hundreds of scorings: seconds on a loaded machine.
}, 60_000);
