import { expect, test } from 'vitest';
import {
  AUTOMATED_CLIENT,
  DEMO_AUTOMATED,
  demoOutcome,
  demoPerson,
  demoPostDate,
  hash,
  seeded,
} from './demo-dataset';

const now = new Date('2026-06-01T15:00:00Z');

test('the same name gives the same account all day; another name another account', () => {
  const a = demoPerson('Someone', now);
  expect(demoPerson('someone', new Date('2026-06-01T23:59:00Z'))).toEqual({
    ...a,
    username: 'someone',
  });
  expect(demoPerson('someone-else', now).id).not.toBe(a.id);
});

test('fixed accounts and prefixes', () => {
  expect(demoOutcome('Unknown_1')).toBe('not-found');
  expect(demoOutcome('unavailable')).toBe('unavailable');
  expect(demoOutcome('ratelimited9')).toBe('rate-limited');
  expect(demoOutcome('demo')).toBe('found');
  expect(demoPerson('demo', now).posts).toHaveLength(12);
  expect(demoPerson('empty_feed', now).posts).toEqual([]);
  expect(demoPerson('noage', now).createdAt).toBeNull();
  const days = (d: Date | null) => (now.getTime() - d!.getTime()) / 86_400_000;
  expect(Math.floor(days(demoPerson('newbie', now).createdAt))).toBe(30);
  expect(Math.floor(days(demoPerson('fake12345', now).createdAt))).toBe(10);
});

test('the seeded generator is deterministic and in [0, 1)', () => {
  const a = seeded(hash('x'));
  const b = seeded(hash('x'));
  const values = Array.from({ length: 1000 }, () => a());
  expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
  expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
});

test('the automated account: a post every 3 minutes, 18 of 20 reposts, all from a scheduler', () => {
  const bot = demoPerson(DEMO_AUTOMATED, now);
  expect(bot.postsCount).toBe(48_210);
  expect(bot.posts).toHaveLength(20);
  const times = bot.posts.map((p) => demoPostDate(p, now).getTime());
  expect(times.slice(1).map((t, i) => (times[i]! - t) / 60_000)).toEqual(Array(19).fill(3));
  expect(bot.posts.filter((p) => p.kind === 'repost')).toHaveLength(18);
  expect(new Set(bot.posts.map((p) => p.client))).toEqual(new Set([AUTOMATED_CLIENT]));
  // Older than a year, four digits: the spec's two rules do not apply to it.
  expect(Math.floor((now.getTime() - bot.createdAt!.getTime()) / 86_400_000)).toBeGreaterThan(365);
  expect(demoPerson(DEMO_AUTOMATED.toUpperCase(), now).posts).toEqual(bot.posts);
});

test('people post from the platforms own apps, with comments, media kinds and some places', () => {
  const posts = demoPerson('demo', now).posts;
  expect(posts.every((p) => p.client === null && p.minutesEarlier === 0)).toBe(true);
  expect(new Set(posts.map((p) => p.media)).size).toBeGreaterThan(1);
  expect(posts.some((p) => p.place !== null)).toBe(true);
  expect(posts.some((p) => p.comments > 0)).toBe(true);
});
