import { expect, test } from 'vitest';
import { trustReasonSchema } from '../lookup/common';
import { reasonCodes, reasonText } from '../trust/reasons';
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
