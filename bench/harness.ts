/**
 * Starting and stopping the server a bench measures: a free port, the child process with the
 * bench's environment, the wait for `/api/ready`, the admin's sign-in, and the stop. One place, so
 * every bench starts its server the same way and cleans up after a failed start too.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';

export type Credentials = { email: string; password: string };

export type BenchServer = {
  base: string;
  /** The spawned process: the server itself unless `command` is a wrapper such as npm. */
  pid: number;
  /** Signs the admin in; returns the bearer token. */
  login(): Promise<string>;
  /** SIGTERM, waits until it has exited, then removes `dataDir` unless `keepDataDir`. */
  stop(): Promise<void>;
};

/** A port nothing listens on now (other sessions may run servers on fixed ports). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * A fresh PostgreSQL database `name` on the server `serverUrl` points at (the bench's own, never
 * the one the URL names): its URL, and `drop()`, which removes it, connections and all.
 */
export async function createBenchDatabase(serverUrl: string, name: string) {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Spawns the server and resolves once `/api/ready` answers 200. Owns `dataDir` from here on:
 * removed when the server stops or fails to start, unless `keepDataDir` (a folder reused by
 * several starts). Throws, with the process stopped, when it exits or is not ready in time.
 */
export async function startBenchServer(opts: {
  root: string;
  /** Arguments to `command`, e.g. `[join(root, 'scripts/start.mjs')]`. */
  args: string[];
  /** process.execPath unless given (`npm`). */
  command?: string;
  dataDir: string;
  keepDataDir?: boolean;
  admin: Credentials;
  /** Whatever this bench needs beyond PORT, HOST, DATA_DIR, LOG_LEVEL and the admin. */
  env?: Record<string, string>;
  /** false: only PATH from this process, so nothing in the shell reaches the server. */
  inheritEnv?: boolean;
  /** A free one unless given (a fixed BENCH_PORT, or the same port for repeated starts). */
  port?: number;
  /** Named in the error when the server exits early or is not ready in time. */
  label: string;
  timeoutMs?: number;
  pollMs?: number;
  /** Its own process group, stopped as a whole: reaches what a wrapper (npm) starts. */
  processGroup?: boolean;
}): Promise<BenchServer> {
  const { admin, dataDir, label, timeoutMs = 60_000, pollMs = 200 } = opts;
  const port = opts.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(opts.command ?? process.execPath, opts.args, {
    cwd: opts.root,
    detached: opts.processGroup,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...(opts.inheritEnv === false ? { PATH: process.env.PATH ?? '' } : process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...opts.env,
    },
  });
  const pid = child.pid!;
  const exited = new Promise((r) => child.once('exit', r));

  const signal = (name: NodeJS.Signals) => {
    if (!opts.processGroup) {
      child.kill(name);
      return;
    }
    try {
      process.kill(-pid, name);
    } catch {
      // the group is gone already
    }
  };
  const groupGone = () => {
    try {
      process.kill(-pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  const stop = async (name: NodeJS.Signals = 'SIGTERM') => {
    signal(name);
    await exited;
    // npm may leave before the server has drained: wait until the whole group is gone.
    while (opts.processGroup && !groupGone()) await new Promise((r) => setTimeout(r, 20));
    if (!opts.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const started = performance.now();
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `${label} exited before it was ready (${child.exitCode ?? child.signalCode})`,
        );
      }
      if (performance.now() - started > timeoutMs) {
        throw new Error(`${label} did not become ready in ${timeoutMs / 1000} s`);
      }
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  } catch (err) {
    // Not ready: nothing to drain, and a hung start may not heed SIGTERM.
    await stop('SIGKILL');
    throw err;
  }

  return {
    base,
    pid,
    async login() {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ inputEmail: admin.email, inputPassword: admin.password }),
      });
      if (!res.ok) throw new Error(`${label}: sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    stop: () => stop(),
  };
}
