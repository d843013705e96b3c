import fc from 'fast-check';
import { expect, test } from 'vitest';
import { activityStatsSchema } from '../profile-facts';
import { activityStats, hasLink, type PostSignals } from './activity';

const post = (over: Partial<PostSignals> = {}): PostSignals => ({
  postedAt: null,
  text: '',
  likes: null,
  reposts: null,
  isRepost: null,
  isReply: null,
  source: null,
  ...over,
});

test('no posts: no activity', () => {
  expect(activityStats([])).toBeNull();
});

test('rates and shares over what the posts report; unknown stays null', () => {
  const stats = activityStats([
    post({
      postedAt: '2026-01-01T00:00:00Z',
      text: 'see https://x.test',
      likes: 10,
      isRepost: true,
      source: 'Web',
    }),
    post({
      postedAt: '2026-01-03T00:00:00Z',
      text: 'plain',
      likes: 20,
      isRepost: false,
      source: 'iPhone',
    }),
    post({
      postedAt: '2026-01-05T00:00:00Z',
      text: 'www.example.com',
      likes: null,
      isRepost: false,
      source: 'Web',
    }),
  ]);
  expect(stats).toEqual({
    sampleSize: 3,
    postsPerDay: 0.5,
    repostShare: 1 / 3,
    replyShare: null,
    linkShare: 2 / 3,
    likesPerPost: 15,
    repostsPerPost: null,
    distinctSources: 2,
  });
});

test('one dated post or a zero span gives no posting rate', () => {
  expect(activityStats([post({ postedAt: '2026-01-01T00:00:00Z' })])?.postsPerDay).toBeNull();
  const same = post({ postedAt: '2026-01-01T00:00:00Z' });
  expect(activityStats([same, same])?.postsPerDay).toBeNull();
});

test('links: http(s) and www. addresses, not words that merely contain "www"', () => {
  expect(hasLink('go to https://a.b now')).toBe(true);
  expect(hasLink('www.vigil.test')).toBe(true);
  expect(hasLink('awwwww.cute')).toBe(false);
  expect(hasLink('no link here')).toBe(false);
});

const arbPost = fc.record({
  postedAt: fc.option(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  ),
  text: fc.string(),
  likes: fc.option(fc.nat()),
  reposts: fc.option(fc.nat()),
  isRepost: fc.option(fc.boolean()),
  isReply: fc.option(fc.boolean()),
  source: fc.option(fc.constantFrom('Web', 'iPhone', 'Android', ' ')),
});

test('property: always a valid ActivityStats for the sample, whatever its order', () => {
  fc.assert(
    fc.property(fc.array(arbPost, { minLength: 1, maxLength: 40 }), (posts) => {
      const stats = activityStats(posts);
      expect(activityStatsSchema.parse(stats)).toEqual(stats);
      expect(stats?.sampleSize).toBe(posts.length);
      const reversed = activityStats([...posts].reverse());
      expect(reversed?.repostShare).toBeCloseTo(stats?.repostShare ?? 0);
      expect(reversed?.postsPerDay ?? null).toBeCloseTo(stats?.postsPerDay ?? 0);
    }),
  );
});
