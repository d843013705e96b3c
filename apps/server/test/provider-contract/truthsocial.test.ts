/**
 * Truth Social (truth-social-api) against its real reply shapes: truthsocial.com's Mastodon
 * account and statuses (`replies/truthsocial/`), through the adapter over HTTP (default host and
 * paths) and through the stored normalizer.
 */
import { activityStats } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { AppError } from '../../src/lib/app-error';
import { storedNormalizers } from '../../src/integrations/social/social-providers';
import {
  parseTruthsocialUser,
  truthsocialPaths,
} from '../../src/integrations/social/truthsocial.provider';
import { replyFile } from '../provider-replies/vendor';
import {
  factsOf,
  observedAt,
  sampleActivity,
  startRealGateway,
  useRealGateway,
} from './real-gateway';

const gateway = useRealGateway();

const ID = '108241873905512337';
const AVATAR =
  'https://cdn.example/ts/accounts/avatars/108/241/873/905/512/337/original/5a1b2c3d4e5f6a7b.jpeg';

const SAMPLE_FACTS = {
  platform: 'truthsocial',
  username: 'sample_user_1',
  displayName: 'Sample User One',
  // `note: "<p></p>"`: no bio.
  bio: null,
  externalUrl: 'https://www.sample-site.example',
  followers: 2_481_530,
  following: 54,
  posts: 8734,
  likesGiven: null,
  listed: null,
  verified: true,
  private: false,
  hasProfilePicture: true,
  defaultProfile: null,
  createdAt: '2022-05-03T09:41:12.318Z',
  observedAt,
  activity: null,
};

describe('profile: GET /users/{username}, a Mastodon account', () => {
  test('account.json gives every fact exactly; the id is kept for the posts call', async () => {
    const { data, accounts } = await gateway.providers.truthsocial.profile('sample_user_1');
    const req = gateway.fake.requests.at(-1);
    expect(req?.path).toBe('/users/sample_user_1');
    expect(req?.headers['x-rapidapi-host']).toBe('truth-social-api.p.rapidapi.com');
    expect(factsOf(accounts[0])).toEqual(SAMPLE_FACTS);
    expect(accounts[0]).toMatchObject({ key: 'sample_user_1', externalId: ID, avatarUrl: AVATAR });
    expect(data).toEqual({
      id: ID,
      username: 'sample_user_1',
      displayName: 'Sample User One',
      noteHtml: '<p></p>',
      avatarUrl: AVATAR,
      headerUrl:
        'https://cdn.example/ts/accounts/headers/108/241/873/905/512/337/original/9c8d7e6f5a4b3c2d.jpeg',
      createdAt: '2022-05-03T09:41:12.318Z',
      lastStatusAt: '2026-07-30T00:00:00.000Z',
      followers: 2_481_530,
      following: 54,
      postsCount: 8734,
      website: 'https://www.sample-site.example',
    });
  });

  test('stored normalizer: the same facts from the raw account', () => {
    const [account] = storedNormalizers.truthsocial(replyFile('truthsocial/account.json'), {});
    expect(factsOf(account)).toEqual(SAMPLE_FACTS);
    expect(account?.externalId).toBe(ID);
  });

  test('an unknown account (Mastodon 404 "Record not found") is not found', async () => {
    const e = await gateway.providers.truthsocial
      .profile('nobody_here')
      .catch((err: unknown) => err);
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('PROVIDER_NOT_FOUND');
  });

  test('the website without a scheme becomes https (the old adapter dropped it)', () => {
    const account = replyFile('truthsocial/account.json') as Record<string, unknown>;
    const site = (website: unknown) =>
      parseTruthsocialUser({ ...account, website })?.account[0]?.facts.externalUrl;
    expect(site('www.sample-site.example')).toBe('https://www.sample-site.example');
    expect(site('sample-site.example/shop?x=1')).toBe('https://sample-site.example/shop?x=1');
    expect(site('http://sample-site.example')).toBe('http://sample-site.example');
    for (const bad of ['javascript:alert(1)', 'not a site', '', 'localhost', null]) {
      expect(site(bad), String(bad)).toBeNull();
    }
  });
});

describe('posts: GET /users/{id}/posts, a bare array of Mastodon statuses', () => {
  test('statuses.json: every status, its counts and kinds; the image-only post has no text', async () => {
    expect(truthsocialPaths).toEqual({ profile: '/users/{username}', posts: '/users/{id}/posts' });
    const { data, posts } = await gateway.providers.truthsocial.posts(ID);
    expect(gateway.fake.requests.at(-1)?.path).toBe(`/users/${ID}/posts`);
    expect(posts).toEqual([
      {
        id: '116970233108954412',
        contentHtml: '<p>Sample post text. A second sample sentence, and one more for length.</p>',
        text: 'Sample post text. A second sample sentence, and one more for length.',
        postedAt: '2026-07-30T14:02:41.112Z',
        likes: 6431,
        reposts: 1290,
        comments: 412,
        views: null,
        isRepost: false,
        isReply: false,
        source: null,
        // No media: a text status is neither a picture nor a video.
        nonImage: null,
        hasLocation: null,
        hashtags: [],
      },
      {
        id: '116970181556214087',
        contentHtml: '<p></p>',
        text: '',
        postedAt: '2026-07-30T13:49:33.905Z',
        likes: 1122,
        reposts: 208,
        comments: 77,
        views: null,
        isRepost: false,
        isReply: false,
        source: null,
        // One attachment of type image: a single picture.
        nonImage: false,
        hasLocation: null,
        hashtags: [],
      },
    ]);
    expect(data).toEqual([
      {
        id: '116970233108954412',
        contentHtml: '<p>Sample post text. A second sample sentence, and one more for length.</p>',
        createdAt: '2026-07-30T14:02:41.112Z',
      },
      { id: '116970181556214087', contentHtml: '<p></p>', createdAt: '2026-07-30T13:49:33.905Z' },
    ]);
  });

  test('the activity of those statuses', async () => {
    const { posts } = await gateway.providers.truthsocial.posts(ID);
    const span =
      (Date.parse('2026-07-30T14:02:41.112Z') - Date.parse('2026-07-30T13:49:33.905Z')) /
      86_400_000;
    expect(activityStats(posts)).toEqual({
      version: 2,
      ...sampleActivity.truthsocial,
      postsPerDay: 1 / span,
      // No application named (distinctSources null): nothing to tell automation by.
      automatedShare: null,
      commentsPerPost: (412 + 77) / 2,
      captionLength:
        'Sample post text. A second sample sentence, and one more for length.'.length / 2,
      // The image-only status has no text.
      emptyCaptionShare: 0.5,
      // Only the status with media tells: one picture.
      nonImageShare: 0,
      locationShare: null,
      hashtagsPerPost: 0,
      promoKeywordsPerPost: 0,
      followKeywordsPerPost: 0,
      // One caption with words: nothing to compare it with.
      captionSimilarity: null,
      // The one gap, 13 min 7.207 s.
      medianHoursBetweenPosts: 787_207 / 3_600_000,
    });
  });

  test('a configured posts path with a query part is called as configured', async () => {
    const { fake: f, providers: p } = await startRealGateway({
      RAPIDAPI_PATH_TRUTHSOCIAL_POSTS: '/users/{id}/statuses?limit=20',
    });
    try {
      await p.truthsocial.posts(ID).catch(() => undefined);
      expect(f.requests.map((r) => `${r.path}?${r.query.toString()}`)).toEqual([
        `/users/${ID}/statuses?limit=20`,
      ]);
    } finally {
      await f.close();
    }
  });
});
