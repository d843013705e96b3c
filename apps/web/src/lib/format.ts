import { useTranslation } from 'react-i18next';

/*
 * The one set of formatting helpers: numbers, dates, relative times and durations in the UI
 * language, all through Intl, so no screen assembles "1 days ago" or "1,234" in German by hand.
 * Words that depend on a count go through i18next plurals (`key_one` / `key_other`, called
 * with `{ count }`); these helpers only format the numbers and times themselves.
 */

/** What the helpers accept as a point in time; null, undefined and unparsable read '–'. */
export type TimeInput = Date | string | number | null | undefined;

const DASH = '–';

function toDate(value: TimeInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A number in the reader's language ('12,345' in en, '12.345' in de); null reads '–'. */
export function formatNumber(
  value: number | null | undefined,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return new Intl.NumberFormat(language, options).format(value);
}

/** A date: 'January 15, 2026' / '15. Januar 2026' by default. */
export function formatDate(
  value: TimeInput,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(language, options).format(date) : DASH;
}

/** A date with its time: 'Jan 15, 2026, 10:00 AM' / '15.01.2026, 10:00'. */
export const formatDateTime = (value: TimeInput, language: string) =>
  formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });

/** A log entry's time, to the second: '1/15/26, 10:00:00 AM' / '15.01.26, 10:00:00'. */
export const formatTimestamp = (value: TimeInput, language: string) =>
  formatDate(value, language, { dateStyle: 'short', timeStyle: 'medium' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago (or ahead) `value` is, in the largest whole unit: 'yesterday', '3 days ago',
 * 'in 2 hours' / 'gestern', 'vor 3 Tagen', 'in 2 Stunden'. Intl handles the plurals.
 */
export function formatRelativeTime(
  value: TimeInput,
  language: string,
  now: TimeInput = Date.now(),
) {
  const date = toDate(value);
  const base = toDate(now);
  if (!date || !base) return DASH;
  const seconds = Math.round((date.getTime() - base.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}

/**
 * When to try again after waiting `seconds`, rounded up to a unit a person reads at a
 * glance: 'in 45 seconds', 'in 15 minutes', 'in 2 hours' / 'in 45 Sekunden', 'in 15 Minuten'.
 */
export function formatRetryIn(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return format.format(s, 'second');
  if (s < 3600) return format.format(Math.ceil(s / 60), 'minute');
  return format.format(Math.ceil(s / 3600), 'hour');
}

/** 'a, b and c' / 'a, b und c'. */
export const formatList = (items: string[], language: string) =>
  new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);

/** The helpers bound to the current UI language; components re-render on a language switch. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    number: (value: number | null | undefined, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, language, options),
    date: (value: TimeInput, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, language, options),
    dateTime: (value: TimeInput) => formatDateTime(value, language),
    timestamp: (value: TimeInput) => formatTimestamp(value, language),
    relativeTime: (value: TimeInput, now?: TimeInput) => formatRelativeTime(value, language, now),
    retryIn: (seconds: number) => formatRetryIn(seconds, language),
    list: (items: string[]) => formatList(items, language),
  };
}
