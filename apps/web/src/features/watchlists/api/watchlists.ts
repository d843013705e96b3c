import {
  updateWatchlistRequestSchema,
  watchlistSchema,
  type UpdateWatchlistRequest,
} from '@vigil/shared';
import { useWatchlistChange } from '../../../components/watch';
import { api } from '../../../lib/api-client';

const listPath = (id: string) => `/watchlists/${encodeURIComponent(id)}`;

/** `PATCH /api/watchlists/:id`: rename, interval, alert rules (only what is given changes). */
export const updateWatchlist = (id: string, patch: UpdateWatchlistRequest) =>
  api(listPath(id), {
    method: 'PATCH',
    body: updateWatchlistRequestSchema.parse(patch),
    schema: watchlistSchema,
  });

/** `DELETE /api/watchlists/:id`: the list and its accounts (their history stays with other lists). */
export const deleteWatchlist = (id: string) => api(listPath(id), { method: 'DELETE' });

export const useUpdateWatchlist = () =>
  useWatchlistChange(({ id, patch }: { id: string; patch: UpdateWatchlistRequest }) =>
    updateWatchlist(id, patch),
  );

export const useDeleteWatchlist = () => useWatchlistChange(deleteWatchlist);
