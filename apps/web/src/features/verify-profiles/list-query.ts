import {
  PROFILE_DEFAULT_PAGE_SIZE,
  PROFILE_PAGE_SIZES,
  profileStatusFilterSchema,
  type ProfileSort,
} from '@vigil/shared/badge';
import { emptyToUndefined, listQuerySchema } from '@vigil/shared/list-query';
import { z } from 'zod';

/** The sortable columns of the admin table, as `profileSortSchema` names them. */
export const PROFILE_SORTS = [
  'full_name',
  'email',
  'id',
  'status',
] as const satisfies readonly ProfileSort[];

/**
 * The view of 'Profile verwalten' on the shared list-query fields (page, limit, sort, order, q,
 * status): default full_name ascending, page 1, 10 rows (spec 000 §4, §9).
 */
export const profileTableQuerySchema = listQuerySchema({
  sort: PROFILE_SORTS,
  defaultSort: 'full_name',
  pageSizes: PROFILE_PAGE_SIZES,
  defaultLimit: PROFILE_DEFAULT_PAGE_SIZE,
  filters: { status: z.preprocess(emptyToUndefined, profileStatusFilterSchema.optional()) },
});
