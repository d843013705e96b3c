/**
 * Follower analyzer measurements for `npm run bench` (issue 10 §5): the single-profile trust
 * endpoint under load (a cached demo lookup scored by the trust model), and a follower audit of
 * 1,000 sampled followers against the demo provider (budget: done within 10 s, progress at least
 * once a second). The scoring throughput of the model itself is `bench/trust.ts`.
 *
 * Run alone with `npx tsx bench/followers.ts` (after `npm run build`): it starts its own server
 * on BENCH_PORT.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBenchServer } from './harness';
import { type Row } from './table';

type Load = (
  path: string,
  headers?: Record<string, string>,
) => Promise<{ rps: number; p99: number }>;

const SAMPLE = 1_000;

/** Starts an audit and polls its results every 50 ms: total time and the longest silence. */
async function timeAudit(base: string, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const t0 = performance.now();
  const res = await fetch(`${base}/api/analyze-followers`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', platform: 'instagram', sampleSize: SAMPLE }),
  });
  if (res.status !== 202) throw new Error(`audit start: ${res.status} ${await res.text()}`);
  const { jobId } = (await res.json()) as { jobId: string };
  let last = -1;
  let lastChange = t0;
  let longestGap = 0;
  let updates = 0;
  for (;;) {
    const r = (await (
      await fetch(`${base}/api/analyze-followers/${jobId}/results`, { headers: auth })
    ).json()) as { status: string; progress: { done: number }; sample_size: number | null };
    const now = performance.now();
    if (r.progress.done !== last) {
      longestGap = Math.max(longestGap, now - lastChange);
      lastChange = now;
      last = r.progress.done;
      updates++;
    }
    if (r.status === 'succeeded')
      return { ms: now - t0, longestGap, updates, sample: r.sample_size };
    if (r.status === 'failed' || r.status === 'cancelled') throw new Error(`audit ${r.status}`);
    if (now - t0 > 60_000) throw new Error('audit did not finish within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measureFollowers(opts: {
  base: string;
  token: string;
  load: Load;
}): Promise<Row[]> {
  const auth = { authorization: `Bearer ${opts.token}` };
  // The first call fetches and stores the profile; the load then hits the lookup cache.
  await fetch(`${opts.base}/api/follower/analyze-profile/instagram/demo`, { headers: auth });
  const trust = await opts.load('/api/follower/analyze-profile/instagram/demo', auth);
  const audit = await timeAudit(opts.base, opts.token);
  return [
    {
      what: 'GET /api/follower/analyze-profile (cached demo profile, model score)',
      value: `${Math.round(trust.rps)} req/s, p99 ${trust.p99} ms`,
      budget: '–',
      ok: true,
    },
    {
      what: `follower audit, ${SAMPLE} sampled of 12,345 (demo provider, 50 pages)`,
      value: `${(audit.ms / 1000).toFixed(2)} s, ${audit.updates} progress reads, longest gap ${Math.round(audit.longestGap)} ms`,
      budget: '≤ 10 s, progress ≥ 1/s',
      ok: audit.ms <= 10_000 && audit.longestGap <= 1_000 && audit.sample === SAMPLE,
    },
  ];
}

async function main() {
  const root = resolve(import.meta.dirname, '..');
  const server = await startBenchServer({
    root,
    args: [join(root, 'scripts/start.mjs')],
    dataDir: mkdtempSync(join(tmpdir(), 'vigil-bench-followers-')),
    admin: { email: 'bench@vigil.test', password: 'bench-password-1' },
    port: Number(process.env.BENCH_PORT ?? 8099),
    label: 'server',
    timeoutMs: 30_000,
    env: { RATE_LIMIT_MAX: '100000000', LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  const base = server.base;
  try {
    const token = await server.login();
    const load: Load = async (path, headers = {}) => {
      const r = await autocannon({ url: `${base}${path}`, connections: 20, duration: 5, headers });
      if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: ${r.non2xx} non-2xx replies`);
      return { rps: r.requests.average, p99: r.latency.p99 };
    };
    for (const row of await measureFollowers({ base, token, load })) {
      console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.what}: ${row.value} (budget ${row.budget})`);
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
