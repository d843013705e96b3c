import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contentFileSchema,
  contentItemSchema,
  contentListQuerySchema,
  contentPageSchema,
  contentUsageSchema,
  matchListQuerySchema,
  matchPageSchema,
  type ContentFile,
  type ContentForm,
} from '@vigil/shared/content';
import type { ErrorCode } from '@vigil/shared/errors';
import { useEffect, useState } from 'react';
import {
  toExportParams,
  toQueryParams,
  type ListState,
} from '../../../components/data-table/list-state';
import { serverList } from '../../../components/data-table/server-list';
import { api, apiResponse, ApiError } from '../../../lib/api-client';
import { clearSession, getToken } from '../../../lib/session';

export type MatchListState = ListState<typeof matchListQuerySchema>;
export const contentKey = ['content'] as const;

/** `GET /api/content`: 'My content'. */
export const contentList = serverList({
  path: '/content',
  query: contentListQuerySchema,
  page: contentPageSchema,
  key: [...contentKey, 'list'],
});

export const contentUsageKey = [...contentKey, 'usage'] as const;

/** `GET /api/content/usage`: the bytes the user's uploads take, and the quota (issue 20 §4). */
export const useContentUsage = () =>
  useQuery({
    queryKey: contentUsageKey,
    queryFn: ({ signal }) => api('/content/usage', { schema: contentUsageSchema, signal }),
  });

/** `POST /api/content`. */
export function useCreateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentForm) =>
      api('/content', { method: 'POST', body, schema: contentItemSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKey }),
  });
}

/** `GET /api/content/:id`. */
export const useContentItem = (id: string) =>
  useQuery({
    queryKey: [...contentKey, 'item', id],
    queryFn: ({ signal }) =>
      api(`/content/${encodeURIComponent(id)}`, { schema: contentItemSchema, signal }),
  });

/** `GET /api/content/:id/matches`. */
export const useMatches = (id: string, state: MatchListState) =>
  useQuery({
    queryKey: [...contentKey, 'matches', id, state],
    queryFn: ({ signal }) =>
      api(
        `/content/${encodeURIComponent(id)}/matches?${toQueryParams(matchListQuerySchema, state)}`,
        { schema: matchPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
  });
export const matchesExportPath = (id: string, state: MatchListState, format: 'csv' | 'json') =>
  `/content/${encodeURIComponent(id)}/matches?${toExportParams(matchListQuerySchema, state, format)}`;

/**
 * `POST /api/content/files` with upload progress: XMLHttpRequest, because fetch reports no
 * upload progress. Fields go before the file so the server can stream the file.
 */
export function uploadContentFile(
  file: File,
  fields: { price: string; tags: string },
  opts: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<ContentFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/content/files');
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        const parsed = contentFileSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'Unreadable reply'));
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      const err = new ApiError(
        xhr.status,
        error?.message ?? xhr.statusText,
        error?.code as ErrorCode | undefined,
      );
      if (xhr.status === 401 || xhr.status === 403) clearSession(err);
      reject(err);
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('price', fields.price);
    form.append('tags', fields.tags);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * A private file (owner and operators only) as an object URL: it needs the bearer token, which
 * an `<img src>` cannot send. Revoked when the component unmounts.
 */
export function usePrivateFileUrl(path: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    apiResponse(path.replace(/^\/api/, ''), { signal: controller.signal, accept: 'image/*' })
      .then((res) => res.blob())
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [path]);
  return url;
}
