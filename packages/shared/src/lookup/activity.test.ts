import fc from 'fast-check';
import { expect, test } from 'vitest';
import { activityStatsSchema } from '../profile-facts';
import {
  activityStats,
  captionSimilarity,
  hasLink,
  isAutomatedSource,
  type PostSignals,
} from './activity';

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
    version: 2,
    commentsPerPost: null,
    // Own posts only: the repost's text is someone else's.
    captionLength: (5 + 15) / 2,
    emptyCaptionShare: 0,
    nonImageShare: null,
    locationShare: null,
    hashtagsPerPost: 0,
    promoKeywordsPerPost: 0,
    followKeywordsPerPost: 0,
    captionSimilarity: 0,
    medianHoursBetweenPosts: 48,
    // 'Web' and 'iPhone' are the platforms' own clients.
    automatedShare: 0,
  });
});

test('caption, media, place and keyword statistics of the own posts', () => {
  const stats = activityStats([
    post({ text: 'GIVEAWAY! follow us, link in bio #win #free', comments: 4, nonImage: true }),
    post({ text: 'giveaway follow us link in bio #win', comments: 0, hasLocation: true }),
    post({ text: '.', comments: 2, nonImage: false, hasLocation: false }),
    post({ text: 'someone else said this', isRepost: true }),
  ])!;
  expect(stats.commentsPerPost).toBe(2);
  expect(stats.nonImageShare).toBe(0.5);
  expect(stats.locationShare).toBe(0.5);
  expect(stats.emptyCaptionShare).toBeCloseTo(1 / 3);
  expect(stats.hashtagsPerPost).toBe(1);
  // giveaway, link in bio, win, free | giveaway, link in bio, win
  expect(stats.promoKeywordsPerPost).toBeCloseTo(7 / 3);
  expect(stats.followKeywordsPerPost).toBeCloseTo(2 / 3);
  // Two near-identical captions; '.' has no words and takes no part.
  expect(stats.captionSimilarity).toBeGreaterThan(0.8);
});

test('caption similarity: 1 for the same words, 0 for none shared, null below two captions', () => {
  expect(
    captionSimilarity([
      ['a', 'b'],
      ['b', 'a'],
    ]),
  ).toBeCloseTo(1);
  expect(captionSimilarity([['a'], ['b'], ['c']])).toBe(0);
  expect(captionSimilarity([['a'], []])).toBeNull();
});

test('automated clients: the platforms’ own apps are manual, other named clients automated', () => {
  for (const manual of ['Twitter for iPhone', 'Twitter Web App', 'TweetDeck', 'Truth Social'])
    expect(isAutomatedSource(manual)).toBe(false);
  for (const bot of ['IFTTT', 'dlvr.it', 'Buffer', 'my-bot-app'])
    expect(isAutomatedSource(bot)).toBe(true);
  expect(isAutomatedSource(null)).toBeNull();
  expect(isAutomatedSource(' ')).toBeNull();
  const stats = activityStats([
    post({ source: 'IFTTT', postedAt: '2026-01-01T00:00:00Z' }),
    post({ source: 'IFTTT', postedAt: '2026-01-01T00:40:00Z' }),
    post({ source: 'Twitter for Android', postedAt: '2026-01-01T01:00:00Z' }),
    post({ source: null, postedAt: '2026-01-01T03:00:00Z' }),
  ])!;
  expect(stats.automatedShare).toBeCloseTo(2 / 3);
  // Gaps of 40, 20 and 120 minutes.
  expect(stats.medianHoursBetweenPosts).toBeCloseTo(40 / 60);
});

test('stored version-1 statistics stay valid: the version-2 fields read as not reported', () => {
  const v1 = {
    sampleSize: 5,
    postsPerDay: 1,
    repostShare: null,
    replyShare: null,
    linkShare: 0,
    likesPerPost: 3,
    repostsPerPost: null,
    distinctSources: null,
  };
  const parsed = activityStatsSchema.parse(v1);
  expect(parsed.version).toBe(1);
  expect(parsed.captionLength).toBeNull();
  expect(parsed.automatedShare).toBeNull();
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
