import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { backoffMs } from './job-runner';
import { slotStart } from './jobs.service';

const def = (backoff?: { baseMs: number; maxMs: number }) => ({
  type: 't',
  payload: z.object({}),
  handler: async () => null,
  ...(backoff ? { backoff } : {}),
});

describe('backoffMs', () => {
  test('doubles per attempt from 1 s, within ±20 %, capped at 5 minutes', () => {
    expect(backoffMs(def(), 1, () => 0.5)).toBe(1_000);
    expect(backoffMs(def(), 2, () => 0.5)).toBe(2_000);
    expect(backoffMs(def(), 4, () => 0.5)).toBe(8_000);
    expect(backoffMs(def(), 30, () => 0.5)).toBe(300_000);
    expect(backoffMs(def(), 1, () => 0)).toBe(800);
    expect(backoffMs(def(), 1, () => 0.999999)).toBe(1_200);
  });

  test('stays within [0.8, 1.2] × min(max, base × 2^(n-1)) for any settings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (baseMs, maxMs, attempt, r) => {
          const raw = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
          const ms = backoffMs(def({ baseMs, maxMs }), attempt, () => r);
          expect(ms).toBeGreaterThanOrEqual(Math.floor(raw * 0.8));
          expect(ms).toBeLessThanOrEqual(Math.ceil(raw * 1.2));
        },
      ),
    );
  });
});

describe('slotStart', () => {
  test('every N ms: the start of the period the time lies in', () => {
    const now = new Date('2026-05-01T10:07:31.250Z');
    expect(slotStart({ everyMs: 60_000 }, now).toISOString()).toBe('2026-05-01T10:07:00.000Z');
    expect(slotStart({ everyMs: 3_600_000 }, now).toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  test('daily at a UTC time: today once that time has come, else yesterday', () => {
    const s = { dailyAtUtc: '03:30' } as const;
    expect(slotStart(s, new Date('2026-05-01T03:29:59Z')).toISOString()).toBe(
      '2026-04-30T03:30:00.000Z',
    );
    expect(slotStart(s, new Date('2026-05-01T03:30:00Z')).toISOString()).toBe(
      '2026-05-01T03:30:00.000Z',
    );
    expect(slotStart(s, new Date('2026-05-01T23:59:59Z')).toISOString()).toBe(
      '2026-05-01T03:30:00.000Z',
    );
  });

  test('a slot contains its time and is the same for every time inside it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 86_400_000 }),
        (t, everyMs) => {
          const start = slotStart({ everyMs }, new Date(t)).getTime();
          expect(start).toBeLessThanOrEqual(t);
          expect(t - start).toBeLessThan(everyMs);
          expect(slotStart({ everyMs }, new Date(start)).getTime()).toBe(start);
        },
      ),
    );
  });
});
