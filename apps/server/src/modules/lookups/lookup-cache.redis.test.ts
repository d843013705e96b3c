import { Redis } from 'ioredis';
import { expect, test } from 'vitest';
import { createRedisLookupCache, type CachedLookup } from './lookup-cache';

// Runs only when TEST_REDIS_URL is set (vitest.config.ts includes *.redis.test.ts then): in CI,
// against the machine's Redis.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const entry = (n: number): CachedLookup => ({ reply: { n }, accounts: [] });

test('the Redis cache round-trips an entry and lets Redis expire it', async () => {
  const redis = new Redis(redisUrl);
  try {
    const cache = createRedisLookupCache({ redis, log: { warn: () => {} } });
    const key = `test:${process.pid}:${Date.now()}`;
    await cache.set(key, entry(7), 1);
    expect(await cache.get(key)).toEqual(entry(7));
    expect(await redis.pttl(`vigil:lookup:v2:${key}`)).toBeGreaterThan(0);
  } finally {
    redis.disconnect();
  }
});
