import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { GrowthFlag } from '../watchlists';
import { dayAsNumber, dayFromNumber, describeGrowthFlag } from './describe';

const spike: GrowthFlag = { kind: 'spike', day: '2026-03-03', size: 12_400, ratio: 40 };
const loss: GrowthFlag = { kind: 'loss', day: '2026-03-20', size: -5_230, ratio: 17 };
const churn: GrowthFlag = { kind: 'churn', day: '2026-12-05', size: 2_000, ratio: 200 };

test('a spike in plain words, in English and German', () => {
  expect(describeGrowthFlag(spike, 'en')).toBe(
    '+12,400 followers on 3 March, 40× its usual daily gain',
  );
  expect(describeGrowthFlag(spike, 'de')).toBe(
    '+12.400 Follower am 3. März, das 40-Fache des üblichen Tageszuwachses',
  );
});

test('a loss says how many followers went, without a minus sign', () => {
  expect(describeGrowthFlag(loss, 'en')).toBe(
    'Lost 5,230 followers on 20 March, 17× its usual daily change',
  );
  expect(describeGrowthFlag(loss, 'de')).toBe(
    'Am 20. März 5.230 Follower verloren, das 17-Fache der üblichen täglichen Änderung',
  );
});

test('churn names the accounts followed and dropped and the day the pattern completed', () => {
  expect(describeGrowthFlag(churn, 'en')).toBe(
    'Followed 2,000 accounts and unfollowed them again within a few days up to 5 December, 200× its usual daily change in accounts followed',
  );
  expect(describeGrowthFlag(churn, 'de')).toBe(
    '2.000 Konten gefolgt und bis zum 5. Dezember innerhalb weniger Tage wieder entfolgt, das 200-Fache der üblichen täglichen Änderung der gefolgten Konten',
  );
});

test('with the year when asked', () => {
  expect(describeGrowthFlag(spike, 'en', { withYear: true })).toContain('on 3 March 2026,');
  expect(describeGrowthFlag(spike, 'de', { withYear: true })).toContain('am 3. März 2026,');
});

test('a day travels as a number (reason values are numbers) and back', () => {
  expect(dayAsNumber('2026-03-03')).toBe(20_260_303);
  expect(dayFromNumber(20_260_303)).toBe('2026-03-03');
  expect(dayFromNumber(20_260_230)).toBeNull();
  expect(dayFromNumber(undefined)).toBeNull();
  expect(dayFromNumber(12.5)).toBeNull();
  fc.assert(
    fc.property(
      fc.date({ min: new Date('1990-01-01'), max: new Date('2200-12-31'), noInvalidDate: true }),
      (d) => {
        const day = d.toISOString().slice(0, 10);
        expect(dayFromNumber(dayAsNumber(day))).toBe(day);
      },
    ),
  );
});
