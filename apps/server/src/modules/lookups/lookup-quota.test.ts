import { describe, expect, test } from 'vitest';
import { createLookupQuota } from './lookup-quota';

describe('the per-user lookup quota (issue 20 §4)', () => {
  test('counts per user in a fixed window and says when it frees up', async () => {
    let now = 0;
    const quota = createLookupQuota({ max: 3, now: () => now });
    expect((await quota.take('a')).allowed).toBe(true);
    expect((await quota.take('a', 2)).allowed).toBe(true);
    now = 20_000;
    expect(await quota.take('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await quota.take('b')).allowed).toBe(true);
    now = 60_000;
    expect((await quota.take('a')).allowed).toBe(true);
  });

  test("acquire waits for the next window (a job runs at the quota's rate) and stops on abort", async () => {
    let now = 0;
    const slept: number[] = [];
    const quota = createLookupQuota({
      max: 1,
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
        now += 30_000;
      },
    });
    const signal = new AbortController().signal;
    await quota.acquire('a', signal);
    await quota.acquire('a', signal);
    expect(now).toBe(60_000);
    expect(slept).toEqual([1000, 1000]);
    const stop = new AbortController();
    stop.abort(new Error('cancelled'));
    await expect(quota.acquire('a', stop.signal)).rejects.toThrow('cancelled');
  });
});
