import { expect, test } from 'vitest';
import { createCheckCounter, type CheckTotals } from './check-counter';

test('concurrent checks are written together and numbered in arrival order', async () => {
  const stored = new Map<string, number>();
  const writes: number[] = [];
  const first = new Date('2026-01-01T00:00:00Z');
  const counter = createCheckCounter({
    write: async (adds) => {
      writes.push(adds.length);
      await new Promise((r) => setTimeout(r, 5));
      const totals: CheckTotals = new Map();
      for (const a of adds) {
        stored.set(a.domain, (stored.get(a.domain) ?? 0) + a.n);
        totals.set(a.domain, { count: stored.get(a.domain)!, firstCheckedAt: first });
      }
      return totals;
    },
  });
  const now = new Date();
  const results = await Promise.all([
    counter.record('a.com', now),
    counter.record('a.com', now),
    counter.record('b.com', now),
    counter.record('a.com', now),
  ]);
  expect(results.map((r) => r.count)).toEqual([1, 2, 1, 3]);
  // The first check goes alone; the three that came meanwhile share one statement.
  expect(writes).toEqual([1, 2]);
  expect((await counter.record('a.com', now)).count).toBe(4);
});

test('a failed write fails its waiters, and the next batch still runs', async () => {
  let fail = true;
  const counter = createCheckCounter({
    write: async (adds) => {
      if (fail) {
        fail = false;
        throw new Error('down');
      }
      return new Map(adds.map((a) => [a.domain, { count: a.n, firstCheckedAt: a.at }]));
    },
  });
  await expect(counter.record('x.com', new Date())).rejects.toThrow('down');
  expect((await counter.record('x.com', new Date())).count).toBe(1);
});

test('with a window, checks arriving one by one within it share one write', async () => {
  const writes: number[] = [];
  const counter = createCheckCounter({
    windowMs: 30,
    write: async (adds) => {
      writes.push(adds.reduce((n, a) => n + a.n, 0));
      return new Map(adds.map((a) => [a.domain, { count: a.n, firstCheckedAt: a.at }]));
    },
  });
  const first = counter.record('w.com', new Date());
  await new Promise((r) => setTimeout(r, 5));
  const second = counter.record('w.com', new Date());
  expect((await Promise.all([first, second])).map((r) => r.count)).toEqual([1, 2]);
  expect(writes).toEqual([2]);
});
