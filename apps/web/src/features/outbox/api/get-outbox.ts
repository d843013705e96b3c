import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxPageSchema } from '@vigil/shared';
import type { ExportFormat } from '@vigil/shared/list-query';
import {
  toExportParams,
  toQueryParams,
  type ListState,
} from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';
import { outboxTableQuerySchema } from '../list-query';

export type OutboxListState = ListState<typeof outboxTableQuerySchema>;

/**
 * `GET /api/outbox?page=&limit=&sort=&order=` (admin): stored e-mails and SMS, newest first.
 * (Today the server reads page and limit and always sorts newest first, which is this view's
 * default.)
 */
export const getOutbox = (state: OutboxListState, signal?: AbortSignal) =>
  api(`/outbox?${toQueryParams(outboxTableQuerySchema, state)}`, {
    schema: outboxPageSchema,
    signal,
  });

/** The whole list as a download: `GET /api/outbox?…&format=csv|json`. */
export const outboxExportPath = (state: OutboxListState, format: ExportFormat) =>
  `/outbox?${toExportParams(outboxTableQuerySchema, state, format)}`;

export const outboxQueryOptions = (state: OutboxListState) =>
  queryOptions({
    queryKey: ['outbox', state],
    queryFn: ({ signal }) => getOutbox(state, signal),
    // Keep the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });

export const useOutbox = (state: OutboxListState) => useQuery(outboxQueryOptions(state));
