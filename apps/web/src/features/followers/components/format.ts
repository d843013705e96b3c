import type { TrustLanguage } from '@vigil/shared';

/** The trust model's reason texts exist in de and en; the reader's language picks one. */
export const trustLanguage = (language: string): TrustLanguage =>
  language.toLowerCase().startsWith('de') ? 'de' : 'en';

export const formatNumber = (n: number, language: string) =>
  new Intl.NumberFormat(language).format(n);

/** A share 0–1 as a percentage with at most one decimal ('25,3 %', '25.3%'). */
export const formatShare = (x: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(x);

export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
