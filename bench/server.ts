/**
 * Server hardening measurements for `npm run bench` (issue 8):
 * - start to healthy: `npm start` on an existing data folder until `/api/ready` answers 200
 *   (budget ≤ 2 s), the way an operator restarts the product;
 * - the session check every authenticated request makes: req/s and p99 of
 *   `GET /api/accounts/current` under load;
 * - forgot-password timing for a known and an unknown address: 200 sequential tries of each,
 *   alternating, one at a time; the medians must differ by ≤ 2 ms (no account enumeration).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBenchServer } from './harness';
import { type Row } from './table';

type Load = (
  path: string,
  headers?: Record<string, string>,
) => Promise<{ rps: number; p99: number }>;

const FORGOT_TRIES = 200;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One `npm start` until `/api/ready` is 200; returns the milliseconds and stops it again. */
async function startOnce(root: string, dataDir: string, port: number) {
  const started = performance.now();
  const server = await startBenchServer({
    root,
    command: 'npm',
    args: ['start'],
    processGroup: true,
    dataDir,
    keepDataDir: true,
    admin: { email: 'start@vigil.test', password: 'start-password-1' },
    port,
    label: 'npm start',
    pollMs: 25,
  });
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

async function startToHealthy(root: string): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-start-'));
  try {
    const port = await freePort();
    await startOnce(root, dataDir, port); // creates and migrates the data folder
    const times: number[] = [];
    for (let i = 0; i < 3; i++) times.push(await startOnce(root, dataDir, port));
    const m = median(times);
    return {
      what: '`npm start` to healthy on an existing data folder (median of 3)',
      value: `${(m / 1000).toFixed(2)} s (max ${(Math.max(...times) / 1000).toFixed(2)} s)`,
      budget: '≤ 2 s',
      ok: m <= 2000,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function forgotTiming(base: string, knownEmail: string): Promise<Row> {
  const once = async (email: string) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inputEmail: email }),
    });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error(`password/forgot: HTTP ${res.status}`);
    return performance.now() - t0;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 10; i++) await once(`warm-${i}@vigil.test`);
  for (let i = 0; i < FORGOT_TRIES; i++) {
    known.push(await once(knownEmail));
    unknown.push(await once(`nobody-${i}@vigil.test`));
  }
  const k = median(known);
  const u = median(unknown);
  return {
    what: `forgot-password, median of ${FORGOT_TRIES} each: known vs unknown address`,
    value: `${k.toFixed(2)} ms vs ${u.toFixed(2)} ms (Δ ${Math.abs(k - u).toFixed(2)} ms)`,
    budget: 'Δ ≤ 2 ms',
    ok: Math.abs(k - u) <= 2,
  };
}

export async function measureServer(opts: {
  root: string;
  base: string;
  token: string;
  knownEmail: string;
  load: Load;
}): Promise<Row[]> {
  const rows: Row[] = [];
  const current = await opts.load('/api/accounts/current', {
    authorization: `Bearer ${opts.token}`,
  });
  rows.push({
    what: 'session check per request: GET /api/accounts/current',
    value: `${Math.round(current.rps)} req/s, p99 ${current.p99} ms`,
    budget: '≥ 10,000 req/s, p99 ≤ 20 ms',
    ok: current.rps >= 10_000 && current.p99 <= 20,
  });
  rows.push(await forgotTiming(opts.base, opts.knownEmail));
  rows.push(await startToHealthy(opts.root));
  return rows;
}
