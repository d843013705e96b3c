import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminProfilePageSchema } from '@vigil/shared/badge';
import type { ExportFormat } from '@vigil/shared/list-query';
import {
  toExportParams,
  toQueryParams,
  type ListState,
} from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';
import { profileTableQuerySchema } from '../list-query';

export type ProfileListState = ListState<typeof profileTableQuerySchema>;

export const profilesKey = ['admin-profiles'] as const;

/**
 * The shared list-query fields plus `dir`, today's name of `order` on `GET /api/profiles`. The
 * server ignores the field it does not know, so both servers (before and after the list
 * primitives land there) read the same view. Remove `dir` once the server reads `order`.
 */
function withLegacyDir(params: URLSearchParams) {
  const order = params.get('order');
  if (order) params.set('dir', order);
  return params;
}

/** `GET /api/profiles?page=&limit=&sort=&order=&q=&status=` (admin): sorted and paged by the server. */
export const getProfiles = (state: ProfileListState, signal?: AbortSignal) =>
  api(`/profiles?${withLegacyDir(toQueryParams(profileTableQuerySchema, state))}`, {
    schema: adminProfilePageSchema,
    signal,
  });

/** The whole filtered list as a download: `GET /api/profiles?…&format=csv|json`. */
export const profilesExportPath = (state: ProfileListState, format: ExportFormat) =>
  `/profiles?${withLegacyDir(toExportParams(profileTableQuerySchema, state, format))}`;

export const profilesQueryOptions = (state: ProfileListState) =>
  queryOptions({
    queryKey: [...profilesKey, state],
    queryFn: ({ signal }) => getProfiles(state, signal),
    // Keep the current rows on screen while the next page or sort order loads.
    placeholderData: keepPreviousData,
  });

export const useProfiles = (state: ProfileListState) => useQuery(profilesQueryOptions(state));
