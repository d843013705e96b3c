import { alertRulesSchema, type GrowthFlag } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { flagSentence } from './alert-mail';
import { parseWatchCsv } from './watch-csv';
import {
  alertsFor,
  bitsToChanges,
  changesToBits,
  newFlagsOf,
  pictureKey,
  profileChanges,
  retryDelayMs,
  type CheckOutcome,
} from './watch-rules';

const rules = alertRulesSchema.parse({});
const outcome = (over: Partial<CheckOutcome>): CheckOutcome => ({
  targetId: 't1',
  slot: '2026-03-04T10:00:00.000Z',
  before: { state: 'ok', score: 20 },
  after: { state: 'ok', score: 20 },
  changes: [],
  newFlags: [],
  ...over,
});
const spike: GrowthFlag = { kind: 'spike', day: '2026-03-03', size: 12_400, ratio: 40 };

describe('alert rules', () => {
  test('the score alerts when it rises above the threshold, not while it stays above', () => {
    const crossed = alertsFor(
      rules,
      outcome({ before: { state: 'ok', score: 70 }, after: { state: 'ok', score: 71 } }),
    );
    expect(crossed).toEqual([
      {
        kind: 'score_threshold',
        cause: 't1:score:2026-03-04T10:00:00.000Z',
        details: { score: 71, threshold: 70 },
      },
    ]);
    expect(
      alertsFor(
        rules,
        outcome({ before: { state: 'ok', score: 80 }, after: { state: 'ok', score: 90 } }),
      ),
    ).toEqual([]);
    expect(
      alertsFor(
        rules,
        outcome({ before: { state: 'ok', score: 70 }, after: { state: 'ok', score: 70 } }),
      ),
    ).toEqual([]);
    // Unknown before (the first check) or after: no crossing can be told.
    expect(
      alertsFor(
        rules,
        outcome({ before: { state: 'pending', score: null }, after: { state: 'ok', score: 95 } }),
      ),
    ).toEqual([]);
    // Off.
    expect(
      alertsFor(
        { ...rules, scoreAbove: null },
        outcome({ before: { state: 'ok', score: 10 }, after: { state: 'ok', score: 99 } }),
      ),
    ).toEqual([]);
  });

  test('gone and private alert on the transition from an account that was seen', () => {
    const kinds = (
      before: CheckOutcome['before']['state'],
      after: CheckOutcome['after']['state'],
    ) =>
      alertsFor(
        rules,
        outcome({ before: { state: before, score: null }, after: { state: after, score: null } }),
      ).map((a) => a.kind);
    expect(kinds('ok', 'not_found')).toEqual(['gone']);
    expect(kinds('private', 'not_found')).toEqual(['gone']);
    expect(kinds('ok', 'private')).toEqual(['private']);
    expect(kinds('not_found', 'not_found')).toEqual([]);
    expect(kinds('private', 'private')).toEqual([]);
    expect(kinds('pending', 'not_found')).toEqual([]);
    expect(kinds('pending', 'private')).toEqual([]);
    expect(kinds('not_found', 'ok')).toEqual([]);
    expect(
      alertsFor(
        { ...rules, goneOrPrivate: false },
        outcome({ after: { state: 'not_found', score: null } }),
      ),
    ).toEqual([]);
  });

  test('each new flag is one alert keyed by its kind and day; a change one keyed by the slot', () => {
    const loss: GrowthFlag = { kind: 'loss', day: '2026-03-04', size: -5_000, ratio: 12 };
    const drafts = alertsFor(
      rules,
      outcome({ newFlags: [spike, loss], changes: ['bio', 'picture'] }),
    );
    expect(drafts.map((d) => [d.kind, d.cause])).toEqual([
      ['growth_anomaly', 't1:spike:2026-03-03'],
      ['growth_anomaly', 't1:loss:2026-03-04'],
      ['profile_change', 't1:change:2026-03-04T10:00:00.000Z'],
    ]);
    expect(
      alertsFor(
        { ...rules, anomaly: false, profileChange: false },
        outcome({ newFlags: [spike], changes: ['bio'] }),
      ),
    ).toEqual([]);
  });

  test('new flags: not stored yet, and not older than the check before', () => {
    const old: GrowthFlag = { ...spike, day: '2026-01-10' };
    expect(newFlagsOf([old, spike], [], null)).toEqual([old, spike]);
    expect(newFlagsOf([old, spike], [], '2026-03-03')).toEqual([spike]);
    expect(newFlagsOf([spike], [{ ...spike, size: 1 }], '2026-03-01')).toEqual([]);
    expect(newFlagsOf([{ ...spike, kind: 'loss' }], [spike], '2026-03-01')).toHaveLength(1);
  });
});

describe('profile changes', () => {
  const seen = { name: 'Ann', bio: 'Hi', link: 'https://a.example', picture: 'p1' };
  test('name, bio and link compare as text (absent = empty); the picture only when both are known', () => {
    expect(profileChanges(null, seen)).toEqual([]);
    expect(profileChanges(seen, { ...seen })).toEqual([]);
    expect(profileChanges(seen, { ...seen, bio: null, name: 'Ann ' })).toEqual(['bio']);
    expect(profileChanges(seen, { ...seen, link: 'https://b.example', picture: 'p2' })).toEqual([
      'link',
      'picture',
    ]);
    expect(profileChanges(seen, { ...seen, picture: null })).toEqual([]);
  });

  test('a CDN picture keeps its key when only its host or signature changes', () => {
    const a = pictureKey('https://scontent-fra5-1.cdninstagram.com/v/t51/123_n.jpg?oh=abc&oe=1');
    const b = pictureKey('https://scontent-ams2-1.cdninstagram.com/v/t51/123_n.jpg?oh=def&oe=2');
    const c = pictureKey('https://scontent-fra5-1.cdninstagram.com/v/t51/456_n.jpg?oh=abc&oe=1');
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(pictureKey('data:image/svg+xml,<svg>A</svg>')).not.toBe(
      pictureKey('data:image/svg+xml,<svg>B</svg>'),
    );
    expect(pictureKey(null)).toBeNull();
  });

  test('changes travel as bits and back', () => {
    expect(changesToBits(['name', 'picture'])).toBe(9);
    expect(bitsToChanges(9)).toEqual(['name', 'picture']);
    expect(bitsToChanges(0)).toEqual([]);
  });
});

test('back-off: 5, 10, 20 … minutes, never past the interval', () => {
  const hour = 3_600_000;
  expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 24 * hour) / 60_000)).toEqual([
    5, 10, 20, 40, 80,
  ]);
  expect(retryDelayMs(9, 24 * hour)).toBe(1_280 * 60_000);
  expect(retryDelayMs(10, 24 * hour)).toBe(24 * hour);
  expect(retryDelayMs(50, hour)).toBe(hour);
});

test('a flag in a plain sentence, in both languages', () => {
  expect(flagSentence(spike, 'en')).toBe('+12,400 followers on 3 March, 40× its usual daily gain');
  expect(flagSentence(spike, 'de')).toBe(
    '+12.400 Follower am 3. März, 40× der übliche Tageszuwachs',
  );
  expect(flagSentence({ kind: 'churn', day: '2026-03-05', size: 700, ratio: 0.6 }, 'en')).toBe(
    '700 accounts followed and unfollowed again by 5 March',
  );
});

describe('CSV lines', () => {
  const ok = () => null;
  test('header, quotes, semicolons, @ and blank lines; bad lines named', () => {
    expect(parseWatchCsv('Platform,Username\n"tiktok";"@a"\n\r\ntwitter,b\n', ok)).toEqual({
      ok: true,
      lines: [
        { line: 2, platform: 'tiktok', username: 'a' },
        { line: 4, platform: 'twitter', username: 'b' },
      ],
    });
    const bad = parseWatchCsv('tiktok,a\nlinkedin,b\ntiktok\ntiktok,\ntiktok,a,b\nx,y', ok);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6]);
  });

  test("the lookup's refusal is a bad line; a control character refuses the file", () => {
    const refuse = (_p: string, u: string) => (u === 'no' ? 'refused' : null);
    expect(parseWatchCsv('tiktok,yes\ntiktok,no', refuse)).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'refused' }],
    });
    expect(parseWatchCsv('tiktok,a\u0000', ok)).toMatchObject({ ok: false, errors: [{ line: 0 }] });
  });
});
