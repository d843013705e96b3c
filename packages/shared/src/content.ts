import { z } from 'zod';
import { listPageOf, listQuerySchema } from './list-query';
import { topicSchema } from './topics/topic';
import { snapshotSourceSchema } from './lookup/stored-accounts';

/**
 * Content upload and creator matching (spec 002 "Content upload and creator matching", §3
 * "Content form", "Uploaded file", "Creator row", §4, §5, §9; issue 12). One schema for the
 * web form and the server.
 */

/** Spec 002 §9: title max 100, text max 500, tags min 3, thumbnail 500x500. */
export const CONTENT_TITLE_MAX = 100;
export const CONTENT_TEXT_MAX = 500;
export const CONTENT_TAGS_MIN = 3;
/** The longest tags field (comma-separated) and the most / longest single tags we keep. */
export const CONTENT_TAGS_FIELD_MAX = 500;
export const CONTENT_TAG_MAX = 50;
export const CONTENT_TAGS_COUNT_MAX = 20;
export const CONTENT_ADDITIONAL_PLATFORMS_MAX = 200;
export const CONTENT_THUMBNAIL_SIZE = 500;
/** Images as elsewhere (8 MB), videos up to 200 MB (issue 12). */
export const CONTENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const CONTENT_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CONTENT_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** The most a file may be priced at (a number field; two decimals). */
export const CONTENT_PRICE_MAX = 1_000_000;
/** The paginator of the creator table (spec 002 §9). */
export const CREATOR_PAGE_SIZES = [5, 10, 25, 100] as const;

/** Spec 002 §3: the form's languages, countries and platforms (ids; the UI names them). */
export const contentLanguageSchema = z.enum(['en', 'es', 'fr', 'de', 'zh', 'ja'], {
  error: 'Language is required',
});
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;
export const contentCountrySchema = z.enum(['US', 'CA', 'MX', 'BR', 'FR', 'DE', 'IN', 'CN', 'JP'], {
  error: 'Country is required',
});
export type ContentCountry = z.infer<typeof contentCountrySchema>;
export const contentPlatformSchema = z.enum(
  ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'],
  { error: 'Platform is required' },
);
export type ContentPlatform = z.infer<typeof contentPlatformSchema>;

/**
 * The languages of each country (ISO 639-1), for the country match: stored accounts carry no
 * country, only the language of their texts (decision CU8).
 */
export const COUNTRY_LANGUAGES: Record<ContentCountry, readonly string[]> = {
  US: ['en', 'es'],
  CA: ['en', 'fr'],
  MX: ['es'],
  BR: ['pt'],
  FR: ['fr'],
  DE: ['de'],
  IN: ['hi', 'en'],
  CN: ['zh'],
  JP: ['ja'],
};

/** Spec 002 §4: tags are a comma-separated list, trimmed per entry (empty entries dropped). */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of value.split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Validation messages (English; the web maps each to its catalogue key). */
export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  titleMax: `Title must be at most ${CONTENT_TITLE_MAX} characters`,
  textRequired: 'Text is required',
  textMax: `Text must be at most ${CONTENT_TEXT_MAX} characters`,
  tagsRequired: 'Tags are required',
  tagsMin: `Tags must be at least ${CONTENT_TAGS_MIN} characters`,
  tagsMax: `Tags must be at most ${CONTENT_TAGS_FIELD_MAX} characters`,
  tagTooLong: `Each tag must be at most ${CONTENT_TAG_MAX} characters`,
  tagsTooMany: `At most ${CONTENT_TAGS_COUNT_MAX} tags`,
  languageRequired: 'Language is required',
  countryRequired: 'Country is required',
  platformRequired: 'Platform is required',
  additionalMax: `Additional platforms must be at most ${CONTENT_ADDITIONAL_PLATFORMS_MAX} characters`,
  priceInvalid: 'The price is a number from 0 with at most two decimals',
} as const;

/** The tags field: required, ≥ 3 characters, comma-separated; each tag ≤ 50, at most 20. */
export const contentTagsFieldSchema = z
  .string()
  .trim()
  .min(1, CONTENT_MESSAGES.tagsRequired)
  .min(CONTENT_TAGS_MIN, CONTENT_MESSAGES.tagsMin)
  .max(CONTENT_TAGS_FIELD_MAX, CONTENT_MESSAGES.tagsMax)
  .refine((v) => parseTags(v).every((t) => t.length <= CONTENT_TAG_MAX), {
    error: CONTENT_MESSAGES.tagTooLong,
  })
  .refine((v) => parseTags(v).length <= CONTENT_TAGS_COUNT_MAX, {
    error: CONTENT_MESSAGES.tagsTooMany,
  });

/** The optional tags of one uploaded file (comma-separated, same per-tag limits). */
export const fileTagsFieldSchema = z
  .string()
  .trim()
  .max(CONTENT_TAGS_FIELD_MAX, CONTENT_MESSAGES.tagsMax)
  .refine((v) => parseTags(v).every((t) => t.length <= CONTENT_TAG_MAX), {
    error: CONTENT_MESSAGES.tagTooLong,
  })
  .refine((v) => parseTags(v).length <= CONTENT_TAGS_COUNT_MAX, {
    error: CONTENT_MESSAGES.tagsTooMany,
  });

/** The content form as the web edits it (strings) and the server receives it. */
export const contentFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, CONTENT_MESSAGES.titleRequired)
    .max(CONTENT_TITLE_MAX, CONTENT_MESSAGES.titleMax),
  text: z
    .string()
    .trim()
    .min(1, CONTENT_MESSAGES.textRequired)
    .max(CONTENT_TEXT_MAX, CONTENT_MESSAGES.textMax),
  tags: contentTagsFieldSchema,
  language: contentLanguageSchema,
  country: contentCountrySchema,
  platform: contentPlatformSchema,
  additionalPlatforms: z
    .string()
    .trim()
    .max(CONTENT_ADDITIONAL_PLATFORMS_MAX, CONTENT_MESSAGES.additionalMax)
    .default(''),
  /** Uploaded files (POST /api/content/files) of the same user, by id; optional. */
  imageFileId: z.uuid().nullable().default(null),
  videoFileId: z.uuid().nullable().default(null),
});
export type ContentForm = z.input<typeof contentFormSchema>;
export type ContentBody = z.output<typeof contentFormSchema>;

/** A file's price: empty = none; else a number ≥ 0 with at most two decimals. */
export const filePriceSchema = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === '' ||
      (/^\d{1,7}(\.\d{1,2})?$/.test(v) && Number(v) >= 0 && Number(v) <= CONTENT_PRICE_MAX),
    { error: CONTENT_MESSAGES.priceInvalid },
  );

/** The text fields of `POST /api/content/files` (multipart; sent before the `file` part). */
export const contentFileFieldsSchema = z.object({
  price: filePriceSchema.default(''),
  tags: fileTagsFieldSchema.default(''),
});

export const contentFileKindSchema = z.enum(['image', 'video']);
export type ContentFileKind = z.infer<typeof contentFileKindSchema>;

/**
 * An uploaded file (spec 002 "Uploaded file": url, type = the MIME type's first part,
 * thumbnail; saved record url, type, price, tags). URLs are paths under `/api`, served only to
 * the owner and operators.
 */
export const contentFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  type: contentFileKindSchema,
  mime: z.string(),
  size: z.number().int().min(0),
  /** 500×500 WebP, for images; null for videos (no decoder on the server). */
  thumbnail: z.string().nullable(),
  price: z.number().nullable(),
  tags: z.array(z.string()),
  contentId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

/**
 * `GET /api/content/usage` (issue 20 §4): the bytes the signed-in user's content files take and
 * their storage quota (CONTENT_STORAGE_QUOTA_BYTES); an upload that does not fit is a 413.
 */
export const contentUsageSchema = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(1),
});
export type ContentUsage = z.infer<typeof contentUsageSchema>;

/**
 * A byte count in binary units (1 kB = 1,024 bytes, so the default quota reads "2 GB"): one
 * decimal below 10, whole numbers above. The caller formats the number in its language.
 */
export function byteSize(bytes: number): { value: number; unit: 'B' | 'kB' | 'MB' | 'GB' | 'TB' } {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return {
    value: i > 0 && value < 10 ? Math.round(value * 10) / 10 : Math.round(value),
    unit: units[i]!,
  };
}

export const contentItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
  language: contentLanguageSchema,
  country: contentCountrySchema,
  platform: contentPlatformSchema,
  additionalPlatforms: z.string(),
  /** What the topic classifier found in title, text and tags (the matching's basis). */
  topics: z.array(topicSchema),
  image: contentFileSchema.nullable(),
  video: contentFileSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** 'My content': the user's own items. */
export const contentListQuerySchema = listQuerySchema({
  sort: ['created_at', 'title'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: CREATOR_PAGE_SIZES,
  defaultLimit: 10,
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
/** A row of 'My content' (the list and its export): no nested files, their ids only. */
export const contentRowSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  tags: z.array(z.string()),
  language: contentLanguageSchema,
  country: contentCountrySchema,
  platform: contentPlatformSchema,
  topics: z.array(topicSchema),
  thumbnail: z.string().nullable(),
  hasVideo: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ContentRow = z.infer<typeof contentRowSchema>;
export const contentPageSchema = listPageOf(contentRowSchema);

/** Why a creator matches, each a catalogue key plus the values its text needs. */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('topics'), topics: z.array(topicSchema).min(1), points: z.number() }),
  z.object({ kind: z.literal('language'), language: z.string(), points: z.number() }),
  z.object({
    kind: z.literal('country'),
    country: contentCountrySchema,
    language: z.string(),
    points: z.number(),
  }),
  z.object({ kind: z.literal('platform'), platform: z.string(), points: z.number() }),
  z.object({ kind: z.literal('authenticity'), trust: z.number(), points: z.number() }),
  z.object({ kind: z.literal('engagement'), rate: z.number(), points: z.number() }),
]);
export type MatchReason = z.infer<typeof matchReasonSchema>;

/**
 * A creator row (spec 002 "Creator row": id, name, progress = retention rate, fruit = field of
 * interest), from a stored account, with the match score (0–100) and its reasons.
 */
export const creatorMatchSchema = z.object({
  id: z.uuid(),
  platform: z.string(),
  username: z.string(),
  name: z.string(),
  /** Follower retention in percent (see decisions CU-7); null with fewer than two snapshots. */
  retention: z.number().min(0).max(100).nullable(),
  /** Fields of interest: the account's topics. */
  topics: z.array(topicSchema),
  score: z.number().min(0).max(100),
  /** 100 − the trust model's fake probability; null when the account is unrated. */
  trust: z.number().nullable(),
  reasons: z.array(matchReasonSchema),
  /** Where the account's data came from ('demo' is marked 'Demo'); null = unknown (old row). */
  source: snapshotSourceSchema.nullable(),
});
export type CreatorMatch = z.infer<typeof creatorMatchSchema>;

/** `GET /api/content/:id/matches`: best first; `q` filters by name, handle or topic. */
export const matchListQuerySchema = listQuerySchema({
  sort: ['score'],
  defaultSort: 'score',
  defaultOrder: 'desc',
  pageSizes: CREATOR_PAGE_SIZES,
  defaultLimit: 10,
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;
export const matchPageSchema = listPageOf(creatorMatchSchema);
/** The CSV/JSON export rows: reasons as their kinds and points (flat). */
export const creatorExportRowSchema = z.object({
  id: z.uuid(),
  platform: z.string(),
  username: z.string(),
  name: z.string(),
  retention: z.number().nullable(),
  topics: z.string(),
  score: z.number(),
  trust: z.number().nullable(),
  reasons: z.string(),
});
