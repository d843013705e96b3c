/**
 * The whole app on the S3 adapter (S3_* pointing at the local S3 fake): uploads and data
 * exports go to the bucket under `uploads/` and `exports/`, readiness checks the bucket, a
 * store that is down answers 502 UPSTREAM_UNAVAILABLE with no internals, and the daily orphan
 * sweep deletes only old files no module refers to.
 */
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BADGE_TEST_ENV, createProfile, submitProfile } from './badge-helpers';
import type { Job } from '@vigil/shared';
import { strFromU8, unzipSync } from 'fflate';
import {
  bearer,
  buildTestApp,
  errorOf,
  signIn,
  type TestApp,
  expectError,
  requestAs,
} from './helper';
import { settled, until } from './jobs-helpers';
import { S3_TEST_KEYS, startS3Fake, type S3Fake } from './s3-fake';

let fake: S3Fake;
let t: TestApp;
beforeAll(async () => {
  fake = await startS3Fake();
  t = await buildTestApp({
    env: {
      ...BADGE_TEST_ENV,
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: fake.bucket,
      S3_REGION: S3_TEST_KEYS.region,
      S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
      S3_TIMEOUT_MS: '1000',
      JOBS_POLL_INTERVAL_MS: '40',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the app on S3', () => {
  test('readiness names the S3 store and fails with the bucket unreachable', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ storage: 's3' });
    await fake.down();
    try {
      const down = await t.app.inject({ url: '/api/ready' });
      expect(down.statusCode).toBe(502);
      expect(errorOf(down)).toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The file storage is not reachable.',
      });
    } finally {
      await fake.up();
    }
  });

  test('a screenshot is stored under uploads/ and served from the bucket', async () => {
    const { screenshot_filename } = await createProfile(t.app);
    const object = fake.objects.get(`uploads/${screenshot_filename}`);
    expect(object?.contentType).toBe('image/png');
    const res = await t.app.inject({ url: `/uploads/${screenshot_filename}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, object!.body)).toBe(0);
    expect((await t.app.inject({ url: `/uploads/${'c'.repeat(32)}.png` })).statusCode).toBe(404);
  });

  test('a data export is stored under exports/ and read back with its screenshot', async () => {
    const me = await signIn(t.app, 'user');
    const { screenshot_filename } = await createProfile(t.app, { email: me.email });
    const started = await requestAs(t.app, me, 'POST', '/api/accounts/current/export');
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<Job>();
    const done = await until(async () => {
      const job = (
        await t.app.inject({ url: `/api/jobs/${id}`, headers: bearer(me.token) })
      ).json<Job>();
      return settled(job);
    }, 15_000);
    expect(done.status).toBe('succeeded');
    const file = (done.result as { file: string }).file;
    expect(fake.objects.has(`exports/${file}`)).toBe(true);
    expect(fake.objects.has(`uploads/${file}`)).toBe(false);
    const zip = await t.app.inject({
      url: `/api/accounts/current/export/${id}`,
      headers: bearer(me.token),
    });
    expect(zip.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries)).toContain(`files/${screenshot_filename}`);
    expect(strFromU8(entries['vigil-data.json']!)).toContain(me.email);
  });

  test('store down: serving and uploading answer 502 UPSTREAM_UNAVAILABLE, never internals', async () => {
    const { screenshot_filename } = await createProfile(t.app);
    await fake.down();
    try {
      const served = await t.app.inject({ url: `/uploads/${screenshot_filename}` });
      expectError(served, 502, 'UPSTREAM_UNAVAILABLE');
      const posted = await submitProfile(t.app);
      expect(posted.statusCode).toBe(502);
      expect(errorOf(posted)).toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The file storage is not reachable.',
      });
      for (const body of [served.body, posted.body]) {
        expect(body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|aws|stack/i);
      }
    } finally {
      await fake.up();
    }
  });

  test('a 500 from the store is a 502 at the route too', async () => {
    const { screenshot_filename } = await createProfile(t.app);
    fake.failNext(4, 500);
    const served = await t.app.inject({ url: `/uploads/${screenshot_filename}` });
    fake.failNext(0, 500);
    expectError(served, 502, 'UPSTREAM_UNAVAILABLE');
  });

  test('the orphan sweep deletes old unreferenced files only', async () => {
    const { screenshot_filename: kept } = await createProfile(t.app);
    const orphan = await t.app.storage.put(Buffer.from('orphan'), 'png');
    const fresh = await t.app.storage.put(Buffer.from('in flight'), 'jpg');
    // Age everything but `fresh` past the 24 h grace period (the fake's LastModified).
    const old = new Date(t.clock.now().getTime() - 25 * 3_600_000);
    for (const [key, o] of fake.objects) if (!key.endsWith(fresh)) o.lastModified = old;
    const result = await t.app.services.orphanSweep.sweep();
    expect(result.modules).toEqual(['profiles', 'content']);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(fake.objects.has(`uploads/${orphan}`)).toBe(false);
    expect(fake.objects.has(`uploads/${kept}`)).toBe(true);
    expect(fake.objects.has(`uploads/${fresh}`)).toBe(true);
    // Exports are another store: the upload sweep never touches them.
    expect([...fake.objects.keys()].filter((k) => !k.startsWith('uploads/'))).toEqual(
      [...fake.objects.keys()].filter((k) => k.startsWith('exports/')),
    );
  });
});

describe('the orphan sweep on the local store', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await buildTestApp({ env: BADGE_TEST_ENV });
  });
  afterAll(async () => {
    await local?.close();
  });

  test('old unreferenced files go, referenced and young ones stay', async () => {
    const { screenshot_filename: kept } = await createProfile(local.app);
    const orphan = await local.app.storage.put(Buffer.from('orphan'), 'webp');
    const young = await local.app.storage.put(Buffer.from('young'), 'png');
    const dir = join(local.app.config.DATA_DIR, 'uploads');
    const old = new Date(local.clock.now().getTime() - 48 * 3_600_000);
    for (const name of [kept, orphan]) await utimes(join(dir, name), old, old);
    const result = await local.app.services.orphanSweep.sweep();
    expect(result).toMatchObject({ checked: 2, removed: 1 });
    expect(await local.app.storage.get(orphan)).toBeNull();
    expect(await local.app.storage.get(kept)).not.toBeNull();
    expect(await local.app.storage.get(young)).not.toBeNull();
  });
});
