export { AccountHistory } from './account-history';
export { WatchButton } from './watch-button';
export {
  isWatchPlatform,
  useAddToWatchlist,
  useCreateWatchlist,
  useInvalidateWatchlists,
  useRemoveFromWatchlist,
  useWatchlists,
  watchKeys,
  watchlistsQuery,
  type WatchTarget,
} from './api';
export { flagDay, useWatchTexts } from './texts';
