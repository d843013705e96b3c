/**
 * The app with RAPIDAPI_KEY set, pointed at a local fake RapidAPI (RAPIDAPI_BASE_URL): the key
 * and the configured host go to the provider, and the key never comes back in any reply, header
 * or log line, whatever the provider answers.
 */
import { lookupPaths } from '@vigil/shared';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { storedAccounts } from '../src/db/schema';
import { useVendorApp, requestAs, useSignedIn } from './helper';

const KEY = 'live-key-must-never-leave-the-server-7f3a9c';
const X_HOST = 'x-provider.example.test';

const logLines: string[] = [];
/** Unique per run: a shared Redis cache (TEST_REDIS_URL) outlives the run. */
const JACK = `jack_${Date.now().toString(36)}`;
const NUL_USER = `nul_${Date.now().toString(36)}`;
const BIG_USER = `big_${Date.now().toString(36)}`;

/** X's user object as twitter-x-api sends it (`user.result`, counts in `legacy`). */
const xUser = (restId: string, legacy: Record<string, unknown>) => ({
  user: { result: { __typename: 'User', rest_id: restId, is_blue_verified: false, legacy } },
});

const t = useVendorApp(
  (req) => {
    const name = req.query.get('username') ?? '';
    if (req.path === '/api/user/detail' && name === JACK) {
      return {
        json: xUser('12', {
          screen_name: JACK,
          name: 'Jack',
          followers_count: 10,
          friends_count: 2,
          created_at: 'Tue Mar 21 20:50:14 +0000 2006',
        }),
      };
    }
    if (req.path === '/api/user/tweets') {
      const tweet = { rest_id: '1', legacy: { full_text: 'hello #x' } };
      const entries = [{ content: { itemContent: { tweet_results: { result: tweet } } } }];
      return {
        json: {
          user: {
            result: { timeline_v2: { timeline: { instructions: [{ entries }] } } },
          },
        },
      };
    }
    if (req.path === '/api/user/detail' && name === NUL_USER) {
      return {
        json: xUser('13', { screen_name: NUL_USER, description: 'a\u0000b', note: 'x\u0000' }),
      };
    }
    if (req.path === '/api/user/detail' && name === BIG_USER) {
      return { json: xUser('14', { screen_name: BIG_USER, padding: 'p'.repeat(1_100_000) }) };
    }
    if (name === 'busy') return { status: 429, json: { message: 'quota' } };
    if (name === 'broken') return { status: 500, text: `internal error, key=${KEY}` };
    if (name === 'garbled') return { text: `<html>${KEY}</html>` };
    return { status: 404, json: { message: `no user; your key ${KEY}` } };
  },
  {
    env: {
      RAPIDAPI_KEY: KEY,
      RAPIDAPI_HOST_TWITTER: X_HOST,
      PROVIDER_RETRY_BASE_MS: '1',
      PROVIDER_TIMEOUT_MS: '2000',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
    },
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  },
);
const user = useSignedIn(t, 'user');

const get = (url: string) => requestAs(t.app, user, 'GET', url);

test('a live lookup sends the key and the configured host, and is labelled live', async () => {
  const res = await get(lookupPaths.twitterProfile(JACK));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    source: 'live',
    cached: false,
    user: { id: '12', username: JACK },
  });
  const req = t.fake.requests.find((r) => r.path === '/api/user/detail');
  expect(req?.headers['x-rapidapi-key']).toBe(KEY);
  expect(req?.headers['x-rapidapi-host']).toBe(X_HOST);
  const posts = await get(lookupPaths.twitterPosts('12'));
  expect(posts.json()).toMatchObject({
    posts: [{ text: 'hello #x' }],
    tagCloud: [{ tag: '#x', count: 1 }],
  });
});

test('no reply, header or log line ever contains the key, whatever the provider answers', async () => {
  const replies = await Promise.all([
    get(lookupPaths.twitterProfile(JACK)),
    get(lookupPaths.twitterProfile('busy')),
    get(lookupPaths.twitterProfile('broken')),
    get(lookupPaths.twitterProfile('garbled')),
    get(lookupPaths.twitterProfile('ghost')),
    get(lookupPaths.youtubeChannel('UC1')),
    get('/api/accounts/twitter'),
    t.app.inject({ method: 'GET', url: '/api/docs/json' }),
  ]);
  expect(replies.map((r) => r.statusCode)).toEqual([200, 429, 502, 502, 404, 404, 200, 200]);
  for (const r of replies) {
    expect(r.body).not.toContain(KEY);
    expect(JSON.stringify(r.headers)).not.toContain(KEY);
  }
  expect(logLines.length).toBeGreaterThan(0);
  expect(logLines.join('\n')).not.toContain(KEY);
});

const stored = async (key: string) =>
  (
    await t.app.database.db.select().from(storedAccounts).where(eq(storedAccounts.usernameKey, key))
  )[0];

test('a NUL character from the provider is dropped, not a failed store', async () => {
  const res = await get(lookupPaths.twitterProfile(NUL_USER));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ user: { description: string } }>().user.description).toBe('ab');
  const row = await stored(NUL_USER);
  expect(row?.facts).toMatchObject({ bio: 'ab' });
  expect(row?.raw).toMatchObject({
    user: { result: { legacy: { description: 'ab', note: 'x' } } },
  });
});

test('a raw record over 1 MB is not kept; the facts are', async () => {
  const res = await get(lookupPaths.twitterProfile(BIG_USER));
  expect(res.statusCode, res.body).toBe(200);
  const row = await stored(BIG_USER);
  expect(row?.raw).toBeNull();
  expect(row?.facts).toMatchObject({ username: BIG_USER, platform: 'twitter' });
});
