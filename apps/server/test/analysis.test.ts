/**
 * Issue 9: the analysis over every stored account (table with server paging, sort, filters and
 * streamed export; SQL aggregates for the three charts), the account detail with its snapshots
 * and the re-run, the supervision dashboard's cards and the image proxy. Through the real app
 * and database (PGlite, or PostgreSQL with TEST_DATABASE_URL), on lookups of the demo dataset.
 */
import {
  accountDetailSchema,
  analysisAccountsPageSchema,
  analysisSummarySchema,
  dashboardAccountsPageSchema,
  lookupUrl,
} from '@vigil/shared';
import { profileTopicsAndLanguage } from '@vigil/shared/topics/profile';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SafeFetchError, type SafeFetch } from '../src/lib/safe-fetch';
import { createImageUrls } from '../src/lib/image-hosts';
import { bearer, buildTestApp, signIn, type Principal, type TestApp, requestAs } from './helper';

let t: TestApp;
let user: Principal;
const fetched: string[] = [];

const fakeImageFetch: SafeFetch = async (url) => {
  fetched.push(url);
  const host = new URL(url).hostname;
  if (!host.endsWith('.cdninstagram.com')) throw new SafeFetchError('BLOCKED_HOST', host);
  return {
    url,
    status: 200,
    headers: {},
    contentType: 'image/png',
    body: Buffer.from('png-bytes'),
    redirects: [],
  };
};

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '100000', LOOKUP_CACHE_TTL_SECONDS: '600' },
    imageFetch: fakeImageFetch,
  });
  user = await signIn(t.app, 'user');
  // Lookups on several platforms: profiles, and posts (topics, language, trending terms).
  const lookups: [string, Record<string, string>][] = [
    ['instagramProfile', { username: 'anna.analysis' }],
    ['instagramPosts', { username: 'anna.analysis' }],
    ['instagramProfile', { username: 'bert.analysis' }],
    ['instagramProfile', { username: 'noage.analysis' }],
    ['tiktokProfile', { username: 'carla.analysis' }],
    ['twitterProfile', { username: 'dora_analysis' }],
    ['youtubeChannel', { id: 'UCanalysis0000000000000a' }],
  ];
  for (const [id, input] of lookups) {
    const res = await requestAs(t.app, user, 'GET', lookupUrl(id as never, input as never));
    expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
  }
}, 60_000);
afterAll(() => t.close());

const get = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return res;
};

/** The detail's re-run button: the account's lookup again, fresh. */
const rerun = async (platform: string, username: string) => {
  const res = await requestAs(t.app, user, 'POST', `/api/lookups/refresh/${platform}/${username}`);
  expect(res.statusCode, res.body).toBe(204);
};

describe('GET /api/analysis/accounts', () => {
  test('pages, sorts and filters on the server; every stored lookup is a row', async () => {
    const all = analysisAccountsPageSchema.parse((await get('/api/analysis/accounts')).json());
    expect(all.total).toBe(6);
    expect(all.items.map((a) => a.platform).sort()).toEqual([
      'instagram',
      'instagram',
      'instagram',
      'tiktok',
      'twitter',
      'youtube',
    ]);
    const page = analysisAccountsPageSchema.parse(
      (await get('/api/analysis/accounts?limit=25&sort=username&order=asc&page=1')).json(),
    );
    const names = page.items.map((a) => a.username.toLowerCase());
    expect(names).toEqual([...names].sort());

    const insta = analysisAccountsPageSchema.parse(
      (await get('/api/analysis/accounts?platform=instagram&q=ANALYSIS')).json(),
    );
    expect(insta.total).toBe(3);
    const noAge = insta.items.find((a) => a.username === 'noage.analysis')!;
    expect(noAge.createdAt).toBeNull();
    expect(insta.items.find((a) => a.username === 'anna.analysis')!.createdAt).not.toBeNull();

    // Fake range: accounts without an estimate drop out once a bound is set.
    const range = analysisAccountsPageSchema.parse(
      (await get('/api/analysis/accounts?minFake=0&maxFake=100')).json(),
    );
    expect(range.items.every((a) => a.fakeProbability !== null)).toBe(true);
    const status = analysisAccountsPageSchema.parse(
      (await get(`/api/analysis/accounts?status=${range.items[0]!.status}`)).json(),
    );
    expect(status.items.every((a) => a.status === range.items[0]!.status)).toBe(true);

    await get('/api/analysis/accounts?status=bogus', 400);
    await get('/api/analysis/accounts?limit=7', 400);
    const anon = await t.app.inject({ method: 'GET', url: '/api/analysis/accounts' });
    expect(anon.statusCode).toBe(401);
  });

  test('topics and mother tongue are derived at store time from bio and posts', async () => {
    const page = analysisAccountsPageSchema.parse(
      (await get('/api/analysis/accounts?q=anna.analysis')).json(),
    );
    const anna = page.items[0]!;
    expect(anna.topics.length).toBeGreaterThan(0);
    expect(anna.motherTongue).toBe('en');
  });

  test('every sort works in both directions and pages never overlap', async () => {
    for (const sort of [
      'lastSeen',
      'platform',
      'username',
      'realName',
      'age',
      'motherTongue',
      'status',
      'fake',
    ]) {
      for (const order of ['asc', 'desc']) {
        const seen = new Set<string>();
        for (const p of [1, 2]) {
          const res = analysisAccountsPageSchema.parse(
            (
              await get(`/api/analysis/accounts?sort=${sort}&order=${order}&page=${p}&limit=25`)
            ).json(),
          );
          for (const a of res.items) seen.add(`${a.platform}:${a.username}`);
        }
        expect(seen.size, `${sort} ${order}`).toBe(6);
      }
    }
  });

  test('format=csv streams the whole filtered list with X-Total-Count', async () => {
    const res = await get('/api/analysis/accounts?platform=instagram&format=csv&sort=username');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-total-count']).toBe('3');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'platform,username,realName,createdAt,motherTongue,status,fakeProbability,topics,checkCount,lastSeenAt,source',
    );
    // Every downloaded row says where its data came from.
    expect(lines.slice(1).every((l) => l.endsWith(',demo'))).toBe(true);
    expect(lines).toHaveLength(4);
    const json = await get('/api/analysis/accounts?format=json');
    expect(JSON.parse(json.body)).toHaveLength(6);
  });
});

describe('GET /api/analysis/summary', () => {
  test('fake buckets, topics and trending come from SQL over the filtered accounts', async () => {
    const s = analysisSummarySchema.parse((await get('/api/analysis/summary')).json());
    expect(s.total).toBe(6);
    expect(s.fakeBuckets.map((b) => b.bucket)).toEqual([
      '0-24',
      '25-49',
      '50-74',
      '75-100',
      'none',
    ]);
    expect(s.fakeBuckets.reduce((sum, b) => sum + b.accounts, 0)).toBe(6);
    expect(s.topics.length).toBeGreaterThan(0);
    // Anna's posts: the demo dataset dates them within the last weeks, so the 30-day window has them.
    const month = analysisSummarySchema.parse(
      (await get('/api/analysis/summary?window=30')).json(),
    );
    expect(month.trending.window).toBe(30);
    expect(month.trending.items.length).toBeGreaterThan(0);
    expect(month.trending.items[0]!.mentions).toBeGreaterThan(0);

    // YouTube's channel lookup fetches no posts: the other platforms' terms stay out.
    const youtube = analysisSummarySchema.parse(
      (await get('/api/analysis/summary?platform=youtube&window=30')).json(),
    );
    expect(youtube.total).toBe(1);
    expect(youtube.trending.items).toEqual([]);
    await get('/api/analysis/summary?window=5', 400);
  });
});

describe('GET /api/accounts/:platform/:username', () => {
  test('the detail with its snapshots; a re-run adds one and the changes read against it', async () => {
    const first = accountDetailSchema.parse(
      (await get('/api/accounts/instagram/Anna.Analysis')).json(),
    );
    expect(first.account.username).toBe('anna.analysis');
    expect(first.account.exists).toBe(true);
    expect(first.account.existsCheckedAt).toBe(first.account.lastSeenAt);
    // The demo provider answered: the row says so (the screens tag it 'Demo').
    expect(first.account.source).toBe('demo');
    expect(first.snapshots).toHaveLength(1);
    expect(first.changes).toBeNull();

    t.clock.advance(60_000);
    await rerun('instagram', 'anna.analysis');
    const second = accountDetailSchema.parse(
      (await get('/api/accounts/instagram/anna.analysis')).json(),
    );
    expect(second.snapshots).toHaveLength(2);
    expect(second.account.checkCount).toBe(first.account.checkCount + 1);
    expect(second.changes).toMatchObject({ since: first.snapshots[0]!.observedAt, followers: 0 });

    const history = await get('/api/accounts/instagram/anna.analysis/history?format=csv');
    expect(history.body.trim().split('\r\n')).toHaveLength(3);

    await get('/api/accounts/instagram/nobody.here', 404);
    await get('/api/accounts/myspace/anna', 400);
  });

  test('a platform without a re-run lookup is refused', async () => {
    const res = await requestAs(t.app, user, 'POST', '/api/lookups/refresh/linkedin/someone');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/dashboard/accounts', () => {
  test('one platform, 20 a page, search on the server, cards by the spec rules', async () => {
    const yt = dashboardAccountsPageSchema.parse((await get('/api/dashboard/accounts')).json());
    expect(yt.total).toBe(1);
    expect(yt.items[0]).toMatchObject({
      platform: 'youtube',
      username: 'UCanalysis0000000000000a',
    });
    expect(yt.items[0]!.title).not.toBeNull();
    expect(yt.items[0]!.profileUrl).toMatch(/^https:\/\/www\.youtube\.com\//);

    const insta = dashboardAccountsPageSchema.parse(
      (await get('/api/dashboard/accounts?platform=instagram&q=bert')).json(),
    );
    expect(insta.total).toBe(1);
    expect(insta.items[0]!.profileUrl).toBe('https://www.instagram.com/bert.analysis');
    expect(insta.items[0]!.fullJson).not.toBeNull();
    expect(insta.pages).toBe(1);

    const x = dashboardAccountsPageSchema.parse(
      (await get('/api/dashboard/accounts?platform=x')).json(),
    );
    expect(x.items[0]!.profileUrl).toBe('https://x.com/dora_analysis');
    const csv = await get('/api/dashboard/accounts?platform=instagram&format=csv');
    expect(csv.headers['x-total-count']).toBe('3');
    await get('/api/dashboard/accounts?platform=myspace', 400);
  });
});

describe('GET /api/proxy-image', () => {
  const anonymous = async (url: string, status: number) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
    return res;
  };

  test('Instagram pictures at a signed address load without a sign-in, cached', async () => {
    const url = 'https://scontent.cdninstagram.com/v/a.png';
    const address = t.app.services.imageUrls.display(url)!;
    expect(address).toMatch(/^\/api\/proxy-image\?url=.+&sig=/);
    const res = await anonymous(address, 200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body).toBe('png-bytes');
    await anonymous(address, 200);
    expect(fetched.filter((u) => u === url)).toHaveLength(1);
  });

  test('an unsigned, altered or foreign address is refused before anything is fetched', async () => {
    const url = 'https://scontent.cdninstagram.com/v/b.png';
    const address = t.app.services.imageUrls.display(url)!;
    await anonymous(`/api/proxy-image?url=${encodeURIComponent(url)}`, 400);
    await anonymous(address.replace(/sig=./, 'sig=A'), 403);
    await anonymous(address.replace('b.png', 'c.png'), 403);
    const foreign = createImageUrls({ secret: 'another server' }).display(url)!;
    await anonymous(foreign, 403);
    expect(fetched).not.toContain(url);
  });

  test('the host allow-list and https still hold for a signed address', async () => {
    const { proxied } = t.app.services.imageUrls;
    await anonymous(proxied('https://evil.example/a.png'), 400);
    await anonymous(proxied('http://scontent.cdninstagram.com/a'), 400);
    expect(fetched).not.toContain('http://scontent.cdninstagram.com/a');
  });
});

describe('cached aggregates (PGlite)', () => {
  test('a new lookup drops the cached totals and charts at once', async () => {
    const before = analysisSummarySchema.parse((await get('/api/analysis/summary')).json());
    const page = analysisAccountsPageSchema.parse((await get('/api/analysis/accounts')).json());
    const res = await requestAs(
      t.app,
      user,
      'GET',
      lookupUrl('instagramProfile', { username: 'late.analysis' }),
    );
    expect(res.statusCode).toBe(200);
    const after = analysisSummarySchema.parse((await get('/api/analysis/summary')).json());
    expect(after.total).toBe(before.total + 1);
    const next = analysisAccountsPageSchema.parse((await get('/api/analysis/accounts')).json());
    expect(next.total).toBe(page.total + 1);
  });
});

// Last: it stores one more account, which the counts above do not expect.
test('a search with `_ . -` finds exactly the accounts holding it (the index key never decides)', async () => {
  // An account whose name holds the index's own spelling of `_` (`qz`): the key matches it,
  // the plain text must not.
  const decoy = await requestAs(
    t.app,
    user,
    'GET',
    lookupUrl('twitterProfile', { username: 'doraqzanalysis' }),
  );
  expect(decoy.statusCode, decoy.body).toBe(200);
  const names = async (q: string) =>
    analysisAccountsPageSchema
      .parse((await get(`/api/analysis/accounts?q=${encodeURIComponent(q)}`)).json())
      .items.map((a) => a.username)
      .sort();
  expect(await names('dora_analysis')).toEqual(['dora_analysis']);
  expect(await names('DORA_')).toEqual(['dora_analysis']);
  expect(await names('doraqz')).toEqual(['doraqzanalysis']);
  expect(await names('na.analysis')).toEqual(['anna.analysis']);
  expect(await names('%')).toEqual([]);
  const dashboard = (await get('/api/dashboard/accounts?platform=x&q=dora_a')).json<{
    items: { username: string }[];
  }>();
  expect(dashboard.items.map((a) => a.username)).toEqual(['dora_analysis']);
});

test('without stored posts an account is written with its bio topics; with posts they are derived again, and a re-run keeps them', async () => {
  const stored = async (username: string) => {
    const result = await t.app.database.db.execute(sql`
      select s.facts->>'bio' as bio, s.topics, s.mother_tongue, s.analysed_at,
        coalesce((select json_agg(json_build_object('text', p.text, 'hashtags', p.hashtags))
          from (select * from account_posts where stored_account_id = s.id
            order by coalesce(posted_at, first_seen_at) desc limit 50) p), '[]') as posts
      from stored_accounts s where s.platform = 'instagram' and s.username_key = ${username}`);
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
    const posts = (typeof row.posts === 'string' ? JSON.parse(row.posts) : row.posts) as {
      text: string;
      hashtags: string[];
    }[];
    return { row, expected: profileTopicsAndLanguage({ bio: row.bio as string, posts }), posts };
  };
  // An account without posts (the demo's `empty…`: its profile lookup found none to fetch),
  // written in one statement with the topics of its bio.
  const res = await requestAs(
    t.app,
    user,
    'GET',
    lookupUrl('instagramProfile', { username: 'emptybert.analysis' }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const bert = await stored('emptybert.analysis');
  expect(bert.posts).toEqual([]);
  expect(bert.row.analysed_at).not.toBeNull();
  expect(bert.row.topics).toEqual(bert.expected.topics);
  expect(bert.row.mother_tongue).toBe(bert.expected.motherTongue);
  // A profile and its posts; the posts make the topics bio + posts (not the bio's alone).
  for (const id of ['instagramProfile', 'instagramPosts'] as const) {
    const res = await requestAs(t.app, user, 'GET', lookupUrl(id, { username: 'rerun.analysis' }));
    expect(res.statusCode, res.body).toBe(200);
  }
  const anna = await stored('rerun.analysis');
  expect(anna.posts.length).toBeGreaterThan(0);
  expect(anna.row.topics).toEqual(anna.expected.topics);
  expect(anna.row.topics).not.toEqual(
    profileTopicsAndLanguage({ bio: anna.row.bio as string, posts: [] }).topics,
  );
  // A fresh re-run of the profile (a newer observation) must not fall back to the bio alone.
  t.clock.advance(1_000);
  await rerun('instagram', 'rerun.analysis');
  const again = await stored('rerun.analysis');
  expect(again.row.analysed_at).not.toBeNull();
  expect(again.row.topics).toEqual(again.expected.topics);
});
