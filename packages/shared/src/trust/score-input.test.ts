import fc from 'fast-check';
import { expect, test } from 'vitest';
import { z } from 'zod';
import {
  accountPlatformSchema,
  activityStatsSchema,
  profileFactsSchema,
  type ProfileFacts,
} from '../profile-facts';
import { botLikeFacts } from './profiles.fixture';
import { isFactError, readScoredFacts } from './score-input';

const NOW = '2026-11-28T12:00:00.000Z';

/**
 * The contract as the CLI reads it, said in zod: the schema itself with every fact that may be
 * left out made `null` when absent (the activity's `version` 2, `observedAt` the run's time).
 * The hand-written reader must answer exactly as this does: same facts, same first error.
 */
const { version: _version, sampleSize, ...statistics } = activityStatsSchema.shape;
const partialActivity = z.object({
  version: z.union([z.literal(1), z.literal(2)]).default(2),
  sampleSize,
  ...Object.fromEntries(
    Object.entries(statistics).map(([k, s]) => [k, (s as z.ZodType).nullable().default(null)]),
  ),
});
const { platform, username, observedAt, activity: _activity, ...plain } = profileFactsSchema.shape;
const partialFacts = z.object({
  platform: platform.nullable().default(null),
  username: username.nullable().default(null),
  ...Object.fromEntries(
    Object.entries(plain).map(([k, s]) => [k, (s as z.ZodType).nullable().default(null)]),
  ),
  observedAt: observedAt.nullish().transform((v) => v ?? NOW),
  activity: partialActivity.nullable().default(null),
});

function reference(input: Record<string, unknown>) {
  const r = partialFacts.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

/** Values of every kind, most of them near the contract's edges. */
const anything = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 6 }),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ min: -2, max: 2 }),
  fc.constantFrom(Infinity, -Infinity, Number.NaN, 2 ** 60, -(2 ** 60), 1e6 + 0.5),
  fc.constant([]),
  fc.constant({}),
);
const count = fc.oneof({ weight: 40, arbitrary: fc.nat(100_000) }, anything);
const share = fc.oneof(
  { weight: 40, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  anything,
);
const rate = fc.oneof(
  { weight: 40, arbitrary: fc.double({ min: 0, max: 1e4, noNaN: true }) },
  anything,
);
const text = fc.oneof({ weight: 40, arbitrary: fc.string({ maxLength: 12 }) }, anything);
const flag = fc.oneof({ weight: 40, arbitrary: fc.boolean() }, anything);
const isoDate = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
const date = fc.oneof(
  { weight: 40, arbitrary: isoDate },
  fc.constantFrom('2020-01-01', '2020-01-01T00:00:00+02:00', '2020-02-30T00:00:00Z', 'yesterday'),
  anything,
);
const statisticArbitrary = (s: z.ZodType): fc.Arbitrary<unknown> => {
  const json = JSON.stringify(z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }));
  if (json.includes('"integer"')) return count;
  return json.includes('"maximum":1') ? share : rate;
};
const activity = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        version: fc.oneof(fc.constantFrom(1, 2, 2), anything),
        sampleSize: fc.oneof({ weight: 40, arbitrary: fc.integer({ min: 1, max: 50 }) }, anything),
        ...Object.fromEntries(
          Object.entries(statistics).map(([k, s]) => [k, statisticArbitrary(s as z.ZodType)]),
        ),
      },
      { requiredKeys: ['sampleSize'] },
    ),
  },
  fc.record({ version: fc.constant(2) }, { requiredKeys: [] }),
  anything,
);
const input = fc.record(
  {
    id: fc.string(),
    platform: fc.oneof(
      { weight: 40, arbitrary: fc.constantFrom(...accountPlatformSchema.options) },
      fc.constantFrom('myspace', 'Twitter'),
      anything,
    ),
    username: text,
    displayName: text,
    bio: text,
    externalUrl: text,
    followers: count,
    following: count,
    posts: count,
    likesGiven: count,
    listed: count,
    verified: flag,
    private: flag,
    hasProfilePicture: flag,
    defaultProfile: flag,
    createdAt: date,
    observedAt: date,
    activity,
  },
  { requiredKeys: [] },
);

test('reads every input as the schema with left-out facts as null does: same facts, same first error', () => {
  let valid = 0;
  let invalid = 0;
  fc.assert(
    fc.property(input, (x) => {
      const mine = readScoredFacts(x, NOW);
      const expected = reference(x);
      expect(mine).toEqual(expected);
      if (isFactError(mine)) invalid++;
      else valid++;
    }),
    { numRuns: 3000 },
  );
  // Both outcomes must be exercised, or the comparison proves little.
  expect(valid).toBeGreaterThan(100);
  expect(invalid).toBeGreaterThan(100);
});

test('a complete record reads exactly as the schema parses it', () => {
  const facts: ProfileFacts = {
    ...botLikeFacts,
    activity: activityStatsSchema.parse({
      version: 2,
      sampleSize: 12,
      postsPerDay: 30,
      repostShare: 0.9,
      replyShare: 0,
      linkShare: 0.5,
      likesPerPost: 0.2,
      repostsPerPost: 0,
      distinctSources: 1,
      automatedShare: 1,
    }),
  };
  expect(readScoredFacts({ id: 'x', ...facts }, NOW)).toEqual(profileFactsSchema.parse(facts));
});

test('a left-out fact is null, a left-out observation time the one given', () => {
  expect(readScoredFacts({ followers: 3 }, NOW)).toEqual({
    ...Object.fromEntries(Object.keys(profileFactsSchema.shape).map((k) => [k, null])),
    followers: 3,
    observedAt: NOW,
  });
  const partial = readScoredFacts({ activity: { sampleSize: 5, repostShare: 0.5 } }, NOW);
  expect(partial).toMatchObject({
    activity: {
      version: 2,
      sampleSize: 5,
      repostShare: 0.5,
      postsPerDay: null,
      automatedShare: null,
    },
  });
});

test('a wrong type or range names the field, first in the schema order', () => {
  expect(readScoredFacts({ followers: '12' }, NOW)).toEqual({
    path: 'followers',
    message: 'Invalid input: expected number, received string',
  });
  expect(readScoredFacts({ following: -1, followers: 2.5 }, NOW)).toEqual({
    path: 'followers',
    message: 'Invalid input: expected int, received number',
  });
  expect(readScoredFacts({ activity: { sampleSize: 3, captionSimilarity: 1.2 } }, NOW)).toEqual({
    path: 'activity.captionSimilarity',
    message: 'Too big: expected number to be <=1',
  });
  expect(readScoredFacts({ username: '' }, NOW)).toMatchObject({ path: 'username' });
  expect(readScoredFacts({ activity: { repostShare: 0.5 } }, NOW)).toMatchObject({
    path: 'activity.sampleSize',
  });
});
