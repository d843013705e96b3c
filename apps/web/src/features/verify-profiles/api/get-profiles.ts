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

/** `GET /api/profiles?page=&limit=&sort=&order=&q=&status=` (admin): sorted and paged by the server. */
export const getProfiles = (state: ProfileListState, signal?: AbortSignal) =>
  api(`/profiles?${toQueryParams(profileTableQuerySchema, state)}`, {
    schema: adminProfilePageSchema,
    signal,
  });

/** The whole filtered list as a download: `GET /api/profiles?…&format=csv|json`. */
export const profilesExportPath = (state: ProfileListState, format: ExportFormat) =>
  `/profiles?${toExportParams(profileTableQuerySchema, state, format)}`;

export const profilesQueryOptions = (state: ProfileListState) =>
  queryOptions({
    queryKey: [...profilesKey, state],
    queryFn: ({ signal }) => getProfiles(state, signal),
    // Keep the current rows on screen while the next page or sort order loads.
    placeholderData: keepPreviousData,
  });

export const useProfiles = (state: ProfileListState) => useQuery(profilesQueryOptions(state));
