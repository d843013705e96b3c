/**
 * What a failed provider call means, over real HTTP against the fake RapidAPI gateway (the
 * gateway's own replies are verbatim captures): a vendor's "no such account" stays
 * PROVIDER_NOT_FOUND; the gateway's "API doesn't exists" / "Endpoint … does not exist", a bad
 * key, a missing subscription, 5xx and time-outs are the data source being unavailable; a used-up
 * quota is PROVIDER_RATE_LIMITED with its reset. Each failed call is one warning (platform, path,
 * status, never the key) and one report to the observer, with the quota headers read.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createHttpTransport } from '../src/integrations/social/http.transport';
import {
  createProviderClient,
  gatewayNotFound,
  type ProviderCallReport,
  type ProviderKey,
  type ProviderRequest,
} from '../src/integrations/social/provider-client';
import { startFakeRapidApi, type FakeAnswer, type FakeRapidApi, failure } from './fake-rapidapi';
import { realShapeVendor, type VendorRoute } from './provider-replies/vendor';

const KEY = 'classify-key-must-never-be-logged-5d1e';
const X_HOST = 'x-vendor.p.rapidapi.com';
const hosts: Record<ProviderKey, string> = {
  instagram: 'ig-vendor.p.rapidapi.com',
  facebook: 'facebook-profile-finder.p.rapidapi.com',
  linkedin: 'li-vendor.p.rapidapi.com',
  snapchat: 'snap-vendor.p.rapidapi.com',
  telegram: 'tg-vendor.p.rapidapi.com',
  tiktok: 'tt-vendor.p.rapidapi.com',
  truthsocial: 'truth-vendor.p.rapidapi.com',
  twitter: X_HOST,
  youtube: 'yt-vendor.p.rapidapi.com',
};

/** RapidAPI's quota headers as the gateway adds them to every reply. */
const quotaHeaders = (remaining: number, reset: number) => ({
  'x-ratelimit-requests-limit': '500',
  'x-ratelimit-requests-remaining': String(remaining),
  'x-ratelimit-requests-reset': String(reset),
});

/** The X vendor's one endpoint; what it answers is set per test. */
let xAnswer: () => FakeAnswer = () => ({ json: { data: {} } });
const routes: VendorRoute[] = [
  { host: X_HOST, method: 'GET', path: '/user/details', answer: () => xAnswer() },
];

let fake: FakeRapidApi;
const warnings: { obj: object; msg: string }[] = [];
const reports: ProviderCallReport[] = [];
const sleeps: number[] = [];

beforeAll(async () => {
  fake = await startFakeRapidApi(realShapeVendor(routes));
});
afterAll(() => fake.close());
beforeEach(() => {
  warnings.length = 0;
  reports.length = 0;
  sleeps.length = 0;
  fake.requests.length = 0;
});

function client(opts: { apiKey?: string; timeoutMs?: number; retries?: number } = {}) {
  return createProviderClient({
    transport: createHttpTransport({
      apiKey: opts.apiKey ?? KEY,
      hosts,
      baseUrl: fake.url,
      timeoutMs: opts.timeoutMs ?? 2_000,
    }),
    retries: opts.retries ?? 2,
    retryBaseMs: 1,
    log: { warn: (obj, msg) => warnings.push({ obj, msg }) },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    observe: (r) => reports.push(r),
  });
}

const xDetails: ProviderRequest = {
  provider: 'twitter',
  method: 'GET',
  path: '/user/details',
  query: { username: 'someone' },
};

/** Exactly one warning, naming platform, path, status and reason, and no key anywhere. */
function expectOneWarning(fields: {
  provider: string;
  path: string;
  status: number | null;
  reason: string;
}) {
  expect(warnings).toHaveLength(1);
  expect(warnings[0]!.msg).toBe('provider call failed');
  expect(warnings[0]!.obj).toMatchObject(fields);
  expect(JSON.stringify(warnings)).not.toContain(KEY);
}

test('a host that is not on the marketplace: unavailable (502), reason api-missing, never not-found', async () => {
  const req = {
    ...xDetails,
    provider: 'facebook' as const,
    method: 'POST' as const,
    path: '/finder',
  };
  const e = await failure(client().json(req, 'No such Facebook user.'));
  expect([e.code, e.statusCode]).toEqual(['UPSTREAM_UNAVAILABLE', 502]);
  expect(e.message).toBe('The Facebook data provider is unavailable. Please try again later.');
  expect(fake.requests).toHaveLength(1);
  expect(reports).toMatchObject([
    { provider: 'facebook', outcome: 'api-missing', status: 404, path: '/finder' },
  ]);
  expectOneWarning({ provider: 'facebook', path: '/finder', status: 404, reason: 'api-missing' });
});

test('a path the API does not have: unavailable, reason endpoint-missing', async () => {
  const e = await failure(client().json({ ...xDetails, path: '/user/info' }, 'No such user.'));
  expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(reports).toMatchObject([{ outcome: 'endpoint-missing', status: 404, path: '/user/info' }]);
  expectOneWarning({
    provider: 'twitter',
    path: '/user/info',
    status: 404,
    reason: 'endpoint-missing',
  });
});

test('401 (no valid key): unavailable, reason unauthorized, not retried', async () => {
  const e = await failure(client({ apiKey: '' }).json(xDetails, 'No such user.'));
  expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(fake.requests).toHaveLength(1);
  expect(reports).toMatchObject([{ outcome: 'unauthorized', status: 401 }]);
  expectOneWarning({
    provider: 'twitter',
    path: '/user/details',
    status: 401,
    reason: 'unauthorized',
  });
});

test('403 (key not subscribed to the API): unavailable, reason forbidden', async () => {
  xAnswer = () => ({ status: 403, json: { message: 'You are not subscribed to this API.' } });
  const e = await failure(client().json(xDetails, 'No such user.'));
  expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(reports).toMatchObject([{ outcome: 'forbidden', status: 403 }]);
  expectOneWarning({
    provider: 'twitter',
    path: '/user/details',
    status: 403,
    reason: 'forbidden',
  });
});

test('429 with the quota used up: rate limited, Retry-After from the quota reset, the quota reported', async () => {
  xAnswer = () => ({
    status: 429,
    headers: quotaHeaders(0, 86_400),
    json: {
      message: 'You have exceeded the MONTHLY quota for Requests on your current plan, BASIC.',
    },
  });
  const e = await failure(client().json(xDetails, 'No such user.'));
  expect([e.code, e.statusCode]).toEqual(['PROVIDER_RATE_LIMITED', 429]);
  expect(e.headers['retry-after']).toBe('86400');
  // A day is not waited for: no retry.
  expect(fake.requests).toHaveLength(1);
  expect(reports).toMatchObject([
    {
      outcome: 'rate-limited',
      status: 429,
      quota: { remaining: 0, limit: 500, resetSeconds: 86_400 },
    },
  ]);
  expectOneWarning({
    provider: 'twitter',
    path: '/user/details',
    status: 429,
    reason: 'rate-limited',
  });
});

test('429 with a short Retry-After is waited for and retried; after the retries it is rate limited', async () => {
  xAnswer = () => ({
    status: 429,
    headers: { 'retry-after': '2' },
    json: { message: 'Too many requests' },
  });
  const e = await failure(client({ retries: 1 }).json(xDetails, 'No such user.'));
  expect(e.code).toBe('PROVIDER_RATE_LIMITED');
  expect(e.headers['retry-after']).toBe('2');
  expect(sleeps).toEqual([2_000]);
  expect(reports).toMatchObject([{ outcome: 'rate-limited', attempts: 2 }]);
  expect(warnings).toHaveLength(1);
});

test('500 on every attempt: unavailable after the retries, one warning for the call', async () => {
  xAnswer = () => ({ status: 500, text: 'Internal Server Error' });
  const e = await failure(client().json(xDetails, 'No such user.'));
  expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(fake.requests).toHaveLength(3);
  expect(reports).toMatchObject([{ outcome: 'server-error', status: 500, attempts: 3 }]);
  expectOneWarning({
    provider: 'twitter',
    path: '/user/details',
    status: 500,
    reason: 'server-error',
  });
});

test('no reply within the time limit: unavailable, reason timeout, no status', async () => {
  xAnswer = () => ({ hang: true });
  const e = await failure(client({ timeoutMs: 150 }).json(xDetails, 'No such user.'));
  expect(e.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(e.message).toMatch(/did not answer in time/);
  expect(reports).toMatchObject([{ outcome: 'timeout', status: null, quota: null }]);
  expectOneWarning({ provider: 'twitter', path: '/user/details', status: null, reason: 'timeout' });
});

test("the vendor's own 404 is the account not existing: PROVIDER_NOT_FOUND, no warning", async () => {
  xAnswer = () => ({
    status: 404,
    headers: quotaHeaders(321, 3_600),
    json: { message: 'User not found' },
  });
  const e = await failure(
    client().json(xDetails, 'Twitter user data not found in the API response.'),
  );
  expect([e.code, e.statusCode]).toEqual(['PROVIDER_NOT_FOUND', 404]);
  expect(e.message).toBe('Twitter user data not found in the API response.');
  expect(warnings).toEqual([]);
  expect(reports).toMatchObject([
    {
      outcome: 'not-found',
      status: 404,
      quota: { remaining: 321, limit: 500, resetSeconds: 3_600 },
    },
  ]);
  // An empty 404 body too.
  xAnswer = () => ({ status: 404 });
  expect((await failure(client().json(xDetails, 'gone'))).code).toBe('PROVIDER_NOT_FOUND');
});

test('a 2xx is reported ok with its duration and quota', async () => {
  xAnswer = () => ({ headers: quotaHeaders(499, 100), json: { data: { username: 'someone' } } });
  expect(await client().json(xDetails, 'gone')).toEqual({ data: { username: 'someone' } });
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({
    provider: 'twitter',
    method: 'GET',
    path: '/user/details',
    outcome: 'ok',
    status: 200,
    attempts: 1,
    quota: { remaining: 499, limit: 500, resetSeconds: 100 },
  });
  expect(reports[0]!.durationMs).toBeGreaterThanOrEqual(0);
  expect(warnings).toEqual([]);
});

test('only the gateway texts count as configuration errors', () => {
  expect(gatewayNotFound('{"message":"API doesn\'t exists"}')).toBe('api-missing');
  expect(gatewayNotFound('{"message":"Endpoint \'/a/b\' does not exist"}')).toBe(
    'endpoint-missing',
  );
  expect(gatewayNotFound('{"message":"User does not exist"}')).toBeNull();
  expect(gatewayNotFound('{"error":"API doesn\'t exists"}')).toBeNull();
  expect(gatewayNotFound('not json')).toBeNull();
  expect(gatewayNotFound('null')).toBeNull();
});
