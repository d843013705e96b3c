/**
 * 'Exists' on the account detail is what the last lookup found, and every row says where its
 * data came from: against a local fake RapidAPI whose account disappears and whose provider
 * then fails, and through the migration for rows stored before the source was kept.
 */
import { accountDetailSchema, analysisAccountsPageSchema, lookupPaths } from '@vigil/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storedAccounts } from '../src/db/schema';
import { missOf } from '../src/modules/lookups/lookups.service';
import { AppError } from '../src/lib/app-error';
import { replyFile } from './provider-replies/reply-files';
import { databaseBefore } from './migration-helpers';
import { useVendorApp, requestAs, useSignedIn } from './helper';

/** Unique per run: a shared Redis cache (TEST_REDIS_URL) outlives the run. */
const NAME = `gone_${Date.now().toString(36)}`;
let state: 'there' | 'gone' | 'broken' = 'there';

// X's vendor in its real shape: the user at `user.result`, `{}` for a name it does not know.
const reply = replyFile('twitter/api-user-detail.json') as {
  user: { result: { rest_id: string; legacy: Record<string, unknown> } };
};
const result = {
  ...reply.user.result,
  rest_id: '77',
  legacy: {
    ...reply.user.result.legacy,
    screen_name: NAME,
    name: 'Gone Soon',
    followers_count: 5,
  },
};
const t = useVendorApp(
  (req) => {
    if (req.path !== '/api/user/detail') return { status: 404, json: { message: 'no route' } };
    if (req.query.get('username') !== NAME || state === 'gone') return { json: {} };
    if (state === 'broken') return { status: 500, text: 'internal error' };
    return { json: { user: { result } } };
  },
  {
    env: {
      RAPIDAPI_KEY: 'test-key',
      PROVIDER_RETRY_BASE_MS: '1',
      PROVIDER_TIMEOUT_MS: '2000',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
      LOOKUP_CACHE_TTL_SECONDS: '0',
    },
  },
);
const user = useSignedIn(t, 'user');

const get = (url: string) => requestAs(t.app, user, 'GET', url);
const detail = async () => {
  const res = await get(`/api/accounts/twitter/${NAME}`);
  expect(res.statusCode, res.body).toBe(200);
  return accountDetailSchema.parse(res.json()).account;
};

describe("'Exists': what the last lookup found", () => {
  test('found → yes; not found → no; provider failed → unknown; found again → yes', async () => {
    expect((await get(lookupPaths.twitterProfile(NAME))).statusCode).toBe(200);
    const found = await detail();
    expect(found).toMatchObject({ exists: true, source: 'live' });

    t.clock.advance(60_000);
    state = 'gone';
    expect((await get(lookupPaths.twitterProfile(NAME))).statusCode).toBe(404);
    const gone = await detail();
    expect(gone.exists).toBe(false);
    // As of the missing lookup, not of the last sighting.
    expect(gone.existsCheckedAt > found.lastSeenAt).toBe(true);
    // The stored data stays what the last successful lookup saw.
    expect(gone.realName).toBe('Gone Soon');

    t.clock.advance(60_000);
    state = 'broken';
    expect((await get(lookupPaths.twitterProfile(NAME))).statusCode).toBe(502);
    expect((await detail()).exists).toBeNull();

    t.clock.advance(60_000);
    state = 'there';
    expect((await get(lookupPaths.twitterProfile(NAME))).statusCode).toBe(200);
    const again = await detail();
    expect(again.exists).toBe(true);
    expect(again.existsCheckedAt).toBe(again.lastSeenAt);
    expect(again.existsCheckedAt > gone.existsCheckedAt).toBe(true);
  });

  test('a lookup of an account nobody stored creates no row', async () => {
    expect((await get(lookupPaths.twitterProfile('never_stored_here'))).statusCode).toBe(404);
    const rows = await t.app.database.db
      .select()
      .from(storedAccounts)
      .where(eq(storedAccounts.usernameKey, 'never_stored_here'));
    expect(rows).toEqual([]);
  });

  test('only a provider that answered decides; refused input or no provider notes nothing', () => {
    expect(missOf(new AppError('PROVIDER_NOT_FOUND', 'x'))).toBe('not_found');
    expect(missOf(new AppError('UPSTREAM_UNAVAILABLE', 'x'))).toBe('failed');
    expect(missOf(new AppError('PROVIDER_BAD_REPLY', 'x'))).toBe('failed');
    expect(missOf(new AppError('PROVIDER_RATE_LIMITED', 'x'))).toBe('failed');
    expect(missOf(new TypeError('fetch failed'))).toBe('failed');
    expect(missOf(new AppError('VALIDATION_FAILED', 'x'))).toBeNull();
    expect(missOf(new AppError('PROVIDER_NOT_CONFIGURED', 'x'))).toBeNull();
  });
});

describe('source of every row', () => {
  test('analysis rows carry the stored source; an unknown one is null', async () => {
    const [row] = await t.app.database.db
      .select({ id: storedAccounts.id })
      .from(storedAccounts)
      .where(eq(storedAccounts.usernameKey, NAME));
    const page = async () =>
      analysisAccountsPageSchema.parse(
        (await get(`/api/analysis/accounts?q=${NAME}&platform=twitter`)).json(),
      ).items;
    expect((await page())[0]?.source).toBe('live');
    await t.app.database.db.execute(
      sql`update stored_accounts set source = null where id = ${row!.id}`,
    );
    expect((await page())[0]?.source).toBeNull();
  });
});

test('migration 0027: rows stored before the source was kept take their latest snapshot’s, else unknown', async () => {
  const { client, migrateRest } = await databaseBefore('0027_lookup-outcome');
  try {
    await client.exec(`
      insert into stored_accounts (id, platform, username_key, username, source) values
        ('00000000-0000-4000-8000-000000000001', 'instagram', 'old_demo', 'old_demo', null),
        ('00000000-0000-4000-8000-000000000002', 'instagram', 'no_snap', 'no_snap', null),
        ('00000000-0000-4000-8000-000000000003', 'instagram', 'kept', 'kept', 'live');
      insert into account_snapshots (stored_account_id, observed_at, facts, source, lookup) values
        ('00000000-0000-4000-8000-000000000001', '2026-01-01T00:00:00Z', '{}', 'live', 'instagramProfile'),
        ('00000000-0000-4000-8000-000000000001', '2026-02-01T00:00:00Z', '{}', 'demo', 'instagramProfile'),
        ('00000000-0000-4000-8000-000000000003', '2026-02-01T00:00:00Z', '{}', 'demo', 'instagramProfile');`);
    await migrateRest();
    const { rows } = await client.query<{
      username: string;
      source: string | null;
      lookup_miss: string | null;
    }>('select username, source, lookup_miss from stored_accounts order by username');
    expect(rows).toEqual([
      { username: 'kept', source: 'live', lookup_miss: null },
      { username: 'no_snap', source: null, lookup_miss: null },
      { username: 'old_demo', source: 'demo', lookup_miss: null },
    ]);
  } finally {
    await client.close();
  }
});
