/**
 * The lookup routes through the real app with the demo provider (no RAPIDAPI_KEY): auth,
 * validation texts, found / not found / empty posts, storing, caching and the accounts list.
 */
import {
  errorReplySchema,
  instagramPostsReplySchema,
  instagramProfileReplySchema,
  lookupEndpoints,
  lookupPaths,
  storedAccountsPageSchema,
  telegramLookupReplySchema,
  tiktokProfileReplySchema,
  type StoredAccountsPage,
} from '@vigil/shared';
import { TRUST_MODEL_VERSION } from '@vigil/shared/trust/score';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { storedAccounts, users } from '../src/db/schema';
import type { LookupHandlers } from '../src/modules/lookups/lookups.service';
import {
  bearer,
  buildTestApp,
  errorOf,
  signIn,
  type Principal,
  useTestApp,
  requestAs,
  expectError,
} from './helper';

let user: Principal;
let other: Principal;
/** `POST /api/storeAccount` is for operators (issue 20 §3). */
let operator: Principal;
const redis = Boolean(process.env.TEST_REDIS_URL);

const t = useTestApp({
  env: {
    LOOKUP_RATE_LIMIT_PER_MINUTE: '100000',
    LOOKUP_CACHE_TTL_SECONDS: '60',
    PROVIDER_RETRY_BASE_MS: '1',
  },
});
beforeAll(async () => {
  user = await signIn(t.app, 'user');
  other = await signIn(t.app, 'user');
  operator = await signIn(t.app, 'admin');
});

const get = (url: string, p: Principal | null = user) => requestAs(t.app, p, 'GET', url);

/** A name no other test (or earlier run, with a shared Redis cache) has looked up. */
let n = 0;
const fresh = (label: string) =>
  `${label}${process.pid}x${Date.now().toString(36)}${++n}`.replace(
    /\d/g,
    (d) => 'abcdefghij'[Number(d)]!,
  );

const lookupUrls = [
  lookupPaths.instagramProfile('demo'),
  lookupPaths.instagramPosts('demo'),
  lookupPaths.instagramCommunity({ cid: '1' }),
  lookupPaths.facebook('demo'),
  lookupPaths.linkedin({ name: 'Ada' }),
  lookupPaths.snapchat('demo'),
  lookupPaths.socialProfile('instagram', 'demo'),
  lookupPaths.telegram('user', 'demo'),
  lookupPaths.tiktokProfile('demo'),
  lookupPaths.tiktokPosts('demo-sec-demo'),
  lookupPaths.tiktokFollowers('demo-sec-demo'),
  lookupPaths.tiktokFollowings('demo-sec-demo'),
  lookupPaths.truthsocialProfile('demo'),
  lookupPaths.truthsocialPosts('demo-demo'),
  lookupPaths.twitterProfile('demo'),
  lookupPaths.twitterPosts('demo-demo'),
  lookupPaths.youtubeChannel('UCdemo'),
  lookupPaths.youtubeSuggestions('cats'),
  lookupPaths.youtubeMoreVideos('demo-videos-1'),
];

describe('every lookup route', () => {
  test.each(lookupUrls)('%s: 401 without a token', async (url) => {
    const res = await get(url, null);
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  test.each(lookupUrls)('%s: 200 from the demo dataset, labelled demo', async (url) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ source: string; cached: boolean; dataAsOf: string }>();
    expect(body.source).toBe('demo');
    expect(typeof body.cached).toBe('boolean');
    expect(Date.parse(body.dataAsOf)).not.toBeNaN();
  });

  test('the accounts list and storeAccount need a session too', async () => {
    expect((await get('/api/accounts/tiktok', null)).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/storeAccount',
      payload: { service: 'tiktok', data: {} },
    });
    expect(res.statusCode).toBe(401);
  });

  test('every call of the shared table is a route in the OpenAPI document, named by its id', async () => {
    const doc = (await get('/api/docs/json', null)).json<{
      paths: Record<string, { get?: { operationId?: string } }>;
    }>();
    // The GETs; `POST /api/lookups/refresh/…` (issue 9's re-run) only shares their limit.
    const lookups = Object.entries(doc.paths).filter(
      ([p, op]) => p.startsWith('/api/lookups/') && op.get,
    );
    expect(lookups).toHaveLength(Object.keys(lookupEndpoints).length);
    expect(lookups.map(([, op]) => op.get?.operationId).sort()).toEqual(
      Object.keys(lookupEndpoints).sort(),
    );
    expect(doc.paths['/api/lookups/social-profile/{platform}/{username}']?.get?.operationId).toBe(
      'socialProfile',
    );
  });

  test('the handler map has one handler per call (a missing one does not compile)', () => {
    const { handlers } = t.app.services.lookups;
    const { twitterPosts: _missing, ...partial } = handlers;
    // @ts-expect-error a handler map without twitterPosts is not a LookupHandlers
    const incomplete: LookupHandlers = partial;
    expect(Object.keys(incomplete)).not.toContain('twitterPosts');
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(lookupEndpoints).sort());
  });
});

describe('validation texts (spec 001 §5)', () => {
  const cases: [string, string][] = [
    ['/api/lookups/snapchat/%20%20', 'Username is required!'],
    ['/api/lookups/tiktok/%40', 'Username is required!'],
    ['/api/lookups/truthsocial/%20', 'Username is required!'],
    ['/api/lookups/twitter/%20', 'Username is required!'],
    ['/api/lookups/instagram/%20', 'Username is required!'],
    ['/api/lookups/facebook', 'Username or URL is required!'],
    ['/api/lookups/facebook?q=%20', 'Username or URL is required!'],
    ['/api/lookups/linkedin?jobTitle=CTO', 'Name is required!'],
    ['/api/lookups/telegram/user/%20%20', 'Please enter a valid Telegram handle.'],
    ['/api/lookups/telegram/user/no%20spaces', 'Please enter a valid Telegram handle.'],
    ['/api/lookups/youtube/suggestions?q=%20', 'Please enter a search term.'],
    ['/api/lookups/youtube/more-videos', 'A continuation token is required.'],
    ['/api/lookups/instagram-community', 'Please enter a community ID or URL.'],
  ];
  test.each(cases)('%s → 400 %s', async (url, message) => {
    const res = await get(url);
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.message).toContain(message);
  });

  test('unknown platforms and kinds are 400', async () => {
    expect((await get('/api/lookups/social-profile/facebook/demo')).statusCode).toBe(400);
    expect((await get('/api/lookups/telegram/robot/demo')).statusCode).toBe(400);
    expect((await get('/api/accounts/myspace')).statusCode).toBe(400);
    expect((await get('/api/accounts/tiktok?limit=101')).statusCode).toBe(400);
    expect((await get('/api/lookups/instagram-community?url=javascript:alert(1)')).statusCode).toBe(
      400,
    );
  });
});

describe('demo: found', () => {
  test('Instagram profile: user, age and the fake estimate; posts with a hashtag cloud', async () => {
    const res = await get(lookupPaths.instagramProfile('demo'));
    const body = instagramProfileReplySchema.parse(res.json());
    expect(body.user).toMatchObject({
      username: 'demo',
      fullName: 'Demo Account',
      followers: 12_345,
    });
    // The trained model's verdict (issue 10), not the spec's rule (which gave 0 % and 'none').
    expect(body.fake.probability).toBeLessThan(50);
    expect(body.fake.criteria).toEqual([]);
    expect(body.fake.modelVersion).toBe(TRUST_MODEL_VERSION);
    expect(body.fake.confidence).not.toBe('insufficient');
    expect(body.fake.reasons.length).toBeGreaterThan(0);
    expect(body.fake.message).toMatch(
      new RegExp(
        `^Probability of demo being a fake account: ${body.fake.probability}%\\. Criteria used: Follows 321 accounts, followed by 12,345\\.`,
      ),
    );
    const posts = instagramPostsReplySchema.parse(
      (await get(lookupPaths.instagramPosts('demo'))).json(),
    );
    expect(posts.posts).toHaveLength(12);
    expect(posts.tagCloud.length).toBeGreaterThan(0);
    expect(posts.tagCloud.length).toBeLessThanOrEqual(10);
    for (const tag of posts.tagCloud) expect(tag.tag).toMatch(/^#/);
  });

  test('fake estimate: newbie is 50 %, fake12345 100 %, noage has "Account age is not available."', async () => {
    const newbie = tiktokProfileReplySchema.parse(
      (await get(lookupPaths.tiktokProfile('newbie'))).json(),
    );
    // The spec's criterion stays among the reasons; the score is the model's.
    expect(newbie.fake.criteria).toEqual(['young']);
    expect(newbie.fake.message).toContain('Account age is less than 1 year.');
    expect(newbie.fake.reasons.map((r) => r.code)).toContain('young');
    expect(newbie.accountAge).toEqual({ years: 0, days: 30 });

    const fake = (await get(lookupPaths.twitterProfile('fake12345'))).json<{
      fake: { probability: number; message: string };
    }>();
    expect(fake.fake.probability).toBeGreaterThanOrEqual(50);
    expect(fake.fake.message).toMatch(
      new RegExp(
        `^Probability of fake12345 being a fake account: ${fake.fake.probability}%\\. Criteria used: `,
      ),
    );
    expect(fake.fake.message).toContain('Username contains more than four numbers.');
    expect(fake.fake.message).toContain('Account age is less than 1 year.');

    const noage = instagramProfileReplySchema.parse(
      (await get(lookupPaths.instagramProfile('noage'))).json(),
    );
    expect(noage.user.createdAt).toBeNull();
    expect(noage.fake.criteria).toEqual(['ageUnknown']);
    expect(noage.fake.message).toContain('Account age is not available.');
  });

  test('TikTok: location from the region, or Unknown; the probability of it being wrong is not known (null)', async () => {
    const demo = tiktokProfileReplySchema.parse(
      (await get(lookupPaths.tiktokProfile('demo'))).json(),
    );
    expect(demo.user).toMatchObject({ region: 'DE', location: 'DE', secUid: 'demo-sec-demo' });
    // A region is given, and still nothing measures how often it is wrong: null, not 0.
    expect(demo.locationProbabilityWrong).toBeNull();
    expect(demo.accountAge.years).toBe(8);
    const noage = tiktokProfileReplySchema.parse(
      (await get(lookupPaths.tiktokProfile('noage-tt'))).json(),
    );
    expect(noage.user.location).toBe('Unknown');
    expect(noage.locationProbabilityWrong).toBeNull();
    // Deterministic: the same name gives the same account.
    const again = tiktokProfileReplySchema.parse(
      (await get(lookupPaths.tiktokProfile('noage-tt'))).json(),
    );
    expect(again.user).toEqual(noage.user);
  });

  test('TikTok posts by secUid: word cloud of descriptions; Telegram posts and cloud from provider data', async () => {
    const posts = (await get(lookupPaths.tiktokPosts('demo-sec-demo'))).json<{
      posts: { description: string; plays: number; likes: number }[];
      tagCloud: { tag: string; count: number }[];
    }>();
    expect(posts.posts).toHaveLength(12);
    expect(posts.tagCloud.length).toBe(10);
    const tg = telegramLookupReplySchema.parse(
      (await get(lookupPaths.telegram('user', '@demo'))).json(),
    );
    // The entity search gives names and handle only (no messages, no creation date).
    expect(tg.entity).toMatchObject({
      kind: 'user',
      username: 'demo',
      firstName: 'Demo Account',
      lastName: null,
      createdAt: null,
    });
    expect(tg.accountAge.days).toBeNull();
    expect([tg.posts, tg.tagCloud]).toEqual([[], []]);
    const channel = telegramLookupReplySchema.parse(
      (await get(lookupPaths.telegram('channel', 'demo'))).json(),
    );
    expect(channel.entity).toMatchObject({ title: 'Demo Account Channel', membersCount: 12_345 });
  });

  test('Truth Social: the note is sanitized HTML; posts by id with a word cloud', async () => {
    const profile = (await get(lookupPaths.truthsocialProfile('demo'))).json<{
      user: { id: string; noteHtml: string };
    }>();
    expect(profile.user.noteHtml).toMatch(/^<p>Demo profile of Demo Account/);
    expect(profile.user.noteHtml).not.toContain('script');
    const posts = (await get(lookupPaths.truthsocialPosts(profile.user.id))).json<{
      posts: { contentHtml: string }[];
      tagCloud: unknown[];
    }>();
    expect(posts.posts.length).toBe(12);
    expect(posts.tagCloud.length).toBeGreaterThan(0);
  });

  test('YouTube: third avatar, first banner, only http(s) links; suggestions page on', async () => {
    const ch = (await get(lookupPaths.youtubeChannel('UCdemo'))).json<{
      channel: {
        avatars: { url: string }[];
        avatarUrl: string;
        bannerUrl: string;
        links: unknown[];
      };
    }>();
    expect(ch.channel.avatarUrl).toBe(ch.channel.avatars[2]?.url);
    expect(ch.channel.bannerUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(ch.channel.links).toEqual([{ label: 'Website', url: 'https://example.com/ucdemo' }]);
    const s1 = (await get(lookupPaths.youtubeSuggestions('cats'))).json<{
      items: unknown[];
      continuation: string;
    }>();
    expect(s1.items).toHaveLength(10);
    const s2 = (await get(lookupPaths.youtubeSuggestions('cats', s1.continuation))).json<{
      items: { title: string }[];
    }>();
    expect(s2.items[0]?.title).toBe('cats – demo video 11');
    const more = (await get(lookupPaths.youtubeMoreVideos(s1.continuation))).json<{
      videos: unknown[];
      continuation: string | null;
    }>();
    expect(more.videos).toHaveLength(10);
    expect(more.continuation).toBe('demo-suggest-2');
  });

  test('Facebook, LinkedIn (5 results), Snapchat (related accounts), social profile', async () => {
    const fb = (await get(lookupPaths.facebook('https://www.facebook.com/demo'))).json<{
      profile: unknown;
    }>();
    expect(fb.profile).toEqual({
      name: 'Demo Account',
      url: 'https://www.facebook.com/demo',
      username: 'demo',
    });
    const li = (
      await get(lookupPaths.linkedin({ name: 'Ada', jobTitle: 'CTO', location: 'Köln' }))
    ).json<{
      profiles: { headline: string; city: string }[];
    }>();
    expect(li.profiles).toHaveLength(5);
    expect(li.profiles[0]).toMatchObject({ headline: 'CTO', city: 'Köln' });
    const snap = (await get(lookupPaths.snapchat('demo'))).json<{
      user: { username: string; title: string; subscribers: number | null };
      relatedAccounts: unknown[];
    }>();
    // The scraper's reply has a name and pictures, no subscriber count and no related accounts.
    expect(snap.user).toMatchObject({ username: 'demo', title: 'Demo Account', subscribers: null });
    expect(snap.relatedAccounts).toEqual([]);
    const sp = (await get(lookupPaths.socialProfile('twitter', 'demo'))).json<{
      profile: unknown;
    }>();
    expect(sp.profile).toMatchObject({
      platform: 'twitter',
      username: 'demo',
      isVerified: true,
      isPrivate: false,
    });
  });
});

describe('demo: not found, empty, failing', () => {
  const notFound: [string, string][] = [
    [lookupPaths.instagramProfile('unknown_x'), 'Instagram user not found.'],
    [lookupPaths.facebook('unknown_x'), 'Facebook user data not found in the API response.'],
    [lookupPaths.snapchat('unknown_x'), 'Snapchat user data not found in the API response.'],
    [lookupPaths.socialProfile('instagram', 'unknown_x'), 'Instagram user not found.'],
    [lookupPaths.telegram('group', 'unknown_x'), 'Telegram account not found.'],
    [lookupPaths.tiktokProfile('unknown_x'), 'TikTok user data not found in the API response.'],
    [lookupPaths.truthsocialProfile('unknown_x'), 'User information not found.'],
    [lookupPaths.twitterProfile('unknown_x'), 'Twitter user data not found in the API response.'],
    [lookupPaths.youtubeChannel('unknown_x'), 'Channel not found.'],
    [lookupPaths.instagramCommunity({ cid: 'unknown_x' }), 'Community not found.'],
  ];
  test.each(notFound)('%s → 404 PROVIDER_NOT_FOUND "%s"', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'PROVIDER_NOT_FOUND', message });
  });

  test('LinkedIn\'s "No profiles match the query" (HTTP 200, empty list) is not found', async () => {
    const res = await get(lookupPaths.linkedin({ name: 'empty' }));
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({
      code: 'PROVIDER_NOT_FOUND',
      message: 'No profiles found matching your criteria.',
    });
  });

  test('empty posts and empty suggestions are 200 with empty lists', async () => {
    const lists: [string, string][] = [
      [lookupPaths.instagramPosts('empty1'), 'posts'],
      [lookupPaths.tiktokPosts('demo-sec-empty1'), 'posts'],
      [lookupPaths.truthsocialPosts('demo-empty1'), 'posts'],
      [lookupPaths.twitterPosts('demo-empty1'), 'posts'],
      [lookupPaths.telegram('channel', 'empty1'), 'posts'],
      [lookupPaths.youtubeSuggestions('empty'), 'items'],
    ];
    for (const [url, field] of lists) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const body = res.json<Record<string, unknown>>();
      expect(body[field], url).toEqual([]);
      if ('tagCloud' in body) expect(body.tagCloud, url).toEqual([]);
    }
    const profile = (await get(lookupPaths.tiktokProfile('empty1'))).json<{
      user: { videos: number };
    }>();
    expect(profile.user.videos).toBe(0);
  });

  test('a provider that stays unavailable → 502 UPSTREAM_UNAVAILABLE; one that stays busy → 429', async () => {
    const down = await get(lookupPaths.twitterProfile('unavailable1'));
    expectError(down, 502, 'UPSTREAM_UNAVAILABLE');
    const busy = await get(lookupPaths.twitterProfile('ratelimited1'));
    expectError(busy, 429, 'PROVIDER_RATE_LIMITED');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('failed lookups store nothing', async () => {
    await t.app.services.lookups.flushStores();
    const rows = await t.app.database.db
      .select()
      .from(storedAccounts)
      .where(eq(storedAccounts.usernameKey, 'unknown_x'));
    expect(rows).toEqual([]);
  });
});

describe('storing and caching', () => {
  const row = async (platform: string, key: string) => {
    await t.app.services.lookups.flushStores();
    return t.app.database.db
      .select()
      .from(storedAccounts)
      .where(and(eq(storedAccounts.platform, platform), eq(storedAccounts.usernameKey, key)))
      .then((r) => r[0]);
  };

  const idOf = async (p: Principal) =>
    (await t.app.database.db.select().from(users).where(eq(users.email, p.email)))[0]?.id;

  test('a lookup stores the account; the next lookup (even cached) counts one more check', async () => {
    const name = fresh('Keep');
    const first = await get(lookupPaths.tiktokProfile(name), user);
    const reply = first.json<{ cached: boolean; fake: { probability: number } }>();
    expect(reply.cached).toBe(false);
    const stored = await row('tiktok', name.toLowerCase());
    expect(stored).toMatchObject({
      username: name,
      checkCount: 1,
      lastCheckedBy: await idOf(user),
    });
    // Both profile replies: info-with-region (age, region) and info (the exact counts).
    expect(stored?.raw).toMatchObject({
      profile: { userInfo: { user: { uniqueId: name } } },
      stats: { userInfo: { user: { uniqueId: name }, statsV2: {} } },
    });
    // The estimate the user was shown (the demo's facts, and so the figure, vary with the name).
    expect(stored?.fakeProbability).toBe(reply.fake.probability);

    t.clock.advance(5_000);
    const second = await get(lookupPaths.tiktokProfile(name), other);
    expect(second.json<{ cached: boolean }>().cached).toBe(true);
    const again = await row('tiktok', name.toLowerCase());
    expect(again?.checkCount).toBe(2);
    expect(again?.firstSeenAt).toEqual(stored?.firstSeenAt);
    expect(again!.lastSeenAt.getTime()).toBeGreaterThan(stored!.lastSeenAt.getTime());
    expect(again?.lastCheckedBy).toBe(await idOf(other));
  });

  test('lookups between two writes are merged, and each still counts as a check', async () => {
    const name = fresh('Burst');
    await Promise.all([1, 2, 3, 4, 5].map(() => get(lookupPaths.snapchat(name))));
    expect((await row('snapchat', name.toLowerCase()))?.checkCount).toBe(5);
  });

  test('simultaneous lookups of one account share one provider call; each counts as a check', async () => {
    const name = fresh('Same');
    const replies = await Promise.all([1, 2, 3].map(() => get(lookupPaths.twitterProfile(name))));
    const bodies = replies.map((r) => r.json<{ dataAsOf: string }>());
    expect(new Set(bodies.map((b) => b.dataAsOf)).size).toBe(1);
    expect((await row('twitter', name.toLowerCase()))?.checkCount).toBe(3);
  });

  test('a cache hit is marked cached and keeps the original "data as of"; names are case-insensitive', async () => {
    const name = fresh('Cache');
    const a = (await get(lookupPaths.instagramProfile(name))).json<{
      cached: boolean;
      dataAsOf: string;
    }>();
    t.clock.advance(2_000);
    const b = (await get(lookupPaths.instagramProfile(name.toUpperCase()))).json<{
      cached: boolean;
      dataAsOf: string;
    }>();
    expect([a.cached, b.cached]).toEqual([false, true]);
    expect(b.dataAsOf).toBe(a.dataAsOf);
  });

  test('an entry older than LOOKUP_CACHE_TTL_SECONDS is fetched again', async () => {
    // Redis expires keys on its own clock, so this runs on the in-process cache, whose clock
    // the test moves; Redis expiry is covered in lookup-cache.redis.test.ts.
    const local = redis
      ? await buildTestApp({ env: { REDIS_URL: '', LOOKUP_CACHE_TTL_SECONDS: '60' } })
      : t;
    try {
      const principal = redis ? await signIn(local.app, 'user') : user;
      const lookup = (url: string) =>
        local.app.inject({ method: 'GET', url, headers: bearer(principal.token) });
      const name = fresh('Ttl');
      await lookup(lookupPaths.twitterProfile(name));
      local.clock.advance(59_000);
      expect(
        (await lookup(lookupPaths.twitterProfile(name))).json<{ cached: boolean }>().cached,
      ).toBe(true);
      local.clock.advance(2_000);
      const res = (await lookup(lookupPaths.twitterProfile(name))).json<{ cached: boolean }>();
      expect(res.cached).toBe(false);
    } finally {
      if (local !== t) await local.close();
    }
  });

  test('social-profile lookups are stored under their sub-platform', async () => {
    const name = fresh('Social');
    await get(lookupPaths.socialProfile('instagram', name));
    await get(lookupPaths.socialProfile('twitter', name));
    expect((await row('instagram', name.toLowerCase()))?.username).toBe(name);
    expect((await row('twitter', name.toLowerCase()))?.username).toBe(name);
  });

  test('every successful profile lookup stores under its service', async () => {
    const name = fresh('Every');
    const urls: [string, string, string][] = [
      [lookupPaths.facebook(name), 'facebook', name.toLowerCase()],
      [lookupPaths.snapchat(name), 'snapchat', name.toLowerCase()],
      [lookupPaths.telegram('bot', name), 'telegram', name.toLowerCase()],
      [lookupPaths.truthsocialProfile(name), 'truthsocial', name.toLowerCase()],
      [lookupPaths.youtubeChannel(name), 'youtube', name.toLowerCase()],
    ];
    for (const [url, platform, key] of urls) {
      expect((await get(url)).statusCode, url).toBe(200);
      expect(await row(platform, key), url).toBeDefined();
    }
    await get(lookupPaths.linkedin({ name }));
    await t.app.services.lookups.flushStores();
    const li = await t.app.database.db
      .select()
      .from(storedAccounts)
      .where(eq(storedAccounts.platform, 'linkedin'));
    expect(li.filter((r) => r.name?.startsWith(name))).toHaveLength(5);
  });
});

describe('GET /api/accounts/:platform', () => {
  test('pages the stored accounts, most recently seen first (defaults 1 and 50)', async () => {
    const names = [1, 2, 3, 4, 5].map(() => fresh('Page'));
    // The names are new each run, so are the demo's profiles: each keeps its lookup's estimate.
    const estimates = new Map<string, number>();
    for (const name of names) {
      const reply = await get(lookupPaths.twitterProfile(name));
      estimates.set(name, reply.json<{ fake: { probability: number } }>().fake.probability);
      t.clock.advance(1_000);
    }
    await t.app.services.lookups.flushStores();
    const all = storedAccountsPageSchema.parse((await get('/api/accounts/twitter')).json());
    expect([all.page, all.limit]).toEqual([1, 50]);
    expect(all.total).toBeGreaterThanOrEqual(5);
    const newest = all.items.slice(0, 5).map((i) => i.username);
    expect(newest).toEqual([...names].reverse());
    const page2 = (await get('/api/accounts/twitter?page=2&limit=2')).json<StoredAccountsPage>();
    expect(page2.items.map((i) => i.username)).toEqual([names[2], names[1]]);
    expect(page2.items[0]).toMatchObject({
      platform: 'twitter',
      checkCount: 1,
      fakeProbability: estimates.get(names[2]!),
    });
    expect(page2.items[0]).not.toHaveProperty('raw');
  });
});

describe('POST /api/storeAccount', () => {
  test("finding 3.7 (storeAccount writes shared data): a plain user's record changes nothing another user sees", async () => {
    const name = fresh('planted');
    const detail = () => get(`/api/accounts/tiktok/${name}`, other);
    const before = await detail();
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/storeAccount',
      headers: bearer(user.token),
      payload: {
        service: 'tiktok',
        data: {
          userInfo: {
            user: { uniqueId: name, nickname: 'Planted', verified: true },
            stats: { followerCount: 9_999_999 },
          },
        },
      },
    });
    expect(planted.statusCode).toBe(403);
    expect(errorOf(planted).message).toBe('This needs an operator account.');
    const after = await detail();
    expect(before.statusCode).toBe(404);
    expect(after.statusCode).toBe(404);
    const list = storedAccountsPageSchema.parse(
      (await get(`/api/accounts/tiktok?q=${name}`, other)).json(),
    );
    expect(list.items).toEqual([]);
  });

  test('stores a raw provider reply with the same normalizer (201), counting checks', async () => {
    const data = {
      userInfo: {
        user: { uniqueId: 'stored_by_post', nickname: 'S', createTime: 1_300_000_000 },
        stats: { followerCount: 7 },
      },
    };
    const post = () =>
      requestAs(t.app, operator, 'POST', '/api/storeAccount', { service: 'tiktok', data });
    const res = await post();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ username: 'stored_by_post', followers: 7, checkCount: 1 }),
    ]);
    expect((await post()).json<{ items: { checkCount: number }[] }>().items[0]?.checkCount).toBe(2);
  });

  test('an unknown service or data without an account is 400', async () => {
    const bad = await requestAs(t.app, operator, 'POST', '/api/storeAccount', {
      service: 'myspace',
      data: {},
    });
    expect(bad.statusCode).toBe(400);
    const empty = await requestAs(t.app, operator, 'POST', '/api/storeAccount', {
      service: 'twitter',
      data: { nothing: 'here' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorReplySchema.parse(empty.json()).error.message).toBe(
      'The data holds no twitter account.',
    );
  });
});
