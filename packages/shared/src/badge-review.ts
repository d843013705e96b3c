/**
 * Badges that stay true: every unlocked badge's profile is checked daily (by the watchlists'
 * system watch). When a check finds the profile suspicious, a machine does not revoke the badge:
 * the badge goes into the operators' review queue with the evidence, and an operator revokes it
 * (with a reason the public page shows) or clears it.
 */
import { z } from 'zod';
import { listPageOf, listQuerySchema, emptyToUndefined } from './list-query';
import { profilePlatformSchema } from './badge';
import { DEFAULT_SCORE_THRESHOLD } from './watchlists';

/**
 * A check whose fake score (0–100) is above this puts the badge under review. The same value as
 * a watchlist's default "score crossed" rule: the model's own verdict is "fake" at 50, but a
 * review costs an operator's time and alarms the owner, so it waits for a clearer score.
 */
export const BADGE_REVIEW_SCORE_THRESHOLD = DEFAULT_SCORE_THRESHOLD;

/** A revocation's reason: shown on the public page and in the QR verification. */
export const BADGE_REVOKE_REASON_MAX = 500;

/** What a check found, as it stands in the review queue (each with the check's time). */
export const badgeReviewSignalSchema = z.discriminatedUnion('kind', [
  /** The fake score rose above the threshold. */
  z.object({
    kind: z.literal('score'),
    checked_at: z.string(),
    score: z.number().int(),
    threshold: z.number().int(),
    model_version: z.string().nullable(),
  }),
  /** The growth detector flagged a jump (bought followers), a mass loss or churn. */
  z.object({
    kind: z.literal('growth'),
    checked_at: z.string(),
    flag: z.enum(['spike', 'loss', 'churn']),
    /** The day of the jump (YYYY-MM-DD). */
    day: z.string(),
    /** Followers gained (or lost, negative) that day. */
    size: z.number().int(),
    /** How many times the account's usual daily change. */
    ratio: z.number(),
  }),
  /** The ownership was proven by a code in the bio, and the bio no longer carries it. */
  z.object({ kind: z.literal('code_removed'), checked_at: z.string() }),
  /** The account no longer exists on the platform. */
  z.object({ kind: z.literal('gone'), checked_at: z.string() }),
]);
export type BadgeReviewSignal = z.infer<typeof badgeReviewSignalSchema>;
export type BadgeReviewSignalKind = BadgeReviewSignal['kind'];

/** `open` in the queue; an operator `revoked` the badge or `cleared` it. */
export const badgeReviewStateSchema = z.enum(['open', 'revoked', 'cleared']);
export type BadgeReviewState = z.infer<typeof badgeReviewStateSchema>;

/** One entry of the review queue: the badge, what the checks found, and the decision. */
export const badgeReviewSchema = z.object({
  id: z.string(),
  profile_id: z.string(),
  full_name: z.string(),
  platform: profilePlatformSchema,
  username: z.string(),
  profile_url: z.string(),
  state: badgeReviewStateSchema,
  /** Every signal of every check while the entry was open, oldest first. */
  evidence: z.array(badgeReviewSignalSchema),
  opened_at: z.string(),
  /** The latest check that added evidence. */
  last_evidence_at: z.string(),
  /** The profile's latest check (any result). */
  last_checked_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The operator's reason (revoke: required, public) or note (clear: optional, internal). */
  reason: z.string().nullable(),
});
export type BadgeReview = z.infer<typeof badgeReviewSchema>;

export const BADGE_REVIEW_SORTS = ['opened_at', 'last_evidence_at'] as const;

/** `GET /api/badge-reviews` (operators): open entries first by default, oldest first. */
export const badgeReviewListQuerySchema = listQuerySchema({
  sort: BADGE_REVIEW_SORTS,
  defaultSort: 'opened_at',
  pageSizes: [20, 50, 100],
  filters: {
    state: z.preprocess(emptyToUndefined, badgeReviewStateSchema.default('open')),
  },
});
export type BadgeReviewListQuery = z.input<typeof badgeReviewListQuerySchema>;
export const badgeReviewPageSchema = listPageOf(badgeReviewSchema);
export type BadgeReviewPage = z.infer<typeof badgeReviewPageSchema>;

/** `POST /api/badge-reviews/:id/revoke`: the reason is required and public. */
export const badgeRevokeInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { error: 'Give a reason of at least 3 characters' })
    .max(BADGE_REVOKE_REASON_MAX, {
      error: `The reason may have at most ${BADGE_REVOKE_REASON_MAX} characters`,
    }),
});
export type BadgeRevokeInput = z.input<typeof badgeRevokeInputSchema>;

/** `POST /api/badge-reviews/:id/clear`: an optional note for the audit log. */
export const badgeClearInputSchema = z.object({
  note: z
    .string()
    .trim()
    .max(BADGE_REVOKE_REASON_MAX, {
      error: `The note may have at most ${BADGE_REVOKE_REASON_MAX} characters`,
    })
    .optional(),
});
export type BadgeClearInput = z.input<typeof badgeClearInputSchema>;
