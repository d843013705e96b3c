/**
 * Server hardening measurements for `npm run bench` (issue 8):
 * - start to healthy: `npm start` on an existing data folder until `/api/ready` answers 200
 *   (budget ≤ 2 s), the way an operator restarts the product;
 * - the session check every authenticated request makes: req/s and p99 of
 *   `GET /api/accounts/current` under load;
 * - forgot-password timing for a known and an unknown address: 200 sequential tries of each,
 *   alternating, one at a time; the medians must differ by ≤ 2 ms (no account enumeration).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Row = { what: string; value: string; budget: string; ok: boolean };
type Load = (
  path: string,
  headers?: Record<string, string>,
) => Promise<{ rps: number; p99: number }>;

const FORGOT_TRIES = 200;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One `npm start` until `/api/ready` is 200; returns the milliseconds and stops it again. */
async function startOnce(root: string, dataDir: string, port: number) {
  const started = performance.now();
  // Its own process group, so that the stop reaches whatever `npm start` runs.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'start@vigil.test',
      ADMIN_PASSWORD: 'start-password-1',
    },
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('npm start: not ready in 60 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return performance.now() - started;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // npm may leave before the server has drained: wait until the whole group is gone.
    for (;;) {
      try {
        process.kill(-child.pid!, 0);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
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
