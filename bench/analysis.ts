/**
 * Issue 9 budgets over BENCH_ANALYSIS_ACCOUNTS stored accounts (default 1,000,000) with
 * snapshots and posts from a generator (skewed platforms, log-normal followers, a mix of fake
 * estimates, 0–3 topics, languages, posts over 60 days with Zipf-like terms): a table page, the
 * summary with all three charts, a dashboard page with search, and a CSV export of all rows
 * (rows/s and the server's RSS growth). On PGlite by default; with BENCH_ANALYSIS_DATABASE_URL
 * (an empty PostgreSQL database of its own) on PostgreSQL. Run alone: `npx tsx bench/analysis.ts`.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { createAnalysisRepo } from '../apps/server/src/modules/analysis/analysis.repo';
import { TOPICS } from '@vigil/shared';
import { startBenchServer } from './harness';
import { type Row, tableLine } from './table';

const TERMS = [
  '#fußball',
  '#bundesliga',
  '#music',
  '#fashion',
  '#ootd',
  '#tech',
  '#ai',
  '#klimawandel',
  '#travel',
  '#food',
  '#gaming',
  '#news',
  '#politik',
  '#fitness',
  '#finanzen',
  'auto',
  'fußball',
  'musik',
  'mode',
  'klimawandel',
  'wahl',
  'aktien',
  'urlaub',
  'rezept',
  'konzert',
  'smartphone',
  'elektroauto',
  'bitcoin',
  'festival',
  'impfung',
];
const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

/** Seeds `n` accounts (plus snapshots and posts) by SQL generators; returns seconds taken. */
export async function seedAnalysis(
  n: number,
  target: { dataDir: string; url?: string },
): Promise<{ seconds: number; snapshots: number; posts: number }> {
  const started = performance.now();
  const database = await openDatabase({ dataDir: target.dataDir, url: target.url });
  const db = database.db;
  const chunk = 100_000;
  try {
    for (let from = 1; from <= n; from += chunk) {
      const to = Math.min(n, from + chunk - 1);
      await db.execute(
        sql.raw(`
      insert into stored_accounts (platform, username_key, username, external_id, name,
        avatar_url, followers, following, posts_count, account_created_at, fake_probability,
        fake_criteria, facts, observed_at, source, raw, check_count, first_seen_at, last_seen_at,
        topics, mother_tongue, analysed_at, created_at, updated_at)
      select p, lower(u), u, 'x' || i, nm, null, f, fl, pc, ca, fp, null,
        jsonb_build_object('platform', p, 'username', u, 'displayName', nm,
          'bio', 'Bio of ' || nm, 'followers', f, 'following', fl, 'posts', pc,
          'verified', (i % 41 = 0), 'createdAt', ca, 'observedAt', ls, 'activity', null),
        ls, 'demo',
        jsonb_build_object('name', nm, 'username', u, 'title', nm, 'biography', 'Bio of ' || nm,
          'description', 'Bio of ' || nm, 'customUrl', '@' || u),
        1 + (i % 5), ls - interval '30 days', ls, tp, mt, ls, ls, ls
      from (
        select i,
          (${arr(['instagram', 'instagram', 'instagram', 'twitter', 'twitter', 'tiktok', 'tiktok', 'youtube', 'youtube', 'telegram', 'facebook', 'snapchat', 'truthsocial'])})[1 + (hashint % 13)] as p,
          (${arr(['anna', 'ben', 'carla', 'dirk', 'emma', 'finn', 'greta', 'hugo', 'ida', 'jonas', 'klara', 'lukas', 'mia', 'noah'])})[1 + (hashint / 13) % 14]
            || '_' || substr(md5(i::text), 1, 5) || i as u,
          (${arr(['Anna', 'Ben', 'Carla', 'Dirk', 'Emma', 'Finn', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Klara', 'Lukas', 'Mia', 'Noah'])})[1 + (hashint / 13) % 14]
            || ' ' || (${arr(['Müller', 'Schmidt', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Koch', 'Smith', 'Jones', 'Rossi', 'Garcia'])})[1 + (hashint / 200) % 12] as nm,
          floor(exp(2 + (hashint % 1000) / 1000.0 * 10))::int as f,
          floor(exp(1 + (hashint / 7 % 1000) / 1000.0 * 6))::int as fl,
          (hashint / 11 % 3000)::int as pc,
          case when i % 20 = 0 then null else now() - make_interval(days => (hashint / 3 % 4000)::int) end as ca,
          case when i % 5 = 0 then null
               when i % 10 < 7 then (hashint / 17 % 40)::int
               else 40 + (hashint / 19 % 61)::int end as fp,
          now() - make_interval(secs => (hashint / 23 % 7776000)::int) as ls,
          (array(select t from unnest(${arr(TOPICS)}) with ordinality as x(t, k)
            where (hashint / 29 + k * 7919) % 18 < (hashint % 4)))::text[] as tp,
          (array['de','de','de','de','en','en','en','en','en',null,'fr','es','it','tr'])[1 + (hashint / 31) % 14] as mt
        from (select i, abs(hashtext(i::text))::bigint as hashint
              from generate_series(${from}, ${to}) as s(i)) g
      ) a`),
      );
    }
    // One snapshot per account, a second for every third (its earlier observation).
    await db.execute(
      sql.raw(`
      insert into account_snapshots (stored_account_id, observed_at, facts, fake_probability,
        source, lookup)
      select id, observed_at, facts, fake_probability, 'demo', 'bench' from stored_accounts`),
    );
    await db.execute(
      sql.raw(`
      insert into account_snapshots (stored_account_id, observed_at, facts, fake_probability,
        source, lookup)
      select id, observed_at - interval '14 days',
        jsonb_set(facts, '{followers}', to_jsonb(greatest(0, followers - 25))), fake_probability,
        'demo', 'bench'
      from stored_accounts where abs(hashtext(id::text)) % 3 = 0`),
    );
    // Posts: three for every fourth account, over the last 60 days, terms skewed (Zipf-like).
    await db.execute(
      sql.raw(`
      insert into account_posts (stored_account_id, post_id, text, hashtags, posted_at, likes,
        terms, first_seen_at, last_seen_at)
      select a.id, a.id::text || '-' || k, 'post ' || k, '{}',
        now() - make_interval(secs => (abs(hashtext(a.id::text || k)) % 5184000)),
        (abs(hashtext(a.id::text)) % 5000),
        array[(${arr(TERMS)})[1 + floor(power(random(), 2.5) * ${TERMS.length})::int],
              (${arr(TERMS)})[1 + floor(power(random(), 2.5) * ${TERMS.length})::int]],
        now(), now()
      from stored_accounts a cross join generate_series(1, 3) as k
      where abs(hashtext(a.id::text)) % 4 = 0`),
    );
    // Seeded by SQL, past the lookups module: the analysis' counters, counted state and search
    // rows are built once from the accounts (in a deployment, events keep them).
    await createAnalysisRepo(db).rebuildAll();
    await db.execute(sql.raw('analyze'));
    const [s] = (
      (await db.execute(
        sql.raw('select count(*)::int as n from account_snapshots'),
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const [p] = (
      (await db.execute(sql.raw('select count(*)::int as n from account_posts'))) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    return {
      seconds: Math.round((performance.now() - started) / 100) / 10,
      snapshots: s?.n ?? 0,
      posts: p?.n ?? 0,
    };
  } finally {
    await database.close();
  }
}

const rssKb = (pid: number) => {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
};

function p95(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

async function timed(base: string, token: string, paths: string[]) {
  const times: number[] = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return Math.round(p95(times) * 10) / 10;
}

export async function measureAnalysis(opts: {
  root: string;
  port: number;
  accounts?: number;
  databaseUrl?: string;
}): Promise<Row[]> {
  const n = opts.accounts ?? Number(process.env.BENCH_ANALYSIS_ACCOUNTS ?? 1_000_000);
  const pg = Boolean(opts.databaseUrl);
  const engine = pg ? 'PostgreSQL' : 'PGlite';
  const budget = (pgMs: number, liteMs: number) => (pg ? pgMs : liteMs);
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-analysis-'));
  // BENCH_ANALYSIS_SEEDED=1 with BENCH_ANALYSIS_DATABASE_URL measures a database seeded before.
  // BENCH_ANALYSIS_SEED_COPY=/path on PGlite: a copy of the seeded folder kept there (made on
  // the first run), so that repeated runs start from the same never-read seed.
  const seedCopy = opts.databaseUrl ? undefined : process.env.BENCH_ANALYSIS_SEED_COPY;
  const seeded =
    (process.env.BENCH_ANALYSIS_SEEDED && opts.databaseUrl) || (seedCopy && existsSync(seedCopy))
      ? { seconds: 0, snapshots: 0, posts: 0 }
      : await seedAnalysis(n, { dataDir, url: opts.databaseUrl });
  if (seedCopy) {
    if (existsSync(seedCopy)) cpSync(seedCopy, dataDir, { recursive: true });
    else cpSync(dataDir, seedCopy, { recursive: true });
  }
  // The migrations the seeded database still lacks (with BENCH_ANALYSIS_SEEDED: those added
  // since it was seeded, e.g. a backfill), applied and timed before the server starts.
  const migrateStarted = performance.now();
  await (await openDatabase({ dataDir, url: opts.databaseUrl })).close();
  const migrateSeconds = Math.round((performance.now() - migrateStarted) / 100) / 10;
  const server = await startBenchServer({
    root: opts.root,
    args: [
      // BENCH_CPU_PROF_DIR=/tmp/prof: the server writes a V8 CPU profile there when it stops.
      ...(process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
        : []),
      join(opts.root, 'scripts/start.mjs'),
    ],
    dataDir,
    admin: { email: 'bench-analysis@vigil.test', password: 'bench-password-1' },
    port: opts.port,
    label: 'analysis bench server',
    timeoutMs: 120_000,
    env: {
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      RATE_LIMIT_MAX: '100000000',
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
  });
  const base = server.base;
  const rows: Row[] = [];
  const label = `${n.toLocaleString('en')} accounts, ${engine}`;
  try {
    const token = await server.login();
    rows.push({
      what: `analysis seed: ${label} (${seeded.snapshots.toLocaleString('en')} snapshots, ${seeded.posts.toLocaleString('en')} posts)`,
      value: `${seeded.seconds} s`,
      budget: '–',
      ok: true,
    });
    rows.push({
      what: `pending migrations on the seeded database (${label})`,
      value: `${migrateSeconds} s`,
      budget: '–',
      ok: true,
    });

    // Warm-up (plans, caches), then 40 requests each.
    await timed(base, token, ['/api/analysis/accounts', '/api/analysis/summary']);
    const pages = Array.from({ length: 40 }, (_, i) => {
      const sorts = ['lastSeen', 'username', 'fake', 'status'];
      const filters = ['', '&platform=instagram', '&status=suspicious', '&platform=tiktok'];
      return `/api/analysis/accounts?sort=${sorts[i % 4]}&order=${i % 2 ? 'asc' : 'desc'}&page=${1 + (i % 7)}&limit=25${filters[(i >> 2) % 4]}`;
    });
    const tableP95 = await timed(base, token, pages);
    rows.push({
      what: `analysis table page (sorted, filtered; ${label}) p95`,
      value: `${tableP95} ms`,
      budget: `≤ ${budget(100, 200)} ms`,
      ok: tableP95 <= budget(100, 200),
    });
    const summaries = Array.from({ length: 20 }, (_, i) => {
      const filters = ['', 'platform=instagram&', 'status=suspicious&', 'platform=tiktok&'];
      return `/api/analysis/summary?${filters[i % 4]}window=${[7, 30][i % 2]}`;
    });
    const summaryP95 = await timed(base, token, summaries);
    rows.push({
      what: `analysis summary, all three charts (${label}) p95`,
      value: `${summaryP95} ms`,
      budget: `≤ ${budget(300, 600)} ms`,
      ok: summaryP95 <= budget(300, 600),
    });
    const searches = Array.from({ length: 40 }, (_, i) => {
      const platforms = ['youtube', 'instagram', 'x', 'tiktok', 'telegram'];
      const names = ['anna', 'ben', 'carla', 'dirk', 'mia', 'noah', 'greta', 'hugo'];
      return `/api/dashboard/accounts?platform=${platforms[i % 5]}&q=${names[i % 8]}_${(i * 7) % 10}&page=${1 + (i % 3)}`;
    });
    const dashP95 = await timed(base, token, searches);
    rows.push({
      what: `dashboard page with search (${label}) p95`,
      value: `${dashP95} ms`,
      budget: `≤ ${budget(50, 100)} ms`,
      ok: dashP95 <= budget(50, 100),
    });

    // The export twice: right after the seed every row is read for the first time since the bulk
    // load (PostgreSQL sets each tuple's hint bits then, dirtying every page once), and again.
    for (const pass of ['first after the seed', 'again'] as const) {
      const pid = server.pid;
      const rss0 = rssKb(pid);
      let peak = rss0;
      const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/analysis/accounts?format=csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      let lines = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // indexOf (native) rather than a loop over every byte: the client must not compete
        // with the server for the machine's two cores.
        for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) lines++;
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      const exported = lines - 1;
      const rate = Math.round(exported / seconds);
      const growthMb = Math.round((peak - rss0) / 1024);
      rows.push({
        what: `CSV export of all rows, ${pass} (${label}): ${exported.toLocaleString('en')} rows in ${seconds.toFixed(1)} s`,
        value: `${rate.toLocaleString('en')} rows/s, RSS +${growthMb} MB`,
        budget: '≥ 50,000 rows/s, RSS ≤ +100 MB',
        ok: rate >= 50_000 && growthMb <= 100 && exported === n,
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const rows = await measureAnalysis({
    root,
    port: Number(process.env.BENCH_PORT ?? 8099),
    databaseUrl: process.env.BENCH_ANALYSIS_DATABASE_URL,
  });
  console.log(
    [
      '| measurement | result | budget | within |',
      '|---|---|---|---|',
      ...rows.map(tableLine),
    ].join('\n'),
  );
}
