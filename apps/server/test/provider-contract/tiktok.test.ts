/**
 * TikTok (tiktok-api23) against its real reply shapes: exact counts from `statsV2` (never the
 * rounded `stats`), age and region from info-with-region, posts and followers by secUid, and a
 * hidden list (HTTP 200, status_code 3002060) as an error, never as an empty list.
 */
import { activityStats, UNKNOWN_LOCATION } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { normalizeTiktok } from '../../src/integrations/social/tiktok.provider';
import { startFakeRapidApi } from '../fake-rapidapi';
import { replyFile } from '../provider-replies/vendor';
import {
  failure,
  iso,
  realProviders,
  storedFacts,
  TIKTOK_HOST,
  TIKTOK_SECUID_1,
} from './vendors-b';
import { useRealGateway } from './real-gateway';

const gateway = useRealGateway();

describe('TikTok profile', () => {
  test('counts are the exact statsV2 strings (183,164 followers, not the rounded 183,200)', async () => {
    const { data, accounts } = await gateway.providers.tiktok.profile('sample_user_1');
    expect(data).toEqual({
      id: '6812094437152873477',
      uniqueId: 'sample_user_1',
      nickname: 'Sample Creator 🌍',
      signature: 'Sample bio text ✈️ sample contact line',
      avatarUrl:
        'https://cdn.example/tt/avatar-1~tplv-tiktokx-cropcenter:1080:1080.jpeg?x-expires=1757845000&x-signature=SampleSig1',
      secUid: TIKTOK_SECUID_1,
      // info has no region and no createTime; info-with-region does not know this account.
      region: null,
      location: UNKNOWN_LOCATION,
      followers: 183_164,
      following: 245,
      likes: 2_415_873,
      videos: 812,
      verified: false,
      createdAt: null,
    });
    expect(storedFacts(accounts[0])).toMatchObject({
      platform: 'tiktok',
      username: 'sample_user_1',
      followers: 183_164,
      following: 245,
      posts: 812,
      likesGiven: 0,
      verified: false,
      private: false,
      createdAt: null,
      externalUrl: null,
    });
    expect(accounts[0]?.externalId).toBe(TIKTOK_SECUID_1);
    // Both profile paths were asked, on the real host.
    const paths = gateway.fake.requests.filter((r) => r.headers['x-rapidapi-host'] === TIKTOK_HOST);
    expect(paths.map((r) => r.path).sort()).toEqual([
      '/api/user/info',
      '/api/user/info-with-region',
    ]);
  });

  test('age, region and bio link come from info-with-region (user.createTime in seconds)', async () => {
    const { data, accounts } = await gateway.providers.tiktok.profile('sample_user_2');
    expect(data).toMatchObject({
      uniqueId: 'sample_user_2',
      createdAt: iso(1_601_209_467),
      region: 'DE',
      location: 'DE',
      verified: true,
      // Not in this reply, and info does not know the account: unknown, not 0.
      followers: null,
      videos: null,
    });
    expect(storedFacts(accounts[0])).toMatchObject({
      createdAt: '2020-09-27T12:24:27.000Z',
      externalUrl: 'https://sample-site.example/links',
      verified: true,
      followers: null,
    });
  });

  test('an account neither path knows is not found', async () => {
    const e = await failure(gateway.providers.tiktok.profile('nobody_here'));
    expect(e.code).toBe('PROVIDER_NOT_FOUND');
  });

  test('the stored normalizer reads both reply files as the adapter does', () => {
    expect(
      storedFacts(normalizeTiktok(replyFile('tiktok/api-user-info.json'), {})[0]),
    ).toMatchObject({ username: 'sample_user_1', followers: 183_164, posts: 812, createdAt: null });
    expect(
      storedFacts(normalizeTiktok(replyFile('tiktok/api-user-info-with-region.json'), {})[0]),
    ).toMatchObject({ username: 'sample_user_2', createdAt: iso(1_601_209_467), verified: true });
    expect(
      storedFacts(
        normalizeTiktok(
          {
            profile: replyFile('tiktok/api-user-info-with-region.json'),
            stats: replyFile('tiktok/api-user-info.json'),
          },
          {},
        )[0],
      ),
      // Two different accounts: the counts of sample_user_1 are not sample_user_2's.
    ).toMatchObject({ username: 'sample_user_2', followers: null });
  });
});

describe('TikTok posts and lists', () => {
  test('posts: data.itemList[], statsV2 exact, cover, hashtags; they feed activity', async () => {
    const { data, posts } = await gateway.providers.tiktok.posts(TIKTOK_SECUID_1);
    const req = gateway.fake.requests.find((r) => r.path === '/api/user/posts');
    expect(Object.fromEntries(req!.query)).toEqual({
      secUid: TIKTOK_SECUID_1,
      count: '35',
      cursor: '0',
    });
    expect(data).toEqual([
      {
        id: '7418205536642870273',
        description: 'Sample caption text about a train ride#sampletag #sampletrain🚆 ',
        coverUrl:
          'https://cdn.example/tt/origincover-37~tplv-tiktokx-origin.image?x-expires=1757845000&x-signature=SampleSig37',
        plays: 1_300_000,
        likes: 41_200,
      },
    ]);
    expect(posts[0]).toMatchObject({
      postedAt: iso(1_714_694_122),
      reposts: 1377,
      // statsV2.commentCount, the exact string.
      comments: 846,
      // A TikTok post is always a video; TikTok names no place here.
      nonImage: null,
      hasLocation: null,
      hashtags: ['sampletag', 'sampletrain'],
    });
    expect(activityStats(posts)).toMatchObject({
      sampleSize: 1,
      likesPerPost: 41_200,
      repostsPerPost: 1377,
      commentsPerPost: 846,
      nonImageShare: null,
      locationShare: null,
      automatedShare: null,
      repostShare: null,
    });
  });

  test('followers: {"followers": [snake_case users]}', async () => {
    const { data } = await gateway.providers.tiktok.followers(TIKTOK_SECUID_1);
    expect(data).toEqual([
      {
        uniqueId: 'sample_follower_1',
        nickname: 'Sample Follower',
        avatarUrl:
          'https://cdn.example/tt/avatar-3~tplv-tiktokx-cropcenter:1080:1080.jpeg?x-expires=1757845000&x-signature=SampleSig3',
        secUid: 'MS4wLjABAAAAzY-Vgq4jlJ8whDMMsNTUeauO7Hpt0fmZZVSDrz7HQ44hkMJPivJN0VwXM9-navkL',
        followers: 3208,
      },
    ]);
  });

  test('a hidden following list (HTTP 200, status_code 3002060) is an error, not an empty list', async () => {
    const e = await failure(gateway.providers.tiktok.followings(TIKTOK_SECUID_1));
    expect(e.code).toBe('PROVIDER_LIST_HIDDEN');
    expect(e.message).toBe('This TikTok account hides its following list.');
  });

  test('any other non-zero status_code with HTTP 200 is the vendor failing', async () => {
    const own = await startFakeRapidApi(() => ({
      json: { status_code: 10000, status_msg: 'captcha required', followers: [] },
    }));
    try {
      const e = await failure(realProviders(own).tiktok.followers(TIKTOK_SECUID_1));
      expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await own.close();
    }
  });
});
