import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';

/** What taking from the quota gave: allowed, or refused with when the window frees up. */
export type QuotaTake = { allowed: boolean; retryAfterSeconds: number };

/**
 * The per-user lookup quota (LOOKUP_RATE_LIMIT_PER_MINUTE, issue 20 §4): one fixed window per
 * user shared by every lookup route, the profile trust score and the lookups that follower
 * audits and CSV batches make in the background, so that a user's jobs cannot call the paid
 * provider faster than the user could by hand. In-process, or in Redis (REDIS_URL) so that
 * every process of a deployment counts together.
 */
export type LookupQuota = {
  /** Counts `n` lookups (default 1) for `userId`; refused when the window's total passes max. */
  take(userId: string, n?: number): Promise<QuotaTake>;
  /**
   * Waits until `userId` may make one more lookup and takes it (background jobs): the job then
   * runs at the quota's rate. Stops with `signal`.
   */
  acquire(userId: string, signal: AbortSignal): Promise<void>;
};

/** INCRBY, the window's expiry on its first count, and the time left (one round trip). */
const TAKE_SCRIPT = `
local c = redis.call('INCRBY', KEYS[1], ARGV[1])
if c == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
return {c, ttl}`;

export function createLookupQuota(opts: {
  max: number;
  windowMs?: number;
  redis?: Redis | undefined;
  keyPrefix?: string;
  now?: () => number;
  /** Waits between refused attempts (tests pass a fake). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}): LookupQuota {
  const windowMs = opts.windowMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const windows = new Map<string, { count: number; start: number }>();

  async function count(userId: string, n: number): Promise<{ count: number; ttlMs: number }> {
    if (opts.redis) {
      const key = `${opts.keyPrefix ?? ''}lookup-quota:${userId}`;
      const [c, ttl] = (await opts.redis.eval(TAKE_SCRIPT, 1, key, n, windowMs)) as [
        number,
        number,
      ];
      return { count: c, ttlMs: ttl > 0 ? ttl : windowMs };
    }
    const t = now();
    let w = windows.get(userId);
    if (!w || w.start + windowMs <= t) {
      w = { count: 0, start: t };
      windows.set(userId, w);
      // Forget windows that have ended (bounded by the users active in one window).
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (v.start + windowMs <= t) windows.delete(k);
      }
    }
    w.count += n;
    return { count: w.count, ttlMs: w.start + windowMs - t };
  }

  const sleep =
    opts.sleep ??
    ((ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        signal.throwIfAborted();
        const timer = setTimeout(() => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }, ms);
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
      }));

  const quota: LookupQuota = {
    async take(userId, n = 1) {
      const c = await count(userId, n);
      return {
        allowed: c.count <= opts.max,
        retryAfterSeconds: Math.max(1, Math.ceil(c.ttlMs / 1000)),
      };
    },
    async acquire(userId, signal) {
      for (;;) {
        signal.throwIfAborted();
        const t = await quota.take(userId);
        if (t.allowed) return;
        // Asks again at least every second: the window may end sooner than it said (a
        // clock moved on, another process's count) and a cancel is seen promptly.
        await sleep(Math.min(t.retryAfterSeconds * 1000, 1000), signal);
      }
    },
  };
  return quota;
}

/**
 * Counts one lookup of `userId` against the per-user quota (shared with the trust score and the
 * follower jobs, issue 20 §4); 429 with Retry-After past it.
 */
export async function takeLookup(quota: LookupQuota, userId: string) {
  const t = await quota.take(userId);
  if (!t.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many lookups. Please try again in ${t.retryAfterSeconds} seconds. Your running follower analyses count too.`,
      { headers: { 'retry-after': String(t.retryAfterSeconds) } },
    );
  }
}
