import { describe, expect, test } from 'vitest';
import {
  estimateShare,
  MAX_BATCH_LINES,
  parseBatchCsv,
  sampleIndices,
  seededRandom,
} from './followers';

describe('estimateShare', () => {
  test('Wilson interval around the sample share, narrowed by the population', () => {
    const big = estimateShare(50, 200, 1_000_000);
    expect(big.share).toBe(0.25);
    expect(big.low).toBeCloseTo(0.1951, 3);
    expect(big.high).toBeCloseTo(0.3143, 3);
    const small = estimateShare(50, 200, 400);
    expect(small.high - small.low).toBeLessThan(big.high - big.low);
    expect(estimateShare(50, 200, 200)).toEqual({ share: 0.25, low: 0.25, high: 0.25 });
    expect(estimateShare(0, 0, 10)).toEqual({ share: 0, low: 0, high: 1 });
  });
});

describe('sampleIndices', () => {
  test('k distinct ascending indices below n; seeded; all when k ≥ n', () => {
    const a = sampleIndices(10_000, 500, seededRandom(3));
    expect(new Set(a).size).toBe(500);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(a.every((i) => i >= 0 && i < 10_000)).toBe(true);
    expect(sampleIndices(10_000, 500, seededRandom(3))).toEqual(a);
    expect(sampleIndices(5, 10, seededRandom(1))).toEqual([0, 1, 2, 3, 4]);
  });

  test('uniform: each half of the list gets about half the sample', () => {
    const a = sampleIndices(100_000, 4_000, seededRandom(9));
    const low = a.filter((i) => i < 50_000).length;
    expect(Math.abs(low - 2_000)).toBeLessThan(150);
  });
});

describe('parseBatchCsv', () => {
  test('platform,username lines; blank lines and a header skipped', () => {
    expect(parseBatchCsv('platform,username\ninstagram,demo\n\n tiktok , @newbie \r\n')).toEqual({
      ok: true,
      lines: [
        { line: 2, platform: 'instagram', username: 'demo' },
        { line: 4, platform: 'tiktok', username: 'newbie' },
      ],
    });
  });

  test('bad lines are reported with their numbers before anything runs', () => {
    expect(parseBatchCsv('instagram,demo\nmyspace,tom\ninstagram,\njust-one-value\n')).toEqual({
      ok: false,
      errors: [
        { line: 2, error: 'unknownPlatform' },
        { line: 3, error: 'emptyUsername' },
        { line: 4, error: 'badLine' },
      ],
    });
    expect(parseBatchCsv('\n\n')).toEqual({ ok: false, errors: [{ line: 0, error: 'empty' }] });
    expect(parseBatchCsv('instagram,de\u0000mo')).toEqual({
      ok: false,
      errors: [{ line: 0, error: 'notText' }],
    });
    const many = Array.from({ length: MAX_BATCH_LINES + 5 }, (_, i) => `instagram,u${i}`).join(
      '\n',
    );
    expect(parseBatchCsv(many)).toEqual({
      ok: false,
      errors: [{ line: MAX_BATCH_LINES + 1, error: 'tooManyLines' }],
    });
  });
});
