/**
 * Watchlist measurements for `npm run bench` (issue 24 §5), on embedded PGlite, scaled down:
 * BENCH_WATCH_ACCOUNTS watched accounts (default 5,000; the figure is 100,000) with a
 * year of daily points each, seeded into a fresh folder before the server opens it.
 *
 * - storage: bytes a point on disk (`pg_total_relation_size('watch_points')`, indexes included,
 *   after VACUUM) over the points stored (budget ≤ 64);
 * - one account's 1-year chart: `GET /api/watch/history/:platform/:username?range=1y` through
 *   the server, one request at a time, p50 and p95 of the whole request (budget p95 ≤ 50 ms);
 * - the growth detector over one account's 90 days, as a check runs it (CPU per account, and
 *   what a scan of 100,000 accounts would take at that rate; budget ≤ 60 s).
 *
 * Self-contained; run alone with `npx tsx bench/watchlists.ts`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { detectGrowthAnomalies } from '@vigil/shared/growth/detector';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { createWatchlistsRepo } from '../apps/server/src/modules/watchlists/watchlists.repo';
import { startBenchServer } from './harness';

type Row = { what: string; value: string; budget: string; ok: boolean };

const ACCOUNTS = Number(process.env.BENCH_WATCH_ACCOUNTS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_WATCH_REQUESTS ?? 200);
const SCAN_SAMPLE = Math.min(ACCOUNTS, 1_000);
const ADMIN = { email: 'bench-watch@vigil.test', password: 'bench-password-1' };
const DAY = 86_400_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Targets `bench_<i>` on TikTok, each with 365 daily points in month rows as the checks leave
 * them (a growing curve with noise, a step on a few accounts), one statement per kind.
 */
async function seed(dataDir: string) {
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`
      INSERT INTO watch_targets (platform, username_key, username, interval_ms, next_check_at,
                                 status, state, last_checked_at)
      SELECT 'tiktok', 'bench_' || i, 'bench_' || i, 86400000, now() + interval '1 day',
             'ok', 'ok', now()
      FROM generate_series(1, ${ACCOUNTS}) AS i`);
    await database.db.execute(sql`
      INSERT INTO watch_points (target_id, month, at_minutes, followers, following, posts, likes,
                                score, models, model, changes)
      SELECT t.id, date_trunc('month', d)::date,
             array_agg((extract(epoch FROM d) / 60)::int4 ORDER BY d),
             array_agg((20000 + n * 7 + (extract(epoch FROM d) / 86400)::int % 1000 * 40
                         + CASE WHEN n % 50 = 0 AND d > now() - interval '100 days' THEN 15000 ELSE 0 END
                         + (hashint4(n + (extract(epoch FROM d))::int) % 30))::int4 ORDER BY d),
             array_agg((300 + n % 200)::int4 ORDER BY d),
             array_agg((50 + (extract(epoch FROM d) / 86400)::int % 365)::int4 ORDER BY d),
             array_agg(NULL::int8 ORDER BY d),
             array_agg((n % 100)::int2 ORDER BY d),
             ARRAY['bench-model'],
             array_agg(1::int2 ORDER BY d),
             array_agg(0::int2 ORDER BY d)
      FROM (SELECT id, substr(username_key, 7)::int AS n FROM watch_targets) t
      CROSS JOIN generate_series(date_trunc('day', now()) - interval '364 days' + interval '9 hours',
                                 now(), interval '1 day') AS d
      GROUP BY t.id, date_trunc('month', d)`);
    await database.db.execute(sql`VACUUM ANALYZE watch_points`);
    await database.db.execute(sql`ANALYZE watch_targets`);
    const [size] = (
      (await database.db.execute(sql`
        SELECT pg_total_relation_size('watch_points')::float8 AS bytes,
               (SELECT sum(cardinality(at_minutes)) FROM watch_points)::float8 AS points`)) as unknown as {
        rows: { bytes: number; points: number }[];
      }
    ).rows;

    const seedMs = performance.now() - started;
    // The detector as a check runs it: 90 days of one account's points, read and judged.
    const repo = createWatchlistsRepo(database.db);
    const ids = (
      (await database.db.execute(
        sql`SELECT id FROM watch_targets ORDER BY id LIMIT ${SCAN_SAMPLE}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    const since = Date.now() - 90 * DAY;
    let cpu = 0;
    let wall = 0;
    let flagged = 0;
    for (const id of ids) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const points = await repo.points(id, since);
      const flags = detectGrowthAnomalies(
        points.map((p) => ({
          at: new Date(p.atMs).toISOString(),
          followers: p.followers,
          following: p.following,
        })),
      );
      const c = process.cpuUsage(c0);
      cpu += (c.user + c.system) / 1000;
      wall += performance.now() - t0;
      if (flags.length > 0) flagged++;
    }
    return {
      seedMs,
      bytes: size!.bytes,
      points: size!.points,
      scan: { cpuMs: cpu / ids.length, wallMs: wall / ids.length, flagged, sample: ids.length },
    };
  } finally {
    await database.close();
  }
}

export async function measureWatchlists(opts: { root: string }): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-watch-'));
  const seeded = await seed(dataDir);
  const perPoint = seeded.bytes / seeded.points;
  rows.push({
    what: `watch points on disk, ${seeded.points.toLocaleString('en')} points of ${ACCOUNTS.toLocaleString('en')} accounts (PGlite, indexes included)`,
    value: `${perPoint.toFixed(1)} bytes a point`,
    budget: '≤ 64 bytes',
    ok: perPoint <= 64,
  });
  const scan100k = (seeded.scan.wallMs * 100_000) / 1000;
  rows.push({
    what: `growth detector over 90 days of one account, as a check runs it (read + judge, ${seeded.scan.sample} accounts)`,
    value: `${seeded.scan.wallMs.toFixed(2)} ms wall, ${seeded.scan.cpuMs.toFixed(2)} ms CPU; 100,000 accounts ≈ ${scan100k.toFixed(0)} s`,
    budget: '100,000 accounts ≤ 60 s',
    ok: scan100k <= 60,
  });

  const server = await startBenchServer({
    root: opts.root,
    args: ['--import', 'tsx', join(opts.root, 'apps/server/src/main.ts')],
    dataDir,
    admin: ADMIN,
    label: 'watchlists bench: server',
    env: { RATE_LIMIT_MAX: '100000000', LOGIN_RATE_LIMIT_MAX: '1000', NEWS_SEED_RATINGS: 'false' },
  });
  const base = server.base;
  try {
    const token = await server.login();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = (await (
      await fetch(`${base}/api/watchlists`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: 'Bench' }),
      })
    ).json()) as { id: string };
    const added = await fetch(`${base}/api/watchlists/${list.id}/accounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ platform: 'tiktok', username: 'bench_50' }),
    });
    if (!added.ok) throw new Error(`adding the account: ${added.status}`);
    const url = `${base}/api/watch/history/tiktok/bench_50?range=1y`;
    let points = 0;
    for (let i = 0; i < 20; i++) {
      const res = await fetch(url, { headers });
      points = ((await res.json()) as { points: unknown[] }).points.length;
    }
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    rows.push({
      what: `GET /api/watch/history (one account, 1 year: ${points} points) among ${ACCOUNTS.toLocaleString('en')} accounts (PGlite)`,
      value: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      budget: 'p95 ≤ 50 ms',
      ok: p95 <= 50,
    });
    rows.push({
      what: `seeding ${ACCOUNTS.toLocaleString('en')} watched accounts × 365 daily points (before start)`,
      value: `${(seeded.seedMs / 1000).toFixed(1)} s`,
      budget: '–',
      ok: true,
    });
  } finally {
    await server.stop();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await measureWatchlists({ root: resolve(import.meta.dirname, '..') });
  for (const r of rows)
    console.log(`| ${r.what} | ${r.value} | ${r.budget} | ${r.ok ? 'yes' : 'NO'} |`);
}
