/**
 * Trust badge chain measurements for `npm run bench` (issue 3): QR verification, the public
 * badge page and the admin profiles list over 100,000 profiles.
 *
 * The profiles are seeded by opening the server's PGlite folder directly, before the server
 * starts and closed again before it does (PGlite is single-process). No seeding path exists in
 * the product.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { type Row } from './table';

export const BENCH_PROFILES = 100_000;
/** Profile 12 is paid (12 % 3), verified (12 % 4) and live (12 % 50): an unlocked badge. */
export const UNLOCKED_PROFILE_ID = `CPT-B${String(12).padStart(15, '0')}`;

type Load = (
  path: string,
  headers?: Record<string, string>,
) => Promise<{ rps: number; p99: number }>;

/** Bulk-inserts the profiles with one generate_series statement, then lets the planner look. */
export async function seedBadgeProfiles(dataDir: string) {
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`
      INSERT INTO profiles (id, full_name, email, platform, username, profile_url,
        screenshot_filename, verified_at, paid_at, deleted_at, created_at, updated_at)
      SELECT
        'CPT-B' || lpad(i::text, 15, '0'),
        (ARRAY['Anna','ben','Carla','Dirk','Emma','Finn','Greta','Hugo','Ida','Jonas',
               'Klara','Lukas','Mia','Noah','Olga','Paul','Quirin','Rosa','Sven','Tilda'])[1 + i % 20]
          || ' ' ||
        (ARRAY['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker',
               'Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Neumann','Schwarz'])[1 + (i / 20) % 16]
          || ' ' || i,
        'bench' || i || '@example.test',
        (ARRAY['instagram','twitter','linkedin','github'])[1 + i % 4],
        'user' || i,
        'https://example.test/u/' || i,
        md5(i::text) || '.png',
        CASE WHEN i % 4 = 0 THEN now() - make_interval(mins => i) END,
        CASE WHEN i % 3 = 0 THEN now() - make_interval(mins => i) END,
        CASE WHEN i % 50 = 0 THEN now() END,
        now() - make_interval(secs => i),
        now()
      FROM generate_series(1, ${BENCH_PROFILES}) AS s(i)`);
    await database.db.execute(sql`ANALYZE profiles`);
  } finally {
    await database.close();
  }
  return Math.round(performance.now() - started);
}

/** Sequential requests (one at a time), so the figure is latency, not queueing. */
async function latencies(url: string, headers: Record<string, string>, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n + 10; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (i >= 10) times.push(performance.now() - t0); // the first ten warm the caches
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95) };
}

export async function measureBadge(opts: {
  base: string;
  adminToken: string;
  load: Load;
  seedMs: number;
}): Promise<Row[]> {
  const { base, adminToken, load } = opts;
  const rows: Row[] = [];
  const res = await fetch(`${base}/api/generate-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileId: UNLOCKED_PROFILE_ID }),
  });
  if (!res.ok) throw new Error(`generate-token: HTTP ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };

  const verifyJson = await load(`/api/verify?token=${token}`, { accept: 'application/json' });
  rows.push({
    what: 'GET /api/verify (Ed25519 + live record, JSON)',
    value: `${Math.round(verifyJson.rps)} req/s, p99 ${verifyJson.p99} ms`,
    budget: '≥ 5,000 req/s',
    ok: verifyJson.rps >= 5_000,
  });
  const verifyHtml = await load(`/api/verify?token=${token}`, { accept: 'text/html' });
  rows.push({
    what: 'GET /api/verify (HTML page)',
    value: `${Math.round(verifyHtml.rps)} req/s, p99 ${verifyHtml.p99} ms`,
    budget: '≥ 5,000 req/s',
    ok: verifyHtml.rps >= 5_000,
  });

  const page = await load(`/p/${UNLOCKED_PROFILE_ID}`);
  rows.push({
    what: 'GET /p/:id (public badge page with QR)',
    value: `${Math.round(page.rps)} req/s, p99 ${page.p99} ms`,
    budget: '≥ 2,000 req/s',
    ok: page.rps >= 2_000,
  });

  const auth = { authorization: `Bearer ${adminToken}` };
  const variants = [
    ['default (full_name asc, page 1, 10 rows)', ''],
    ['sort=status&dir=desc, 100 rows', 'sort=status&dir=desc&limit=100'],
    ['sort=email, page 500', 'sort=email&page=500'],
    ['status=awaiting_review', 'status=awaiting_review'],
    ['last page (offset 97,990)', 'page=9799'],
  ] as const;
  for (const [label, query] of variants) {
    const { p50, p95 } = await latencies(`${base}/api/profiles?${query}`, auth, 200);
    rows.push({
      what: `GET /api/profiles over ${BENCH_PROFILES.toLocaleString('en')} profiles: ${label}`,
      value: `p95 ${p95.toFixed(1)} ms (p50 ${p50.toFixed(1)} ms)`,
      budget: 'p95 ≤ 50 ms',
      ok: p95 <= 50,
    });
  }
  // Substring search scans the stored search column (no trigram index on PGlite): reported,
  // not budgeted.
  const search = await latencies(`${base}/api/profiles?q=schmidt%2099`, auth, 100);
  rows.push({
    what: `GET /api/profiles over ${BENCH_PROFILES.toLocaleString('en')} profiles: search q=schmidt 99`,
    value: `p95 ${search.p95.toFixed(1)} ms (p50 ${search.p50.toFixed(1)} ms)`,
    budget: '– (substring scan)',
    ok: true,
  });
  rows.push({
    what: `seeding ${BENCH_PROFILES.toLocaleString('en')} profiles (generate_series, before start)`,
    value: `${(opts.seedMs / 1000).toFixed(1)} s`,
    budget: '–',
    ok: true,
  });
  return rows;
}
