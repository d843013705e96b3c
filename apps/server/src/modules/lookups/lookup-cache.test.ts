import { Redis } from 'ioredis';
import { describe, expect, test } from 'vitest';
import { createMemoryLookupCache, createRedisLookupCache, type CachedLookup } from './lookup-cache';

const entry = (n: number): CachedLookup => ({ reply: { n }, accounts: [] });

describe('in-process cache', () => {
  test('expires entries after the TTL', async () => {
    let now = 0;
    const cache = createMemoryLookupCache({ maxEntries: 10, now: () => now });
    await cache.set('a', entry(1), 10);
    now = 9_999;
    expect(await cache.get('a')).toEqual(entry(1));
    now = 10_000;
    expect(await cache.get('a')).toBeUndefined();
  });

  test('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = createMemoryLookupCache({ maxEntries: 2 });
    await cache.set('a', entry(1), 60);
    await cache.set('b', entry(2), 60);
    await cache.get('a'); // a is now the most recent
    await cache.set('c', entry(3), 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toEqual(entry(1));
    expect(await cache.get('c')).toEqual(entry(3));
  });

  test('a TTL of 0 stores nothing', async () => {
    const cache = createMemoryLookupCache({ maxEntries: 2 });
    await cache.set('a', entry(1), 0);
    expect(await cache.get('a')).toBeUndefined();
  });
});

test('a Redis that is down is a miss, not a failure', async () => {
  const redis = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  const warnings: string[] = [];
  const cache = createRedisLookupCache({ redis, log: { warn: (_o, msg) => warnings.push(msg) } });
  await cache.set('k', entry(1), 10);
  expect(await cache.get('k')).toBeUndefined();
  expect(warnings).toEqual(['lookup cache write failed', 'lookup cache read failed']);
  redis.disconnect();
});
