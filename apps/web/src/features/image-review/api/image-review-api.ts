import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptReplySchema,
  imageListPageSchema,
  imageListQuerySchema,
  keywordListSchema,
  monitoredKeywordSchema,
  reviewItemSchema,
  type ReviewItem,
} from '@vigil/shared/image-review';
import { accountPlatformNames } from '@vigil/shared/profile-facts';
import type { ListState } from '../../../components/data-table/list-state';
import { serverList } from '../../../components/data-table/server-list';
import { api } from '../../../lib/api-client';

export type ImageListState = ListState<typeof imageListQuerySchema>;
/** Every image review query starts with this key: a decision refreshes them all. */
export const reviewKey = ['image-review'] as const;

/** `GET /api/image-review/items?…` (operators): the queue, paged and filtered on the server. */
const imageList = serverList({
  path: '/image-review/items',
  query: imageListQuerySchema,
  page: imageListPageSchema,
  key: [...reviewKey, 'list'],
});

export const useImages = (state: ImageListState, opts: { refetchInterval?: number } = {}) =>
  useQuery({ ...imageList.queryOptions(state), refetchInterval: opts.refetchInterval });

/** `GET /api/image-review/items/:id`: one item (the detail view). */
export const useImage = (id: string) =>
  useQuery({
    queryKey: [...reviewKey, 'item', id],
    queryFn: ({ signal }) =>
      api(`/image-review/items/${encodeURIComponent(id)}`, { schema: reviewItemSchema, signal }),
  });

type Action = 'claim' | 'release' | 'deny' | 'undo';
/** `POST /api/image-review/items/:id/{claim|release|deny|undo}`. */
export const itemAction = (id: string, action: Action) =>
  api(`/image-review/items/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    schema: reviewItemSchema,
  });

/** `POST …/accept`: the payment links; the browser goes to the one whose rel is 'approve'. */
export const acceptImage = ({ id, lang }: { id: string; lang: 'de' | 'en' }) =>
  api(`/image-review/items/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    body: { lang },
    schema: acceptReplySchema,
  });

/** `POST …/second-review`. */
export const secondReview = ({ id, agree }: { id: string; agree: boolean }) =>
  api(`/image-review/items/${encodeURIComponent(id)}/second-review`, {
    method: 'POST',
    body: { agree },
    schema: reviewItemSchema,
  });

/** A decision (or claim) that refreshes the lists and the item once it is answered. */
export function useReviewMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
  });
}

export const keywordsKey = [...reviewKey, 'keywords'] as const;

export const useKeywords = () =>
  useQuery({
    queryKey: keywordsKey,
    queryFn: ({ signal }) => api('/image-review/keywords', { schema: keywordListSchema, signal }),
  });

export const addKeyword = (keyword: string) =>
  api('/image-review/keywords', {
    method: 'POST',
    body: { keyword },
    schema: monitoredKeywordSchema,
  });

export const removeKeyword = (id: string) =>
  api(`/image-review/keywords/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** The platforms' names (brand names: the same in both languages). */
export const platformNames: Record<ReviewItem['platform'], string> = accountPlatformNames;
