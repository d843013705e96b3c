/**
 * Server pattern measurements for `npm run bench` (issue 8): the streamed list export.
 *
 * Seeds the outbox of a fresh PGlite folder with BENCH_EXPORT_ROWS messages (default
 * 1,000,000; one generate_series statement, before the server opens the folder), starts its own
 * server process (plain `node --import tsx`, so the measured process IS the server), and
 * downloads `GET /api/outbox?format=csv` and `?format=json` of the whole list, counting rows as
 * they stream in and sampling the server's RSS every 50 ms. Reported: rows per second of server
 * CPU (what one free core achieves; wall rows/s beside it depends on what else the machine runs)
 * and the RSS growth over the idle server (constant memory: it does not grow with the rows).
 *
 * With BENCH_DATABASE_URL (an empty PostgreSQL database) the same runs on PostgreSQL instead;
 * there the page cache lives in the database server, outside the measured process.
 *
 * Self-contained; run alone with `npx tsx bench/patterns.ts`.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { startBenchServer } from './harness';
import { type Row, runAlone, seedRow } from './table';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const DB_LABEL = DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ADMIN = { email: 'bench-patterns@vigil.test', password: 'bench-password-1' };

/** Realistic messages: varied recipients, subjects with commas and quotes, longer bodies. */
async function seedOutbox(dataDir: string) {
  const started = performance.now();
  const database = await openDatabase({ url: DATABASE_URL, dataDir });
  try {
    // Bulk load: secondary indexes are dropped and rebuilt from their own definitions (faster
    // than a million incremental inserts), and ids are ascending so the primary key appends.
    const indexes = (await database.db.execute(sql`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE tablename = 'outbox_messages' AND indexname <> 'outbox_messages_pkey'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    for (const i of indexes.rows) await database.db.execute(sql.raw(`DROP INDEX "${i.indexname}"`));
    await database.db.execute(sql`
      INSERT INTO outbox_messages (id, channel, recipient, subject, body, created_at, updated_at)
      SELECT
        lpad(to_hex(i), 32, '0')::uuid,
        CASE WHEN i % 5 = 0 THEN 'sms' ELSE 'email' END,
        CASE WHEN i % 5 = 0 THEN '+49151' || lpad((i % 9999991)::text, 7, '0')
             ELSE 'user' || (i % 50000) || '@example' || (i % 17) || '.test' END,
        CASE WHEN i % 5 = 0 THEN NULL
             ELSE (ARRAY['Vigil: please verify your e-mail address',
                         'Vigil: reset your password',
                         'Vigil: dein Trust-Badge / your trust badge',
                         'Re: "Profil" CPT-' || i || ', Status'])[1 + i % 4] END,
        'Hello, this is message ' || i || '. Open http://vigil.test/#/verify-email?token='
          || md5(i::text) || ' within 48 hours.',
        now() - make_interval(secs => i),
        now()
      FROM generate_series(1, ${ROWS}) AS s(i)`);
    for (const i of indexes.rows) await database.db.execute(sql.raw(i.indexdef));
    await database.db.execute(sql`ANALYZE outbox_messages`);
  } finally {
    await database.close();
  }
  return Math.round(performance.now() - started);
}

/** CPU seconds (user + system) a process has used: load-independent, unlike wall time. */
function cpuSeconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
}

function rssBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** Downloads a URL, counting rows by their line starts as the bytes arrive. */
async function download(url: string, token: string, pid: number, rowStart: string) {
  const marker = Buffer.from(rowStart);
  let peak = rssBytes(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  const started = performance.now();
  const cpuBefore = cpuSeconds(pid);
  let rows = 0;
  let bytes = 0;
  let carry = Buffer.alloc(0);
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`${url}: HTTP ${res.status}`);
    const reader = res.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      bytes += chunk.length;
      const buf = Buffer.concat([carry, chunk]);
      for (let i = buf.indexOf(marker); i !== -1; i = buf.indexOf(marker, i + marker.length)) {
        rows++;
      }
      carry = buf.subarray(Math.max(0, buf.length - marker.length + 1));
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    rows,
    bytes,
    seconds: (performance.now() - started) / 1000,
    serverCpu: cpuSeconds(pid) - cpuBefore,
    peak,
  };
}

export async function measurePatterns(opts: { root: string }): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-patterns-'));
  const seedMs = await seedOutbox(dataDir);
  const server = await startBenchServer({
    root: opts.root,
    args: ['--import', 'tsx', join(opts.root, 'apps/server/src/main.ts')],
    dataDir,
    admin: ADMIN,
    label: 'patterns bench: server',
    env: {
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
  });
  const base = server.base;
  try {
    const token = await server.login();
    const pid = server.pid;
    // Warm up the code paths (a small filtered export of each kind) before the baseline.
    await download(`${base}/api/outbox?format=csv&channel=sms&q=%2B4915100000`, token, pid, '\r\n');
    await download(`${base}/api/outbox?format=json&q=user1@example1.test`, token, pid, '\n{');
    await new Promise((r) => setTimeout(r, 500));

    // The first full export after start grows the process to its working size (V8's heap
    // limits, and on PGlite its 128 MB page cache): reported on its own. Constant memory shows
    // in the warm runs: the peak stays where the first run left it.
    for (const [format, rowStart, pass] of [
      ['csv', '\r\n', 'cold'],
      ['csv', '\r\n', 'warm'],
      ['json', '\n{', 'warm'],
    ] as const) {
      const idle = rssBytes(pid);
      const result = await download(`${base}/api/outbox?format=${format}`, token, pid, rowStart);
      const exported = format === 'csv' ? result.rows - 1 : result.rows; // CSV: header line
      if (exported !== ROWS + 1 && exported !== ROWS) {
        // The admin's own sign-in adds nothing to the outbox; anything else is a lost row.
        throw new Error(`${format} export: ${exported} rows, expected ${ROWS}`);
      }
      const perSecond = exported / result.seconds;
      // Server CPU per row: what one free core achieves, whatever else the machine runs.
      const perCore = exported / result.serverCpu;
      const growthMb = (result.peak - idle) / 1024 / 1024;
      const cold = pass === 'cold';
      rows.push({
        what: `GET /api/outbox?format=${format}: ${exported.toLocaleString('en')} rows streamed (${(result.bytes / 1024 / 1024).toFixed(0)} MB, ${DB_LABEL}, ${cold ? 'first export after start' : 'warm'})`,
        value: `${Math.round(perCore).toLocaleString('en')} rows/s per core of server CPU (wall ${Math.round(perSecond).toLocaleString('en')} rows/s, ${result.seconds.toFixed(1)} s); server RSS +${growthMb.toFixed(1)} MB over idle ${(idle / 1024 / 1024).toFixed(0)} MB (peak ${(result.peak / 1024 / 1024).toFixed(0)} MB)`,
        budget: cold
          ? '≥ 50,000 rows/s (RSS: the process reaches its working size)'
          : '≥ 50,000 rows/s, RSS growth ≤ 100 MB',
        ok: perCore >= 50_000 && (cold || growthMb <= 100),
      });
    }
    rows.push(
      seedRow(
        `seeding ${ROWS.toLocaleString('en')} outbox messages (generate_series, before start)`,
        seedMs,
      ),
    );
  } finally {
    await server.stop();
  }
  return rows;
}

await runAlone(import.meta.url, () =>
  measurePatterns({ root: resolve(import.meta.dirname, '..') }),
);
