/**
 * The social data adapters over real HTTP against a local fake RapidAPI: the spec 001 §3 reply
 * shapes, and every failure the client maps (429, 5xx, timeouts, malformed and empty bodies).
 */
import { activityStats, profileFactsSchema } from '@vigil/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
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
  failure,
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
  // Instagram info, TikTok, LinkedIn's real reply, Snapchat and Telegram: test/provider-contract/
  // against the vendors' real reply shapes. No public reply of /v1.2/posts exists: this is the
  // private-API item shape the parser reads (image, caption as text or {text}, taken_at).
  test('Instagram: posts (image_url, caption), community', async () => {
    route({
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

  // The same private-API media item: `media_type` (1 picture, 2 video, 8 album), `product_type`
  // ('clips' for a reel), `comment_count`, and a `location` object only on a tagged item.
  test('Instagram posts: kinds, comments and places feed the activity', async () => {
    route({
      'GET /v1.2/posts': () => ({
        json: {
          data: {
            items: [
              { id: 'a', media_type: 1, comment_count: 4, location: { pk: 1, name: 'Wien' } },
              { id: 'b', media_type: 2, product_type: 'clips', comment_count: 0 },
              { id: 'c', media_type: 8, product_type: 'carousel_container', comment_count: 2 },
              { id: 'd', media_type: 1, location: null },
              // Neither a kind nor a place is told: unknown, not "a picture without a place".
              { id: 'e', caption: 'no media keys' },
            ],
          },
        },
      }),
    });
    const { posts } = await providers().instagram.posts('alice');
    expect(posts.map((p) => [p.id, p.nonImage, p.hasLocation, p.comments])).toEqual([
      ['a', false, true, 4],
      ['b', true, false, 0],
      ['c', true, false, 2],
      ['d', false, false, null],
      ['e', null, null, null],
    ]);
    expect(activityStats(posts)).toMatchObject({
      nonImageShare: 0.5,
      locationShare: 0.25,
      commentsPerPost: 2,
    });
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
          message: 'ok',
          data: Array.from({ length: 7 }, (_, i) => ({
            full_name: `Ada ${i}`,
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

  test('Truth Social: users/{username} and users/{id}/posts (Mastodon shapes); HTML is sanitized', async () => {
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
          // As Truth Social keeps it: without a scheme.
          website: 'example.org',
          avatar: 'https://truthsocial.com/avatars/original/missing.png',
          verified: true,
          locked: false,
        },
      }),
      // Mastodon's statuses: a bare array.
      'GET /users/107780257626128497/posts': () => ({
        json: [
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

  test('X: api/user/detail?username (user.result) and api/user/tweets?user_id&count (a GraphQL timeline)', async () => {
    route({
      'GET /api/user/detail': (req) => ({
        json: {
          user: {
            result: {
              __typename: 'User',
              id: 'VXNlcjoxMg==',
              rest_id: '12',
              is_blue_verified: false,
              legacy: {
                name: 'Jack',
                screen_name: req.query.get('username'),
                profile_image_url_https: 'https://cdn.example/j_normal.jpg',
                followers_count: 100,
                friends_count: 5,
                statuses_count: 30,
                favourites_count: 7,
                listed_count: 2,
                description: 'just setting up',
                url: 'https://t.co/abc',
                entities: {
                  url: {
                    urls: [{ url: 'https://t.co/abc', expanded_url: 'https://jack.example' }],
                  },
                },
                verified: true,
                protected: false,
                default_profile: false,
                default_profile_image: true,
                created_at: 'Tue Mar 21 20:50:14 +0000 2006',
              },
            },
          },
        },
      }),
      'GET /api/user/tweets': (req) => ({
        json: {
          user: {
            result: {
              timeline_v2: {
                timeline: {
                  instructions: [
                    {
                      type: 'TimelineAddEntries',
                      entries: [
                        {
                          content: {
                            itemContent: {
                              tweet_results: {
                                result: {
                                  rest_id: '1',
                                  source: '<a href="https://x.com">Twitter Web App</a>',
                                  views: { count: '90' },
                                  legacy: {
                                    full_text: `#a #b for ${req.query.get('user_id')}`,
                                    created_at: 'Wed Jan 01 10:00:00 +0000 2025',
                                    favorite_count: 4,
                                    retweet_count: 1,
                                    in_reply_to_status_id_str: '0',
                                  },
                                },
                              },
                            },
                          },
                        },
                        {
                          content: {
                            itemContent: {
                              tweet_results: {
                                result: {
                                  legacy: {
                                    full_text: '#a',
                                    favorite_count: 2,
                                    retweeted_status_result: { result: { rest_id: '3' } },
                                  },
                                },
                              },
                            },
                          },
                        },
                      ],
                    },
                  ],
                },
              },
            },
          },
        },
      }),
    });
    const p = providers();
    const { data, accounts } = await p.twitter.profile('jack');
    expect(fake.requests[0]?.query.get('username')).toBe('jack');
    expect(factsOf(accounts[0])).toEqual({
      platform: 'twitter',
      username: 'jack',
      displayName: 'Jack',
      bio: 'just setting up',
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
    expect(fake.requests[1]?.query.get('user_id')).toBe('12');
    expect(fake.requests[1]?.query.get('count')).toBe('20');
    expect(posts.data.map((x) => x.text)).toEqual(['#a #b for 12', '#a']);
    expect(posts.posts).toMatchObject([
      {
        id: '1',
        postedAt: '2025-01-01T10:00:00.000Z',
        likes: 4,
        reposts: 1,
        views: 90,
        isRepost: false,
        isReply: true,
        source: 'Twitter Web App',
        hashtags: ['a', 'b'],
      },
      { id: null, likes: 2, isRepost: true, isReply: false, source: null },
    ]);
  });

  test('YouTube: channel/details, suggestions with continuation, more-videos', async () => {
    route({
      'GET /channel/details': (req) => ({
        json: {
          title: 'Chan',
          description: 'D',
          // The channel page's text (this vendor scrapes it).
          subscriber_count: '1.2K subscribers',
          video_count: '12',
          joined_date: '2015-03-05',
          verified: true,
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
      followers: 1200,
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
      subscriberCount: 1200,
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
    route({ 'GET /api/user/detail': () => ({ status: 404, json: { message: 'User not found' } }) });
    const e = await failure(providers().twitter.profile('ghost'));
    expect([e.code, e.statusCode, e.message]).toEqual([
      'PROVIDER_NOT_FOUND',
      404,
      'Twitter user data not found in the API response.',
    ]);
    // This vendor's reply for an unknown user: an empty object.
    route({ 'GET /api/user/detail': () => ({ json: {} }) });
    const empty = await failure(providers().twitter.profile('ghost'));
    expect([empty.code, empty.message]).toEqual([e.code, e.message]);
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
      'GET /profile': () =>
        ++calls === 1
          ? { status: 429, json: { message: 'slow down' } }
          : { json: { error: { isError: false, errorMsg: null }, name: 'OK' } },
    });
    const { data } = await providers().snapchat.profile('ok');
    expect(data.user).toMatchObject({ username: 'ok', title: 'OK' });
    expect(calls).toBe(2);
    expect(sleeps).toEqual([5]);
  });

  test('Retry-After is honoured; still 429 after the retries → PROVIDER_RATE_LIMITED (429)', async () => {
    route({
      'GET /profile': () => ({ status: 429, headers: { 'retry-after': '0' }, json: {} }),
    });
    const e = await failure(providers().snapchat.profile('busy'));
    expect([e.code, e.statusCode]).toEqual(['PROVIDER_RATE_LIMITED', 429]);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([0, 0]);
    expect(Number(e.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a Retry-After beyond the cap is not waited for', async () => {
    route({
      'GET /profile': () => ({ status: 429, headers: { 'retry-after': '3600' }, json: {} }),
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
    route({ 'GET /api/user/detail': () => ({ hang: true }) });
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
    route({
      'GET /api/user/tweets': () => ({
        json: { user: { result: { timeline_v2: { timeline: { instructions: 'not a list' } } } } },
      }),
    });
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
    route({ 'GET /api/user/detail': () => ({ text: 'x'.repeat(MAX_REPLY_BYTES + 1) }) });
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
      'GET /api/user/detail': () => ({
        status: 302,
        headers: { location: `${fake.url}/elsewhere` },
      }),
    });
    const e = await failure(providers({ retries: 0 }).twitter.profile('moved'));
    expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/user/detail']);
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
