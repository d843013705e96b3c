/**
 * `npm run bench`: measures what the product exists for and prints (and writes) a table.
 * The server runs as a child process on embedded PGlite, exactly as `npm start` runs it;
 * autocannon loads it from this process over loopback. Bounded in time; stops by itself.
 */
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { measureBadge, seedBadgeProfiles } from './badge';
import { startBenchServer } from './harness';
import { measureLookups } from './lookups';
import { measureTrust } from './trust';
import { measureServer } from './server';
import { type Row, tableLine } from './table';

const root = resolve(import.meta.dirname, '..');
/** BENCH_PORT lets several work trees run the bench side by side. */
const PORT = Number(process.env.BENCH_PORT ?? 8099);
const base = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN = { email: 'bench@vigil.test', password: 'bench-password-1' };

const rows: Row[] = [];

function initialJsGzip() {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    files.add(m[1]!);
  let js = 0;
  for (const f of files) js += gzipSync(readFileSync(join(dist, f.replace(/^\//, '')))).length;
  let css = 0;
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)) {
    css += gzipSync(readFileSync(join(dist, m[1]!.replace(/^\//, '')))).length;
  }
  return { js, css, files: files.size };
}

async function load(path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: 50,
    duration: DURATION,
    headers,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${path}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-'));
// Seeded before the server opens the same PGlite folder (single-process: never both at once).
const badgeSeedMs = await seedBadgeProfiles(dataDir);
// `npm run bench` has just built; start.mjs finds the build current and runs the compiled server.
const server = await startBenchServer({
  root,
  args: [join(root, 'scripts/start.mjs')],
  dataDir,
  admin: ADMIN,
  port: PORT,
  label: 'server',
  timeoutMs: 20_000,
  env: {
    RATE_LIMIT_MAX: '100000000',
    PUBLIC_RATE_LIMIT_MAX: '100000000',
    LOGIN_RATE_LIMIT_MAX: '1000',
    LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000',
  },
});

try {
  const size = initialJsGzip();
  rows.push({
    what: `initial JS, gzip (${size.files} files)`,
    value: `${(size.js / 1024).toFixed(1)} KB`,
    budget: '≤ 170 KB',
    ok: size.js <= 170 * 1024,
  });
  rows.push({
    what: 'initial CSS, gzip',
    value: `${(size.css / 1024).toFixed(1)} KB`,
    budget: '–',
    ok: true,
  });

  const health = await load('/api/health');
  rows.push({
    what: 'GET /api/health',
    value: `${Math.round(health.rps)} req/s, p99 ${health.p99} ms`,
    budget: '≥ 20,000 req/s, p99 ≤ 10 ms',
    ok: health.rps >= 20_000 && health.p99 <= 10,
  });

  const token = await server.login();
  const current = await load('/api/accounts/current', { authorization: `Bearer ${token}` });
  rows.push({
    what: 'GET /api/accounts/current (JWT + PGlite read)',
    value: `${Math.round(current.rps)} req/s, p99 ${current.p99} ms`,
    budget: '≥ 10,000 req/s, p99 ≤ 20 ms',
    ok: current.rps >= 10_000 && current.p99 <= 20,
  });

  rows.push(...(await measureServer({ root, base, token, knownEmail: ADMIN.email, load })));
  rows.push(
    ...(await (
      await import('./forgot-password')
    ).measureForgotUnderLoad({ base, knownEmail: ADMIN.email, token })),
  );
  rows.push(...(await measureBadge({ base, adminToken: token, load, seedMs: badgeSeedMs })));
  rows.push(...(await measureLookups({ root, duration: DURATION })));
  rows.push(...(await (await import('./topics')).measureTopics()));
  rows.push(...(await measureTrust({ root })));
  rows.push(...(await (await import('./patterns')).measurePatterns({ root })));
  rows.push(...(await (await import('./followers')).measureFollowers({ base, token, load })));
  rows.push(...(await (await import('./news')).measureNews({ base, token, duration: DURATION })));
  rows.push(...(await (await import('./image-review')).measureImageReview({ root })));
} finally {
  await server.stop();
}

// Issue 9 (bench/analysis.ts): its own seeded data and server, on the same port once the first
// server is gone. BENCH_ANALYSIS_ACCOUNTS sets the size (default 1,000,000);
// BENCH_ANALYSIS_DATABASE_URL (an empty database of its own) measures PostgreSQL instead.
rows.push(
  ...(await (
    await import('./analysis')
  ).measureAnalysis({
    root,
    port: PORT,
    databaseUrl: process.env.BENCH_ANALYSIS_DATABASE_URL,
  })),
);

// Issue 14 (bench/scale.ts): one vs two processes on PostgreSQL + Redis
// (BENCH_SCALE_DATABASE_URL, BENCH_SCALE_REDIS_URL; skipped without them).
rows.push(...(await (await import('./scale')).measureScale({ root, duration: DURATION })));
// Issue 12 (bench/content.ts): thumbnail, a 200 MB video upload and creator matches over
// BENCH_CONTENT_ACCOUNTS (default 100,000) stored accounts, on its own server.
rows.push(...(await (await import('./content')).measureContent({ root, port: PORT })));
// Issue 24 (bench/watchlists.ts): a year of daily points for BENCH_WATCH_ACCOUNTS (default
// 5,000) watched accounts: bytes a point, one account's 1-year chart, the detector per check,
// the scheduler's checks a second and CPU a check, the inbox and watchlist screen at 10,000
// alerts; on PGlite, and on PostgreSQL + Redis (one and two processes) with
// BENCH_WATCH_DATABASE_URL and BENCH_WATCH_REDIS_URL.
rows.push(...(await (await import('./watchlists')).measureWatchlists({ root })));

const table = [
  '| measurement | result | budget | within |',
  '|---|---|---|---|',
  ...rows.map(tableLine),
].join('\n');
console.log(`\n${table}\n`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/latest.md'),
  `# npm run bench (${new Date().toISOString()})\n\n${table}\n`,
);
