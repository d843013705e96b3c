import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  addUrlReplySchema,
  sourceChangelogSchema,
  sourceEntrySchema,
  sourcePageSchema,
  urlInfoSchema,
  type AddUrlBody,
  type UpdateSourceBody,
} from '@vigil/shared/news';
import { toQueryParams, type ListState } from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';
import { sourceReviewQuerySchema } from '../list-query';

/** `POST /api/validate-url`: the URL info of an outlet (each call is one counted check). */
export const validateUrl = ({ url, lang }: { url: string; lang: 'de' | 'en' }) =>
  api('/validate-url', { method: 'POST', body: { url, lang }, schema: urlInfoSchema });

export const useValidateUrl = () => useMutation({ mutationFn: validateUrl });

/** `POST /api/add-url`: submits a source for review (stored as Pending). */
export const addUrl = (body: AddUrlBody) =>
  api('/add-url', { method: 'POST', body, schema: addUrlReplySchema });

export const useAddUrl = () => useMutation({ mutationFn: addUrl });

export type SourceReviewState = ListState<typeof sourceReviewQuerySchema>;
export const sourcesKey = ['news-sources'] as const;

/** `GET /api/get-all-urls?status=&q=&page=&limit=` (operators): paged by the server. */
export const getSources = (state: SourceReviewState, signal?: AbortSignal) =>
  api(`/get-all-urls?${toQueryParams(sourceReviewQuerySchema, state)}`, {
    schema: sourcePageSchema,
    signal,
  });

export const useSources = (state: SourceReviewState) =>
  useQuery(
    queryOptions({
      queryKey: [...sourcesKey, state],
      queryFn: ({ signal }) => getSources(state, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** `PUT /api/update-url/:id` (operators): a decision or a bias edit, at the version seen. */
export const updateSource = ({ id, ...body }: UpdateSourceBody & { id: string }) =>
  api(`/update-url/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: sourceEntrySchema,
  });

export function useUpdateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    // The list is read again after every change (it is filtered by status).
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourcesKey }),
  });
}

/** `GET /api/news-sources/:id/changelog` (operators). */
export const useChangelog = (id: string, enabled: boolean, version: number) =>
  useQuery({
    queryKey: ['news-source-changelog', id, version],
    queryFn: ({ signal }) =>
      api(`/news-sources/${encodeURIComponent(id)}/changelog`, {
        schema: sourceChangelogSchema,
        signal,
      }),
    enabled,
  });
