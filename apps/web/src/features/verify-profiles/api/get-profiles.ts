import { useQuery } from '@tanstack/react-query';
import { adminProfilePageSchema } from '@vigil/shared/badge';
import type { ListState } from '../../../components/data-table/list-state';
import { serverList } from '../../../components/data-table/server-list';
import { profileTableQuerySchema } from '../list-query';

export type ProfileListState = ListState<typeof profileTableQuerySchema>;

export const profilesKey = ['admin-profiles'] as const;

/** `GET /api/profiles?page=&limit=&sort=&order=&q=&status=` (admin): sorted and paged by the server. */
export const profilesList = serverList({
  path: '/profiles',
  query: profileTableQuerySchema,
  page: adminProfilePageSchema,
  key: profilesKey,
});

export const useProfiles = (state: ProfileListState) => useQuery(profilesList.queryOptions(state));
