import type { EventBus } from '../events';
import type { BadgeReviewService } from './badge-review.service';

/**
 * What profiles do when others report: a check of a watched account may concern a badge.
 * Synchronous, in the check's transaction, so the badge's "last checked" and any review entry
 * commit (or roll back) with the check's point; idempotent, as delivery is at least once (a
 * check already recorded is ignored by its time).
 */
export function subscribeProfiles(
  bus: Pick<EventBus, 'subscribe'>,
  deps: { badgeReviews: Pick<BadgeReviewService, 'onChecked'> },
) {
  bus.subscribe('watch.checked', {
    subscriber: 'profiles',
    delivery: 'sync',
    handle: (check, tx) => deps.badgeReviews.onChecked(check, tx),
  });
}
