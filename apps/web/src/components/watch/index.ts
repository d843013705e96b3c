export { AccountHistory } from './account-history';
export { WatchButton } from './watch-button';
export {
  isWatchPlatform,
  useAddToWatchlist,
  useCreateWatchlist,
  useInvalidateWatchlists,
  useWatchlistChange,
  useRemoveFromWatchlist,
  useWatchlists,
  watchKeys,
  watchlistsQuery,
  type WatchTarget,
} from './api';
export { flagDay, useWatchTexts } from './texts';
