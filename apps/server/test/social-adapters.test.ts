/**
 * The social data adapters over real HTTP against a local fake RapidAPI: the spec 001 §3 reply
 * shapes, and every failure the client maps (429, 5xx, timeouts, malformed and empty bodies).
 */
import { profileFactsSchema } from '@vigil/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpTransport, MAX_REPLY_BYTES } from '../src/integrations/social/http.transport';
import {
  createProviderClient,
  retryAfterMs,
  type ProviderKey,
} from '../src/integrations/social/provider-client';
import {
  createSocialProviders,
  storedNormalizers,
  type SocialProviders,
} from '../src/integrations/social/social-providers';
import {
  startFakeRapidApi,
  type FakeAnswer,
  type FakeRapidApi,
  type FakeRequest,
} from './fake-rapidapi';

const KEY = 'test-rapidapi-key-0123456789';
const hosts: Record<ProviderKey, string> = {
  instagram: 'ig.example.test',
  facebook: 'fb.example.test',
  linkedin: 'li.example.test',
  snapchat: 'snap.example.test',
  telegram: 'tg.example.test',
  tiktok: 'tt.example.test',
  truthsocial: 'truth.example.test',
  twitter: 'x.example.test',
  youtube: 'yt.example.test',
};

let fake: FakeRapidApi;
const logged: { level: string; obj: object; msg: string }[] = [];
const log = {
  warn: (obj: object, msg: string) => logged.push({ level: 'warn', obj, msg }),
  error: (obj: object, msg: string) => logged.push({ level: 'error', obj, msg }),
};
let sleeps: number[] = [];

function providers(opts: { timeoutMs?: number; retries?: number } = {}): SocialProviders {
  const transport = createHttpTransport({
    apiKey: KEY,
    hosts,
    baseUrl: fake.url,
    timeoutMs: opts.timeoutMs ?? 2_000,
  });
  const client = createProviderClient({
    transport,
    retries: opts.retries ?? 2,
    retryBaseMs: 5,
    log,
    sleep: async (ms) => {
      sleeps.push(ms);
      await new Promise((r) => setTimeout(r, Math.min(ms, 20)));
    },
  });
  return createSocialProviders(client);
}

/** Answers by `METHOD path` (the host header must be the provider's). */
function route(table: Record<string, (req: FakeRequest) => FakeAnswer>) {
  fake.answer((req) => {
    const h = table[`${req.method} ${req.path}`];
    return h ? h(req) : { status: 404, json: { message: 'no such route' } };
  });
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  fake = await startFakeRapidApi();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  logged.length = 0;
  sleeps = [];
});

const now = new Date();
/** The facts a reading states, as stored: valid ProfileFacts once the lookup adds its time. */
const factsOf = (r: { facts: object } | undefined) =>
  profileFactsSchema.parse({ ...r?.facts, observedAt: now.toISOString() });
const secondsAgo = (days: number) => Math.floor((now.getTime() - days * 86_400_000) / 1000);

describe('the RapidAPI request', () => {
  test('carries the key and the provider host in headers, never in the URL', async () => {
    route({
      'GET /api/user/info': () => ({
        json: { userInfo: { user: { uniqueId: 'alice', secUid: 's1' }, stats: {} } },
      }),
    });
    await providers().tiktok.profile('alice');
    const [req] = fake.requests;
    expect(req?.headers['x-rapidapi-key']).toBe(KEY);
    expect(req?.headers['x-rapidapi-host']).toBe(hosts.tiktok);
    expect(req?.query.get('uniqueId')).toBe('alice');
    expect(`${req?.path}?${req?.query.toString()}`).not.toContain(KEY);
  });
});

describe('spec 001 §3 reply shapes', () => {
  test('Instagram: info (reply field data), posts (image_url, caption), community', async () => {
    route({
      'GET /v1/info': (req) => ({
        json: {
          data: {
            id: '42',
            username: req.query.get('username_or_id_or_url'),
            full_name: 'Alice A',
            profile_picture: 'https://cdn.example/a.jpg',
            follower_count: 1200,
            following_count: '34',
            biography: 'bio',
            external_url: 'https://alice.example',
            media_count: 12,
            is_verified: false,
            has_anonymous_profile_picture: false,
            location: 'Berlin',
            created_time: secondsAgo(100),
            extra_vendor_field: { ignored: true },
          },
        },
      }),
      'GET /v1.2/posts': () => ({
        json: {
          data: {
            items: [
              {
                id: 'p1',
                image_url: 'https://cdn.example/p1.jpg',
                caption: 'sun #beach #Sea',
                taken_at: secondsAgo(2),
                like_count: 40,
              },
              { image_url: 'javascript:alert(1)', caption: { text: 'again #beach' } },
            ],
          },
        },
      }),
      'GET /v1/community': (req) => ({ json: { cid: req.query.get('cid'), members: 3 } }),
    });
    const p = providers();
    const { data: user, raw, accounts } = await p.instagram.profile('alice');
    expect(user).toMatchObject({
      id: '42',
      username: 'alice',
      fullName: 'Alice A',
      profilePictureUrl: 'https://cdn.example/a.jpg',
      followers: 1200,
      following: 34,
      biography: 'bio',
      location: 'Berlin',
      isVerified: false,
      isPrivate: false,
    });
    expect(new Date(user.createdAt!).getTime()).toBe(secondsAgo(100) * 1000);
    expect(user).not.toHaveProperty('extra_vendor_field');

    // The lookup and POST /api/storeAccount read the same account from the same record.
    expect(storedNormalizers.instagram(raw, {})).toEqual(accounts);
    expect(accounts).toMatchObject([
      { key: 'alice', externalId: '42', avatarUrl: 'https://cdn.example/a.jpg', raw },
    ]);
    expect(factsOf(accounts[0])).toEqual({
      platform: 'instagram',
      username: 'alice',
      displayName: 'Alice A',
      bio: 'bio',
      externalUrl: 'https://alice.example',
      followers: 1200,
      following: 34,
      posts: 12,
      likesGiven: null,
      listed: null,
      verified: false,
      // is_private is not in the reply: unknown, not false.
      private: null,
      hasProfilePicture: true,
      defaultProfile: null,
      createdAt: user.createdAt,
      observedAt: now.toISOString(),
      activity: null,
    });

    const posts = await p.instagram.posts('alice');
    expect(posts.data).toEqual([
      { id: 'p1', imageUrl: 'https://cdn.example/p1.jpg', caption: 'sun #beach #Sea' },
      { id: null, imageUrl: null, caption: 'again #beach' },
    ]);
    expect(posts.posts[0]).toMatchObject({
      id: 'p1',
      likes: 40,
      hashtags: ['beach', 'sea'],
      isRepost: null,
      postedAt: new Date(secondsAgo(2) * 1000).toISOString(),
    });
    expect((await p.instagram.community({ cid: '77' })).data).toEqual({ cid: '77', members: 3 });
  });

  test('Facebook finder: POST form username_or_url with data=fb_profile; reply title and url', async () => {
    route({
      'POST /finder': () => ({ json: { title: 'Mark Z', url: 'https://www.facebook.com/zuck' } }),
    });
    const { data } = await providers().facebook.profile('https://facebook.com/zuck');
    expect(data).toEqual({
      name: 'Mark Z',
      url: 'https://www.facebook.com/zuck',
      username: 'zuck',
    });
    const body = new URLSearchParams(fake.requests[0]?.body);
    expect(fake.requests[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(body.get('username_or_url')).toBe('https://facebook.com/zuck');
    expect(body.get('data')).toBe('fb_profile');
  });

  test('LinkedIn google-full-profiles: POST JSON with limit 5; reply data (list)', async () => {
    route({
      'POST /google-full-profiles': () => ({
        json: {
          data: Array.from({ length: 7 }, (_, i) => ({
            name: `Ada ${i}`,
            about: 'About',
            company: 'Acme',
            city: i === 0 ? 'Berlin' : null,
            company_description: 'Makes things',
            linkedin_url: `https://www.linkedin.com/in/ada${i}`,
          })),
        },
      }),
    });
    const { data, raw, accounts } = await providers().linkedin.search({
      name: 'Ada',
      jobTitle: 'CTO',
      location: undefined,
    });
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({
      name: 'Ada',
      company_name: '',
      job_title: 'CTO',
      location: '',
      keywords: '',
      limit: 5,
    });
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      name: 'Ada 0',
      headline: null,
      about: 'About',
      company: 'Acme',
      city: 'Berlin',
      companyDescription: 'Makes things',
      profileUrl: 'https://www.linkedin.com/in/ada0',
      avatarUrl: null,
    });
    // The lookup stores the five it shows; the whole record holds seven.
    expect(accounts.map((a) => a.key)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `https://www.linkedin.com/in/ada${i}`),
    );
    expect(factsOf(accounts[0])).toMatchObject({
      platform: 'linkedin',
      username: 'https://www.linkedin.com/in/ada0',
      displayName: 'Ada 0',
      bio: 'About',
      followers: null,
    });
    expect(storedNormalizers.linkedin(raw, {})).toHaveLength(7);
  });

  test('Snapchat getProfile: user info, creationTimestampMs.value and related accounts', async () => {
    route({
      'GET /getProfile': (req) => ({
        json: {
          username: req.query.get('username'),
          title: 'Snappy',
          bio: 'hi',
          profilePictureUrl: 'https://cdn.example/s.jpg',
          subscriberCount: '1500',
          websiteUrl: 'https://snappy.example',
          creationTimestampMs: { value: String((secondsAgo(2000) * 1000).toString()) },
          relatedAccountsInfo: [
            {
              publicProfileInfo: {
                profilePictureUrl: 'https://cdn.example/r.jpg',
                title: 'R',
                username: 'rel',
              },
            },
            { somethingElse: true },
          ],
        },
      }),
    });
    const { data, accounts } = await providers().snapchat.profile('snappy');
    expect(data.user).toMatchObject({ username: 'snappy', title: 'Snappy', subscribers: 1500 });
    expect(factsOf(accounts[0])).toMatchObject({
      platform: 'snapchat',
      username: 'snappy',
      displayName: 'Snappy',
      bio: 'hi',
      externalUrl: 'https://snappy.example',
      followers: 1500,
      following: null,
      verified: null,
      createdAt: data.user.createdAt,
    });
    expect(data.user.createdAt).not.toBeNull();
    expect(data.relatedAccounts).toEqual([
      { username: 'rel', title: 'R', avatarUrl: 'https://cdn.example/r.jpg' },
    ]);
  });

  test('Telegram: POST user-info / group-info / channel-info / bot-info with username', async () => {
    route({
      'POST /user-info': () => ({
        json: {
          first_name: 'Pavel',
          last_name: 'D',
          username: 'durov',
          avatar: 'https://cdn.example/t.jpg',
          creation_date: '2013-09-01',
          verified: true,
          posts: [
            {
              id: 1,
              text: 'hello world hello',
              views: 10,
              forwards: 1,
              date: '2026-01-01T00:00:00Z',
              reactions: [{ count: 2 }, { count: 3 }],
              fwd_from: null,
              reply_to: null,
            },
            {
              id: 2,
              text: 'see https://t.me/x',
              date: '2026-01-03T00:00:00Z',
              fwd_from: { from_id: 7 },
              reply_to: null,
            },
          ],
        },
      }),
      'POST /channel-info': () => ({
        json: { data: { title: 'News', username: 'news', members_count: 9 } },
      }),
    });
    const p = providers();
    const user = await p.telegram.lookup('user', 'durov');
    expect(JSON.parse(fake.requests[0]?.body ?? '{}')).toEqual({ username: 'durov' });
    expect(user.data.entity).toMatchObject({
      kind: 'user',
      firstName: 'Pavel',
      lastName: 'D',
      username: 'durov',
      avatarUrl: 'https://cdn.example/t.jpg',
      createdAt: '2013-09-01T00:00:00.000Z',
    });
    expect(user.data.posts).toEqual([
      {
        id: '1',
        description: 'hello world hello',
        likes: 5,
        views: 10,
        date: '2026-01-01T00:00:00.000Z',
      },
      {
        id: '2',
        description: 'see https://t.me/x',
        likes: null,
        views: null,
        date: '2026-01-03T00:00:00.000Z',
      },
    ]);
    // One call: the account's facts carry the activity of the posts it returned.
    expect(factsOf(user.accounts[0])).toMatchObject({
      platform: 'telegram',
      username: 'durov',
      displayName: 'Pavel D',
      verified: true,
      followers: null,
      createdAt: '2013-09-01T00:00:00.000Z',
      activity: {
        sampleSize: 2,
        postsPerDay: 0.5,
        repostShare: 0.5,
        replyShare: 0,
        linkShare: 0.5,
        likesPerPost: 5,
        repostsPerPost: 1,
        distinctSources: null,
      },
    });
    expect(user.posts.map((x) => x.id)).toEqual(['1', '2']);
    const channel = await p.telegram.lookup('channel', 'news');
    expect(channel.data.entity).toMatchObject({ kind: 'channel', title: 'News', membersCount: 9 });
  });

  test('TikTok: user/info, posts by secUid (count 35, cursor 0), followers (count 50)', async () => {
    route({
      'GET /api/user/info': () => ({
        json: {
          userInfo: {
            user: {
              nickname: 'Tik',
              signature: 'sig',
              avatarLarger: 'https://cdn.example/tt.jpg',
              uniqueId: 'tik',
              createTime: secondsAgo(30),
              secUid: 'MS4wLjAB',
              verified: false,
              privateAccount: true,
              bioLink: { link: 'https://tik.example' },
            },
            stats: { followerCount: 10, followingCount: 20, videoCount: 3, diggCount: 44 },
          },
        },
      }),
      'GET /api/user/posts': () => ({
        json: {
          data: {
            itemList: [
              {
                id: '7001',
                desc: 'dance dance party #Dance',
                createTime: secondsAgo(1),
                video: { originCover: 'https://cdn.example/c.jpg' },
                stats: { playCount: 100, diggCount: 7, shareCount: 2 },
              },
            ],
          },
        },
      }),
      'GET /api/user/followers': () => ({
        json: {
          data: {
            userList: [{ user: { uniqueId: 'f1', nickname: 'F' }, stats: { followerCount: 3 } }],
          },
        },
      }),
    });
    const p = providers();
    const { data: user, accounts } = await p.tiktok.profile('tik');
    expect(accounts[0]).toMatchObject({ key: 'tik', externalId: 'MS4wLjAB' });
    expect(factsOf(accounts[0])).toMatchObject({
      platform: 'tiktok',
      displayName: 'Tik',
      bio: 'sig',
      externalUrl: 'https://tik.example',
      followers: 10,
      following: 20,
      posts: 3,
      likesGiven: 44,
      verified: false,
      private: true,
    });
    expect(user).toMatchObject({
      uniqueId: 'tik',
      nickname: 'Tik',
      secUid: 'MS4wLjAB',
      region: null,
      location: 'Unknown',
      followers: 10,
      following: 20,
    });
    const posts = await p.tiktok.posts('MS4wLjAB');
    const q = fake.requests[1]?.query;
    expect([q?.get('secUid'), q?.get('count'), q?.get('cursor')]).toEqual(['MS4wLjAB', '35', '0']);
    expect(posts.data).toEqual([
      {
        id: '7001',
        description: 'dance dance party #Dance',
        coverUrl: 'https://cdn.example/c.jpg',
        plays: 100,
        likes: 7,
      },
    ]);
    expect(posts.posts[0]).toMatchObject({
      id: '7001',
      likes: 7,
      reposts: 2,
      views: 100,
      hashtags: ['dance'],
    });
    const followers = await p.tiktok.followers('MS4wLjAB');
    expect(fake.requests[2]?.query.get('count')).toBe('50');
    expect(followers.data).toEqual([
      { uniqueId: 'f1', nickname: 'F', avatarUrl: null, secUid: null, followers: 3 },
    ]);
  });

  test('Truth Social: users/{username} and users/{id}/posts; HTML is sanitized', async () => {
    route({
      'GET /users/trump': () => ({
        json: {
          id: '107780257626128497',
          header: 'https://cdn.example/h.jpg',
          username: 'trump',
          note: '<p>Hi<script>x()</script> <a href="javascript:x()">link</a></p>',
          created_at: '2022-02-09T00:00:00.000Z',
          last_status_at: '2024-01-01',
          followers_count: 5,
          statuses_count: 6,
          website: 'https://example.org',
          avatar: 'https://truthsocial.com/avatars/original/missing.png',
          verified: true,
          locked: false,
        },
      }),
      'GET /users/107780257626128497/posts': () => ({
        json: {
          posts: [
            {
              id: '1',
              content:
                '<p>Great <b>day</b> &amp; <a href="https://x.example/a"><span>https://</span><span>x.example/a</span></a></p>',
              favourites_count: 3,
              reblogs_count: 1,
              reblog: null,
              in_reply_to_id: '9',
              application: { name: 'Truth Social Web' },
            },
            { content: '', reblog: { id: '5' }, in_reply_to_id: null },
          ],
        },
      }),
    });
    const p = providers();
    const { data, accounts } = await p.truthsocial.profile('trump');
    expect(factsOf(accounts[0])).toMatchObject({
      platform: 'truthsocial',
      bio: 'Hi link',
      externalUrl: 'https://example.org',
      followers: 5,
      posts: 6,
      verified: true,
      private: false,
      // Mastodon's default avatar is no picture of the account's own.
      hasProfilePicture: false,
    });
    expect(accounts[0]?.externalId).toBe('107780257626128497');
    expect(data).toMatchObject({
      id: '107780257626128497',
      noteHtml: '<p>Hi <a>link</a></p>',
      followers: 5,
      postsCount: 6,
      website: 'https://example.org',
      headerUrl: 'https://cdn.example/h.jpg',
    });
    const posts = await p.truthsocial.posts(data.id);
    expect(posts.data.map((x) => x.contentHtml)).toEqual([
      '<p>Great <b>day</b> &amp; <a href="https://x.example/a" rel="nofollow noopener noreferrer" target="_blank"><span>https://</span><span>x.example/a</span></a></p>',
      '',
    ]);
    expect(posts.posts[0]).toMatchObject({
      text: 'Great day & https://x.example/a',
      likes: 3,
      reposts: 1,
      isRepost: false,
      isReply: true,
      source: 'Truth Social Web',
    });
    expect(posts.posts[1]).toMatchObject({ isRepost: true, isReply: false });
  });

  test('X: user/details?username and user/posts?user_id', async () => {
    route({
      'GET /user/details': () => ({
        json: {
          id: '12',
          name: 'Jack',
          username: 'jack',
          profile_image_url: 'https://cdn.example/j.jpg',
          followers_count: 100,
          following_count: 5,
          statuses_count: 30,
          favourites_count: 7,
          listed_count: 2,
          url: 'https://jack.example',
          verified: true,
          protected: false,
          default_profile: false,
          default_profile_image: true,
          created_at: 'Tue Mar 21 20:50:14 +0000 2006',
        },
      }),
      'GET /user/posts': (req) => ({
        json: {
          data: [
            {
              id: '1',
              text: `#a #b for ${req.query.get('user_id')}`,
              public_metrics: { like_count: 4, retweet_count: 1, impression_count: 90 },
              referenced_tweets: [{ type: 'replied_to', id: '0' }],
              source: '<a href="https://x.com">Twitter Web App</a>',
            },
            { text: '#a', retweeted_status: { id: '3' }, favorite_count: 2 },
          ],
        },
      }),
    });
    const p = providers();
    const { data, accounts } = await p.twitter.profile('jack');
    expect(factsOf(accounts[0])).toEqual({
      platform: 'twitter',
      username: 'jack',
      displayName: 'Jack',
      bio: null,
      externalUrl: 'https://jack.example',
      followers: 100,
      following: 5,
      posts: 30,
      likesGiven: 7,
      listed: 2,
      verified: true,
      private: false,
      hasProfilePicture: false,
      defaultProfile: false,
      createdAt: '2006-03-21T20:50:14.000Z',
      observedAt: now.toISOString(),
      activity: null,
    });
    expect(data).toMatchObject({ id: '12', username: 'jack', followers: 100, following: 5 });
    expect(data.createdAt).toBe('2006-03-21T20:50:14.000Z');
    const posts = await p.twitter.posts('12');
    expect(posts.data.map((x) => x.text)).toEqual(['#a #b for 12', '#a']);
    expect(posts.posts).toMatchObject([
      {
        id: '1',
        likes: 4,
        reposts: 1,
        views: 90,
        isRepost: false,
        isReply: true,
        source: 'Twitter Web App',
        hashtags: ['a', 'b'],
      },
      { id: null, likes: 2, isRepost: true, isReply: null, source: null },
    ]);
  });

  test('YouTube: channel/details, suggestions with continuation, more-videos', async () => {
    route({
      'GET /channel/details': (req) => ({
        json: {
          title: 'Chan',
          description: 'D',
          subscriber_count: 99,
          video_count: '12',
          joined_date: '2015-03-05',
          is_verified: true,
          avatar: [1, 2, 3].map((i) => ({
            url: `https://cdn.example/a${i}.jpg`,
            width: i,
            height: i,
          })),
          banner: [{ url: 'https://cdn.example/b1.jpg' }, { url: 'https://cdn.example/b2.jpg' }],
          links: [
            { label: 'Site', url: 'https://site.example' },
            { label: 'Bad', url: 'javascript:alert(1)' },
          ],
          channel_id: req.query.get('channel_id'),
        },
      }),
      'GET /suggestions': () => ({ json: { data: [{ title: 'S1' }], continuation_token: 'next' } }),
      'GET /more-videos': () => ({
        json: { videos: [{ title: 'V1', video_id: 'v1' }], continuationToken: 'c2' },
      }),
    });
    const p = providers();
    const { data, accounts } = await p.youtube.channel('UC1');
    expect(factsOf(accounts[0])).toEqual({
      platform: 'youtube',
      username: 'UC1',
      displayName: 'Chan',
      bio: 'D',
      externalUrl: 'https://site.example',
      followers: 99,
      following: null,
      posts: 12,
      likesGiven: null,
      listed: null,
      verified: true,
      private: null,
      hasProfilePicture: null,
      defaultProfile: null,
      createdAt: '2015-03-05T00:00:00.000Z',
      observedAt: now.toISOString(),
      activity: null,
    });
    expect(data).toMatchObject({
      id: 'UC1',
      title: 'Chan',
      subscriberCount: 99,
      avatarUrl: 'https://cdn.example/a3.jpg',
      bannerUrl: 'https://cdn.example/b1.jpg',
      links: [{ label: 'Site', url: 'https://site.example' }],
    });
    const s = await p.youtube.suggestions('cats', 'tok');
    expect(fake.requests[1]?.query.get('audio_id')).toBe('cats');
    expect(fake.requests[1]?.query.get('continuation_token')).toBe('tok');
    expect(s.data).toEqual({
      videos: [{ id: null, title: 'S1', thumbnailUrl: null, publishedText: null, views: null }],
      continuation: 'next',
    });
    const more = await p.youtube.moreVideos('c1');
    expect(more.data.continuation).toBe('c2');
    expect(more.data.videos[0]?.id).toBe('v1');
  });
});

describe('failures are mapped to our error codes', () => {
  test('404 → PROVIDER_NOT_FOUND with the screen text; a reply without the user → the same', async () => {
    route({ 'GET /user/details': () => ({ status: 404, json: { message: 'User not found' } }) });
    const e = await failure(providers().twitter.profile('ghost'));
    expect([e.code, e.statusCode, e.message]).toEqual([
      'PROVIDER_NOT_FOUND',
      404,
      'Twitter user data not found in the API response.',
    ]);
    route({ 'POST /finder': () => ({ json: { error: 'no profile' } }) });
    const f = await failure(providers().facebook.profile('nobody'));
    expect([f.code, f.message]).toEqual([
      'PROVIDER_NOT_FOUND',
      'Facebook user data not found in the API response.',
    ]);
  });

  test('429 then success: retried after backoff, and the lookup succeeds', async () => {
    let calls = 0;
    route({
      'GET /getProfile': () =>
        ++calls === 1
          ? { status: 429, json: { message: 'slow down' } }
          : { json: { username: 'ok' } },
    });
    const { data } = await providers().snapchat.profile('ok');
    expect(data.user.username).toBe('ok');
    expect(calls).toBe(2);
    expect(sleeps).toEqual([5]);
  });

  test('Retry-After is honoured; still 429 after the retries → PROVIDER_RATE_LIMITED (429)', async () => {
    route({
      'GET /getProfile': () => ({ status: 429, headers: { 'retry-after': '0' }, json: {} }),
    });
    const e = await failure(providers().snapchat.profile('busy'));
    expect([e.code, e.statusCode]).toEqual(['PROVIDER_RATE_LIMITED', 429]);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([0, 0]);
    expect(Number(e.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a Retry-After beyond the cap is not waited for', async () => {
    route({
      'GET /getProfile': () => ({ status: 429, headers: { 'retry-after': '3600' }, json: {} }),
    });
    const e = await failure(providers().snapchat.profile('busy'));
    expect(e.code).toBe('PROVIDER_RATE_LIMITED');
    expect(fake.requests).toHaveLength(1);
    expect(e.headers['retry-after']).toBe('3600');
  });

  test('500 on every attempt → UPSTREAM_UNAVAILABLE (502) after exponential backoff', async () => {
    route({ 'GET /channel/details': () => ({ status: 500, text: 'boom' }) });
    const e = await failure(providers().youtube.channel('UC1'));
    expect([e.code, e.statusCode]).toEqual(['UPSTREAM_UNAVAILABLE', 502]);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([5, 10]);
  });

  test('503 once, then success', async () => {
    let calls = 0;
    route({
      'GET /channel/details': () =>
        ++calls === 1 ? { status: 503 } : { json: { title: 'Back', channel_id: 'UC1' } },
    });
    expect((await providers().youtube.channel('UC1')).data.title).toBe('Back');
  });

  test('a provider that never answers → UPSTREAM_UNAVAILABLE after the time limit, no retry', async () => {
    route({ 'GET /user/details': () => ({ hang: true }) });
    const started = Date.now();
    const e = await failure(providers({ timeoutMs: 150 }).twitter.profile('slow'));
    expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(e.message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fake.requests).toHaveLength(1);
  });

  test('malformed JSON → PROVIDER_BAD_REPLY (502)', async () => {
    route({ 'GET /api/user/info': () => ({ text: '{"userInfo": {"user": ' }) });
    const e = await failure(providers().tiktok.profile('x'));
    expect([e.code, e.statusCode]).toEqual(['PROVIDER_BAD_REPLY', 502]);
  });

  test('an empty 200 body → PROVIDER_BAD_REPLY', async () => {
    route({ 'GET /api/user/info': () => ({ status: 200, text: '' }) });
    expect((await failure(providers().tiktok.profile('x'))).code).toBe('PROVIDER_BAD_REPLY');
  });

  test('JSON that is not an object, or a list that is not a list → PROVIDER_BAD_REPLY', async () => {
    route({ 'GET /users/x': () => ({ json: 'just a string' }) });
    expect((await failure(providers().truthsocial.profile('x'))).code).toBe('PROVIDER_BAD_REPLY');
    route({ 'GET /user/posts': () => ({ json: { data: 'not a list' } }) });
    expect((await failure(providers().twitter.posts('1'))).code).toBe('PROVIDER_BAD_REPLY');
  });

  test('401 from the gateway (bad key) → UPSTREAM_UNAVAILABLE, one warning without the key', async () => {
    route({ 'GET /v1/info': () => ({ status: 401, json: { message: 'Invalid API key' } }) });
    const e = await failure(providers().instagram.profile('x'));
    expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(logged.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain(KEY);
    expect(e.message).not.toContain(KEY);
  });

  test('a connection refused is retried, then UPSTREAM_UNAVAILABLE', async () => {
    const transport = createHttpTransport({
      apiKey: KEY,
      hosts,
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 1_000,
    });
    const client = createProviderClient({ transport, retries: 1, retryBaseMs: 1, log });
    const e = await failure(createSocialProviders(client).twitter.profile('x'));
    expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  test('a reply over 5 MB → PROVIDER_BAD_REPLY, whether its length is declared or streamed', async () => {
    route({ 'GET /user/details': () => ({ text: 'x'.repeat(MAX_REPLY_BYTES + 1) }) });
    expect((await failure(providers({ retries: 0 }).twitter.profile('big'))).code).toBe(
      'PROVIDER_BAD_REPLY',
    );
    // Chunked, no content-length: the cap counts what arrives.
    const streaming = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 'y');
      for (let i = 0; i < 6; i++) res.write(chunk);
      res.end();
    });
    await new Promise<void>((r) => streaming.listen(0, '127.0.0.1', r));
    try {
      const { port } = streaming.address() as AddressInfo;
      const transport = createHttpTransport({
        apiKey: KEY,
        hosts,
        baseUrl: `http://127.0.0.1:${port}`,
        timeoutMs: 5_000,
      });
      const client = createProviderClient({ transport, retries: 0, retryBaseMs: 1, log });
      const e = await failure(createSocialProviders(client).twitter.profile('big'));
      expect(e.code).toBe('PROVIDER_BAD_REPLY');
    } finally {
      streaming.closeAllConnections();
      await new Promise((r) => streaming.close(r));
    }
  });

  test('a redirect is not followed (the key would travel to wherever it points)', async () => {
    route({
      'GET /user/details': () => ({
        status: 302,
        headers: { location: `${fake.url}/elsewhere` },
      }),
    });
    const e = await failure(providers({ retries: 0 }).twitter.profile('moved'));
    expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(fake.requests.map((r) => r.path)).toEqual(['/user/details']);
  });
});

test('a dot segment never reaches another provider path', async () => {
  route({ 'GET /': () => ({ json: { id: '1', username: 'root' } }) });
  for (const name of ['..', '.', '%2e%2E']) {
    expect((await failure(providers().truthsocial.profile(name))).code).toBe('PROVIDER_NOT_FOUND');
  }
  expect(fake.requests).toEqual([]);
});

test('Retry-After parses delta seconds and HTTP dates', () => {
  expect(retryAfterMs('3')).toBe(3000);
  expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
  expect(retryAfterMs('soon')).toBeNull();
  expect(retryAfterMs(null)).toBeNull();
});
