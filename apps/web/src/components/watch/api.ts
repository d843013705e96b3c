import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWatchlistRequestSchema,
  historyReplySchema,
  watchContainingReplySchema,
  watchedAccountSchema,
  watchlistSchema,
  watchlistsReplySchema,
  watchPlatformSchema,
  type CreateWatchlistRequest,
  type HistoryRange,
  type WatchPlatform,
} from '@vigil/shared';
import { api } from '../../lib/api-client';

/** An account a "Watch" button or a history is about. */
export type WatchTarget = { platform: WatchPlatform; username: string };

/** Can this platform's accounts be watched (LinkedIn's cannot be looked up again by name)? */
export const isWatchPlatform = (platform: string): platform is WatchPlatform =>
  watchPlatformSchema.safeParse(platform).success;

const seg = encodeURIComponent;
/** Usernames compare without case and a leading '@', as the server keys them. */
const handleKey = (username: string) => username.trim().replace(/^@/, '').toLowerCase();

/**
 * Query keys of everything about watchlists. Lists, their accounts and "which lists hold it"
 * share the `watchlists` prefix: any change to a list invalidates all of them at once. The
 * history changes only when a check runs, so it has its own prefix.
 */
export const watchKeys = {
  all: ['watchlists'] as const,
  lists: () => ['watchlists', 'lists'] as const,
  containing: (t: WatchTarget) => ['watchlists', 'containing', t.platform, handleKey(t.username)],
  history: (t: WatchTarget, range: HistoryRange) =>
    ['watch', 'history', t.platform, handleKey(t.username), range] as const,
};

/** `GET /api/watchlists`: the caller's lists, by name. */
export const watchlistsQuery = () =>
  queryOptions({
    queryKey: watchKeys.lists(),
    queryFn: ({ signal }) => api('/watchlists', { schema: watchlistsReplySchema, signal }),
  });

export const useWatchlists = (enabled = true) => useQuery({ ...watchlistsQuery(), enabled });

/** `GET /api/watchlists/containing?platform=&username=`: the lists that hold the account. */
export const useContaining = (target: WatchTarget, enabled = true) =>
  useQuery({
    queryKey: watchKeys.containing(target),
    queryFn: ({ signal }) =>
      api(
        `/watchlists/containing?${new URLSearchParams({ platform: target.platform, username: target.username })}`,
        { schema: watchContainingReplySchema, signal },
      ),
    enabled,
  });

/** `POST /api/watchlists`: a new list (daily, default rules unless given). */
export const createWatchlist = (input: CreateWatchlistRequest) =>
  api('/watchlists', {
    method: 'POST',
    body: createWatchlistRequestSchema.parse(input),
    schema: watchlistSchema,
  });

/** `POST /api/watchlists/:id/accounts`: the account joins the list. */
export const addToWatchlist = (watchlistId: string, target: WatchTarget) =>
  api(`/watchlists/${seg(watchlistId)}/accounts`, {
    method: 'POST',
    body: target,
    schema: watchedAccountSchema,
  });

/** `DELETE /api/watchlists/:id/accounts/:accountId`. */
export const removeFromWatchlist = (watchlistId: string, accountId: string) =>
  api(`/watchlists/${seg(watchlistId)}/accounts/${seg(accountId)}`, { method: 'DELETE' });

/**
 * Every watchlist query is stale after a list or its accounts changed; so is a history, which
 * answers 404 while no list of the caller watches the account.
 */
export function useInvalidateWatchlists() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: watchKeys.all }),
      client.invalidateQueries({ queryKey: ['watch'] }),
    ]);
}

/** A change to the watchlists or their accounts: when it succeeds, their queries refetch. */
export function useWatchlistChange<I, R>(mutationFn: (input: I) => Promise<R>) {
  const invalidate = useInvalidateWatchlists();
  return useMutation({ mutationFn, onSuccess: invalidate });
}

export const useCreateWatchlist = () => useWatchlistChange(createWatchlist);

export const useAddToWatchlist = () =>
  useWatchlistChange(({ watchlistId, target }: { watchlistId: string; target: WatchTarget }) =>
    addToWatchlist(watchlistId, target),
  );

export const useRemoveFromWatchlist = () =>
  useWatchlistChange(({ watchlistId, accountId }: { watchlistId: string; accountId: string }) =>
    removeFromWatchlist(watchlistId, accountId),
  );

const historyBase = (t: WatchTarget) => `/watch/history/${seg(t.platform)}/${seg(t.username)}`;

/** The history's points as a download (`format=csv|json`). */
export const historyExportPath = (t: WatchTarget, range: HistoryRange, format: 'csv' | 'json') =>
  `${historyBase(t)}?${new URLSearchParams({ range, format })}`;

/**
 * `GET /api/watch/history/:platform/:username?range=`: every check of the account in range,
 * oldest first, with the growth flags; 404 when none of the caller's lists watches it.
 */
export const useHistory = (target: WatchTarget, range: HistoryRange) =>
  useQuery({
    queryKey: watchKeys.history(target, range),
    queryFn: ({ signal }) =>
      api(`${historyBase(target)}?${new URLSearchParams({ range })}`, {
        schema: historyReplySchema,
        signal,
      }),
    retry: false,
  });
