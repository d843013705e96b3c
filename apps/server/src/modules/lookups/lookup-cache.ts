import type { Redis } from 'ioredis';
import type { AccountObservation } from './lookups.repo';

/**
 * A cached lookup: the reply as first produced (its `dataAsOf` included) and the observations
 * of the accounts it found, which every later (cached) lookup counts a check of.
 */
export type CachedLookup = { reply: Record<string, unknown>; accounts: AccountObservation[] };

/** Lookup results by key for a TTL. A cache that fails behaves as a miss; it never fails a lookup. */
export type LookupCache = {
  readonly kind: 'memory' | 'redis';
  get: (key: string) => Promise<CachedLookup | undefined>;
  set: (key: string, value: CachedLookup, ttlSeconds: number) => Promise<void>;
};

type Log = { warn: (obj: object, msg: string) => void };

/** In-process LRU (a Map in recency order) with per-entry expiry. Values are never mutated. */
export function createMemoryLookupCache(opts: {
  maxEntries: number;
  now?: () => number;
}): LookupCache {
  const now = opts.now ?? Date.now;
  const map = new Map<string, { value: CachedLookup; expiresAt: number }>();
  return {
    kind: 'memory',
    async get(key) {
      const hit = map.get(key);
      if (!hit) return undefined;
      map.delete(key);
      if (hit.expiresAt <= now()) return undefined;
      map.set(key, hit);
      return hit.value;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      map.delete(key);
      map.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      while (map.size > opts.maxEntries) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
    },
  };
}

/** v2: entries carry observations (ProfileFacts) instead of issue 4's stored-account fields. */
export const REDIS_LOOKUP_PREFIX = 'vigil:lookup:v2:';

/** Shared by every API process (REDIS_URL); Redis expires the entries. */
export function createRedisLookupCache(opts: {
  redis: Redis;
  log: Log;
  /** REDIS_KEY_PREFIX (default `vigil:`). */
  keyPrefix?: string;
}): LookupCache {
  const prefix = opts.keyPrefix ? `${opts.keyPrefix}lookup:v2:` : REDIS_LOOKUP_PREFIX;
  return {
    kind: 'redis',
    async get(key) {
      try {
        const s = await opts.redis.get(prefix + key);
        return s ? (JSON.parse(s) as CachedLookup) : undefined;
      } catch (err) {
        opts.log.warn({ err: String(err) }, 'lookup cache read failed');
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      try {
        await opts.redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
      } catch (err) {
        opts.log.warn({ err: String(err) }, 'lookup cache write failed');
      }
    },
  };
}
