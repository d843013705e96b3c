import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { badgeReviewListQuerySchema, badgeReviewPageSchema } from '@vigil/shared/badge-review';
import { toQueryParams, type ListState } from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';

export type BadgeReviewListState = ListState<typeof badgeReviewListQuerySchema>;

export const badgeReviewsKey = ['badge-reviews'] as const;

/** `GET /api/badge-reviews?state=&page=&limit=&sort=&order=&q=` (admin): the review queue. */
export const getBadgeReviews = (state: BadgeReviewListState, signal?: AbortSignal) =>
  api(`/badge-reviews?${toQueryParams(badgeReviewListQuerySchema, state)}`, {
    schema: badgeReviewPageSchema,
    signal,
  });

export const badgeReviewsQueryOptions = (state: BadgeReviewListState) =>
  queryOptions({
    queryKey: [...badgeReviewsKey, state],
    queryFn: ({ signal }) => getBadgeReviews(state, signal),
    // Keep the current rows on screen while the next page or state loads.
    placeholderData: keepPreviousData,
  });

export const useBadgeReviews = (state: BadgeReviewListState) =>
  useQuery(badgeReviewsQueryOptions(state));
