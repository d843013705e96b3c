import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { provisionDatabase, TEST_JWT_SECRET } from './helper';

const root = resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** Builds the server bundle unless it is current: the same step `npm start` takes. */
export function ensureServerBuild() {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--server', '--if-stale'], {
    cwd: root,
    stdio: 'pipe',
  });
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  stderr: () => string;
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals | null>;
};

/**
 * Starts the compiled server (`apps/server/dist/main.js`, what `npm start` runs) as a child
 * process on `env.DATA_DIR`, and waits until `/api/ready` answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: {
    readyTimeoutMs?: number;
    /** Only PATH and PORT besides `env`: what `npm start` sees with nothing configured. */
    bare?: boolean;
    /** The working directory (where a default `./data` goes); the repository root by default. */
    cwd?: string;
  } = {},
): Promise<ServerProcess> {
  // A cold start on a busy two-core machine (other test files running beside it) takes its time.
  const readyTimeoutMs = opts.readyTimeoutMs ?? 90_000;
  const port = await freePort();
  const defaults = opts.bare
    ? {}
    : { NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'warn', JWT_SECRET: TEST_JWT_SECRET };
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: opts.cwd ?? root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH ?? '', PORT: String(port), ...defaults, ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((r) =>
    child.once('exit', (code, signal) => r(code ?? signal)),
  );
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr}`);
    if (Date.now() - started > readyTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${readyTimeoutMs / 1000} s:\n${stderr}`);
    }
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { base, child, stderr: () => stderr, exited };
}

/**
 * A data folder and database for server processes: PGlite in the folder, or a fresh
 * PostgreSQL database (and Redis) when the suite runs on them.
 */
export async function serverStorage() {
  const dataDir = await mkdtemp(join(tmpdir(), 'vigil-proc-'));
  const db = process.env.TEST_DATABASE_URL ? await provisionDatabase() : undefined;
  return {
    env: {
      DATA_DIR: dataDir,
      // No built web app: these tests are about the API.
      WEB_DIST_DIR: dataDir,
      ...(db ? { DATABASE_URL: db.url } : {}),
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    },
    async remove() {
      await db?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the compiled server with exactly `env` (plus PATH and a free PORT) until it exits by
 * itself (a refused start), and returns its exit code and stderr; kills it after `timeoutMs`.
 */
export async function runServerUntilExit(env: Record<string, string>, timeoutMs = 30_000) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { PATH: process.env.PATH ?? '', PORT: String(port), ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | NodeJS.Signals | null>((r) =>
    child.once('exit', (c, signal) => r(c ?? signal)),
  );
  clearTimeout(timer);
  return { code, stderr };
}

/** `POST /api/login` on a server process, over HTTP as a browser sends it. */
export const loginOverHttp = (base: string, who: { email: string; password: string }) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ inputEmail: who.email, inputPassword: who.password }),
  });

/** The access token of a sign-in on a server process (the sign-in must succeed). */
export async function tokenOverHttp(base: string, who: { email: string; password: string }) {
  const res = await loginOverHttp(base, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
