import { expect, test } from 'vitest';
import { trustReasonSchema } from '../lookup/common';
import { unknownReportedFacts } from '../profile-facts';
import { reasonCodes, reasonText } from '../trust/reasons';
import { modelEstimate, withExtraReasons } from '../trust/score';
import type { GrowthFlag } from '../watchlists';
import { growthReasonCodes, growthReasons } from './reasons';

const flags: GrowthFlag[] = [
  { kind: 'spike', day: '2026-03-03', size: 12_400, ratio: 40 },
  { kind: 'loss', day: '2026-04-10', size: -6_100, ratio: 18 },
  { kind: 'spike', day: '2026-05-01', size: 3_000, ratio: 9 },
  { kind: 'churn', day: '2026-02-11', size: 1_800, ratio: 90 },
];

test('one reason per kind, from its loudest flag, raising the score, in both languages', () => {
  const reasons = growthReasons(flags);
  expect(reasons.map((r) => r.code)).toEqual(['growthSpike', 'followerLoss', 'followChurn']);
  const [spike, loss, churn] = reasons;
  expect(spike).toEqual({
    code: 'growthSpike',
    value: { followers: 12_400, ratio: 40, day: 20_260_303, count: 2 },
    effect: 'raises',
    impact: 0,
    text: {
      en: '+12,400 followers on 3 March 2026, 40× its usual daily gain (the largest of 2 jumps).',
      de: '+12.400 Follower am 3. März 2026, das 40-Fache des üblichen Tageszuwachses (der größte von 2 Sprüngen).',
    },
  });
  expect(loss!.value).toEqual({ followers: 6_100, ratio: 18, day: 20_260_410 });
  expect(loss!.text.en).toBe('Lost 6,100 followers on 10 April 2026, 18× its usual daily change.');
  expect(loss!.text.de).toBe(
    'Am 10. April 2026 6.100 Follower verloren, das 18-Fache der üblichen täglichen Änderung.',
  );
  expect(churn!.value).toEqual({ accounts: 1_800, ratio: 90, day: 20_260_211 });
  expect(churn!.text.en).toBe(
    'Followed 1,800 accounts and unfollowed them again within a few days up to 11 February 2026, 90× its usual daily change in accounts followed.',
  );
  // What the lookups' replies carry passes their contract.
  for (const r of reasons) expect(trustReasonSchema.parse(r)).toMatchObject({ code: r.code });
});

test('no flags, no reasons; a tie on ratio goes to the larger, then the later flag', () => {
  expect(growthReasons([])).toEqual([]);
  const tie = growthReasons([
    { kind: 'spike', day: '2026-01-10', size: 500, ratio: 20 },
    { kind: 'spike', day: '2026-01-20', size: 900, ratio: 20 },
    { kind: 'spike', day: '2026-01-30', size: 900, ratio: 20 },
  ]);
  expect(tie[0]!.value).toMatchObject({ followers: 900, day: 20_260_130, count: 3 });
});

test('the growth codes are reason codes with texts that read without a day', () => {
  for (const code of Object.values(growthReasonCodes)) {
    expect(reasonCodes).toContain(code);
    for (const lang of ['de', 'en'] as const) {
      const text = reasonText(code, { followers: 10, accounts: 10, ratio: 3 }, lang);
      expect(text).toMatch(/^[^]*10[^]*3[^]*\.$/);
      expect(text).not.toMatch(/undefined|NaN| on \.| am \./);
    }
  }
});

test("a watched account's flags join the estimate a user sees: score and criteria stay the model's", () => {
  const estimate = modelEstimate({
    ...unknownReportedFacts,
    platform: 'instagram',
    username: 'bought_example',
    followers: 1_800_000,
    following: 300,
    posts: 120,
    observedAt: '2026-06-01T00:00:00.000Z',
    activity: null,
  });
  const extra = growthReasons(flags).map(({ code, value, effect }) => ({ code, value, effect }));
  const seen = withExtraReasons(estimate, 'bought_example', extra);
  expect(seen.probability).toBe(estimate.probability);
  expect(seen.criteria).toEqual(estimate.criteria);
  expect(seen.confidence).toBe(estimate.confidence);
  expect(seen.modelVersion).toBe(estimate.modelVersion);
  expect(seen.reasons.slice(0, estimate.reasons.length)).toEqual(estimate.reasons);
  expect(seen.reasons.slice(estimate.reasons.length).map((r) => r.code)).toEqual([
    'growthSpike',
    'followerLoss',
    'followChurn',
  ]);
  expect(seen.message).toMatch(/^Probability of bought_example being a fake account: \d+%\./);
  expect(seen.message).toContain(
    '+12,400 followers on 3 March 2026, 40× its usual daily gain (the largest of 2 jumps).',
  );
  // Added once: a second pass (a cached reply seen again) changes nothing.
  expect(withExtraReasons(seen, 'bought_example', extra)).toEqual(seen);
  // Nothing to add: the very estimate.
  expect(withExtraReasons(estimate, 'bought_example', [])).toBe(estimate);
});
