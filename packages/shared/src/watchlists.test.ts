import { describe, expect, test } from 'vitest';
import { createWatchlistRequestSchema, updateWatchlistRequestSchema } from './watchlists';

describe('watchlist requests', () => {
  test('a new list gets the default rules and a daily check', () => {
    expect(createWatchlistRequestSchema.parse({ name: ' Campaign ' })).toEqual({
      name: 'Campaign',
      interval: 'daily',
      rules: { anomaly: true, scoreAbove: 70, profileChange: true, goneOrPrivate: true },
    });
  });

  test('a rules patch carries only the rules given: the others keep their values', () => {
    expect(updateWatchlistRequestSchema.parse({ rules: { scoreAbove: null } })).toEqual({
      rules: { scoreAbove: null },
    });
    expect(updateWatchlistRequestSchema.parse({ rules: { anomaly: false } })).toEqual({
      rules: { anomaly: false },
    });
    expect(updateWatchlistRequestSchema.parse({ name: 'x' })).toEqual({ name: 'x' });
    expect(updateWatchlistRequestSchema.safeParse({ rules: { scoreAbove: 100 } }).success).toBe(
      false,
    );
  });
});
