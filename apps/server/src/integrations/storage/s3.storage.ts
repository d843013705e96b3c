import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from '../../lib/app-error';
import { byteLimit } from './local.storage';
import {
  contentTypeOf,
  parseStoredName,
  StoredFileTooLarge,
  type Storage,
  type StoredExt,
} from './storage';

export type S3StorageOptions = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most others). */
  forcePathStyle: boolean;
  /** Key prefix of this store inside the bucket, e.g. `uploads/` or `exports/`. */
  prefix: string;
  /** Time limit of one HTTP attempt (the SDK retries 5xx and network errors once more). */
  timeoutMs: number;
  /** Keys per ListObjectsV2 page (S3's maximum and default: 1000). */
  listPageSize?: number;
  /** Vendor detail of a failure goes to the log, never into the reply. */
  log: { warn: (obj: object, msg: string) => void };
};

/** The client every store of one configuration shares (one connection pool per process). */
export function createS3Client(opts: Omit<S3StorageOptions, 'prefix' | 'log' | 'bucket'>) {
  return new S3Client({
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: opts.timeoutMs,
      requestTimeout: opts.timeoutMs,
      throwOnRequestTimeout: true,
    },
    // Checksums only where S3 requires them: the SDK's default (CRC32 trailers in
    // aws-chunked bodies) is not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Multipart part size of streamed uploads (S3's minimum for all parts but the last). */
const PART_SIZE = 5 * 1024 * 1024;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …) under one key prefix. The same
 * contract as the local store: random names, only {@link parseStoredName} names ever become
 * keys. Any vendor failure (network, time-out, 5xx, 403) becomes `UPSTREAM_UNAVAILABLE` (502)
 * with a plain sentence; the vendor's detail is logged.
 */
export function createS3Storage(opts: S3StorageOptions, client = createS3Client(opts)): Storage {
  const { bucket, prefix } = opts;
  const keyOf = (name: string) => `${prefix}${name}`;
  const newName = (ext: StoredExt) => `${randomBytes(16).toString('hex')}.${ext}`;

  const unavailable = (err: unknown, op: string) => {
    const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    opts.log.warn(
      {
        provider: 's3',
        op,
        error: e?.name,
        status: e?.$metadata?.httpStatusCode,
        detail: e?.message,
      },
      'file storage call failed',
    );
    return new AppError('UPSTREAM_UNAVAILABLE', 'The file storage is not reachable.');
  };
  const call = async <T>(op: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw unavailable(err, op);
    }
  };

  return {
    kind: 's3',
    async put(data, ext) {
      const name = newName(ext);
      await call('put', () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: data,
            ContentType: contentTypeOf[ext],
          }),
        ),
      );
      return name;
    },
    async putStream(source, ext, { maxBytes }) {
      const name = newName(ext);
      const limit = byteLimit(maxBytes);
      // A source error must reach the upload (it reads `counter`), and must not go unhandled.
      let sourceError: unknown;
      source.once('error', (err) => {
        sourceError = err;
        limit.counter.destroy(err);
      });
      source.pipe(limit.counter);
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: keyOf(name),
          Body: limit.counter,
          ContentType: contentTypeOf[ext],
        },
        partSize: PART_SIZE,
        queueSize: 2,
        // On failure the multipart upload is aborted: no parts are left behind.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        source.unpipe(limit.counter);
        source.resume();
        // Belt and braces: a single-part upload that raced the failure.
        await client
          .send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }))
          .catch(() => undefined);
        if (err instanceof StoredFileTooLarge) throw err;
        if (sourceError) throw sourceError;
        if (limit.counter.errored instanceof StoredFileTooLarge) throw limit.counter.errored;
        throw unavailable(err, 'putStream');
      }
      return { name, size: limit.size() };
    },
    async get(filename) {
      const parsed = parseStoredName(filename);
      if (!parsed) return null;
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(filename) }),
        );
        return {
          stream: out.Body as Readable,
          size: Number(out.ContentLength ?? 0),
          contentType: contentTypeOf[parsed.ext],
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err, 'get');
      }
    },
    async delete(filename) {
      if (!parseStoredName(filename)) return;
      await call('delete', () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(filename) })),
      );
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await call('list', () =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              ContinuationToken: token,
              MaxKeys: opts.listPageSize ?? 1000,
            }),
          ),
        );
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(prefix.length) ?? '';
          if (!o.Key?.startsWith(prefix) || !parseStoredName(name)) continue;
          yield { name, size: Number(o.Size ?? 0), modifiedAt: o.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async ping() {
      await call('ping', () => client.send(new HeadBucketCommand({ Bucket: bucket })));
    },
  };
}
