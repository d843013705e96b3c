/**
 * The operators' view of the data providers, on the app with a key against the fake RapidAPI
 * gateway: Facebook configured with a host that is not on the marketplace, YouTube answering
 * its real channel reply. Admins only; the status names the failure's reason, survives in the
 * table for other processes and restarts; the test button goes to the vendor every time; the
 * metrics count calls, failures by reason and latency per provider.
 */
import { lookupPaths, type StoredService } from '@vigil/shared';
import { providersStatusReplySchema, providerTestReplySchema } from '@vigil/shared/providers';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createProvidersRepo } from '../src/modules/providers/providers.repo';
import { createProvidersService } from '../src/modules/providers/providers.service';
import { defaultTestAccounts } from '../src/modules/providers/test-accounts';
import { startFakeRapidApi, type FakeRapidApi } from './fake-rapidapi';
import {
  bearer,
  buildTestApp,
  signIn,
  type Principal,
  type TestApp,
  expectError,
  requestAs,
} from './helper';
import { fromFile, realShapeVendor } from './provider-replies/vendor';

const KEY = 'providers-status-key-never-shown-81c2';
const METRICS_TOKEN = 'metrics-token-for-provider-tests-0123';
const YT_HOST = 'youtube-v2.p.rapidapi.com';
const FB_HOST = 'facebook-profile-finder.p.rapidapi.com';

let fake: FakeRapidApi;
let t: TestApp;
let admin: Principal;
let user: Principal;

beforeAll(async () => {
  fake = await startFakeRapidApi(
    realShapeVendor([
      {
        host: YT_HOST,
        method: 'GET',
        path: /.*/,
        answer: () => ({
          ...fromFile('youtube/channel-details.json'),
          headers: {
            'x-ratelimit-requests-limit': '1000',
            'x-ratelimit-requests-remaining': '998',
            'x-ratelimit-requests-reset': '3600',
          },
        }),
      },
    ]),
  );
  t = await buildTestApp({
    env: {
      RAPIDAPI_KEY: KEY,
      RAPIDAPI_BASE_URL: fake.url,
      RAPIDAPI_HOST_FACEBOOK: FB_HOST,
      RAPIDAPI_HOST_YOUTUBE: YT_HOST,
      PROVIDER_RETRY_BASE_MS: '1',
      PROVIDER_TEST_ACCOUNTS: 'twitter=nasa',
      METRICS_TOKEN,
    },
  });
  admin = await signIn(t.app, 'admin');
  user = await signIn(t.app, 'user');
  // A cold app start runs every migration: slow on a busy two-core machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const status = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/providers/status',
    headers: token ? bearer(token) : {},
  });
const runTest = (platform: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/providers/${platform}/test`,
    headers: token ? bearer(token) : {},
  });

/** A host for every service (the test accounts' keys are the services). */
const everyHost = Object.fromEntries(
  Object.keys(defaultTestAccounts).map((k) => [k, 'h']),
) as Record<StoredService, string>;

/**
 * The providers service as another process builds it over the same table: `live` or demo, every
 * platform's host set but those `hosts` overrides.
 */
const serviceElsewhere = (opts: {
  live: boolean;
  hosts?: Partial<Record<StoredService, string>>;
}) =>
  createProvidersService({
    repo: createProvidersRepo(t.app.database.db),
    clock: t.clock,
    live: opts.live,
    hosts: { ...everyHost, ...opts.hosts },
    testAccounts: defaultTestAccounts,
    adapters: () => t.app.services.lookupSources.providers,
    background: { run: () => {} },
    registry: new Registry(),
  });

describe('who may see and test the providers', () => {
  test('anonymous 401, a user 403, an admin 200', async () => {
    expect((await status()).statusCode).toBe(401);
    const forbidden = await status(user.token);
    expectError(forbidden, 403, 'FORBIDDEN');
    expect((await status(admin.token)).statusCode).toBe(200);
    expect((await runTest('youtube')).statusCode).toBe(401);
    expect((await runTest('youtube', user.token)).statusCode).toBe(403);
  });

  test('an unknown platform is a 400 naming the field', async () => {
    const res = await runTest('myspace', admin.token);
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

test('a misconfigured Facebook: the user is told the source is unavailable, the operator why', async () => {
  const lookup = await requestAs(t.app, user, 'GET', lookupPaths.facebook('zuck'));
  expectError(lookup, 502, 'UPSTREAM_UNAVAILABLE');
  const fbPath = fake.requests.at(-1)!.path;

  const res = await status(admin.token);
  expect(res.headers['cache-control']).toBe('no-store');
  const { providers } = providersStatusReplySchema.parse(res.json());
  expect(providers.map((p) => p.platform)).toEqual([
    'instagram',
    'facebook',
    'linkedin',
    'snapchat',
    'telegram',
    'tiktok',
    'truthsocial',
    'twitter',
    'youtube',
  ]);
  const facebook = providers.find((p) => p.platform === 'facebook')!;
  expect(facebook).toMatchObject({
    name: 'Facebook',
    mode: 'live',
    host: FB_HOST,
    lastSuccessAt: null,
    lastFailure: { reason: 'api-missing', status: 404, path: fbPath },
    calls: 1,
    failures: 1,
  });
  expect(providers.find((p) => p.platform === 'twitter')!.alsoServes).toEqual(['social-profile']);
  expect(JSON.stringify(res.json())).not.toContain(KEY);
});

test('the test button looks up the test account at the vendor every time (never cached)', async () => {
  const before = fake.requests.length;
  const started = t.clock.now().getTime();
  for (let i = 0; i < 2; i++) {
    const res = await runTest('youtube', admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(providerTestReplySchema.parse(res.json())).toMatchObject({
      platform: 'youtube',
      ok: true,
      account: defaultTestAccounts.youtube,
      reason: null,
      status: 200,
    });
  }
  expect(fake.requests.length - before).toBe(2);
  expect(fake.requests.at(-1)!.headers['x-rapidapi-host']).toBe(YT_HOST);

  const { providers } = providersStatusReplySchema.parse((await status(admin.token)).json());
  const youtube = providers.find((p) => p.platform === 'youtube')!;
  const success = Date.parse(youtube.lastSuccessAt!);
  expect(success).toBeGreaterThanOrEqual(started);
  expect(success).toBeLessThanOrEqual(t.clock.now().getTime());
  expect(youtube.quota).toMatchObject({ remaining: 998, limit: 1000 });
  // The reset is the header's seconds from when the reply was read.
  expect(Date.parse(youtube.quota!.resetAt!) - Date.parse(youtube.quota!.seenAt)).toBe(3_600_000);
});

test('a failing test names the reason; the configured test account is the one asked for', async () => {
  const fb = providerTestReplySchema.parse((await runTest('facebook', admin.token)).json());
  expect(fb).toMatchObject({ ok: false, reason: 'api-missing', status: 404, account: 'zuck' });
  const x = providerTestReplySchema.parse((await runTest('twitter', admin.token)).json());
  expect(x).toMatchObject({ ok: false, account: 'nasa', reason: 'api-missing' });
  expect(fake.requests.at(-1)!.query.get('username') ?? fake.requests.at(-1)!.body).toContain(
    'nasa',
  );
});

test('the last success and failure are in the table: a fresh process (or a restart) shows them', async () => {
  await t.app.services.background.idle();
  const elsewhere = serviceElsewhere({ live: true });
  const seen = await elsewhere.status();
  const facebook = seen.find((p) => p.platform === 'facebook')!;
  expect(facebook.lastFailure).toMatchObject({ reason: 'api-missing', status: 404 });
  expect(facebook.calls).toBe(0);
  expect(seen.find((p) => p.platform === 'youtube')!.lastSuccessAt).not.toBeNull();
  expect(seen.find((p) => p.platform === 'youtube')!.quota).toMatchObject({ remaining: 998 });
});

test('an older report never overwrites a newer one (several processes write the same row)', async () => {
  const repo = createProvidersRepo(t.app.database.db);
  const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);
  const failure = (ms: number, reason: string) => ({
    platform: 'snapchat',
    lastSuccessAt: null,
    lastFailure: { at: at(ms), reason, status: 503, path: '/p' },
    quota: { remaining: ms, limit: 10, resetAt: null, seenAt: at(ms) },
  });
  await repo.record(failure(2_000, 'server-error'));
  await repo.record(failure(1_000, 'timeout'));
  await repo.record({
    platform: 'snapchat',
    lastSuccessAt: at(500),
    lastFailure: null,
    quota: null,
  });
  const row = (await repo.all()).find((r) => r.platform === 'snapchat')!;
  expect(row).toMatchObject({
    lastFailureReason: 'server-error',
    lastFailureAt: at(2_000),
    quotaRemaining: 2_000,
    lastSuccessAt: at(500),
  });
});

test('metrics: calls by outcome, failures by reason, latency per provider', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: bearer(METRICS_TOKEN),
  });
  expect(res.statusCode).toBe(200);
  const body = res.body;
  expect(body).toMatch(/# TYPE vigil_provider_requests_total counter/);
  expect(body).toMatch(/vigil_provider_requests_total\{provider="youtube",outcome="ok"\} 2/);
  expect(body).toMatch(
    /vigil_provider_requests_total\{provider="facebook",outcome="api-missing"\} 2/,
  );
  expect(body).toMatch(
    /vigil_provider_failures_total\{provider="facebook",reason="api-missing"\} 2/,
  );
  expect(body).toMatch(/# TYPE vigil_provider_request_duration_seconds histogram/);
  expect(body).toMatch(/vigil_provider_request_duration_seconds_count\{provider="youtube"\} 2/);
  expect(body).toMatch(
    /vigil_provider_request_duration_seconds_bucket\{le="\+Inf",provider="youtube"\} 2/,
  );
  expect(body).toMatch(/vigil_provider_quota_remaining\{provider="youtube"\} 998/);
  expect(body).not.toContain(KEY);
});

test('readiness stays about our own dependencies, not the providers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
  expect(res.statusCode).toBe(200);
});

test('without a key every provider is demo, with no host', async () => {
  const demo = serviceElsewhere({ live: false });
  const providers = await demo.status();
  expect(new Set(providers.map((p) => p.mode))).toEqual(new Set(['demo']));
  expect(providers.every((p) => p.host === null)).toBe(true);
});

test('a key without a host for a platform: not-configured, and its test says so (503)', async () => {
  const partial = serviceElsewhere({ live: true, hosts: { linkedin: '' } });
  expect((await partial.status()).find((p) => p.platform === 'linkedin')).toMatchObject({
    mode: 'not-configured',
    host: null,
  });
  await expect(partial.test('linkedin')).rejects.toMatchObject({
    code: 'PROVIDER_NOT_CONFIGURED',
    statusCode: 503,
  });
});
