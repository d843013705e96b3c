import { z } from 'zod';
import { emptyToUndefined, listPageOf, listQuerySchema } from './list-query';
import { paymentLinksSchema } from './payments';
import { accountPlatformSchema } from './profile-facts';
import { snapshotSourceSchema } from './lookup/stored-accounts';

/**
 * Image review (spec 002 "Image list", "Detail view", "Carousel", §3 "Image list item", §4;
 * 000 §9 carousel; issue 12 §3): images from uploaded content and from looked-up posts that
 * mention a monitored keyword, reviewed by operators (accept licenses the image, deny drops it).
 */

/** How long a claim on an item lasts: two operators never decide the same item. */
export const REVIEW_CLAIM_MS = 5 * 60_000;
/** How long after a decision its decider may undo it. */
export const REVIEW_UNDO_MS = 10_000;
/** Percent of decisions sampled for a second review. */
export const SECOND_REVIEW_PERCENT = 5;
/** Carousel (spec 000 §9): up to 16 images at a time, advancing every 1000 ms. */
export const CAROUSEL_MAX_IMAGES = 16;
export const CAROUSEL_INTERVAL_MS = 1000;
/** Paginator sizes (spec 002 §9). */
export const IMAGE_LIST_PAGE_SIZES = [5, 10, 25, 100] as const;
/** The longest monitored keyword. */
export const KEYWORD_MAX = 50;

/** FNV-1a, 32 bit: a stable hash for the deterministic second-review sample. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Whether a decision on this item is sampled for a second review: 5 % of items, chosen by a
 * hash of the item id (deterministic, so a test can name items that are and are not sampled).
 */
export const sampledForSecondReview = (itemId: string) =>
  fnv1a(itemId) % 100 < SECOND_REVIEW_PERCENT;

/**
 * A monitored keyword: trimmed, lower-cased, an optional leading '#' dropped; letters, digits,
 * '_', '-' and single spaces, at most {@link KEYWORD_MAX} characters.
 */
export const keywordSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/^#/, '').replace(/\s+/g, ' ').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Enter a keyword.')
      .max(KEYWORD_MAX)
      .regex(/^[\p{L}\p{N}_][\p{L}\p{N}_ -]*$/u, 'Letters, digits, spaces, - and _ only.'),
  );

const wordChar = /[\p{L}\p{N}_]/u;

/**
 * The first of `keywords` (in the given order) that a post mentions: as one of its hashtags, or
 * in its caption as a whole word or phrase (case-insensitive; "art" matches "Art!" and "#art",
 * not "party"). Null when none does.
 */
export function matchKeyword(
  keywords: readonly string[],
  post: { text: string; hashtags: readonly string[] },
): string | null {
  const tags = new Set(post.hashtags.map((h) => h.replace(/^#/, '').toLowerCase()));
  const text = post.text.toLowerCase();
  for (const keyword of keywords) {
    if (tags.has(keyword)) return keyword;
    let from = 0;
    for (;;) {
      const at = text.indexOf(keyword, from);
      if (at < 0) break;
      const before = at > 0 ? text[at - 1]! : '';
      const after = text[at + keyword.length] ?? '';
      if (!wordChar.test(before) && !wordChar.test(after)) return keyword;
      from = at + 1;
    }
  }
  return null;
}

/** Where an item came from: an uploaded content item, or a post a lookup stored. */
export const reviewSourceSchema = z.enum(['content', 'lookup']);
/** The stored decision; `claimed` is a pending item whose claim is live. */
export const imageReviewStatusSchema = z.enum(['pending', 'accepted', 'denied']);
export type ImageReviewStatus = z.infer<typeof imageReviewStatusSchema>;
export const reviewStateSchema = z.enum(['pending', 'claimed', 'accepted', 'denied']);
export type ReviewState = z.infer<typeof reviewStateSchema>;
/** The second review of a sampled decision. */
export const secondReviewSchema = z.enum(['pending', 'agreed', 'disagreed']);
export type SecondReview = z.infer<typeof secondReviewSchema>;
export const licenceStatusSchema = z.enum(['pending', 'paid', 'failed', 'cancelled']);

/** Image list item (spec 002 §3) as the list, the modal, the detail and the carousel read it. */
export const reviewItemSchema = z.object({
  id: z.string(),
  /** Position in the page (spec: index 0 … n-1). */
  index: z.number().int(),
  source: reviewSourceSchema,
  /**
   * Where the image's data came from: a looked-up post's account ('demo' is marked 'Demo',
   * 'live'), an upload ('submitted'); null = unknown.
   */
  dataSource: snapshotSourceSchema.nullable(),
  platform: accountPlatformSchema,
  keyword: z.string().nullable(),
  /** `username` in the list, `userName` in the detail (spec): both carry it. */
  username: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  /** Where the browser loads the image: our proxy, our uploads, or an inline demo picture. */
  imageSrc: z.string(),
  caption: z.string().nullable(),
  priceCents: z.number().int(),
  currency: z.literal('eur'),
  state: reviewStateSchema,
  /** Set while an operator holds the item (null when free or decided). */
  claim: z.object({ mine: z.boolean(), until: z.string(), by: z.string().nullable() }).nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** Until when the decider may undo (null when no undo is possible). */
  undoUntil: z.string().nullable(),
  secondReview: secondReviewSchema.nullable(),
  licence: licenceStatusSchema.nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const imageListQuerySchema = listQuerySchema({
  sort: ['created_at', 'platform', 'username'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: IMAGE_LIST_PAGE_SIZES,
  defaultLimit: 10,
  filters: {
    status: z.preprocess(emptyToUndefined, imageReviewStatusSchema.optional()),
    platform: z.preprocess(emptyToUndefined, accountPlatformSchema.optional()),
    keyword: z.preprocess(emptyToUndefined, z.string().trim().max(KEYWORD_MAX).optional()),
    secondReview: z.preprocess(emptyToUndefined, z.literal('pending').optional()),
  },
});
export type ImageListQuery = z.infer<typeof imageListQuerySchema>;
export const imageListPageSchema = listPageOf(reviewItemSchema);
export type ImageListPage = z.infer<typeof imageListPageSchema>;

export const reviewItemParamsSchema = z.object({ id: z.uuid() });

/** `POST …/accept`: the language of the payment page. */
export const acceptBodySchema = z.object({ lang: z.enum(['de', 'en']).default('en') });
/** Payment links response (spec 002 §3): the browser goes to the one whose rel is 'approve'. */
export const acceptReplySchema = paymentLinksSchema.extend({ item: reviewItemSchema });
export type AcceptReply = z.infer<typeof acceptReplySchema>;

export const secondReviewBodySchema = z.object({ agree: z.boolean() });

export const monitoredKeywordSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  createdAt: z.string(),
  /** Items this keyword put into the queue. */
  items: z.number().int(),
});
export type MonitoredKeyword = z.infer<typeof monitoredKeywordSchema>;
export const keywordListSchema = z.object({ items: z.array(monitoredKeywordSchema) });
export const keywordBodySchema = z.object({ keyword: keywordSchema });
