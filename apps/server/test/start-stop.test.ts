import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest, Agent } from 'node:http';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseConfig } from '../src/config';
import { productionConfigProblems, REFUSAL_HEADER } from '../src/config-checks';
import { uniqueEmail } from './helper';
import {
  ensureServerBuild,
  runServerUntilExit,
  serverStorage,
  startServerProcess,
  tokenOverHttp,
  type ServerProcess,
} from './server-process';

/**
 * `npm start` and a graceful stop of the compiled server (one file: both use the one bundle,
 * which must not be built twice at once by parallel test files).
 *
 * SIGTERM under load, against the compiled server as `npm start` runs it: it stops accepting,
 * finishes every request in flight (a slow multipart upload included), flushes what the
 * lookups keep in memory, and exits 0, with no reset connection and no 5xx on the way.
 */

type Outcome = { status?: number; error?: string };

const ADMIN = { email: 'stop-admin@vigil.test', password: 'stop-admin-password-1' };
const env = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000000',
  LOGIN_RATE_LIMIT_MAX: '1000',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '1000000',
  PROFILE_RATE_LIMIT_MAX: '1000',
};

let storage: Awaited<ReturnType<typeof serverStorage>>;
beforeAll(async () => {
  ensureServerBuild();
  storage = await serverStorage();
});
afterAll(async () => {
  await storage.remove();
});

function send(
  base: string,
  agent: Agent,
  opts: { method?: string; path: string; headers?: Record<string, string> },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest(
      `${base}${opts.path}`,
      { method: opts.method ?? 'GET', agent, headers: opts.headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
        res.on('error', (err: NodeJS.ErrnoException) =>
          resolve({ error: err.code ?? err.message }),
        );
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}

/** Every outcome of the load clients, in arrival order. */
const seen: Outcome[] = [];

/** Loops one request over one keep-alive connection until the server refuses connections. */
async function client(base: string, path: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  for (;;) {
    const outcome = await send(base, agent, { path, headers });
    outcomes.push(outcome);
    seen.push(outcome);
    if (outcome.error) break;
  }
  agent.destroy();
  return outcomes;
}

/** A multipart profile submission whose body arrives slowly, in pieces, across the stop. */
function slowUpload(base: string, png: Buffer, whenHalfSent: () => void): Promise<Outcome> {
  const boundary = `----vigil${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('full_name', 'Stop Test') +
      field('email', uniqueEmail('stop')) +
      field('platform', 'github') +
      field('username', 'stoptest') +
      field('profile_url', 'https://github.com/stoptest') +
      `--${boundary}\r\ncontent-disposition: form-data; name="screenshot"; filename="s.png"\r\n` +
      'content-type: image/png\r\n\r\n',
  );
  const body = Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise((resolve) => {
    const req = httpRequest(`${base}/api/profile`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(body.length),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half));
    whenHalfSent();
    const pieces = 10;
    const size = Math.ceil((body.length - half) / pieces);
    let offset = half;
    const next = () => {
      if (offset >= body.length) return req.end();
      req.write(body.subarray(offset, offset + size));
      offset += size;
      setTimeout(next, 80);
    };
    setTimeout(next, 80);
  });
}

test('SIGTERM under load: in-flight requests finish, nothing resets, no 5xx, exit 0, lookups flushed', async () => {
  const server: ServerProcess = await startServerProcess({ ...storage.env, ...env });
  const token = await tokenOverHttp(server.base, ADMIN);
  const auth = { authorization: `Bearer ${token}` };
  // A noisy screenshot (~1.5 MB as PNG) so the upload really is in flight for a while.
  const png = await sharp(randomBytes(700 * 700 * 3), {
    raw: { width: 700, height: 700, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

  const clients = [
    client(server.base, '/api/health', {}),
    client(server.base, '/api/health', {}),
    client(server.base, '/api/accounts/current', auth),
    client(server.base, '/api/accounts/current', auth),
    client(server.base, '/api/lookups/tiktok/demo', auth),
    client(server.base, '/api/lookups/tiktok/demo', auth),
  ];
  let halfSent!: () => void;
  const uploadHalfway = new Promise<void>((r) => (halfSent = r));
  const upload = slowUpload(server.base, png, halfSent);
  await uploadHalfway;
  // The load runs for a while (every client busy) before the stop.
  while (seen.length < 60) await new Promise((r) => setTimeout(r, 10));
  server.child.kill('SIGTERM');

  const exitCode = await server.exited;
  const outcomes = (await Promise.all(clients)).flat();
  const uploaded = await upload;

  expect(exitCode, server.stderr()).toBe(0);
  expect(uploaded, 'the upload in flight at SIGTERM completes').toEqual({ status: 201 });
  const served = outcomes.filter((o) => o.status !== undefined);
  expect(served.length).toBeGreaterThanOrEqual(60);
  expect(served.filter((o) => (o.status ?? 0) >= 500)).toEqual([]);
  // The only way a client learns of the stop: its next connection is refused.
  const errors = outcomes.filter((o) => o.error).map((o) => o.error);
  expect(
    errors.every((e) => e === 'ECONNREFUSED'),
    `errors: ${errors.join(', ')}`,
  ).toBe(true);

  // Every lookup that was answered 200 was stored before the process exited.
  const lookups200 = (await Promise.all(clients.slice(4)))
    .flat()
    .filter((o) => o.status === 200).length;
  const again = await startServerProcess({ ...storage.env, ...env });
  try {
    const res = await fetch(`${again.base}/api/accounts/tiktok?q=demo`, {
      headers: { authorization: `Bearer ${await tokenOverHttp(again.base, ADMIN)}` },
    });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as {
      items: Array<{ username: string; checkCount: number }>;
    };
    expect(items.find((i) => i.username === 'demo')?.checkCount).toBe(lookups200);
  } finally {
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }
}, 180_000);

test('npm start builds only what is stale: a current server build is left alone', () => {
  const root = resolve(import.meta.dirname, '../../..');
  const bundle = join(root, 'apps/server/dist/main.js');
  const before = statSync(bundle).mtimeMs;
  const out = execFileSync(
    process.execPath,
    [join(root, 'scripts/build.mjs'), '--server', '--if-stale'],
    { cwd: root, encoding: 'utf8' },
  );
  expect(out.trim()).toBe('build is up to date');
  expect(statSync(bundle).mtimeMs).toBe(before);
});

describe('issue 20 §2: a production start refuses what is unsafe', () => {
  test('finding 2 (unsafe production defaults): the process exits 1 with one line per problem and opens nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vigil-refused-'));
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'http://vigil.example.com',
      TRUST_PROXY: 'true',
    };
    const { code, stderr } = await runServerUntilExit(env);
    expect(code, stderr).toBe(1);
    const lines = productionConfigProblems(parseConfig(env), { env });
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'SMTP_URL is not set and MAIL_OUTBOX is not 1',
      `JWT_SECRET is not set and DATA_DIR (${dataDir}) is a temporary folder`,
      `QR_SIGNING_KEY is not set and DATA_DIR (${dataDir}) is a temporary folder`,
      'PUBLIC_BASE_URL (http',
      'TRUST_PROXY=true trusts every X-Forwarded-For hop (a client picks its own IP and passes every per-IP limit)',
    ]);
    expect(stderr.trim().split('\n')).toEqual([REFUSAL_HEADER, ...lines]);
    // Refused before anything was opened: no generated key, no database in DATA_DIR.
    expect(readdirSync(dataDir)).toEqual([]);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a production start with what it needs starts: HSTS on, the API docs 404', async () => {
    const qrKey = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const server = await startServerProcess({
      ...storage.env,
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://vigil.example.com',
      MAIL_OUTBOX: '1',
      QR_SIGNING_KEY: qrKey,
      TRUST_PROXY: '1',
    });
    try {
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect((await fetch(`${server.base}/api/docs/json`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 150_000);

  test('npm start with nothing configured still starts (not production: the docs are there)', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'vigil-bare-'));
    try {
      const server = await startServerProcess({}, { bare: true, cwd, readyTimeoutMs: 90_000 });
      try {
        expect((await fetch(`${server.base}/api/docs/json`)).status).toBe(200);
        expect(
          (await fetch(`${server.base}/api/health`)).headers.get('strict-transport-security'),
        ).toBeNull();
        // The generated keys went to the default ./data of the working directory.
        expect(existsSync(join(cwd, 'data', 'jwt-secret'))).toBe(true);
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited, server.stderr()).toBe(0);
      }
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  }, 120_000);
});
