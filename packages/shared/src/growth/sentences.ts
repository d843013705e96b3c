/**
 * The sentences of growth flags in German and English ("+12,400 followers on 3 March, 40× its
 * usual daily gain"), for `describeGrowthFlag` and the trust reasons built from flags
 * (`growthSpike`, `followerLoss`, `followChurn`). Imports nothing, so the reason texts can use
 * it without a cycle through the contracts.
 */

/** The kinds of growth flag (`growthFlagKindSchema` in watchlists.ts). */
export type GrowthSentenceKind = 'spike' | 'loss' | 'churn';

export type GrowthLanguage = 'de' | 'en';

const MONTHS: Record<GrowthLanguage, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

const numbers: Record<GrowthLanguage, Intl.NumberFormat> = {
  de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

/** 'YYYY-MM-DD' → 20260303, the form a trust reason's value carries a day in (values are numbers). */
export function dayAsNumber(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? Number(m[1]) * 10_000 + Number(m[2]) * 100 + Number(m[3]) : 0;
}

/** 20260303 → 'YYYY-MM-DD', or null when the number is no such day. */
export function dayFromNumber(n: number | undefined): string | null {
  if (n === undefined || !Number.isInteger(n) || n < 1_000_01_01 || n > 9_999_12_31) return null;
  const day = `${String(Math.floor(n / 10_000))}-${String(Math.floor(n / 100) % 100).padStart(2, '0')}-${String(n % 100).padStart(2, '0')}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day ? null : day;
}

/** "3 March" / "3. März", with the year when asked ("3 March 2026" / "3. März 2026"). */
function dateText(day: string, lang: GrowthLanguage, withYear: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1]!;
  const date = lang === 'de' ? `${d}. ${month}` : `${d} ${month}`;
  return withYear ? `${date} ${y}` : date;
}

/** What a sentence is made of: a flag's numbers, its day (or none), how many flags it stands for. */
export type GrowthSentenceParts = {
  size: number;
  ratio: number;
  day: string | null;
  withYear?: boolean;
  /** Flags of this kind it is the largest of (said when more than one). */
  count?: number;
};

type Sentence = (p: {
  n: string;
  date: string | null;
  ratio: string;
  on: string;
  until: string;
  count: number;
}) => string;

/** Sentences per kind and language; `on`/`until` are '' without a day. */
const sentences: Record<GrowthLanguage, Record<GrowthSentenceKind, Sentence>> = {
  en: {
    spike: (p) =>
      `+${p.n} followers${p.on}, ${p.ratio}× its usual daily gain${p.count > 1 ? ` (the largest of ${p.count} jumps)` : ''}`,
    loss: (p) =>
      `Lost ${p.n} followers${p.on}, ${p.ratio}× its usual daily change${p.count > 1 ? ` (the largest of ${p.count} losses)` : ''}`,
    churn: (p) =>
      `Followed ${p.n} accounts and unfollowed them again within a few days${p.until}, ${p.ratio}× its usual daily change in accounts followed${p.count > 1 ? ` (the largest of ${p.count} such waves)` : ''}`,
  },
  de: {
    spike: (p) =>
      `+${p.n} Follower${p.on}, das ${p.ratio}-Fache des üblichen Tageszuwachses${p.count > 1 ? ` (der größte von ${p.count} Sprüngen)` : ''}`,
    loss: (p) =>
      `${p.date ? `Am ${p.date} ` : ''}${p.n} Follower verloren, das ${p.ratio}-Fache der üblichen täglichen Änderung${p.count > 1 ? ` (der größte von ${p.count} Verlusten)` : ''}`,
    churn: (p) =>
      `${p.n} Konten gefolgt und${p.until} innerhalb weniger Tage wieder entfolgt, das ${p.ratio}-Fache der üblichen täglichen Änderung der gefolgten Konten${p.count > 1 ? ` (die größte von ${p.count} solchen Wellen)` : ''}`,
  },
};

/** The sentence of a flag's kind from its parts, numbers written the language's way. */
export function growthSentence(
  kind: GrowthSentenceKind,
  parts: GrowthSentenceParts,
  lang: GrowthLanguage,
): string {
  const date = parts.day ? dateText(parts.day, lang, parts.withYear ?? false) : null;
  const fmt = numbers[lang];
  return sentences[lang][kind]({
    n: fmt.format(Math.abs(Math.round(parts.size))),
    date,
    ratio: fmt.format(Math.max(1, Math.round(parts.ratio))),
    on: date ? (lang === 'de' ? ` am ${date}` : ` on ${date}`) : '',
    until: date ? (lang === 'de' ? ` bis zum ${date}` : ` up to ${date}`) : '',
    count: parts.count ?? 1,
  });
}
