import { failure } from '../fake-rapidapi';
/**
 * X (twitter-x-api) against its real reply shapes: every reply file of `replies/twitter/` through
 * the adapter over HTTP (default host and paths) and through the stored normalizer.
 */
import { activityStats } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { storedNormalizers } from '../../src/integrations/social/social-providers';
import {
  parseTwitterPosts,
  parseTwitterUser,
  twitterPaths,
} from '../../src/integrations/social/twitter.provider';
import { userTweets } from '../provider-replies/routes/twitter-timeline';
import { fromFile, replyFile } from '../provider-replies/vendor';
import {
  factsOf,
  observedAt,
  sampleActivity,
  startRealGateway,
  useRealGateway,
} from './real-gateway';

const gateway = useRealGateway();

/** The facts of `api-user-detail.json` (and of the GraphQL capture, the same user). */
const SAMPLE_FACTS = {
  platform: 'twitter',
  username: 'sample_user_1',
  displayName: 'Sample User One',
  // `description: ""`: the account has no bio.
  bio: null,
  externalUrl: null,
  followers: 1_834_120,
  following: 388,
  posts: 9120,
  likesGiven: 48_211,
  listed: 2210,
  // `is_blue_verified: true` while `legacy.verified` is false: verified.
  verified: true,
  private: null,
  hasProfilePicture: true,
  defaultProfile: false,
  createdAt: '2012-03-14T08:41:07.000Z',
  observedAt,
  activity: null,
};

describe('profile: GET /api/user/detail?username, read as user.result', () => {
  test('the captured reply gives every fact exactly, the rest_id as the id', async () => {
    const { data, accounts, raw } = await gateway.providers.twitter.profile('sample_user_1');
    const [req] = gateway.fake.requests.slice(-1);
    expect(req?.path).toBe('/api/user/detail');
    expect(req?.query.get('username')).toBe('sample_user_1');
    expect(req?.headers['x-rapidapi-host']).toBe('twitter-x-api.p.rapidapi.com');
    expect(accounts).toHaveLength(1);
    expect(factsOf(accounts[0])).toEqual(SAMPLE_FACTS);
    expect(accounts[0]).toMatchObject({
      key: 'sample_user_1',
      externalId: '73521864',
      avatarUrl: 'https://cdn.example/x/profile_images/1/sample_normal.jpg',
    });
    expect(data).toEqual({
      id: '73521864',
      username: 'sample_user_1',
      name: 'Sample User One',
      avatarUrl: 'https://cdn.example/x/profile_images/1/sample_normal.jpg',
      followers: 1_834_120,
      following: 388,
      description: null,
      location: null,
      isVerified: true,
      isPrivate: false,
      createdAt: '2012-03-14T08:41:07.000Z',
    });
    expect(raw).toEqual(replyFile('twitter/api-user-detail.json'));
  });

  test("the GraphQL capture (X's outer data) served at the same path gives the same facts", async () => {
    const { fake: f, providers: p } = await startRealGateway({}, [
      {
        host: 'twitter-x-api.p.rapidapi.com',
        method: 'GET',
        path: '/api/user/detail',
        answer: () => fromFile('twitter/graphql-user-by-screen-name.json'),
      },
    ]);
    try {
      const { accounts } = await p.twitter.profile('sample_user_1');
      expect(factsOf(accounts[0])).toEqual(SAMPLE_FACTS);
      expect(accounts[0]?.externalId).toBe('73521864');
    } finally {
      await f.close();
    }
  });

  test('an unknown user ({} from this vendor) is not found', async () => {
    const e = await failure(gateway.providers.twitter.profile('nobody_here'));
    expect([e.code, e.statusCode]).toEqual(['PROVIDER_NOT_FOUND', 404]);
  });

  test('stored normalizer: the detail reply and the GraphQL capture (outer data) give the same facts', () => {
    for (const file of [
      'twitter/api-user-detail.json',
      'twitter/graphql-user-by-screen-name.json',
    ]) {
      const [account] = storedNormalizers.twitter(replyFile(file), {});
      expect(factsOf(account), file).toEqual(SAMPLE_FACTS);
      expect(account?.externalId, file).toBe('73521864');
    }
    expect(storedNormalizers.twitter({}, {})).toEqual([]);
  });

  test('newer replies: screen_name, name and created_at read from core', () => {
    const file = replyFile('twitter/api-user-detail.json') as {
      user: { result: { legacy: Record<string, unknown> } };
    };
    const { screen_name, name, created_at, ...legacy } = file.user.result.legacy;
    const moved = {
      user: {
        result: {
          ...file.user.result,
          legacy,
          core: { screen_name, name, created_at },
          avatar: { image_url: 'https://cdn.example/x/profile_images/1/sample_400x400.jpg' },
          location: { location: 'Sample Town' },
          privacy: { protected: false },
        },
      },
    };
    const parsed = parseTwitterUser(moved);
    expect(factsOf(parsed?.account[0])).toEqual({ ...SAMPLE_FACTS, private: false });
    expect(parsed?.user).toMatchObject({
      username: 'sample_user_1',
      name: 'Sample User One',
      location: 'Sample Town',
      avatarUrl: 'https://cdn.example/x/profile_images/1/sample_400x400.jpg',
    });
  });

  test('is_blue_verified false and legacy.verified false: not verified; neither key: unknown', () => {
    const file = replyFile('twitter/api-user-detail.json') as { user: { result: object } };
    const blue = (v: unknown) => ({
      user: { result: { ...file.user.result, is_blue_verified: v } },
    });
    expect(factsOf(parseTwitterUser(blue(false))?.account[0]).verified).toBe(false);
    const r = file.user.result as { legacy: object };
    const none = {
      user: {
        result: {
          ...r,
          is_blue_verified: undefined,
          legacy: { ...r.legacy, verified: undefined },
        },
      },
    };
    expect(factsOf(parseTwitterUser(none)?.account[0]).verified).toBeNull();
  });
});

describe('exploits of the old adapter', () => {
  test('the old path /user/details does not exist on this vendor: the gateway says so', async () => {
    const { fake: oldFake, providers: old } = await startRealGateway({
      RAPIDAPI_PATH_TWITTER_PROFILE: '/user/details',
    });
    try {
      // The call fails (how the client classifies the gateway's reply is the client's concern)…
      await failure(old.twitter.profile('sample_user_1'));
      expect(oldFake.requests.map((r) => r.path)).toEqual(['/user/details']);
      // …on the gateway's own reply (a verbatim capture), not on the vendor's "no such user".
      const res = await fetch(`${oldFake.url}/user/details?username=sample_user_1`, {
        headers: { 'x-rapidapi-key': 'k', 'x-rapidapi-host': 'twitter-x-api.p.rapidapi.com' },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(
        replyFile('twitter/gateway-404.endpoint-does-not-exist.json'),
      );
    } finally {
      await oldFake.close();
    }
  });

  test('the default paths are the evidenced ones, and a configured path is what is called', async () => {
    expect(twitterPaths).toEqual({ profile: '/api/user/detail', posts: '/api/user/tweets' });
    const {
      fake: f,
      providers: p,
      config,
    } = await startRealGateway({
      RAPIDAPI_PATH_TWITTER_POSTS: '/api/user/timeline',
    });
    try {
      expect(config.RAPIDAPI_PATH_TWITTER_PROFILE).toBe(twitterPaths.profile);
      await failure(p.twitter.posts('73521864'));
      expect(f.requests.map((r) => r.path)).toEqual(['/api/user/timeline']);
    } finally {
      await f.close();
    }
  });

  test('blue verified is verified (the old adapter read only legacy.verified: false)', async () => {
    const { accounts } = await gateway.providers.twitter.profile('SAMPLE_USER_1');
    expect(accounts[0]?.facts.verified).toBe(true);
  });

  test('posts are fetched by rest_id (not by the base64 GraphQL id)', async () => {
    const { data } = await gateway.providers.twitter.profile('sample_user_1');
    expect(data.id).toBe('73521864');
    const posts = await gateway.providers.twitter.posts(data.id!);
    const req = gateway.fake.requests.at(-1);
    expect(req?.path).toBe('/api/user/tweets');
    expect(req?.query.get('user_id')).toBe('73521864');
    expect(req?.query.get('count')).toBe('20');
    expect(posts.posts).toHaveLength(5);
  });
});

describe('posts: GET /api/user/tweets?user_id&count, an X GraphQL timeline (reconstructed)', () => {
  const posted = (s: string) => new Date(s).toISOString();

  test('every tweet of the timeline: single items, a conversation module, a visibility wrapper, the pin', async () => {
    const { data, posts } = await gateway.providers.twitter.posts('73521864');
    expect(posts).toEqual([
      {
        id: '1950112233445566701',
        // The t.co address is the link it stands for.
        text: 'Sample post with a link https://www.sample-site.example/post #Sample',
        postedAt: posted('2026-07-30T14:02:41Z'),
        likes: 2400,
        reposts: 310,
        // X's reply_count: the reconstructed timeline's tweets have none yet.
        comments: 0,
        views: 120_400,
        isRepost: false,
        isReply: false,
        source: 'Twitter for iPhone',
        nonImage: null,
        hasLocation: null,
        hashtags: ['sample'],
      },
      {
        id: '1950098877665544332',
        text: 'RT @other_sample: Another sample text, shared.',
        postedAt: posted('2026-07-30T09:30:00Z'),
        likes: 0,
        reposts: 55,
        // X's reply_count: the reconstructed timeline's tweets have none yet.
        comments: 0,
        views: 4100,
        isRepost: true,
        isReply: false,
        source: 'Twitter for iPhone',
        nonImage: null,
        hasLocation: null,
        hashtags: [],
      },
      {
        id: '1949900011122233344',
        text: '@other_sample Thanks, a sample reply.',
        postedAt: posted('2026-07-29T18:45:10Z'),
        likes: 180,
        reposts: 4,
        // X's reply_count: the reconstructed timeline's tweets have none yet.
        comments: 0,
        views: 8800,
        isRepost: false,
        isReply: true,
        source: 'Twitter Web App',
        nonImage: null,
        hasLocation: null,
        hashtags: [],
      },
      {
        id: '1949700055566677788',
        // A photo's t.co address is no link out.
        text: 'Sample photo post',
        postedAt: posted('2026-07-29T07:00:00Z'),
        likes: 3300,
        reposts: 420,
        // X's reply_count: the reconstructed timeline's tweets have none yet.
        comments: 0,
        views: 200_000,
        isRepost: false,
        isReply: false,
        source: 'Twitter for iPhone',
        nonImage: null,
        hasLocation: null,
        hashtags: [],
      },
      {
        id: '1832207716548810394',
        text: 'Pinned: a sample announcement #Launch',
        postedAt: posted('2024-09-07T08:15:00Z'),
        likes: 5120,
        reposts: 830,
        // X's reply_count: the reconstructed timeline's tweets have none yet.
        comments: 0,
        views: 912_345,
        isRepost: false,
        isReply: false,
        source: 'Twitter Web App',
        nonImage: null,
        hasLocation: null,
        hashtags: ['launch'],
      },
    ]);
    expect(data.map((p) => p.id)).toEqual(posts.map((p) => p.id));
  });

  test('the activity of those posts', async () => {
    const { posts } = await gateway.providers.twitter.posts('73521864');
    const span =
      (Date.parse('2026-07-30T14:02:41Z') - Date.parse('2024-09-07T08:15:00Z')) / 86_400_000;
    // Captions are the account's own tweets: the retweet's text is someone else's.
    const own = [
      'Sample post with a link https://www.sample-site.example/post #Sample',
      '@other_sample Thanks, a sample reply.',
      'Sample photo post',
      'Pinned: a sample announcement #Launch',
    ];
    const { captionSimilarity: alike, ...stats } = activityStats(posts)!;
    expect(stats).toEqual({
      version: 2,
      ...sampleActivity.twitter,
      postsPerDay: 4 / span,
      commentsPerPost: 0,
      captionLength: own.reduce((sum, t) => sum + t.length, 0) / 4,
      emptyCaptionShare: 0,
      // Tweets are text first: no media share, and X names no places here.
      nonImageShare: null,
      locationShare: null,
      hashtagsPerPost: 0.5,
      promoKeywordsPerPost: 0,
      followKeywordsPerPost: 0,
      // Gaps 11:45:10 and 14:44:50 in the middle of four: their mean, 13.25 hours.
      medianHoursBetweenPosts: 13.25,
      // 'Twitter for iPhone' and 'Twitter Web App' (HTML stripped) are X's own apps.
      automatedShare: 0,
    });
    expect(alike).toBeGreaterThan(0);
    expect(alike).toBeLessThan(0.5);
  });

  test('timeline or timeline_v2, with or without X outer data, give the same tweets', () => {
    const result = userTweets.user.result;
    const { timeline_v2, ...rest } = result;
    const same = parseTwitterPosts(userTweets);
    expect(parseTwitterPosts({ data: userTweets })).toEqual(same);
    expect(
      parseTwitterPosts({ data: { user: { result: { ...rest, timeline: timeline_v2 } } } }),
    ).toEqual(same);
  });

  test('an unknown user id is not found; a user without a readable timeline is a bad reply', async () => {
    const e = await failure(gateway.providers.twitter.posts('1'));
    expect(e.code).toBe('PROVIDER_NOT_FOUND');
    expect(() => parseTwitterPosts({ user: { result: { __typename: 'User' } } })).toThrow(
      expect.objectContaining({ code: 'PROVIDER_BAD_REPLY' }),
    );
    expect(() =>
      parseTwitterPosts({ user: { result: { timeline_v2: { timeline: { instructions: 'x' } } } } }),
    ).toThrow(expect.objectContaining({ code: 'PROVIDER_BAD_REPLY' }));
  });
});
