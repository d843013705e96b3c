/**
 * Forgot-password timing under load (issue 20 §3): a known and an unknown address must not be
 * told apart by the reply time, also while the server is busy. 200 requests each, interleaved
 * (the order inside each pair drawn at random), one at a time, while
 * - a worker thread of this process busy-loops (CPU taken from the machine, as other tenants
 *   or jobs would), and
 * - a few connections keep the server itself busy with authenticated requests (the session
 *   check: token, cache, database), as concurrent users would.
 * Reports both medians and their difference; budget Δ ≤ 2 ms. A measurement, not a test: the
 * figure depends on the machine (see docs/security-notes/auth.md for the recorded runs).
 *
 * Run alone with `npm run build && npx tsx bench/forgot-password.ts` (its own server on
 * embedded PGlite), or as part of `npm run bench`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startBenchServer } from './harness';
import { type Row } from './table';

const TRIES = Number(process.env.BENCH_FORGOT_TRIES ?? 200);
/** Connections that keep the server busy meanwhile. */
const BUSY_CONNECTIONS = Number(process.env.BENCH_FORGOT_BUSY ?? 2);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A thread that burns CPU until terminated. */
const busyWorker = () =>
  new Worker(`let x = 0; for (;;) { for (let i = 0; i < 1e7; i++) x = (x + i * 7) % 1000003; }`, {
    eval: true,
  });

export async function measureForgotUnderLoad(opts: {
  base: string;
  knownEmail: string;
  /** A bearer token for the background requests. */
  token: string;
}): Promise<Row[]> {
  const once = async (email: string) => {
    const t0 = performance.now();
    const res = await fetch(`${opts.base}/api/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inputEmail: email }),
    });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error(`password/forgot: HTTP ${res.status}`);
    return performance.now() - t0;
  };

  const worker = busyWorker();
  let busy = true;
  let background = 0;
  const loops = Array.from({ length: BUSY_CONNECTIONS }, async () => {
    while (busy) {
      const res = await fetch(`${opts.base}/api/accounts/current`, {
        headers: { authorization: `Bearer ${opts.token}` },
      });
      await res.arrayBuffer();
      background++;
    }
  });
  const known: number[] = [];
  const unknown: number[] = [];
  try {
    for (let i = 0; i < 10; i++) await once(`warm-${i}@vigil.test`);
    for (let i = 0; i < TRIES; i++) {
      const nobody = `nobody-${i}-${Math.random().toString(36).slice(2)}@vigil.test`;
      if (Math.random() < 0.5) {
        known.push(await once(opts.knownEmail));
        unknown.push(await once(nobody));
      } else {
        unknown.push(await once(nobody));
        known.push(await once(opts.knownEmail));
      }
    }
  } finally {
    busy = false;
    await Promise.all(loops);
    await worker.terminate();
  }
  const k = median(known);
  const u = median(unknown);
  return [
    {
      what: `forgot-password under load (busy thread + ${BUSY_CONNECTIONS} busy connections, ${background} requests), median of ${TRIES} each: known vs unknown`,
      value: `${k.toFixed(2)} ms vs ${u.toFixed(2)} ms (Δ ${Math.abs(k - u).toFixed(2)} ms)`,
      budget: 'Δ ≤ 2 ms',
      ok: Math.abs(k - u) <= 2,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const admin = { email: 'bench@vigil.test', password: 'bench-password-1' };
  const server = await startBenchServer({
    root,
    args: [join(root, 'scripts/start.mjs')],
    dataDir: mkdtempSync(join(tmpdir(), 'vigil-bench-forgot-')),
    admin,
    label: 'server',
    timeoutMs: 60_000,
    env: { RATE_LIMIT_MAX: '100000000', LOGIN_RATE_LIMIT_MAX: '100000000' },
  });
  try {
    const token = await server.login();
    for (const row of await measureForgotUnderLoad({
      base: server.base,
      knownEmail: admin.email,
      token,
    }))
      console.log(`${row.what}: ${row.value} (budget ${row.budget}) ${row.ok ? 'ok' : 'NOT MET'}`);
  } finally {
    await server.stop();
  }
}
