/**
 * A local S3-compatible server for tests: the real S3 REST protocol as the AWS SDK speaks it,
 * path-style (`/<bucket>/<key>`), every request's SigV4 `Authorization` header verified with
 * the one key pair it knows (and the signed payload hash against the body). Objects live in
 * memory. It answers PutObject, GetObject, HeadObject, DeleteObject, HeadBucket, ListObjectsV2
 * (with `max-keys` and continuation tokens) and the multipart upload calls, with S3's XML
 * error bodies (`NoSuchKey`, `NoSuchBucket`, `SignatureDoesNotMatch`, `NoSuchUpload`, …).
 * Faults on demand: the next n replies as 500/503, a slow reply, or the whole server down.
 *
 * Not a mock of our code: the adapter under test goes through the SDK and real HTTP.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const S3_TEST_KEYS = {
  accessKeyId: 'VIGILTESTACCESSKEY01',
  secretAccessKey: 'vigil-test-secret-access-key-0123456789ab',
  region: 'eu-central-1',
};

type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date };
type PendingUpload = { key: string; contentType: string; parts: Map<number, Buffer> };

export type S3Fake = {
  endpoint: string;
  bucket: string;
  /** Objects by key (tests read and age them). */
  objects: Map<string, StoredObject>;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads: () => number;
  /** Every request as `METHOD path?query` with its reply status, in order. */
  requests: Array<{ line: string; status: number }>;
  /** The next `n` requests answer `status` (500 InternalError or 503 SlowDown). */
  failNext: (n: number, status: 500 | 503) => void;
  /** The next request waits `ms` before it is answered. */
  delayNext: (ms: number) => void;
  /** Every request whose key starts with `keyPrefix` waits `ms` (null: none); until changed. */
  slowKeys: (keyPrefix: string | null, ms?: number) => void;
  /** Stops listening (connections refused) until {@link S3Fake.up}. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const strictEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function errorXml(code: string, message: string, resource: string) {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`
  );
}

/** Checks the SigV4 `Authorization` header of `req` (whose body is `body`); throws S3Error. */
function verifySignature(req: IncomingMessage, rawPath: string, rawQuery: string, body: Buffer) {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) throw new S3Error(403, 'AccessDenied', 'Missing or malformed Authorization header.');
  const [, keyId, day, region, signedHeaders, signature] = m as unknown as string[];
  if (keyId !== S3_TEST_KEYS.accessKeyId) {
    throw new S3Error(403, 'InvalidAccessKeyId', 'The access key does not exist.');
  }
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) {
    throw new S3Error(403, 'AccessDenied', 'Bad x-amz-date.');
  }
  const skew = Math.abs(
    Date.parse(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    ) - Date.now(),
  );
  if (skew > 15 * 60_000) throw new S3Error(403, 'RequestTimeTooSkewed', 'Clock skew too large.');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (!/^[0-9a-f]{64}$/.test(payloadHash)) {
      throw new S3Error(400, 'InvalidArgument', `Unsupported x-amz-content-sha256 ${payloadHash}.`);
    }
    if (sha256(body) !== payloadHash) {
      throw new S3Error(400, 'XAmzContentSHA256Mismatch', 'The payload hash does not match.');
    }
  }
  const names = signedHeaders!.split(';');
  if (!names.includes('host')) throw new S3Error(403, 'AccessDenied', 'host must be signed.');
  const canonicalHeaders = names
    .map((n) => {
      const v = req.headers[n];
      const value = Array.isArray(v) ? v.join(',') : (v ?? '');
      return `${n}:${value.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k, v = ''] = pair.split('=') as [string, string?];
      const dec = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
      return [strictEncode(dec(k)), strictEncode(dec(v))] as const;
    })
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${S3_TEST_KEYS.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  if (expected !== signature) {
    throw new S3Error(403, 'SignatureDoesNotMatch', 'The request signature does not match.');
  }
}

export async function startS3Fake(opts: { bucket?: string } = {}): Promise<S3Fake> {
  const bucket = opts.bucket ?? 'vigil-test';
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, PendingUpload>();
  const requests: S3Fake['requests'] = [];
  let failures: Array<500 | 503> = [];
  let delays: number[] = [];
  let slow: { keyPrefix: string; ms: number } | null = null;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const rawPath = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    const query = new URLSearchParams(rawQuery);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const delay = delays.shift();
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const slowNow = slow;
    if (slowNow && decodeURIComponent(rawPath).startsWith(`/${bucket}/${slowNow.keyPrefix}`)) {
      await new Promise((r) => setTimeout(r, slowNow.ms));
    }
    const reply = (status: number, headers: Record<string, string>, payload?: Buffer | string) => {
      requests.push({ line: `${req.method} ${url}`, status });
      res.writeHead(status, headers);
      res.end(req.method === 'HEAD' ? undefined : payload);
    };
    const xml = (status: number, text: string) =>
      reply(status, { 'content-type': 'application/xml' }, text);
    try {
      const injected = failures.shift();
      if (injected === 500)
        throw new S3Error(500, 'InternalError', 'We encountered an internal error.');
      if (injected === 503) throw new S3Error(503, 'SlowDown', 'Please reduce your request rate.');
      verifySignature(req, rawPath, rawQuery, body);

      const segments = rawPath.split('/');
      const bucketName = decodeURIComponent(segments[1] ?? '');
      const key = segments.slice(2).map(decodeURIComponent).join('/');
      if (bucketName !== bucket) {
        throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist.');
      }
      const method = req.method ?? 'GET';

      if (!key) {
        if (method === 'HEAD') return reply(200, {});
        if (method === 'GET' && query.get('list-type') === '2') {
          const prefix = query.get('prefix') ?? '';
          const max = Math.min(Number(query.get('max-keys') ?? 1000) || 1000, 1000);
          const after = query.get('continuation-token')
            ? Buffer.from(query.get('continuation-token')!, 'base64url').toString()
            : (query.get('start-after') ?? '');
          const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
          const page = keys.slice(0, max);
          const truncated = keys.length > max;
          const contents = page
            .map((k) => {
              const o = objects.get(k)!;
              return (
                `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified>` +
                `<ETag>&quot;${o.etag}&quot;</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`
              );
            })
            .join('');
          const next = truncated
            ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
            : '';
          return xml(
            200,
            '<?xml version="1.0" encoding="UTF-8"?>\n' +
              `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name>` +
              `<Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys>` +
              `<IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
          );
        }
        throw new S3Error(405, 'MethodNotAllowed', 'Not supported by this fake.');
      }

      const contentType = String(req.headers['content-type'] ?? 'binary/octet-stream');
      if (method === 'POST' && query.has('uploads')) {
        const uploadId = randomBytes(12).toString('hex');
        uploads.set(uploadId, { key, contentType, parts: new Map() });
        return xml(
          200,
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
            `<InitiateMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket>` +
            `<Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (query.has('uploadId')) {
        const uploadId = query.get('uploadId')!;
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) {
          throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.');
        }
        if (method === 'PUT') {
          const n = Number(query.get('partNumber'));
          if (!Number.isInteger(n) || n < 1 || n > 10_000) {
            throw new S3Error(400, 'InvalidArgument', 'Bad part number.');
          }
          upload.parts.set(n, body);
          return reply(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        }
        if (method === 'DELETE') {
          uploads.delete(uploadId);
          return reply(204, {});
        }
        if (method === 'POST') {
          const listed = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(
            (p) => Number(p[1]),
          );
          if (listed.length === 0) throw new S3Error(400, 'MalformedXML', 'No parts listed.');
          const parts: Buffer[] = [];
          for (const [i, n] of listed.entries()) {
            const part = upload.parts.get(n);
            if (!part) throw new S3Error(400, 'InvalidPart', `Part ${n} was not uploaded.`);
            // Every part but the last must be at least 5 MiB, as on S3.
            if (i < listed.length - 1 && part.length < 5 * 1024 * 1024) {
              throw new S3Error(400, 'EntityTooSmall', 'A part is smaller than 5 MiB.');
            }
            parts.push(part);
          }
          const all = Buffer.concat(parts);
          const etag = `${createHash('md5').update(all).digest('hex')}-${parts.length}`;
          objects.set(key, {
            body: all,
            contentType: upload.contentType,
            etag,
            lastModified: new Date(),
          });
          uploads.delete(uploadId);
          return xml(
            200,
            '<?xml version="1.0" encoding="UTF-8"?>\n' +
              `<CompleteMultipartUploadResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket>` +
              `<Key>${xmlEscape(key)}</Key><ETag>&quot;${etag}&quot;</ETag></CompleteMultipartUploadResult>`,
          );
        }
      }
      if (method === 'PUT') {
        if (req.headers['if-none-match'] === '*' && objects.has(key)) {
          throw new S3Error(412, 'PreconditionFailed', 'The object exists.');
        }
        const etag = createHash('md5').update(body).digest('hex');
        objects.set(key, { body, contentType, etag, lastModified: new Date() });
        return reply(200, { etag: `"${etag}"` });
      }
      if (method === 'DELETE') {
        objects.delete(key);
        return reply(204, {});
      }
      if (method === 'GET' || method === 'HEAD') {
        const o = objects.get(key);
        if (!o) {
          if (method === 'HEAD') return reply(404, {});
          throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
        }
        return reply(
          200,
          {
            'content-type': o.contentType,
            'content-length': String(o.body.length),
            etag: `"${o.etag}"`,
            'last-modified': o.lastModified.toUTCString(),
          },
          o.body,
        );
      }
      throw new S3Error(405, 'MethodNotAllowed', 'Not supported by this fake.');
    } catch (err) {
      if (err instanceof S3Error) return xml(err.status, errorXml(err.code, err.message, rawPath));
      return xml(500, errorXml('InternalError', String(err), rawPath));
    }
  }

  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    const s = createServer((req, res) => {
      handle(req, res).catch(() => res.destroy());
    });
    await new Promise<void>((r) => s.listen(port, '127.0.0.1', r));
    port = (s.address() as AddressInfo).port;
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (!s) return;
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  };
  await listen();

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    pendingUploads: () => uploads.size,
    requests,
    failNext: (n, status) => {
      failures = Array.from({ length: n }, () => status);
    },
    delayNext: (ms) => {
      delays = [ms];
    },
    slowKeys: (keyPrefix, ms = 0) => {
      slow = keyPrefix === null ? null : { keyPrefix, ms };
    },
    down: stop,
    up: listen,
    close: stop,
  };
}
