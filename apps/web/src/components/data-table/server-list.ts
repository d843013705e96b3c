import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { ExportFormat } from '@vigil/shared/list-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import type { ExportSource } from './export-menu';
import { toExportParams, toQueryParams, type ListQuerySchema, type ListState } from './list-state';
import { useListState } from './use-list-state';

type ServerListSpec<Q extends ListQuerySchema, P extends z.ZodType> = {
  /** The endpoint after `/api`, e.g. `/audit`. */
  path: string;
  /** The list's shared query schema: the state is written to the query string with it. */
  query: Q;
  /** The reply's page schema. */
  page: P;
  /** The query key the state is appended to. */
  key: readonly unknown[];
};

/**
 * The read side of a list the server pages, sorts and filters: `get` fetches a page
 * (`GET /api{path}?…`, parsed with the page schema), `queryOptions` keep the current rows on
 * screen while the next page, sort order or filter loads, and `exportSource` is the whole
 * filtered list as a CSV or JSON download (`GET /api{path}?…&format=csv|json`), named after
 * the path's words (`/analysis/accounts` → `analysis-accounts`) when the server names none.
 */
export function serverList<Q extends ListQuerySchema, P extends z.ZodType>(
  spec: ServerListSpec<Q, P>,
) {
  const get = (state: ListState<Q>, signal?: AbortSignal) =>
    api(`${spec.path}?${toQueryParams(spec.query, state)}`, { schema: spec.page, signal });
  return {
    get,
    schema: spec.query,
    exportSource: (state: ListState<Q>): ExportSource => ({
      fileName: spec.path.split('/').filter(Boolean).join('-'),
      path: (format: ExportFormat) => `${spec.path}?${toExportParams(spec.query, state, format)}`,
    }),
    queryOptions: (state: ListState<Q>) =>
      queryOptions({
        queryKey: [...spec.key, state],
        queryFn: ({ signal }) => get(state, signal),
        placeholderData: keepPreviousData,
      }),
  };
}

/**
 * A server list as its screen shows it: the view in the URL (`list`, read with the list's own
 * schema), the page of that view (`query`) and the whole filtered list as a download
 * (`exportSource`), for the DataTable.
 */
export function useServerList<Q extends ListQuerySchema, T>(source: {
  schema: Q;
  queryOptions: (state: ListState<Q>) => UseQueryOptions<T, Error, T, unknown[]>;
  exportSource: (state: ListState<Q>) => ExportSource;
}) {
  const list = useListState(source.schema);
  const query = useQuery(source.queryOptions(list.state));
  return { list, query, exportSource: source.exportSource(list.state) };
}
