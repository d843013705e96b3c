import { ACCESS_TOKEN_TTL_SECONDS } from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRowCache } from '../../lib/row-cache';

/** How long a process may trust that a session was live before it asks again. */
const LIVE_TTL_SECONDS = 60;

/**
 * "Is session `sid` still live?", asked by every authenticated request, answered from a cache
 * that is exact across processes:
 * - embedded PGlite (one process sees every write): in memory, forgotten on every revocation;
 * - with Redis (`REDIS_URL`, several processes): one Redis read per request; a revocation
 *   overwrites the entry, a reader only fills an empty one (`NX`), so a read racing a
 *   revocation cannot put a stale "live" back; the "ended" mark outlives every access token;
 * - PostgreSQL without Redis: the database is read on every request.
 * `ended(ids)` must be called after the revocation has committed.
 */
export function createSessionCheck(deps: {
  isLiveInDb: (sid: string) => Promise<boolean>;
  redis?: Redis;
  /** REDIS_KEY_PREFIX (default `vigil:`). */
  keyPrefix?: string;
  cacheInProcess: boolean;
  log: FastifyBaseLogger;
}) {
  const memory = createRowCache<boolean>({
    enabled: deps.cacheInProcess && !deps.redis,
    max: 50_000,
    ttlMs: LIVE_TTL_SECONDS * 1000,
  });
  const key = (sid: string) => `${deps.keyPrefix ?? 'vigil:'}session:${sid}`;
  const redis = deps.redis;

  async function isLiveViaRedis(r: Redis, sid: string) {
    let cached: string | null;
    try {
      cached = await r.get(key(sid));
    } catch (err) {
      deps.log.warn({ err }, 'session cache unavailable: reading the database');
      return deps.isLiveInDb(sid);
    }
    if (cached !== null) return cached === '1';
    const live = await deps.isLiveInDb(sid);
    const ttl = live ? LIVE_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
    await r.set(key(sid), live ? '1' : '0', 'EX', ttl, 'NX').catch(() => undefined);
    return live;
  }

  return {
    isLive(sid: string): Promise<boolean> {
      if (redis) return isLiveViaRedis(redis, sid);
      return memory.get(sid, () => deps.isLiveInDb(sid));
    },

    async ended(sids: string[]) {
      for (const sid of sids) memory.forget(sid);
      if (!redis || sids.length === 0) return;
      const batch = redis.pipeline();
      for (const sid of sids) batch.set(key(sid), '0', 'EX', ACCESS_TOKEN_TTL_SECONDS);
      try {
        await batch.exec();
      } catch (err) {
        // The database says ended; Redis would keep a "live" entry for at most a minute.
        deps.log.error({ err, sids }, 'could not mark sessions ended in Redis');
      }
    },
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;
