/**
 * The follower analyzer against the demo provider (issue 10 §4): a profile's trust score, a
 * sampled follower audit as a job (progress, same job on a second start, results, access), and
 * a CSV batch (bad lines first, per-line results, the CSV download).
 */
import {
  batchResultSchema,
  followerAuditResultSchema,
  jobStartedSchema,
  profileFactsSchema,
  profileTrustSchema,
  type FollowerAuditResult,
} from '@vigil/shared';
import { modelEstimate, TRUST_MODEL_VERSION } from '@vigil/shared/trust/score';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storedAccounts } from '../src/db/schema';
import { demoFakeFollowerShare } from '../src/integrations/social/demo/demo-dataset';
import {
  bearer,
  buildTestApp,
  errorOf,
  signIn,
  type Principal,
  type TestApp,
  requestAs,
  expectError,
} from './helper';
import { settled, until } from './jobs-helpers';

const JOB_ENV = {
  JOBS_POLL_INTERVAL_MS: '40',
  JOBS_LEASE_MS: '2000',
  JOBS_CONCURRENCY: '2',
  // The audits' page calls count against the per-user lookup quota (issue 20 §4): the tests
  // of the analyzer itself run with room for all of them.
  LOOKUP_RATE_LIMIT_PER_MINUTE: '100000',
};

let t: TestApp;
let user: Principal;
let other: Principal;

beforeAll(async () => {
  t = await buildTestApp({ env: JOB_ENV });
  user = await signIn(t.app, 'user');
  other = await signIn(t.app, 'user');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Principal = user) => requestAs(t.app, who, 'GET', url);
const post = (url: string, payload: unknown, who: Principal = user) =>
  requestAs(t.app, who, 'POST', url, payload as object);

describe('GET /api/follower/analyze-profile/:platform/:username', () => {
  test('trust score = 100 − the model score, with reasons, image and the data time', async () => {
    const res = await get('/api/follower/analyze-profile/instagram/demo');
    expect(res.statusCode, res.body).toBe(200);
    const body = profileTrustSchema.parse(res.json());
    const stored = await get('/api/accounts/instagram?q=demo');
    const facts = stored
      .json<{ items: { username: string; facts: never }[] }>()
      .items.find((i) => i.username === 'demo')!.facts;
    // Scored with its recent posts: the profile lookup fetched the demo's 12 (decision TM26).
    expect(profileFactsSchema.parse(facts).activity).toMatchObject({ sampleSize: 12 });
    const model = modelEstimate(facts);
    expect(body).toMatchObject({
      username: 'demo',
      trust_score: 100 - model.probability,
      fake: false,
      confidence: model.confidence,
      followers_listable: true,
      // The demo provider answered: the screen tags it 'Demo'.
      source: 'demo',
    });
    expect(body.reasons).toEqual(model.reasons);
    expect(body.profile_image_url).toMatch(/^data:image\/svg\+xml,/);
  });

  test('a bot is possibly fake; YouTube and Telegram offer the profile score only', async () => {
    const bot = profileTrustSchema.parse(
      (await get('/api/follower/analyze-profile/instagram/fake12345')).json(),
    );
    expect(bot.fake).toBe(true);
    expect(bot.trust_score).toBeLessThanOrEqual(50);
    expect(bot.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['manyDigits', 'young']));
    for (const path of ['youtube/UCdemo', 'telegram/demo', 'tiktok/demo']) {
      const res = await get(`/api/follower/analyze-profile/${path}`);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(profileTrustSchema.parse(res.json()).followers_listable).toBe(false);
    }
  });

  test('an unknown platform is a 400, an unknown account a 404', async () => {
    expect((await get('/api/follower/analyze-profile/myspace/tom')).statusCode).toBe(400);
    const res = await get('/api/follower/analyze-profile/instagram/unknown_person');
    expectError(res, 404, 'PROVIDER_NOT_FOUND');
  });
});

const results = (jobId: string, who: Principal = user) =>
  get(`/api/analyze-followers/${jobId}/results`, who);
const finished = (jobId: string) =>
  until(async () => {
    return settled(followerAuditResultSchema.parse((await results(jobId)).json()));
  }, 30_000);

describe('POST /api/analyze-followers → job → GET results', () => {
  let first: FollowerAuditResult;

  test('samples, scores and extrapolates; the known demo share lies in the interval', async () => {
    const res = await post('/api/analyze-followers', {
      username: 'demo',
      platform: 'instagram',
      sampleSize: 400,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = jobStartedSchema.parse(res.json());
    first = await finished(jobId);
    expect(first).toMatchObject({
      status: 'succeeded',
      username: 'demo',
      platform: 'instagram',
      total_followers: 12_345,
      sample_size: 400,
      progress: { done: 400, total: 400, percent: 100 },
      error: null,
      source: 'demo',
    });
    const truth = demoFakeFollowerShare('demo');
    expect(first.ci95_low!).toBeLessThanOrEqual(truth);
    expect(first.ci95_high!).toBeGreaterThanOrEqual(truth);
    expect(first.fake_followers! + first.real_followers!).toBe(12_345);
  });

  test('a repeat draws the same sample (seeded): the same result', async () => {
    const res = await post('/api/analyze-followers', { username: 'demo', sampleSize: 400 });
    const { jobId } = jobStartedSchema.parse(res.json());
    expect(jobId).not.toBe(first.jobId);
    const repeat = await finished(jobId);
    expect({ ...repeat, jobId: first.jobId }).toEqual(first);
  });

  test("another user's job does not exist for them; nor does a job of another type", async () => {
    expect((await results(first.jobId, other)).statusCode).toBe(404);
    expect((await get(`/api/analyze-followers/batch/${first.jobId}`)).statusCode).toBe(404);
    expect((await results('not-a-job')).statusCode).toBe(404);
  });

  test('platforms without follower lists, bad sizes and a password are 400s', async () => {
    for (const body of [
      { username: 'demo', platform: 'youtube' },
      { username: 'demo', platform: 'telegram' },
      { username: 'demo', sampleSize: 5 },
      { username: '' },
      { username: 'demo', password: 'secret' },
    ]) {
      const res = await post('/api/analyze-followers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  test('a job can be cancelled', async () => {
    const res = await post('/api/analyze-followers', { username: 'bigaudience', sampleSize: 2000 });
    const { jobId } = jobStartedSchema.parse(res.json());
    const cancel = await post(`/api/jobs/${jobId}/cancel`, {});
    expect(cancel.statusCode).toBe(200);
    const r = await until(async () => {
      const x = followerAuditResultSchema.parse((await results(jobId)).json());
      return x.status === 'cancelled' || x.status === 'succeeded' ? x : undefined;
    }, 30_000);
    // Cancelled before or while it ran (a very quick run may finish first).
    expect(['cancelled', 'succeeded']).toContain(r.status);
  });
});

describe('a second start while the first is queued or running', () => {
  test('returns the same job; its results read as not yet counted', async () => {
    // Workers off: the job stays queued, as a long audit stays running.
    const idle = await buildTestApp({ env: { JOBS_CONCURRENCY: '0' } });
    try {
      const who = await signIn(idle.app, 'user');
      const start = (username: string) =>
        idle.app.inject({
          method: 'POST',
          url: '/api/analyze-followers',
          headers: bearer(who.token),
          payload: { username, sampleSize: 100 },
        });
      const a = jobStartedSchema.parse((await start('demo')).json());
      const b = jobStartedSchema.parse((await start('Demo')).json());
      expect(b.jobId).toBe(a.jobId);
      const other = jobStartedSchema.parse((await start('newbie')).json());
      expect(other.jobId).not.toBe(a.jobId);
      const res = await idle.app.inject({
        method: 'GET',
        url: `/api/analyze-followers/${a.jobId}/results`,
        headers: bearer(who.token),
      });
      expect(followerAuditResultSchema.parse(res.json())).toMatchObject({
        status: 'queued',
        total_followers: null,
        fake_share: null,
      });
    } finally {
      await idle.close();
    }
  });
});

describe('POST /api/analyze-followers/batch', () => {
  test('bad lines are a 400 naming them, before anything runs', async () => {
    const res = await post('/api/analyze-followers/batch', {
      csv: 'instagram,demo\nmyspace,tom\n\ninstagram,\n',
    });
    const error = expectError(res, 400, 'VALIDATION_FAILED');
    expect(error.params).toMatchObject({
      lines: '2,4',
      errors: '2:unknownPlatform,4:emptyUsername',
    });
  });

  test('one job; per-line trust scores or errors; a CSV download', async () => {
    const res = await post('/api/analyze-followers/batch', {
      csv: 'platform,username\ninstagram,demo\ninstagram,fake12345\n\ntiktok,newbie\ninstagram,unknown_x\n',
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = jobStartedSchema.parse(res.json());
    const done = await until(async () => {
      const r = batchResultSchema.parse(
        (await get(`/api/analyze-followers/batch/${jobId}`)).json(),
      );
      return r.status === 'succeeded' ? r : undefined;
    }, 30_000);
    expect(done.items.map((i) => [i.line, i.username, i.error])).toEqual([
      [2, 'demo', null],
      [3, 'fake12345', null],
      [5, 'newbie', null],
      [6, 'unknown_x', 'PROVIDER_NOT_FOUND'],
    ]);
    expect(done.items[1]).toMatchObject({ fake: true });
    expect(done.items[0]!.trust_score).toBeGreaterThan(50);
    expect(done.progress).toMatchObject({ done: 4, total: 4 });
    expect(done.source).toBe('demo');

    const csv = await get(`/api/analyze-followers/batch/${jobId}/csv?lang=de`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('line,platform,username,trust_score,fake,confidence,reasons,error');
    expect(rows).toHaveLength(5);
    expect(rows[2]).toContain('Der Benutzername enthält mehr als vier Ziffern.');
    expect(rows[4]).toMatch(/^6,instagram,unknown_x,,,,,PROVIDER_NOT_FOUND$/);
    expect((await get(`/api/analyze-followers/batch/${jobId}/csv`, other)).statusCode).toBe(404);
  });
});

describe('the lookups per-user limit', () => {
  test('applies to the profile trust score (429 with Retry-After)', async () => {
    const small = await buildTestApp({ env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const who = await signIn(small.app, 'user');
      const call = () =>
        small.app.inject({
          method: 'GET',
          url: '/api/follower/analyze-profile/instagram/demo',
          headers: bearer(who.token),
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expectError(third, 429, 'RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await small.close();
    }
  });
});

describe('a new trust model version re-scores the stored accounts (trust.rescore)', () => {
  test("accounts scored by another version get the shipped model's estimate; snapshots stay", async () => {
    await get('/api/follower/analyze-profile/instagram/newbie');
    const db = t.app.database.db;
    await db
      .update(storedAccounts)
      .set({ fakeProbability: 99, trustModelVersion: 'old-model', trustConfidence: 'low' })
      .where(
        and(eq(storedAccounts.platform, 'instagram'), eq(storedAccounts.usernameKey, 'newbie')),
      );
    const job = await t.app.services.jobs.enqueue('trust.rescore', {});
    await until(
      async () => (await t.app.services.jobs.get(job.id))?.status === 'succeeded',
      30_000,
    );
    const [row] = await db
      .select()
      .from(storedAccounts)
      .where(
        and(eq(storedAccounts.platform, 'instagram'), eq(storedAccounts.usernameKey, 'newbie')),
      );
    const model = modelEstimate(profileFactsSchema.parse(row!.facts));
    expect(row).toMatchObject({
      fakeProbability: model.probability,
      trustModelVersion: TRUST_MODEL_VERSION,
      trustConfidence: model.confidence,
    });
    expect(row!.fakeProbability).not.toBe(99);
    expect((await t.app.services.jobs.get(job.id))?.result).toBeGreaterThanOrEqual(1);
  });
});

describe('finding 4.1 (jobs bypass the paid provider quota)', () => {
  test("a follower audit's lookups are counted: it runs at the quota's rate and the user's own lookups wait", async () => {
    // A long lease: the test moves the clock a minute on, which must not look like a lost worker.
    const small = await buildTestApp({
      env: {
        ...JOB_ENV,
        JOBS_LEASE_MS: '600000',
        LOOKUP_RATE_LIMIT_PER_MINUTE: '5',
        // The quota window here follows the fake clock, which a Redis window (real time) cannot;
        // the Redis window has its own test (lookup-quota.redis.test.ts).
        REDIS_URL: '',
      },
    });
    try {
      const who = await signIn(small.app, 'user');
      const started = await small.app.inject({
        method: 'POST',
        url: '/api/analyze-followers',
        headers: bearer(who.token),
        payload: { username: 'demo', sampleSize: 100 },
      });
      expect(started.statusCode, started.body).toBe(202);
      const { jobId } = jobStartedSchema.parse(started.json());
      const state = async () =>
        followerAuditResultSchema.parse(
          (
            await small.app.inject({
              url: `/api/analyze-followers/${jobId}/results`,
              headers: bearer(who.token),
            })
          ).json(),
        );
      // The audit takes the minute's 5 lookups with its first pages, then waits (running).
      await until(async () => {
        const r = await state();
        return r.status === 'running' && r.progress.done > 0 ? r : undefined;
      }, 30_000);
      const pause = () => new Promise((r) => setTimeout(r, 1500));
      await pause();
      const stalled = await state();
      await pause();
      expect(await state()).toMatchObject({ status: 'running', progress: stalled.progress });
      const mine = await small.app.inject({
        url: '/api/follower/analyze-profile/instagram/demo',
        headers: bearer(who.token),
      });
      expect(mine.statusCode).toBe(429);
      expect(errorOf(mine).message).toMatch(
        /^Too many lookups\. Please try again in \d+ seconds\. Your running follower analyses count too\.$/,
      );
      expect(Number(mine.headers['retry-after'])).toBeGreaterThan(0);
      // The next minute lets 5 more page calls through: the audit goes on at the quota's rate.
      small.clock.advance(61_000);
      const moved = await until(async () => {
        const r = await state();
        return r.progress.done > stalled.progress.done ? r : undefined;
      }, 20_000);
      expect(moved.status).toBe('running');
      await small.app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/cancel`,
        headers: bearer(who.token),
      });
    } finally {
      await small.close();
    }
  }, 120_000);

  test('a user cannot start a third job: 429 with Retry-After; the same audit again, other users and operators can', async () => {
    // Workers off: started jobs stay queued.
    const idle = await buildTestApp({ env: { JOBS_CONCURRENCY: '0' } });
    try {
      const who = await signIn(idle.app, 'user');
      const someone = await signIn(idle.app, 'user');
      const operator = await signIn(idle.app, 'admin');
      const audit = (p: Principal, username: string) =>
        idle.app.inject({
          method: 'POST',
          url: '/api/analyze-followers',
          headers: bearer(p.token),
          payload: { username, sampleSize: 100 },
        });
      const batch = (p: Principal) =>
        idle.app.inject({
          method: 'POST',
          url: '/api/analyze-followers/batch',
          headers: bearer(p.token),
          payload: { csv: 'instagram,demo\n' },
        });
      const first = jobStartedSchema.parse((await audit(who, 'demo')).json());
      expect((await batch(who)).statusCode).toBe(202);
      for (const third of [await audit(who, 'newbie'), await batch(who)]) {
        expect(third.statusCode).toBe(429);
        expect(errorOf(third)).toMatchObject({
          code: 'RATE_LIMITED',
          message:
            'You already have 2 follower analyses queued or running. Wait until one has finished, or cancel one, then try again.',
        });
        expect(third.headers['retry-after']).toBe('60');
      }
      // Asking for the running audit again is no new job.
      const again = await audit(who, 'Demo');
      expect(again.statusCode).toBe(202);
      expect(jobStartedSchema.parse(again.json()).jobId).toBe(first.jobId);
      // The limit is per user; operators are not limited.
      expect((await audit(someone, 'newbie')).statusCode).toBe(202);
      for (const name of ['a', 'b', 'c']) {
        expect((await audit(operator, `demo${name}`)).statusCode).toBe(202);
      }
      // A cancelled job frees its place.
      const cancel = await idle.app.inject({
        method: 'POST',
        url: `/api/jobs/${first.jobId}/cancel`,
        headers: bearer(who.token),
      });
      expect(cancel.statusCode).toBe(200);
      expect((await audit(who, 'newbie')).statusCode).toBe(202);
    } finally {
      await idle.close();
    }
  });
});
