import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A count in the reader's language ('12,345' in en, '12.345' in de); null reads '–'. */
export function formatNumber(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(language).format(value);
}

/** A whole percentage ('50%' in en, '50 %' in de); null reads '–'. */
export function formatPercent(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100);
}

/** A date in short format ('1/15/26' in en, '15.01.26' in de); null or unparsable reads '–'. */
export function formatDate(
  iso: string | null | undefined,
  language: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'short' },
): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat(language, style).format(date);
}

/** A date and time ('Jan 15, 2026, 10:00 AM'). */
export const formatDateTime = (iso: string | null | undefined, language: string) =>
  formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Units from the largest down, with their length in ms (months and years approximated). */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * How long ago `ms` milliseconds were, in the reader's language and its plural rules ('5 minutes
 * ago', 'vor 5 Minuten', 'yesterday'); under a minute (or in the future: clock skew) is 'now'.
 */
export function formatAgo(ms: number, language: string): string {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const elapsed = Math.max(0, ms);
  for (const [unit, size] of units) {
    if (elapsed >= size) return rtf.format(-Math.floor(elapsed / size), unit);
  }
  return rtf.format(0, 'second');
}

/** `formatAgo` for an ISO time seen from `now`; null or unparsable reads '–'. */
export function formatRelative(iso: string | null | undefined, now: number, language: string) {
  if (!iso) return '–';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '–' : formatAgo(now - at, language);
}

const agoUnits: Record<string, number> = {
  second: SECOND,
  minute: MINUTE,
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  year: 365 * DAY,
};

/**
 * A provider's English age text ('1 days ago', '3 weeks ago', 'Streamed 2 hours ago') as
 * milliseconds, so that it can be said again in the reader's language; null when it is not of
 * that form (the screen then leaves it out rather than show a foreign phrase).
 */
export function parseEnglishAgo(text: string | null | undefined): number | null {
  const m = /(\d+)\s+(second|minute|hour|day|week|month|year)s?\s+ago\b/i.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) * (agoUnits[(m[2] as string).toLowerCase()] as number);
}

/** The current time, renewed every `intervalMs`, so that relative times stay true. */
export function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The formatters bound to the current i18n language (they follow the language switch). */
export function useLookupFormat() {
  const { i18n } = useTranslation('lookup');
  const language = i18n.language;
  return {
    language,
    number: (value: number | null | undefined) => formatNumber(value, language),
    percent: (value: number | null | undefined) => formatPercent(value, language),
    date: (iso: string | null | undefined) => formatDate(iso, language),
    dateTime: (iso: string | null | undefined) => formatDateTime(iso, language),
  };
}
