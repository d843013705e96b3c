import { adminProfilePageSchema } from '@vigil/shared/badge';
import { serverList } from '../../../components/data-table/server-list';
import { profileTableQuerySchema } from '../list-query';

export const profilesKey = ['admin-profiles'] as const;

/** `GET /api/profiles?page=&limit=&sort=&order=&q=&status=` (admin): sorted and paged by the server. */
export const profilesList = serverList({
  path: '/profiles',
  query: profileTableQuerySchema,
  page: adminProfilePageSchema,
  key: profilesKey,
});
