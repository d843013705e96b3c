import { describe, expect, it } from 'vitest';
import { DAY_MS, utcDay, utcDayStart } from './days';

describe('UTC days', () => {
  it('a day starts at 00:00 UTC, whatever the time of day', () => {
    const start = Date.parse('2026-12-07T00:00:00Z');
    expect(utcDayStart(Date.parse('2026-12-07T23:59:59.999Z'))).toBe(start);
    expect(utcDayStart(Date.parse('2026-12-07T12:00:00Z'))).toBe(start);
    expect(utcDayStart(start)).toBe(start);
    expect(utcDayStart(start - 1)).toBe(start - DAY_MS);
  });

  it('numbers days from 1970-01-01, also before it', () => {
    expect(utcDay(0)).toBe(0);
    expect(utcDay(DAY_MS - 1)).toBe(0);
    expect(utcDay(-1)).toBe(-1);
    expect(utcDay(Date.parse('2026-12-07T18:00:00Z'))).toBe(20_794);
  });
});
