import { describe, expect, test } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatList,
  formatNumber,
  formatRelativeTime,
  formatRetryIn,
  formatTimestamp,
} from './format';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  test('never says "1 days ago": Intl picks the words and the plural', () => {
    expect(formatRelativeTime(ago(24 * 3600), 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(24 * 3600), 'de', NOW)).toBe('gestern');
    expect(formatRelativeTime(ago(3 * 24 * 3600), 'en', NOW)).toBe('3 days ago');
    expect(formatRelativeTime(ago(3 * 24 * 3600), 'de', NOW)).toBe('vor 3 Tagen');
    expect(formatRelativeTime(ago(3600), 'en', NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(2 * 3600), 'de', NOW)).toBe('vor 2 Stunden');
    expect(formatRelativeTime(ago(400 * 24 * 3600), 'en', NOW)).toBe('last year');
    expect(formatRelativeTime(ago(5), 'en', NOW)).toBe('5 seconds ago');
    expect(formatRelativeTime(NOW, 'de', NOW)).toBe('jetzt');
    expect(formatRelativeTime(new Date(NOW.getTime() + 2 * 3600_000), 'en', NOW)).toBe(
      'in 2 hours',
    );
  });

  test('accepts ISO strings and reads missing or broken input as a dash', () => {
    expect(formatRelativeTime(ago(60).toISOString(), 'en', NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(null, 'en', NOW)).toBe('–');
    expect(formatRelativeTime('not a date', 'de', NOW)).toBe('–');
  });
});

describe('formatRetryIn', () => {
  test('rounds up to a readable unit in the UI language', () => {
    expect(formatRetryIn(1, 'en')).toBe('in 1 second');
    expect(formatRetryIn(30, 'de')).toBe('in 30 Sekunden');
    expect(formatRetryIn(61, 'en')).toBe('in 2 minutes');
    expect(formatRetryIn(900, 'de')).toBe('in 15 Minuten');
    expect(formatRetryIn(3600, 'de')).toBe('in 1 Stunde');
    expect(formatRetryIn(0, 'en')).toBe('in 1 second');
  });
});

describe('numbers, dates and lists', () => {
  test('follow the language', () => {
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(null, 'en')).toBe('–');
    expect(formatDate('2026-01-15T10:00:00Z', 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '15. Januar 2026',
    );
    expect(formatDate('2026-01-15T10:00:00Z', 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'January 15, 2026',
    );
    expect(formatDateTime(undefined, 'en')).toBe('–');
    // A log's time keeps the seconds (the hour depends on the machine's time zone).
    expect(formatTimestamp('2026-01-15T10:00:00Z', 'de')).toMatch(/^1[45]\.01\.26, \d\d:00:00$/);
    expect(formatTimestamp(null, 'de')).toBe('–');
    expect(formatList(['A', 'B', 'C'], 'de')).toBe('A, B und C');
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
  });
});
