import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { isAbsolute, resolve, sep } from 'node:path';
import type { Config } from './config';

/**
 * Issue 20 §2: what a production start refuses, and what any start warns about. Pure functions
 * of the parsed configuration (plus the raw environment and the mount table), called by
 * `main.ts` before anything is opened; the README's "Production checklist" lists every line.
 */

/** Fastify's `trustProxy`: off, every hop (`true`), a hop count, or proxy addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** The names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDRs. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry) || isIP(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: `false`/`0`/unset, `true` (every hop: refused in production), a hop count
 * (`1` = one proxy in front), or comma-separated proxy addresses/CIDRs. Anything else: undefined.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5 treats a bare number as "trust nothing"
 * (it cannot check the peer), so a hop count becomes proxy-addr's trust function: the socket
 * peer and the next `hops - 1` X-Forwarded-For entries (from the right) are proxies, the entry
 * after them is the client, and whatever the client wrote further left is ignored. Safe only
 * when the app port is reachable through the proxy alone (docs/deploy.md).
 */
export function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_address, hop) => hop < value;
}

/** Where a generated key file would be lost (or found in a different place) after a restart. */
const TEMPORARY_ROOTS = ['/tmp', '/var/tmp', '/dev/shm', '/run'];
const VOLATILE_FILESYSTEMS = new Set(['tmpfs', 'ramfs']);

/** The file system type of the mount that holds `path` (Linux `/proc/mounts`), if known. */
export function fileSystemOf(path: string): string | undefined {
  let mounts: string;
  try {
    mounts = readFileSync('/proc/mounts', 'utf8');
  } catch {
    return undefined;
  }
  let best: { dir: string; type: string } | undefined;
  for (const line of mounts.split('\n')) {
    const [, rawDir, type] = line.split(' ');
    if (!rawDir || !type) continue;
    const dir = rawDir.replace(/\\040/g, ' ');
    const inside = dir === '/' || path === dir || path.startsWith(dir + sep);
    if (inside && (!best || dir.length >= best.dir.length)) best = { dir, type };
  }
  return best?.type;
}

export type CheckContext = {
  /** The raw environment: whether a variable was set at all (the parsed config has defaults). */
  env: Record<string, string | undefined>;
  /** The file system type of the mount that holds a path; tests give a fake. */
  fileSystemOf?: (path: string) => string | undefined;
  /** The OS temp folder (tests give one). */
  tmpDir?: string;
};

/** Why DATA_DIR is no place for a generated key in production, or undefined when it is. */
function volatileDataDir(config: Config, ctx: CheckContext): string | undefined {
  if (!ctx.env.DATA_DIR) return `DATA_DIR is not set (default ${config.DATA_DIR})`;
  const dir = config.DATA_DIR;
  if (!isAbsolute(dir)) return `DATA_DIR (${dir}) is a relative path`;
  const full = resolve(dir);
  const temporary = [...TEMPORARY_ROOTS, ctx.tmpDir ?? tmpdir()].some(
    (root) => full === root || full.startsWith(root.endsWith(sep) ? root : root + sep),
  );
  if (temporary) return `DATA_DIR (${dir}) is a temporary folder`;
  const fs = (ctx.fileSystemOf ?? fileSystemOf)(full);
  if (fs && VOLATILE_FILESYSTEMS.has(fs)) return `DATA_DIR (${dir}) is on ${fs} (memory)`;
  return undefined;
}

/**
 * With `NODE_ENV=production`: one line per unsafe setting (empty = fine to start). The lines
 * are exact; the README's "Production checklist" repeats each with how to fix it.
 */
export function productionConfigProblems(config: Config, ctx: CheckContext): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.SMTP_URL && !config.MAIL_OUTBOX) {
    problems.push(
      'SMTP_URL is not set and MAIL_OUTBOX is not 1: set SMTP_URL to send e-mail, or MAIL_OUTBOX=1 to keep e-mail in the admin Outbox (not sent)',
    );
  }
  const dataDir = volatileDataDir(config, ctx);
  if (!config.JWT_SECRET && dataDir) {
    problems.push(
      `JWT_SECRET is not set and ${dataDir}: set JWT_SECRET (at least 32 characters, e.g. openssl rand -base64 48), or DATA_DIR to an absolute path on persistent storage`,
    );
  }
  if (!config.QR_SIGNING_KEY && dataDir) {
    problems.push(
      `QR_SIGNING_KEY is not set and ${dataDir}: set QR_SIGNING_KEY (openssl genpkey -algorithm ed25519), or DATA_DIR to an absolute path on persistent storage`,
    );
  }
  if (!ctx.env.PUBLIC_BASE_URL) {
    problems.push(
      'PUBLIC_BASE_URL is not set: set it to the https:// address users open (TLS at a reverse proxy)',
    );
  } else if (!config.PUBLIC_BASE_URL.startsWith('https://')) {
    problems.push(
      `PUBLIC_BASE_URL (${config.PUBLIC_BASE_URL}) is not https: set it to the https:// address users open (TLS at a reverse proxy)`,
    );
  }
  if (config.TRUST_PROXY === true) {
    problems.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop (a client picks its own IP and passes every per-IP limit): set TRUST_PROXY to the number of proxies in front (e.g. 1) or their addresses/CIDRs',
    );
  }
  return problems;
}

/** Outside production: what is allowed but unsafe on a server (logged as warnings at start). */
export function configWarnings(config: Config): string[] {
  if (config.NODE_ENV === 'production') return [];
  return config.TRUST_PROXY === true
    ? [
        'TRUST_PROXY=true trusts every X-Forwarded-For hop (a client picks its own IP): use a hop count (e.g. 1) or proxy addresses/CIDRs; production refuses true',
      ]
    : [];
}

/** The header line above the refusal lines on stderr. */
export const REFUSAL_HEADER =
  'Vigil does not start with NODE_ENV=production until these are fixed (README: "Production checklist"):';
