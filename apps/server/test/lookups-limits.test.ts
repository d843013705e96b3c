/** The per-user lookup limit, and a stored-account repo that fails (the lookup must not). */
import { lookupPaths } from '@vigil/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LookupsRepo } from '../src/modules/lookups/lookups.repo';
import {
  bearer,
  buildTestApp,
  signIn,
  type Principal,
  type TestApp,
  expectError,
  requestAs,
} from './helper';

const get = (t: TestApp, url: string, p: Principal) =>
  t.app.inject({ method: 'GET', url, headers: bearer(p.token) });

describe('LOOKUP_RATE_LIMIT_PER_MINUTE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  test('counts a user across all lookup routes; rejected forms do not count; other users unaffected', async () => {
    const a = await signIn(t.app, 'user');
    const b = await signIn(t.app, 'user');
    expect((await get(t, '/api/lookups/facebook', a)).statusCode).toBe(400);
    expect((await get(t, '/api/lookups/twitter/%20', a)).statusCode).toBe(400);
    for (const url of [
      lookupPaths.twitterProfile('demo'),
      lookupPaths.tiktokProfile('demo'),
      lookupPaths.youtubeSuggestions('cats'),
    ]) {
      expect((await get(t, url, a)).statusCode, url).toBe(200);
    }
    const limited = await get(t, lookupPaths.snapchat('demo'), a);
    const error = expectError(limited, 429, 'RATE_LIMITED');
    expect(error.message).toMatch(/^Too many lookups/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await get(t, lookupPaths.snapchat('demo'), b)).statusCode).toBe(200);
    // The stored-accounts list is not a lookup.
    expect((await get(t, '/api/accounts/twitter', a)).statusCode).toBe(200);
  });
});

describe('a failing store', () => {
  let t: TestApp;
  const logLines: string[] = [];
  /** Type-checked against the real repo: a store that always fails. */
  const failingRepo: LookupsRepo = {
    writeAccounts: async () => {
      throw new Error('disk full');
    },
    countChecks: async () => {
      throw new Error('disk full');
    },
    writePosts: async () => {
      throw new Error('disk full');
    },
    factsOf: async () => {
      throw new Error('disk full');
    },
    accountsById: async () => [],
    listAccounts: async () => ({ items: [], total: 0 }),
    countAccounts: async () => 0,
    exportAccounts: async function* () {},
    accountsToRescore: async () => [],
    setEstimate: async () => {},
    noteMiss: async () => {
      throw new Error('disk full');
    },
    eraseAccount: async () => [],
    purgeBefore: async () => ({ counts: { accounts: 0, snapshots: 0, posts: 0 }, changed: [] }),
    forgetChecker: async () => {},
    writeDerived: async () => {},
  };
  beforeAll(async () => {
    t = await buildTestApp({
      lookupsRepo: failingRepo,
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    });
  });
  afterAll(() => t.close());

  test('never fails the lookup, and is logged', async () => {
    const user = await signIn(t.app, 'user');
    const res = await get(t, lookupPaths.twitterProfile('demo'), user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: { username: string } }>().user.username).toBe('demo');
    await t.app.services.lookups.flushStores();
    const logged = logLines.map((l) => JSON.parse(l) as { msg: string; accounts?: string[] });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'storing a looked-up account failed',
        accounts: ['twitter:demo'],
      }),
    );
  });

  test('POST /api/storeAccount, whose whole job is storing, does fail (500, nothing leaked)', async () => {
    const operator = await signIn(t.app, 'admin');
    const res = await requestAs(t.app, operator, 'POST', '/api/storeAccount', {
      service: 'twitter',
      data: { username: 'x', id: '1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('disk full');
  });
});
