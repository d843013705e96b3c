import { expect, test } from 'vitest';
import { reasonCodes, reasonText, trustLanguages } from './reasons';

/** Values every text may read, as reasons carry them. */
const full = {
  years: 3,
  following: 7_500,
  followers: 12,
  posts: 40,
  perDay: 2.5,
  likes: 300,
  lists: 2,
  digits: 5,
  length: 12,
  percent: 80,
  minutes: 40,
  reposts: 90,
  clients: 3,
  empty: 40,
  alike: 85,
  hashtags: 5,
  promo: 2.3,
  follow: 0.7,
  comments: 0.01,
  videos: 60,
  places: 10,
  replies: 20,
  links: 50,
  accounts: 1_800,
  ratio: 40,
  day: 20_260_303,
  count: 2,
};

test('every reason code has a text in every language, with its values and with none', () => {
  for (const code of reasonCodes) {
    for (const lang of trustLanguages) {
      for (const value of [full, {}]) {
        const text = reasonText(code, value, lang);
        expect(text.length, `${code} ${lang}`).toBeGreaterThan(3);
        expect(text, `${code} ${lang}`).not.toMatch(/undefined|NaN|null|\[object/);
      }
    }
  }
});

test('the languages differ where the words do (no English left in German)', () => {
  const alike = reasonCodes.filter(
    (code) => reasonText(code, full, 'de') === reasonText(code, full, 'en'),
  );
  expect(alike).toEqual([]);
});

test('growth reasons render their day and numbers in each language', () => {
  const value = { followers: 12_400, ratio: 40, day: 20_260_303 };
  expect(reasonText('growthSpike', value, 'en')).toBe(
    '+12,400 followers on 3 March 2026, 40× its usual daily gain.',
  );
  expect(reasonText('growthSpike', value, 'de')).toBe(
    '+12.400 Follower am 3. März 2026, das 40-Fache des üblichen Tageszuwachses.',
  );
  expect(reasonText('followerLoss', value, 'en')).toBe(
    'Lost 12,400 followers on 3 March 2026, 40× its usual daily change.',
  );
  expect(reasonText('followChurn', { accounts: 900, ratio: 30, day: 20_261_105 }, 'de')).toBe(
    '900 Konten gefolgt und bis zum 5. November 2026 innerhalb weniger Tage wieder entfolgt, das 30-Fache der üblichen täglichen Änderung der gefolgten Konten.',
  );
  // A day that is no day is left out rather than shown wrong.
  expect(reasonText('growthSpike', { ...value, day: 20_261_340 }, 'en')).toBe(
    '+12,400 followers, 40× its usual daily gain.',
  );
});
