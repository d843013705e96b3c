/**
 * Image review measurements for `npm run bench` (issue 12): the Image List page with
 * BENCH_IMAGE_REVIEW_ITEMS queue items (default 100,000; budget p95 ≤ 50 ms per page).
 *
 * Seeds `image_review_items` of a fresh PGlite folder in one generate_series statement (before
 * the server opens the folder), starts its own server process, signs in as the operator, and
 * requests the views an operator uses, one request at a time (latency without queueing):
 * the default page, the pending filter, a platform filter, a search, the last page, and the
 * carousel's page. Reported per view: p50 and p95 of the wall time of the whole request.
 *
 * Self-contained; run alone with `npx tsx bench/image-review.ts`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { startBenchServer } from './harness';
import { type Row, runAlone, seedRow } from './table';

const ITEMS = Number(process.env.BENCH_IMAGE_REVIEW_ITEMS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_IMAGE_REVIEW_REQUESTS ?? 200);
const ADMIN = { email: 'bench-images@vigil.test', password: 'bench-password-1' };
const BUDGET_MS = 50;

async function seed(dataDir: string) {
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`
      INSERT INTO image_review_items
        (source, platform, keyword, username, image_url, caption, content_id, price_cents,
         status, created_at, updated_at)
      SELECT
        CASE WHEN i % 4 = 0 THEN 'content' ELSE 'lookup' END,
        (ARRAY['instagram','tiktok','twitter','facebook','youtube'])[1 + i % 5],
        (ARRAY['coffee','travel','berlin','music','design','hiking'])[1 + i % 6],
        'creator_' || (i % 20000),
        '/uploads/bench-' || i || '.png',
        'morning walk #coffee ' || i,
        CASE WHEN i % 4 = 0 THEN 'content-' || i END,
        499,
        CASE WHEN i % 10 = 0 THEN 'accepted' WHEN i % 10 = 1 THEN 'denied' ELSE 'pending' END,
        now() - (i || ' seconds')::interval,
        now()
      FROM generate_series(1, ${ITEMS}) AS i`);
    await database.db.execute(sql`ANALYZE image_review_items`);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function measureImageReview(opts: { root: string }): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-images-'));
  const seedMs = await seed(dataDir);
  const server = await startBenchServer({
    root: opts.root,
    args: ['--import', 'tsx', join(opts.root, 'apps/server/src/main.ts')],
    dataDir,
    admin: ADMIN,
    label: 'image review bench: server',
    env: { RATE_LIMIT_MAX: '100000000', LOGIN_RATE_LIMIT_MAX: '1000', NEWS_SEED_RATINGS: 'false' },
  });
  const base = server.base;
  try {
    const token = await server.login();
    const headers = { authorization: `Bearer ${token}` };
    const lastPage = Math.ceil(ITEMS / 10);
    const views: [string, string][] = [
      ['default page (newest first, 10 rows)', 'page=1&limit=10'],
      ['status = pending', 'status=pending&page=1&limit=10'],
      ['platform = tiktok, 25 rows', 'platform=tiktok&page=1&limit=25'],
      ['search q=creator_123', 'q=creator_123&page=1&limit=10'],
      ['sorted by username, page 50', 'sort=username&order=asc&page=50&limit=10'],
      [`last page (${lastPage})`, `page=${lastPage}&limit=10`],
      ['carousel (pending, 25 rows)', 'status=pending&page=1&limit=25'],
    ];
    // Warm up every view first (JIT, the totals of each filter), then measure one at a time.
    for (let i = 0; i < 20; i++) {
      for (const [, query] of views) {
        await (await fetch(`${base}/api/image-review/items?${query}`, { headers })).arrayBuffer();
      }
    }
    for (const [label, query] of views) {
      const url = `${base}/api/image-review/items?${query}`;
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
        what: `GET /api/image-review/items, ${label}, ${ITEMS.toLocaleString('en')} items (PGlite)`,
        value: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
        budget: `p95 ≤ ${BUDGET_MS} ms`,
        ok: p95 <= BUDGET_MS,
      });
    }
    rows.push(
      seedRow(
        `seeding ${ITEMS.toLocaleString('en')} image review items (generate_series, before start)`,
        seedMs,
      ),
    );
  } finally {
    await server.stop();
  }
  return rows;
}

await runAlone(import.meta.url, () =>
  measureImageReview({ root: resolve(import.meta.dirname, '..') }),
);
