import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createS3Storage, type S3StorageOptions } from '../../src/integrations/storage/s3.storage';
import { StoredFileTooLarge } from '../../src/integrations/storage/storage';
import { AppError } from '../../src/lib/app-error';
import { S3_TEST_KEYS, startS3Fake, type S3Fake } from '../s3-fake';
import { describeStorageContract } from './storage-contract';

let fake: S3Fake;
const warnings: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  fake = await startS3Fake();
});
afterAll(async () => {
  await fake.close();
});

function open(over: Partial<S3StorageOptions> = {}) {
  return createS3Storage({
    endpoint: fake.endpoint,
    bucket: fake.bucket,
    region: S3_TEST_KEYS.region,
    accessKeyId: S3_TEST_KEYS.accessKeyId,
    secretAccessKey: S3_TEST_KEYS.secretAccessKey,
    forcePathStyle: true,
    prefix: 'uploads/',
    timeoutMs: 2000,
    log: { warn: (obj) => warnings.push(obj as Record<string, unknown>) },
    ...over,
  });
}

describeStorageContract('s3', async () => open());

describe('s3 adapter against the S3 protocol', () => {
  test('keys carry the store prefix: uploads and exports share one bucket apart', async () => {
    const uploads = open();
    const exports = open({ prefix: 'exports/' });
    const u = await uploads.put(Buffer.from('u'), 'png');
    const e = await exports.put(Buffer.from('e'), 'zip');
    expect(fake.objects.get(`uploads/${u}`)?.contentType).toBe('image/png');
    expect(fake.objects.get(`exports/${e}`)?.contentType).toBe('application/zip');
    expect(await uploads.get(e.replace('.zip', '.png'))).toBeNull();
    const listed: string[] = [];
    for await (const entry of exports.list()) listed.push(entry.name);
    expect(listed).toContain(e);
    expect(listed).not.toContain(u);
  });

  test('list follows continuation tokens across pages', async () => {
    const store = open({ prefix: 'paged/', listPageSize: 3 });
    const put = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.put(Buffer.from(String(i)), 'webp')),
    );
    const before = fake.requests.length;
    const listed: string[] = [];
    for await (const entry of store.list()) listed.push(entry.name);
    expect(listed.sort()).toEqual([...put].sort());
    const pages = fake.requests.slice(before).filter((r) => r.line.includes('list-type=2'));
    expect(pages.length).toBe(3);
    expect(pages.filter((r) => r.line.includes('continuation-token=')).length).toBe(2);
  });

  test('a large stream goes up in 5 MiB parts and comes back whole', async () => {
    const store = open();
    const chunk = Buffer.alloc(256 * 1024, 7);
    const chunks = Array.from({ length: 44 }, (_, i) => Buffer.alloc(chunk.length, i)); // 11 MiB
    const { name, size } = await store.putStream(Readable.from(chunks), 'mp4', {
      maxBytes: 20 * 1024 * 1024,
    });
    expect(size).toBe(11 * 1024 * 1024);
    expect(fake.objects.get(`uploads/${name}`)?.etag).toMatch(/-3$/); // three parts
    const file = await store.get(name);
    expect(file?.size).toBe(size);
    expect(Buffer.compare(await buffer(file!.stream), Buffer.concat(chunks))).toBe(0);
    expect(fake.pendingUploads()).toBe(0);
  });

  test('a stream over the limit after the first part aborts the multipart upload', async () => {
    const store = open();
    const before = fake.objects.size;
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(256 * 1024, 1)); // 10 MiB
    await expect(
      store.putStream(Readable.from(chunks), 'webm', { maxBytes: 7 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(StoredFileTooLarge);
    expect(fake.objects.size).toBe(before);
    expect(fake.pendingUploads()).toBe(0);
    expect(
      fake.requests.some((r) => r.line.startsWith('DELETE') && r.line.includes('uploadId=')),
    ).toBe(true);
  });

  test('one 503 is retried; a store that keeps failing is UPSTREAM_UNAVAILABLE', async () => {
    const store = open();
    fake.failNext(1, 503);
    const name = await store.put(Buffer.from('after retry'), 'png');
    expect(fake.objects.has(`uploads/${name}`)).toBe(true);

    fake.failNext(5, 500);
    warnings.length = 0;
    const err = await store.put(Buffer.from('x'), 'png').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('UPSTREAM_UNAVAILABLE');
    expect((err as AppError).message).toBe('The file storage is not reachable.');
    expect(warnings[0]).toMatchObject({ provider: 's3', op: 'put', error: 'InternalError' });
    fake.failNext(0, 500);
  });

  test('errors of get, delete, list and ping map the same way; NoSuchKey is null', async () => {
    const store = open();
    expect(await store.get(`${'a'.repeat(32)}.png`)).toBeNull();
    for (const run of [
      () => store.get(`${'b'.repeat(32)}.png`),
      () => store.delete(`${'b'.repeat(32)}.png`),
      () => store.ping(),
      async () => {
        for await (const _ of store.list()) void _;
      },
    ]) {
      fake.failNext(2, 503);
      await expect(run()).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    }
    fake.failNext(0, 500);
  });

  test('a wrong secret is refused by the signature check and reported as unavailable', async () => {
    const store = open({ secretAccessKey: 'not-the-secret-0000000000000000000000000' });
    warnings.length = 0;
    await expect(store.ping()).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    await expect(store.put(Buffer.from('x'), 'png')).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(warnings.at(-1)).toMatchObject({ error: 'SignatureDoesNotMatch', status: 403 });
    expect(fake.requests.at(-1)?.status).toBe(403);
  });

  test('a reply slower than the time limit fails within the limit and retries', async () => {
    const store = open({ timeoutMs: 300 });
    fake.delayNext(2000);
    const started = Date.now();
    // The first attempt times out; the second (not delayed) succeeds.
    const name = await store.put(Buffer.from('slow'), 'png');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await store.get(name)).not.toBeNull();
  });

  test('a bucket that does not exist fails the readiness ping', async () => {
    const store = open({ bucket: 'no-such-bucket' });
    warnings.length = 0;
    await expect(store.ping()).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });

  test('a store that is down is unavailable, and fine again once it is back', async () => {
    const store = open();
    await fake.down();
    try {
      await expect(store.put(Buffer.from('x'), 'png')).rejects.toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
      });
    } finally {
      await fake.up();
    }
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
