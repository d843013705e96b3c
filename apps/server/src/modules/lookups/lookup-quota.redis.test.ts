import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { expect, test } from 'vitest';
import { createLookupQuota } from './lookup-quota';

// Runs only when TEST_REDIS_URL is set (CI: the machine's Redis). The
// follower-audit test in test/followers.test.ts moves a fake clock, which a Redis window cannot
// follow; this test covers the Redis window itself on real time with a short window.
const redisUrl = process.env.TEST_REDIS_URL ?? '';

test('two processes share one Redis window: together they get max, then the window frees up', async () => {
  const a = new Redis(redisUrl);
  const b = new Redis(redisUrl);
  try {
    const keyPrefix = `vigil-test-${randomBytes(6).toString('hex')}:`;
    const one = createLookupQuota({ max: 3, windowMs: 800, redis: a, keyPrefix });
    const two = createLookupQuota({ max: 3, windowMs: 800, redis: b, keyPrefix });
    const taken = [
      await one.take('u1'),
      await two.take('u1'),
      await one.take('u1'),
      await two.take('u1'),
    ];
    expect(taken.map((t) => t.allowed)).toEqual([true, true, true, false]);
    expect(taken[3]!.retryAfterSeconds).toBe(1);
    // Another user has a window of their own.
    expect((await two.take('u2')).allowed).toBe(true);
    // acquire() waits for the window to end, then takes from the next one.
    await one.acquire('u1', new AbortController().signal);
    expect((await two.take('u1')).allowed).toBe(true);
    expect(await a.pttl(`${keyPrefix}lookup-quota:u1`)).toBeGreaterThan(0);
  } finally {
    a.disconnect();
    b.disconnect();
  }
});
