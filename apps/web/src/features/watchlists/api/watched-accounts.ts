import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  watchedAccountsPageSchema,
  watchedAccountsQuerySchema,
  watchImportReplySchema,
} from '@vigil/shared';
import type { ExportFormat } from '@vigil/shared/list-query';
import {
  toExportParams,
  toQueryParams,
  type ListState,
} from '../../../components/data-table/list-state';
import { useWatchlistChange, watchKeys } from '../../../components/watch';
import { api } from '../../../lib/api-client';

export type WatchedAccountsState = ListState<typeof watchedAccountsQuerySchema>;

const accountsPath = (id: string) => `/watchlists/${encodeURIComponent(id)}/accounts`;

/** `GET /api/watchlists/:id/accounts?…`: a page of the list's accounts, sorted on the server. */
export const useWatchedAccounts = (id: string, state: WatchedAccountsState) =>
  useQuery({
    queryKey: [...watchKeys.all, id, 'accounts', state],
    queryFn: ({ signal }) =>
      api(`${accountsPath(id)}?${toQueryParams(watchedAccountsQuerySchema, state)}`, {
        schema: watchedAccountsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The list's accounts (search and filters applied) as a download. */
export const watchedAccountsExportPath = (
  id: string,
  state: WatchedAccountsState,
  format: ExportFormat,
) => `${accountsPath(id)}?${toExportParams(watchedAccountsQuerySchema, state, format)}`;

/**
 * `POST /api/watchlists/:id/import` with `{ csv }`: all or nothing; a bad line is a 400 that
 * names every bad line, and nothing is added.
 */
export const useImportAccounts = (id: string) =>
  useWatchlistChange((csv: string) =>
    api(`/watchlists/${encodeURIComponent(id)}/import`, {
      method: 'POST',
      body: { csv },
      schema: watchImportReplySchema,
    }),
  );
