import { ACCESS_TOKEN_TTL_SECONDS, SESSION_ABSOLUTE_TTL_SECONDS, type Role } from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRowCache } from '../../lib/row-cache';

/** How long a process may trust what it read about a session before it asks again. */
const LIVE_TTL_SECONDS = 60;

/** What every authenticated request needs of its session: read from the database, cached. */
export type SessionState = {
  userId: string;
  /** The user's current role (operator checks never trust the token's: issue 20 §3). */
  role: Role;
  /** The sign-in, in ms: the session ends {@link SESSION_ABSOLUTE_TTL_SECONDS} later. */
  startedAt: number;
  /** 'password' or a platform; null for sessions from before this was recorded. */
  signedInWith: string | null;
};

/** When a session started at `startedAt` ends, whatever its refreshes (absolute lifetime). */
export const sessionEndsAt = (startedAt: number) => startedAt + SESSION_ABSOLUTE_TTL_SECONDS * 1000;

/**
 * "Is session `sid` still live, and what is its user's role?", asked by every authenticated
 * request, answered from a cache that is exact across processes:
 * - embedded PGlite (one process sees every write): in memory, forgotten on every revocation
 *   and role change;
 * - with Redis (`REDIS_URL`, several processes): one Redis read per request; a revocation or a
 *   role change overwrites the entry, a reader only fills an empty one (`NX`), so a read racing
 *   a write cannot put a stale entry back; the "ended" mark outlives every access token;
 * - PostgreSQL without Redis: the database is read on every request.
 * `ended(ids)` and `changed(ids)` must be called after the write has committed. A session past
 * its absolute lifetime is ended whatever the cache says (the start time is cached, not "live").
 */
export function createSessionCheck(deps: {
  load: (sid: string) => Promise<SessionState | undefined>;
  now: () => Date;
  redis?: Redis;
  /** REDIS_KEY_PREFIX (default `vigil:`). */
  keyPrefix?: string;
  cacheInProcess: boolean;
  log: FastifyBaseLogger;
}) {
  const memory = createRowCache<SessionState | null>({
    enabled: deps.cacheInProcess && !deps.redis,
    max: 50_000,
    ttlMs: LIVE_TTL_SECONDS * 1000,
  });
  const key = (sid: string) => `${deps.keyPrefix ?? 'vigil:'}session:${sid}`;
  const redis = deps.redis;
  const loadOrNull = async (sid: string) => (await deps.load(sid)) ?? null;
  const encode = (s: SessionState | null) => (s ? JSON.stringify(s) : '0');
  const decode = (v: string): SessionState | null => (v === '0' ? null : JSON.parse(v));

  async function viaRedis(r: Redis, sid: string) {
    let cached: string | null;
    try {
      cached = await r.get(key(sid));
    } catch (err) {
      deps.log.warn({ err }, 'session cache unavailable: reading the database');
      return loadOrNull(sid);
    }
    if (cached !== null && cached !== '1') return decode(cached);
    const state = await loadOrNull(sid);
    const ttl = state ? LIVE_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
    await r.set(key(sid), encode(state), 'EX', ttl, 'NX').catch(() => undefined);
    return state;
  }

  return {
    /** The session's state when it is live and within its absolute lifetime, else null. */
    async state(sid: string): Promise<SessionState | null> {
      const state = redis
        ? await viaRedis(redis, sid)
        : await memory.get(sid, () => loadOrNull(sid));
      if (!state || sessionEndsAt(state.startedAt) <= deps.now().getTime()) return null;
      return state;
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

    /** Re-reads sessions whose user changed (the role): the next request sees the new one. */
    async changed(sids: string[]) {
      for (const sid of sids) memory.forget(sid);
      if (!redis) return;
      for (const sid of sids) {
        const state = await loadOrNull(sid);
        const ttl = state ? LIVE_TTL_SECONDS : ACCESS_TOKEN_TTL_SECONDS;
        try {
          await redis.set(key(sid), encode(state), 'EX', ttl);
        } catch (err) {
          deps.log.error({ err, sid }, 'could not update a session in Redis');
        }
      }
    },
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;
