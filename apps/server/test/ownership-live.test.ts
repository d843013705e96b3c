/**
 * Ownership proof against a real-protocol provider: the app with RAPIDAPI_KEY pointed at a
 * local fake RapidAPI (X `GET /api/user/detail`, X's own user object), so the real bio is read
 * over HTTP, including the provider's failures.
 */
import { ownerProofSchema, ownershipSchema, proofCheckReplySchema } from '@vigil/shared';
import { beforeAll, expect, test } from 'vitest';
import { BADGE_TEST_ENV, auditRows, createProfile } from './badge-helpers';
import { jobSettled } from './jobs-helpers';
import { signIn, useVendorApp, type Principal, requestAs, expectError } from './helper';

let owner: Principal;
let id: string;
let code = '';
/** What the fake X says about @live_owner: its account id and bio, or a failure. */
let xAccount: { id: string; description: string } | 'missing' | 'broken' = {
  id: '4242',
  description: 'just me',
};

const t = useVendorApp(
  (req) => {
    if (req.path !== '/api/user/detail' || req.query.get('username') !== 'live_owner') {
      return { status: 404, json: { message: 'not found' } };
    }
    if (xAccount === 'missing') return { status: 404, json: { message: 'User not found' } };
    if (xAccount === 'broken') return { status: 503, text: 'upstream down' };
    return {
      json: {
        user: {
          result: {
            __typename: 'User',
            id: Buffer.from(`User:${xAccount.id}`).toString('base64'),
            rest_id: xAccount.id,
            legacy: { screen_name: 'live_owner', description: xAccount.description },
          },
        },
      },
    };
  },
  {
    env: {
      ...BADGE_TEST_ENV,
      RAPIDAPI_KEY: 'test-key-ownership',
      PROVIDER_RETRY_BASE_MS: '1',
      PROVIDER_TIMEOUT_MS: '2000',
    },
  },
);
beforeAll(async () => {
  owner = await signIn(t.app, 'user');
  ({ profile_id: id } = await createProfile(t.app, {
    email: owner.email,
    platform: 'twitter',
    username: 'live_owner',
    profile_url: 'https://x.com/live_owner',
  }));
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  requestAs(t.app, owner, method, url, payload);
const check = async () => {
  const res = await call('POST', `/api/profile/${id}/proof/check`);
  expect(res.statusCode, res.body).toBe(200);
  return proofCheckReplySchema.parse(res.json());
};

test('with a real provider there is no demo bio to edit', async () => {
  const proof = ownerProofSchema.parse((await call('POST', `/api/profile/${id}/proof`)).json());
  expect(proof.demo).toBe(false);
  code = proof.code!;
  const res = await call('PUT', `/api/profile/${id}/proof/demo-bio`, { bio: code });
  expect(res.statusCode).toBe(404);
});

test('the real bio is read over HTTP on every check (no lookup cache)', async () => {
  expect(await check()).toMatchObject({ found: false, reason: 'code_missing' });
  xAccount = { id: '4242', description: `Offizieller Account ${code}` };
  const proven = await check();
  expect(proven).toMatchObject({ found: true, proof: { state: 'proven', method: 'bio_code' } });
  const asked = t.fake.requests.filter((r) => r.path === '/api/user/detail');
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.at(-1)?.headers['x-rapidapi-key']).toBe('test-key-ownership');
});

test('a provider outage on "Prüfen" is a 502, and the proof stays as it was', async () => {
  xAccount = 'broken';
  const res = await call('POST', `/api/profile/${id}/proof/check`);
  expectError(res, 502, 'UPSTREAM_UNAVAILABLE');
  const pub = ownershipSchema.parse((await call('GET', `/api/profile/${id}/ownership`)).json());
  expect(pub.state).toBe('proven');
});

const recheck = async () => {
  t.clock.advance(21 * 60 * 60 * 1000);
  const job = await t.app.services.ownership.enqueueRecheck();
  return jobSettled(t.app, job.id, 20_000);
};

test('the re-check skips an outage, then sees the handle taken over by another account: renamed', async () => {
  const skipped = await recheck();
  expect(skipped.result).toMatchObject({ skipped: 1, lapsed: 0 });
  xAccount = { id: '9999', description: `copied ${code}` };
  const job = await recheck();
  expect(job.result).toMatchObject({ lapsed: 1 });
  const pub = ownershipSchema.parse((await call('GET', `/api/profile/${id}/ownership`)).json());
  expect(pub).toMatchObject({ state: 'lapsed', lapse_reason: 'renamed' });
  expect(await auditRows(t.app, 'ownership.lapse', id)).toHaveLength(1);
});

test('a profile the provider no longer finds lapses as gone (audited again: a new reason)', async () => {
  xAccount = 'missing';
  await recheck();
  const pub = ownershipSchema.parse((await call('GET', `/api/profile/${id}/ownership`)).json());
  expect(pub).toMatchObject({ state: 'lapsed', lapse_reason: 'gone' });
  expect(await auditRows(t.app, 'ownership.lapse', id)).toHaveLength(2);
});
