import type { EventBus } from '../events';
import type { WatchlistsService } from './watchlists.service';

/**
 * What watchlists do when others change things: a badge's profile is to be watched (or no
 * longer): its account's system watch is kept per profile, in the publisher's transaction.
 * Idempotent: watching twice or unwatching an unwatched profile changes nothing.
 */
export function subscribeWatchlists(
  bus: Pick<EventBus, 'subscribe'>,
  deps: { watchlists: Pick<WatchlistsService, 'setBadgeWatch'> },
) {
  bus.subscribe('badge.watch', {
    subscriber: 'watchlists',
    delivery: 'sync',
    handle: (p, tx) => deps.watchlists.setBadgeWatch(p, tx),
  });
}
