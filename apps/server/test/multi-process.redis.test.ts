/**
 * Several server processes behind one address (issue 14): two compiled servers (what
 * `npm start` runs) on one fresh PostgreSQL database, one Redis and one S3-compatible store
 * (the local S3 fake), each with its own empty DATA_DIR so nothing is shared through disk.
 * They start at the same moment (the migration and start-up locks), then share sessions,
 * rate limits, jobs and files; one is killed with SIGKILL in the middle of a job and the other
 * finishes it. Runs in CI (TEST_DATABASE_URL and TEST_REDIS_URL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lookupUrl, type Job } from '@vigil/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { pngBuffer, profileForm, validFields } from './badge-helpers';
import { provisionDatabase } from './helper';
import { S3_TEST_KEYS, startS3Fake, type S3Fake } from './s3-fake';
import {
  ensureServerBuild,
  loginOverHttp,
  startServerProcess,
  type ServerProcess,
} from './server-process';

const ADMIN = { email: 'multi@vigil.test', password: 'multi-process-password-1' };
const LOGIN_LIMIT = 40;

let fake: S3Fake;
let database: { url: string; drop: () => Promise<void> };
let sql: pg.Pool;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

/** Polls `probe` every 50 ms until it returns a value; fails after `ms`. */
async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | undefined>) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function session(base: string) {
  const res = await loginOverHttp(base, ADMIN);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vigil_refresh='));
  const { token } = (await res.json()) as { token: string };
  return { token, cookie: cookie!.split(';')[0]! };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A pool for the test's own queries. Its database is dropped `WITH (FORCE)` at the end, which
 * terminates any connection still open (57P01); pg re-emits that on the pool, and an 'error'
 * event without a listener would crash the test worker: it is an expected end, so it is noted.
 */
function testPool(url: string, max: number) {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', (err) => console.warn(`test pool connection ended: ${err.message}`));
  return pool;
}

async function jobRow(id: string) {
  const { rows } = await sql.query<{ status: string; locked_by: string | null; attempts: number }>(
    'select status, locked_by, attempts from jobs where id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
    throw new Error('this file needs TEST_DATABASE_URL and TEST_REDIS_URL');
  }
  ensureServerBuild();
  fake = await startS3Fake();
  database = await provisionDatabase();
  sql = testPool(database.url, 2);
  const unique = randomBytes(5).toString('hex');
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `vigil-multi-${unique}:`,
    JOBS_QUEUE_NAME: `vigil-multi-${unique}`,
    JOBS_LEASE_MS: '1500',
    JOBS_POLL_INTERVAL_MS: '100',
    S3_ENDPOINT: fake.endpoint,
    S3_BUCKET: fake.bucket,
    S3_REGION: S3_TEST_KEYS.region,
    S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
    S3_TIMEOUT_MS: '30000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT),
    NEWS_SEED_RATINGS: 'false',
  };
  const env = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vigil-multi-'));
    dataDirs.push(dir);
    return { ...shared, DATA_DIR: dir, WEB_DIST_DIR: dir };
  };
  const [envA, envB] = [await env(), await env()];
  // Both at once on the empty database: both migrate-or-wait, both ensure the admin.
  const started = await Promise.allSettled([
    startServerProcess(envA, { readyTimeoutMs: 90_000 }),
    startServerProcess(envB, { readyTimeoutMs: 90_000 }),
  ]);
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
}, 240_000);

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  await sql?.end();
  await database?.drop();
  await fake?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('two server processes on one database, Redis and bucket', () => {
  test('they started together: migrations ran once, one admin exists', async () => {
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql'));
    const migrations = await sql.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations.rows[0].n).toBe(files.length);
    const admins = await sql.query("select count(*)::int as n from users where role = 'admin'");
    expect(admins.rows[0].n).toBe(1);
    for (const s of servers) {
      const ready = await fetch(`${s.base}/api/ready`);
      expect(await ready.json()).toMatchObject({
        database: 'postgres',
        redis: 'ok',
        storage: 's3',
      });
    }
  });

  test('a session made on one works on the other; logout on one ends it on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const s = await session(a.base);
    const me = (base: string) => fetch(`${base}/api/accounts/current`, { headers: auth(s.token) });
    expect((await me(b.base)).status).toBe(200);
    expect((await me(b.base)).status).toBe(200); // now cached as live on b
    const out = await fetch(`${a.base}/api/logout`, {
      method: 'POST',
      headers: { ...auth(s.token), cookie: s.cookie },
    });
    expect(out.status).toBe(204);
    expect((await me(b.base)).status).toBe(401);
    expect((await me(a.base)).status).toBe(401);
  });

  test('a rate limit counts the requests of both processes', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const remaining: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < LOGIN_LIMIT + 2 && !limited; i++) {
      // A bogus verification link: no side effects, and the same per-route limit as login.
      const res = await fetch(`${i % 2 ? b.base : a.base}/api/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: `bogus-${i}` }),
      });
      if (res.status === 429) limited = res;
      else remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
      await res.arrayBuffer();
    }
    // One counter: each reply, from either process, has one fewer left than the one before.
    for (let i = 1; i < remaining.length; i++) expect(remaining[i]).toBe(remaining[i - 1]! - 1);
    expect(limited?.status).toBe(429);
    expect(remaining.length).toBeLessThanOrEqual(LOGIN_LIMIT);
  });

  test('a lookup answered by one is in the cache the other reads', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const s = await session(a.base);
    const url = lookupUrl('snapchat', { username: `shared${randomBytes(3).toString('hex')}` });
    const get = async (base: string) => {
      const res = await fetch(`${base}${url}`, { headers: auth(s.token) });
      expect(res.status).toBe(200);
      return (await res.json()) as { cached: boolean; dataAsOf: string };
    };
    const first = await get(a.base);
    expect(first.cached).toBe(false);
    const second = await get(b.base);
    expect(second).toMatchObject({ cached: true, dataAsOf: first.dataAsOf });
  });

  test('a file uploaded to one is served by the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const res = await fetch(`${a.base}/api/profile`, {
      method: 'POST',
      body: profileForm(validFields(), { data: await pngBuffer() }),
    });
    expect(res.status).toBe(201);
    const { screenshot_filename } = (await res.json()) as { screenshot_filename: string };
    const served = await fetch(`${b.base}/uploads/${screenshot_filename}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Buffer.compare(bytes, fake.objects.get(`uploads/${screenshot_filename}`)!.body)).toBe(0);
  });

  test('a job started on one is worked by either; its file downloads from the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const s = await session(b.base);
    const started = await fetch(`${a.base}/api/accounts/current/export`, {
      method: 'POST',
      headers: auth(s.token),
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as Job;
    const done = await waitFor('the export job', 30_000, async () => {
      const job = (await (
        await fetch(`${b.base}/api/jobs/${id}`, { headers: auth(s.token) })
      ).json()) as Job;
      return job.status === 'succeeded' || job.status === 'failed' ? job : undefined;
    });
    expect(done.status).toBe('succeeded');
    for (const base of [a.base, b.base]) {
      const zip = await fetch(`${base}/api/accounts/current/export/${id}`, {
        headers: auth(s.token),
      });
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-type')).toBe('application/zip');
      await zip.arrayBuffer();
    }
    expect([...fake.objects.keys()].some((k) => k.startsWith('exports/'))).toBe(true);
  });

  test('SIGKILL of the process working a job loses no job: the other finishes it', async () => {
    const s = await session(servers[0]!.base);
    // The archive's upload hangs, so the job is still running when its process dies.
    fake.slowKeys('exports/', 8000);
    let survivor: ServerProcess | undefined;
    try {
      const started = await fetch(`${servers[1]!.base}/api/accounts/current/export`, {
        method: 'POST',
        headers: auth(s.token),
      });
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as Job;
      const owner = await waitFor('a process to take the job', 20_000, async () => {
        const row = await jobRow(id);
        const pid = row?.status === 'running' ? row.locked_by?.split(':').at(-2) : undefined;
        return servers.find((p) => String(p.child.pid) === pid);
      });
      survivor = servers.find((p) => p !== owner)!;
      owner.child.kill('SIGKILL');
      expect(await owner.exited).toBe('SIGKILL');
      fake.slowKeys(null);

      const done = await waitFor('the other process to finish the job', 30_000, async () => {
        const row = await jobRow(id);
        return row?.status === 'succeeded' || row?.status === 'failed' ? row : undefined;
      });
      expect(done.status).toBe('succeeded');
      expect(done.attempts).toBe(2);
      const zip = await fetch(`${survivor.base}/api/accounts/current/export/${id}`, {
        headers: auth(s.token),
      });
      expect(zip.status).toBe(200);
      await zip.arrayBuffer();
    } finally {
      fake.slowKeys(null);
    }
  }, 90_000);
});

test('migrators started together on an empty database all succeed, migrating once', async () => {
  const fresh = await provisionDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'vigil-migrate-'));
  try {
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: fresh.url, dataDir: dir })),
    );
    const pool = testPool(fresh.url, 1);
    const { rows } = await pool.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    await pool.end();
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql'));
    expect(rows[0].n).toBe(files.length);
    await Promise.all(opened.map((d) => d.close()));
  } finally {
    await fresh.drop();
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
