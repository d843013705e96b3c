import { z } from 'zod';
import { emptyToUndefined, listPageOf, listQuerySchema, sortOrderSchema } from './list-query';
import { paymentMethodSchema, paymentProviderSchema } from './payments';

/*
 * Trust badge chain (spec 000 §2.9–2.13, §3–§5, §7, §9): profile submission, operator review,
 * the 4,99 € payment, the badge image, the public page and the signed QR token.
 */

/** Badge price (spec 000 §9: 4,99 EUR), in cents. */
export const BADGE_PRICE_CENTS = 499;
export const BADGE_CURRENCY = 'eur';
/** Upload cap for every screenshot (spec 000 §9: 8 MB). */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** The only image types accepted (spec 000 §5); the server checks magic bytes, not this label. */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Admin profile table page sizes (spec 000 §9). */
export const PROFILE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PROFILE_DEFAULT_PAGE_SIZE = 10;
/** QR tokens expire after one year; the live record is checked on every verification anyway. */
export const TRUST_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;
/** The QR is drawn at this width with error-correction level H (spec 000 §9). */
export const QR_WIDTH = 200;
export const QR_ERROR_CORRECTION = 'H';

/** `CPT-` plus upper-case letters and digits (spec 000 §3). */
export const profileIdSchema = z
  .string()
  .trim()
  .regex(/^CPT-[A-Z0-9]{4,40}$/, { error: 'A profile id is CPT- followed by letters and digits' });
export type ProfileId = z.infer<typeof profileIdSchema>;

/**
 * Platforms a profile can be registered for: spec 000 §3's four (instagram, twitter, linkedin,
 * github) plus the other platforms Vigil looks up (issue 13: ownership proof on all ten); the
 * form's default is instagram.
 */
export const profilePlatformSchema = z.enum([
  'instagram',
  'twitter',
  'linkedin',
  'github',
  'facebook',
  'snapchat',
  'telegram',
  'tiktok',
  'truthsocial',
  'youtube',
]);
export type ProfilePlatform = z.infer<typeof profilePlatformSchema>;

/**
 * Where a profile stands in the chain:
 * - `unpaid`: not paid yet (whether or not an operator has verified it already);
 * - `awaiting_review`: paid, waiting for an operator;
 * - `unlocked`: paid **and** verified: badge, public page and QR work;
 * - `revoked`: deleted by an operator; every QR of it answers "revoked".
 */
export const profileStatusSchema = z.enum(['unpaid', 'awaiting_review', 'unlocked', 'revoked']);
export type ProfileStatus = z.infer<typeof profileStatusSchema>;

/**
 * `POST /api/profile`, the multipart text fields (spec 000 §5). The `screenshot` file part is
 * checked by the server (PNG/JPEG by magic bytes, ≤ {@link UPLOAD_MAX_BYTES}).
 */
export const profileSubmitInputSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(2, { error: 'The full name needs at least 2 characters' })
    .max(200, { error: 'The full name may have at most 200 characters' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid e-mail address' }).max(254)),
  platform: profilePlatformSchema.default('instagram'),
  username: z
    .string()
    .trim()
    .min(2, { error: 'The username needs at least 2 characters' })
    .max(100, { error: 'The username may have at most 100 characters' }),
  profile_url: z
    .string()
    .trim()
    .max(2048, { error: 'The profile URL may have at most 2048 characters' })
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter the profile address as an http(s) URL' })),
});
export type ProfileSubmitInput = z.input<typeof profileSubmitInputSchema>;
export type ProfileSubmitData = z.output<typeof profileSubmitInputSchema>;

/**
 * Where the operator's review of a profile stands, as people read it: `pending` until an
 * operator has verified it, `verified`, or `rejected` once an operator deleted it (the spec
 * shows no other way for an operator to refuse a profile).
 */
export const reviewStatusSchema = z.enum(['pending', 'verified', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The review status of a profile reply (submit, public read). */
export function reviewStatusOf(profile: { status: ProfileStatus; is_verified: boolean }) {
  if (profile.status === 'revoked') return 'rejected' satisfies ReviewStatus;
  return profile.is_verified ? ('verified' satisfies ReviewStatus) : 'pending';
}

/** `POST /api/upload-screenshot/:id` → 200 (spec 000 §3: filename). */
export const screenshotUploadReplySchema = z.object({
  filename: z.string(),
  screenshot_url: z.string(),
});
export type ScreenshotUploadReply = z.infer<typeof screenshotUploadReplySchema>;

const stateFlags = {
  /** Verified by an operator (spec 000 §3 `is_verified`); `status` says whether it is unlocked. */
  is_verified: z.boolean(),
  /** The 4,99 € payment has arrived. */
  paid: z.boolean(),
};

/**
 * `POST /api/profile` → 201 (spec 000 §3: profile_id, screenshot_filename, screenshot_url),
 * plus the profile's real state, so the screen never calls a fresh profile verified.
 */
export const profileSubmitReplySchema = z.object({
  profile_id: z.string(),
  screenshot_filename: z.string(),
  /** Absolute: `{PUBLIC_BASE_URL}/uploads/{filename}`. */
  screenshot_url: z.string(),
  status: profileStatusSchema,
  ...stateFlags,
});
export type ProfileSubmitReply = z.infer<typeof profileSubmitReplySchema>;

/**
 * How an unlocked badge's profile is kept true: when it was last checked, and whether an
 * operator is reviewing what a check found (said neutrally: no evidence in public).
 */
const watchState = {
  /** ISO time of the latest check of the profile on its platform; null before the first. */
  last_checked_at: z.string().nullable().default(null),
  /** A check found something an operator is looking at; the badge is valid meanwhile. */
  under_review: z.boolean().default(false),
};

/** Why and when an operator revoked a badge after a review; null for other revocations. */
const revocation = {
  revoked_at: z.string().nullable().default(null),
  revoke_reason: z.string().nullable().default(null),
};

/** A live profile as anyone with its id may read it: never the e-mail or the screenshot. */
export const publicLiveProfileSchema = z.object({
  id: z.string(),
  status: z.enum(['unpaid', 'awaiting_review', 'unlocked']),
  ...stateFlags,
  full_name: z.string(),
  platform: profilePlatformSchema,
  username: z.string(),
  profile_url: z.string(),
  /** ISO time of the operator's verification, or null. */
  verified_at: z.string().nullable(),
  /** ISO time the payment arrived, or null. */
  paid_at: z.string().nullable(),
  /** `{PUBLIC_BASE_URL}/p/{id}`: the public badge page (answers 404 until unlocked). */
  public_url: z.string(),
  ...watchState,
});

/**
 * A deleted profile: only its state, none of its data; after a review, the operator's public
 * reason and when.
 */
export const publicRevokedProfileSchema = z.object({
  id: z.string(),
  status: z.literal('revoked'),
  ...stateFlags,
  ...revocation,
});

/**
 * `GET /api/profile/:id` → 200: the badge screen's four states (switch on `status`). Unknown
 * ids are 404.
 */
export const publicProfileSchema = z.discriminatedUnion('status', [
  publicLiveProfileSchema,
  publicRevokedProfileSchema,
]);
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** Sortable columns of the admin table (spec 000 §2.13); `status` sorts verified, then paid. */
export const PROFILE_SORTS = ['full_name', 'email', 'id', 'status'] as const;
export const profileSortSchema = z.enum(PROFILE_SORTS);
export type ProfileSort = z.infer<typeof profileSortSchema>;

/**
 * Status filter of the admin table. Without a filter the table lists every live profile;
 * deleted profiles appear only under `revoked`.
 */
export const profileStatusFilterSchema = z.enum([
  'verified',
  'unverified',
  'paid',
  'unpaid',
  'awaiting_review',
  'unlocked',
  'revoked',
]);
export type ProfileStatusFilter = z.infer<typeof profileStatusFilterSchema>;

/**
 * `GET /api/profiles` query: the shared list query (page, limit, sort, order, q, format) plus
 * the status filter. `dir` is the older name of `order` that the current screens send; `order`
 * wins when both are given (the server reads `order ?? dir`).
 */
export const profileListQuerySchema = listQuerySchema({
  sort: PROFILE_SORTS,
  defaultSort: 'full_name',
  pageSizes: PROFILE_PAGE_SIZES,
  defaultLimit: PROFILE_DEFAULT_PAGE_SIZE,
  // `q`: case-insensitive search in full name, e-mail, id and username.
  filters: {
    status: z.preprocess(emptyToUndefined, profileStatusFilterSchema.optional()),
    dir: sortOrderSchema.default('asc'),
  },
}).extend({
  order: z.preprocess(emptyToUndefined, sortOrderSchema.optional()),
});
export type ProfileListQuery = z.input<typeof profileListQuerySchema>;

/** One row of the admin table (spec 000 §3 server record, plus payment and review state). */
export const adminProfileSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  platform: profilePlatformSchema,
  username: z.string(),
  profile_url: z.string(),
  status: profileStatusSchema,
  ...stateFlags,
  screenshot_filename: z.string(),
  /** Absolute: `{PUBLIC_BASE_URL}/uploads/{filename}`. */
  screenshot_url: z.string(),
  verified_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** `GET /api/profiles` → 200; pages = ceil(total / limit). */
export const adminProfilePageSchema = listPageOf(adminProfileSchema);
export type AdminProfilePage = z.infer<typeof adminProfilePageSchema>;

/** `POST /api/checkout-session` body. */
export const checkoutSessionInputSchema = z.object({
  profileId: z.string().trim().min(1).max(64),
  /** The language of the checkout page (the demo page; Stripe's locale); default German. */
  lang: z.enum(['de', 'en']).optional(),
  /**
   * How to pay: `card` (Stripe) or `paypal`; default `card`. Without the provider's keys the
   * labelled demo checkout answers either.
   */
  method: paymentMethodSchema.optional(),
});
export type CheckoutSessionInput = z.infer<typeof checkoutSessionInputSchema>;

/** `POST /api/checkout-session` → 200 (spec 000 §3: sessionUrl); the browser goes there. */
export const checkoutSessionReplySchema = z.object({
  sessionUrl: z.string(),
  /** `stripe` or `paypal` (real payment), or `demo` (the labelled demo checkout page). */
  provider: paymentProviderSchema,
});
export type CheckoutSessionReply = z.infer<typeof checkoutSessionReplySchema>;

/** Status carried by a QR token (spec 000 §3: default 'verified'). */
export const trustTokenStatusSchema = z.enum(['verified']);

/** `POST /api/generate-token` body. */
export const generateTokenInputSchema = z.object({
  profileId: z.string().trim().min(1).max(64),
  status: trustTokenStatusSchema.default('verified'),
});
export type GenerateTokenInput = z.input<typeof generateTokenInputSchema>;

/** `POST /api/generate-token` → 200. Draw the QR from `verify_url`. */
export const generateTokenReplySchema = z.object({
  token: z.string(),
  /** `{PUBLIC_BASE_URL}/api/verify?token=…`: the QR's content. */
  verify_url: z.string(),
  profile_id: z.string(),
  status: trustTokenStatusSchema,
  expires_at: z.string(),
});
export type GenerateTokenReply = z.infer<typeof generateTokenReplySchema>;

/** The verdict of `GET /api/verify?token=`. */
export const verificationResultSchema = z.enum(['verified', 'not_verified', 'revoked']);
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/** `GET /api/verify?token=` with `Accept: application/json` → 200. */
export const verificationReplySchema = z.object({
  result: verificationResultSchema,
  /** A sentence saying why, for people. */
  message: z.string(),
  /** Only for a validly signed token. */
  profile_id: z.string().nullable(),
  /** Only when `result` is `verified`. */
  profile: z
    .object({
      full_name: z.string(),
      platform: profilePlatformSchema,
      username: z.string(),
      profile_url: z.string(),
      verified_at: z.string(),
      public_url: z.string(),
    })
    .nullable(),
  issued_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  ...watchState,
  ...revocation,
});
export type VerificationReply = z.infer<typeof verificationReplySchema>;
