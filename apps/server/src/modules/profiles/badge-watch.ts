import {
  BADGE_REVIEW_SCORE_THRESHOLD,
  watchPlatformSchema,
  type BadgeReviewSignal,
} from '@vigil/shared';
import type { DomainEvent, DomainEventPayload } from '../events';

/** What the last recorded check of a badge's profile found (the `watch_*` columns). */
export type WatchState = {
  status: 'ok' | 'private' | 'not_found' | null;
  trustScore: number | null;
  /** Whether the bio carried the ownership code; null when not known or not proven by bio. */
  codeSeen: boolean | null;
};

/** The badge's ownership proof, as far as a check can judge it. */
export type BioProof = { method: string | null; code: string | null; provenAt: Date | null };

export type WatchCheck = DomainEventPayload<'watch.checked'>;

/** The key the watchlists use for a handle: lower case, without a leading @. */
export const handleKeyOf = (username: string) => username.trim().replace(/^@/, '').toLowerCase();

/** Whether a badge's platform can be watched (its lookup takes the stored username again). */
export const isWatchable = (platform: string) => watchPlatformSchema.safeParse(platform).success;

/**
 * Judges one check of a badge's profile against the previous one. A signal is raised when it
 * appears, not while it lasts: a score that stays above the threshold, a code that stays
 * missing or an account that stays gone raise nothing on the next check, so an operator who
 * cleared a badge is not asked again about the same thing. Growth flags are new by definition
 * (the detector reports each once). A failed check observed nothing and is not judged.
 */
export function judgeCheck(
  previous: WatchState,
  proof: BioProof | null,
  check: WatchCheck,
): { signals: BadgeReviewSignal[]; next: WatchState } | null {
  if (check.status === 'failed') return null;
  const checkedAt = new Date(check.at).toISOString();
  const signals: BadgeReviewSignal[] = [];
  const next: WatchState = { ...previous, status: check.status };

  if (check.status === 'not_found') {
    if (previous.status !== 'not_found') signals.push({ kind: 'gone', checked_at: checkedAt });
    return { signals, next };
  }

  if (check.trustScore !== null) {
    next.trustScore = check.trustScore;
    const wasAbove =
      previous.trustScore !== null && previous.trustScore > BADGE_REVIEW_SCORE_THRESHOLD;
    if (check.trustScore > BADGE_REVIEW_SCORE_THRESHOLD && !wasAbove) {
      signals.push({
        kind: 'score',
        checked_at: checkedAt,
        score: check.trustScore,
        threshold: BADGE_REVIEW_SCORE_THRESHOLD,
        model_version: check.modelVersion,
      });
    }
  }

  for (const flag of check.newFlags) {
    signals.push({
      kind: 'growth',
      checked_at: checkedAt,
      flag: flag.kind,
      day: flag.day,
      size: flag.size,
      ratio: flag.ratio,
    });
  }

  const byBio = proof?.method === 'bio_code' && proof.provenAt !== null && proof.code;
  if (!byBio) {
    next.codeSeen = null;
  } else if (check.bio !== null) {
    const seen = check.bio.toLowerCase().includes(proof.code!.toLowerCase());
    next.codeSeen = seen;
    if (!seen && previous.codeSeen !== false) {
      signals.push({ kind: 'code_removed', checked_at: checkedAt });
    }
  }
  return { signals, next };
}

/** The same signal twice (a growth flag reported again): kept once in the evidence. */
export function signalKey(s: BadgeReviewSignal): string {
  switch (s.kind) {
    case 'growth':
      return `growth:${s.flag}:${s.day}`;
    default:
      return `${s.kind}:${s.checked_at}`;
  }
}

/**
 * `badge.watch` for a badge whose watch starts (unlocked, the daily reconcile) or ends
 * (revoked); null for a platform that cannot be watched.
 */
export function badgeWatchEvent(
  badge: { id: string; platform: string; username: string },
  watch: boolean,
): DomainEvent | null {
  if (!isWatchable(badge.platform)) return null;
  return {
    name: 'badge.watch',
    payload: {
      profileId: badge.id,
      platform: badge.platform,
      username: badge.username.trim().replace(/^@/, ''),
      watch,
    },
  };
}
