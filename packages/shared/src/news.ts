import { z } from 'zod';
import { listPageOf, listQuerySchema, emptyToUndefined } from './list-query';

/**
 * News outlet evaluation and source review (spec 002 "News outlet evaluation", "URL dialog",
 * "Source review", §3 "URL info", "Source entry", §5, §7, §8; issue 11).
 */

/**
 * The URL dialog's check. The spec's pattern (002 §5: `https?://(www.)?domain.tld/?`, lower
 * case, nothing after the domain) refuses what people paste (`HTTPS://WWW.NYTIMES.COM/`,
 * `https://edition.cnn.com/world/live-news`), so this departs from it (docs/decisions/news.md):
 * any http(s) URL in any case, with paths, queries, ports and subdomains, whose host is a domain
 * name (labels of letters, digits and inner hyphens, a top-level label of at least 2 letters or
 * an IDN one; IP addresses and single labels are refused). The WHATWG URL parser lower-cases
 * the host and turns an IDN (`bücher.de`) into punycode, the same in the browser and on the
 * server; the server then rates the registrable domain by the public-suffix list.
 */
export function isNewsUrl(input: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(input)) return false;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/\.$/, '');
  return (
    host.length <= 253 &&
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(host)
  );
}

/** The longest URL the dialog and the API take (the length browsers and servers handle). */
export const NEWS_URL_MAX = 2048;
/** The longest additional text of a submitted source. */
export const NEWS_ADDITIONAL_TEXT_MAX = 1000;
/** The longest bias text a reviewer may enter. */
export const NEWS_BIAS_MAX = 100;

/** `url` as the dialog and the server check it: trimmed, required, an http(s) URL of a domain. */
export const newsUrlSchema = z
  .string()
  .trim()
  .min(1, 'URL is required')
  .max(NEWS_URL_MAX, 'Invalid URL format')
  .refine(isNewsUrl, 'Invalid URL format');

/** `lang` picks the language of the outlet facts (description, name); the spec sends only `url`. */
export const newsLanguageSchema = z.enum(['de', 'en']);
export const validateUrlBodySchema = z.object({
  url: newsUrlSchema,
  lang: newsLanguageSchema.default('en'),
});
export type ValidateUrlBody = z.infer<typeof validateUrlBodySchema>;

/** The URL dialog form (spec 002 §3 "URL dialog form"). */
export const addUrlBodySchema = z.object({
  url: newsUrlSchema,
  additionalText: z.string().trim().max(NEWS_ADDITIONAL_TEXT_MAX).default(''),
});
export type AddUrlBody = z.infer<typeof addUrlBodySchema>;

/** Source status values (spec 002 §9). */
export const sourceStatusSchema = z.enum(['accepted', 'not accepted', 'pending']);
export type SourceStatus = z.infer<typeof sourceStatusSchema>;
/** What a reviewer may set: accepted or not accepted, from any state (spec 002 §4). */
export const reviewDecisionSchema = z.enum(['accepted', 'not accepted']);

/**
 * The fixed political-orientation scale imported labels are mapped to (MBFC-style free text
 * has ~70 spellings). The first seven are positions on a left–right axis.
 */
export const biasScale = [
  'extreme left',
  'left',
  'left-center',
  'least biased',
  'right-center',
  'right',
  'extreme right',
  'pro-science',
  'conspiracy-pseudoscience',
] as const;
export type Bias = (typeof biasScale)[number];

/** Position on the left–right axis (−3 … 3), or null for labels off the axis. */
export function biasPosition(bias: Bias): number | null {
  const i = biasScale.indexOf(bias);
  return i >= 0 && i < 7 ? i - 3 : null;
}

/**
 * Maps a free-form bias label (`far-right`, `right conspiracy-pseudoscience`,
 * `pro-science (left-leaning)`, `Left Center` …) to the fixed scale; null when it names none
 * (`not rated`, empty). A direction wins over a science/conspiracy annotation.
 */
export function normalizeBias(raw: string | null | undefined): Bias | null {
  if (!raw) return null;
  const t = ` ${raw
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;
  if (t.trim() === '' || /\b(not rated|unrated)\b/.test(t)) return null;
  const right = / right /.test(t);
  const left = / left /.test(t);
  const strong = /\b(extreme|far|alt)\b/.test(t);
  const center = /\bcent(er|re)\b/.test(t) || /\bleaning\b/.test(t);
  if (right && !left) return strong ? 'extreme right' : center ? 'right-center' : 'right';
  if (left && !right) return strong ? 'extreme left' : center ? 'left-center' : 'left';
  if (/\bleast\b/.test(t) && !/\bscience\b/.test(t)) return 'least biased';
  if (/\b(conspiracy|pseudoscience|pseusdoscience|psuedoscience|quackery|junk)\b/.test(t)) {
    return 'conspiracy-pseudoscience';
  }
  if (/\bpro science\b/.test(t)) return 'pro-science';
  if (/\bleast\b/.test(t)) return 'least biased';
  return null;
}

/** One rating source's view of a domain: the multi-rater view. */
export const outletRatingSchema = z.object({
  source: z.string(),
  year: z.number().int(),
  /** Quality 0–1 (1 = most trustworthy), when the source rates quality. */
  quality: z.number().nullable(),
  bias: z.enum(biasScale).nullable(),
  factuality: z.string().nullable(),
});
export type OutletRating = z.infer<typeof outletRatingSchema>;

/** One year of the rating history (the bias-over-years chart). */
export const biasYearSchema = z.object({
  year: z.number().int(),
  bias: z.enum(biasScale).nullable(),
  /** −3 … 3 on the left–right axis, null off the axis or unrated. */
  position: z.number().nullable(),
  /** Mean quality (0–1) of that year's sources, null when none rates quality. */
  quality: z.number().nullable(),
});

/**
 * URL info (spec 002 §3), with the spec's defaults for missing values, plus the product's
 * additions (`domain`, `ratings`, `history`, `review`). A domain we hold no rating for answers
 * `valid: false` and no `url` (the client shows the spec's message then).
 */
export const urlInfoSchema = z.object({
  url: z.string().optional(),
  valid: z.boolean(),
  domain: z.string(),
  created_at: z.string(),
  count: z.number().int(),
  /** Percent (0–100). */
  fakeProbability: z.number(),
  shortInfo: z.string(),
  message: z.string(),
  name: z.string(),
  established: z.string(),
  /** Null = not known: only the knowledge base counts awards (never a measured 0 we made up). */
  awards: z.number().int().nullable(),
  previousNames: z.string(),
  /** Null = not known: only the knowledge base reports staff numbers. */
  employees: z.number().int().nullable(),
  logo: z.string(),
  politicalOrientation: z.string(),
  biasOverYears: z.string(),
  biasThisYear: z.string(),
  /**
   * Null = not known. No rating source counts an outlet's false or uncovering reports, so
   * the server sends null; the field stays for a source that will (a number then).
   */
  falseReports: z.number().int().nullable(),
  uncoveringReports: z.number().int().nullable(),
  /** Percent (0–100); 'Overall trustability Scoring'. */
  trustedByPercent: z.number(),
  ratings: z.array(outletRatingSchema),
  history: z.array(biasYearSchema),
  /** The reviewers' decision when the domain was reviewed as a source. */
  review: z.object({ status: sourceStatusSchema, political_orientation: z.string() }).nullable(),
  /** Where the outlet facts came from: the knowledge base, the built-in demo set, or none. */
  factsSource: z.enum(['knowledge-base', 'demo', 'none']),
});
export type UrlInfo = z.infer<typeof urlInfoSchema>;

/**
 * Spec 002 §3 defaults for missing URL info values, except the four counts no source provides:
 * the spec's 0 would read as a measured "none", so they default to null (shown as 'k.A.'/'n/a').
 */
export const URL_INFO_DEFAULTS = {
  fakeProbability: 0,
  shortInfo: 'No additional information available.',
  name: 'n/a',
  established: 'n/a',
  previousNames: 'n/a',
  politicalOrientation: 'n/a',
  biasOverYears: 'n/a',
  biasThisYear: 'n/a',
  awards: null,
  employees: null,
  falseReports: null,
  uncoveringReports: null,
  trustedByPercent: 0,
  logo: '',
} as const;

/** Source entry (spec 002 §3) plus what review needs: domain, version, texts, dates. */
export const sourceEntrySchema = z.object({
  id: z.string(),
  url: z.string(),
  domain: z.string(),
  name: z.string(),
  status: sourceStatusSchema,
  political_orientation: z.string(),
  additionalText: z.string(),
  /** Optimistic concurrency: send it back with an update; a stale one answers 409. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

/** Cards per page of the source review (the spec shows none; a 3-column grid of 8 rows). */
export const SOURCE_PAGE_SIZE = 24;

export const sourceListQuerySchema = listQuerySchema({
  sort: ['created_at', 'name'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  defaultLimit: SOURCE_PAGE_SIZE,
  maxLimit: 100,
  filters: {
    status: z.preprocess(emptyToUndefined, sourceStatusSchema.optional()),
  },
});
export type SourceListQuery = z.infer<typeof sourceListQuerySchema>;
export const sourcePageSchema = listPageOf(sourceEntrySchema);
export type SourcePage = z.infer<typeof sourcePageSchema>;

export const updateSourceBodySchema = z
  .object({
    status: reviewDecisionSchema.optional(),
    political_orientation: z.string().trim().max(NEWS_BIAS_MAX).optional(),
    version: z.number().int().min(1),
  })
  .refine((b) => b.status !== undefined || b.political_orientation !== undefined, {
    error: 'Send status or political_orientation',
  });
export type UpdateSourceBody = z.infer<typeof updateSourceBodySchema>;

export const addUrlReplySchema = z.object({ message: z.string(), source: sourceEntrySchema });

/** One change of a source (its changelog, from the audit log). */
export const sourceChangeSchema = z.object({
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});
export const sourceChangelogSchema = z.object({ items: z.array(sourceChangeSchema) });
export type SourceChange = z.infer<typeof sourceChangeSchema>;
