/**
 * Scale-out (issue 14): throughput of one server process and of two behind one address, on
 * one PostgreSQL database and one Redis, as `compose.yaml` runs them. autocannon spreads its
 * connections round-robin over the processes' ports (what a load balancer does) and measures
 * `GET /api/health` (no I/O) and `GET /api/accounts/current` (JWT, the session check through
 * Redis, one database read). Every process is the compiled server (`npm run build`).
 *
 * Needs `BENCH_SCALE_DATABASE_URL` (a PostgreSQL server; a fresh database is made in it and
 * dropped after) and `BENCH_SCALE_REDIS_URL`; without them the section reports that it was
 * skipped. Alone: `node scripts/build.mjs --server && tsx bench/scale.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDatabase, startBenchServer, type BenchServer } from './harness';
import { type Row, tableLine } from './table';

const ADMIN = { email: 'scale@vigil.test', password: 'scale-bench-password-1' };

/** The compiled server with none of this shell's environment, as a container runs it. */
function startProcess(root: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-scale-'));
  return startBenchServer({
    root,
    args: [join(root, 'apps/server/dist/main.js')],
    dataDir,
    admin: ADMIN,
    inheritEnv: false,
    label: 'a bench server',
    pollMs: 50,
    env: { NODE_ENV: 'production', WEB_DIST_DIR: dataDir, ...env },
  });
}

async function load(bases: string[], path: string, duration: number, headers = {}) {
  const result = await autocannon({
    // Several URLs: connections are spread over them round-robin (the typings know one).
    url: bases.map((b) => `${b}${path}`) as unknown as string,
    connections: 50,
    duration,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function measureScale(opts: { root: string; duration: number }): Promise<Row[]> {
  const serverUrl = process.env.BENCH_SCALE_DATABASE_URL;
  const redisUrl = process.env.BENCH_SCALE_REDIS_URL;
  if (!serverUrl || !redisUrl) {
    return [
      {
        what: 'one vs two processes',
        value: 'skipped: set BENCH_SCALE_DATABASE_URL and BENCH_SCALE_REDIS_URL',
        budget: '–',
        ok: true,
      },
    ];
  }
  const database = await createBenchDatabase(
    serverUrl,
    `vigil_scale_${randomBytes(5).toString('hex')}`,
  );
  const unique = randomBytes(5).toString('hex');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `vigil-scale-${unique}:`,
    JOBS_QUEUE_NAME: `vigil-scale-${unique}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_MAX: '100000000',
    NEWS_SEED_RATINGS: 'false',
  };
  const processes: BenchServer[] = [];
  try {
    processes.push(await startProcess(opts.root, env));
    const token = await processes[0]!.login();
    const auth = { authorization: `Bearer ${token}` };

    const measure = async () => {
      const bases = processes.map((p) => p.base);
      const health = await load(bases, '/api/health', opts.duration);
      const current = await load(bases, '/api/accounts/current', opts.duration, auth);
      return { health, current };
    };
    const one = await measure();
    processes.push(await startProcess(opts.root, env));
    const two = await measure();

    const cores = availableParallelism();
    const row = (
      what: string,
      a: { rps: number; p99: number },
      b: { rps: number; p99: number },
    ) => ({
      what: `${what}: 1 → 2 processes (${cores} cores, autocannon and PostgreSQL on them too)`,
      value: `${Math.round(a.rps)} → ${Math.round(b.rps)} req/s (×${(b.rps / a.rps).toFixed(2)}), p99 ${a.p99} → ${b.p99} ms`,
      budget: 'report',
      ok: true,
    });
    return [
      row('GET /api/health', one.health, two.health),
      row(
        'GET /api/accounts/current (JWT + Redis session check + PostgreSQL)',
        one.current,
        two.current,
      ),
    ];
  } finally {
    for (const p of processes) await p.stop();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await measureScale({
    root: resolve(import.meta.dirname, '..'),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  });
  console.log(
    [
      '| measurement | result | budget | within |',
      '|---|---|---|---|',
      ...rows.map(tableLine),
    ].join('\n'),
  );
}
