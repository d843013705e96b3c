import fc from 'fast-check';
import { expect, test } from 'vitest';
import { activityStatsSchema, type ProfileFacts } from '../profile-facts';
import { scoreLine, scoreLineText, type ScoredLine } from './jsonl';
import { botLikeFacts } from './profiles.fixture';
import { assessProfile, assessTraits } from './score';
import { profileTraits } from './traits';

const NOW = '2026-06-01T00:00:00.000Z';

const facts = botLikeFacts;

test('a line with an id and profile facts gets its score, verdict, confidence and reasons', () => {
  const out = JSON.parse(scoreLineText(JSON.stringify({ id: 'a1', ...facts }), 1, 'de')!);
  const expected = assessProfile(facts);
  expect(Object.keys(out)).toEqual(['id', 'score', 'fake', 'confidence', 'reasons']);
  expect(out).toMatchObject({
    id: 'a1',
    score: expected.score,
    fake: expected.fake,
    confidence: expected.confidence,
  });
  expect(out.reasons[0]).toEqual({
    code: 'follows',
    text: 'Folgt 7.500 Konten, folgen lassen sich 12.',
    value: { following: 7500, followers: 12 },
  });
  expect(out.reasons.map((r: { code: string }) => r.code)).toEqual(
    expected.reasons.map((r) => r.code),
  );
});

test('numeric ids are kept as numbers', () => {
  expect(scoreLine(JSON.stringify({ ...facts, id: 42 }), 1, 'en')).toMatchObject({ id: 42 });
});

test('a line that is not JSON, or not an object, is answered with an error', () => {
  expect(scoreLine('{"id": "x", ', 3, 'en')).toEqual({
    id: null,
    error: 'line 3: not valid JSON',
  });
  expect(scoreLine('[1,2]', 4, 'en')).toEqual({ id: null, error: 'line 4: not a JSON object' });
});

test('a line without a usable id is an error, with no score', () => {
  expect(scoreLine(JSON.stringify(facts), 5, 'en')).toEqual({
    id: null,
    error: 'line 5: "id" must be a non-empty string or a number',
  });
  expect(scoreLine(JSON.stringify({ ...facts, id: '' }), 5, 'en')).toMatchObject({ id: null });
});

test('facts that break the ProfileFacts contract name the field', () => {
  const out = scoreLine(JSON.stringify({ ...facts, id: 'b', followers: -3 }), 7, 'en');
  expect(out).toEqual({
    id: 'b',
    error: 'line 7: followers: Too small: expected number to be >=0',
  });
  const wrongType = scoreLine(JSON.stringify({ id: 'c', posts: '12' }), 8, 'en');
  expect(wrongType).toEqual({
    id: 'c',
    error: 'line 8: posts: Invalid input: expected number, received string',
  });
  const share = { id: 'd', activity: { sampleSize: 4, repostShare: 1.5 } };
  expect(scoreLine(JSON.stringify(share), 9, 'en')).toEqual({
    id: 'd',
    error: 'line 9: activity.repostShare: Too big: expected number to be <=1',
  });
});

/** The facts of `botLikeFacts` without the named ones, as a partial export hands them. */
function without(...keys: (keyof ProfileFacts)[]) {
  const partial: Record<string, unknown> = { id: 'p', ...facts };
  for (const key of keys) delete partial[key];
  return JSON.stringify(partial);
}

test('a fact left out is scored as not reported (null), not refused', () => {
  for (const key of Object.keys(facts) as (keyof ProfileFacts)[]) {
    const out = scoreLine(without(key), 1, 'en', NOW);
    const left = { ...facts, [key]: key === 'observedAt' ? NOW : null };
    const expected = assessTraits(profileTraits(left), left.platform);
    expect(out, key).toMatchObject({
      id: 'p',
      score: expected.score,
      confidence: expected.confidence,
    });
  }
  // Only an id: scored, with too little known to judge.
  expect(scoreLine('{"id":1}', 1, 'en', NOW)).toMatchObject({ id: 1, confidence: 'insufficient' });
});

test('without a username no username reason is given, and the rest is scored as usual', () => {
  const named = scoreLine(without(), 1, 'en', NOW) as ScoredLine;
  expect(named.reasons.map((r) => r.code)).toContain('manyDigits');
  const unnamed = scoreLine(without('username'), 1, 'en', NOW) as ScoredLine;
  const nulled = scoreLine(JSON.stringify({ id: 'p', ...facts, username: null }), 1, 'en', NOW);
  expect(nulled).toEqual(unnamed);
  for (const r of unnamed.reasons) {
    expect(['manyDigits', 'usernameDigits', 'nameIsUsername', 'nameSimilarity']).not.toContain(
      r.code,
    );
  }
  expect(unnamed.reasons.map((r) => r.code)).toContain('follows');
});

test('a line without observedAt is observed when the run started (the time given)', () => {
  // On X, where the model reads account age (no Instagram training row had one).
  const created = { ...facts, platform: 'twitter', createdAt: '2026-03-01T00:00:00.000Z' };
  const line = JSON.stringify({ id: 'o', ...created, observedAt: undefined });
  const young = scoreLine(line, 1, 'en', '2026-06-01T00:00:00.000Z') as ScoredLine;
  expect(young.reasons.find((r) => r.code === 'young')).toBeDefined();
  const later = scoreLine(line, 1, 'en', '2029-06-01T00:00:00.000Z') as ScoredLine;
  expect(later.reasons.find((r) => r.code === 'accountAge')?.value).toEqual({ years: 3 });
});

test('partial post statistics score like the same statistics with the rest null', () => {
  const partial = {
    id: 'a',
    ...facts,
    activity: { sampleSize: 20, postsPerDay: 48, repostShare: 0.9 },
  };
  const full = {
    ...partial,
    activity: activityStatsSchema.parse({
      version: 2,
      sampleSize: 20,
      postsPerDay: 48,
      repostShare: 0.9,
      replyShare: null,
      linkShare: null,
      likesPerPost: null,
      repostsPerPost: null,
      distinctSources: null,
    }),
  };
  expect(scoreLine(JSON.stringify(partial), 1, 'en', NOW)).toEqual(
    scoreLine(JSON.stringify(full), 1, 'en', NOW),
  );
});

test('the written line is the output object as JSON, to the byte', () => {
  const count = fc.option(fc.nat(50_000), { nil: null });
  const line = fc.record({
    id: fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.integer()),
    platform: fc.constantFrom('instagram', 'twitter'),
    username: fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: null }),
    displayName: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
    bio: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
    followers: count,
    following: count,
    posts: count,
    likesGiven: count,
    listed: count,
    hasProfilePicture: fc.option(fc.boolean(), { nil: null }),
    createdAt: fc.option(
      fc
        .date({ min: new Date('2006-01-01'), max: new Date('2026-05-31'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      { nil: null },
    ),
    activity: fc.option(
      fc.record({
        sampleSize: fc.integer({ min: 1, max: 40 }),
        postsPerDay: fc.double({ min: 0, max: 200, noNaN: true }),
        repostShare: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { nil: null },
    ),
  });
  fc.assert(
    fc.property(line, fc.constantFrom('de' as const, 'en' as const), (input, lang) => {
      const text = JSON.stringify(input);
      expect(scoreLineText(text, 3, lang, NOW)).toBe(JSON.stringify(scoreLine(text, 3, lang, NOW)));
    }),
    { numRuns: 500 },
  );
  expect(scoreLineText('{"id":"x","followers":-1}', 2, 'en', NOW)).toBe(
    JSON.stringify(scoreLine('{"id":"x","followers":-1}', 2, 'en', NOW)),
  );
  // A thousand lines scored with exact reasons (the first also prepares the model's explainers):
  // about a second alone, five on the 2-core machine while the other test projects run.
}, 30_000);

test('blank lines are skipped', () => {
  expect(scoreLine('', 1, 'en')).toBeNull();
  expect(scoreLineText('   ', 2, 'en')).toBeNull();
});
