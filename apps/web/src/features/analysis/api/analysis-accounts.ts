import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analysisAccountsPageSchema, analysisAccountsQuerySchema } from '@vigil/shared';
import type { ExportFormat } from '@vigil/shared/list-query';
import {
  toExportParams,
  toQueryParams,
  type ListState,
} from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';

export type AnalysisListState = ListState<typeof analysisAccountsQuerySchema>;

/** `GET /api/analysis/accounts?…`: a page of stored accounts, sorted and filtered on the server. */
export const getAnalysisAccounts = (state: AnalysisListState, signal?: AbortSignal) =>
  api(`/analysis/accounts?${toQueryParams(analysisAccountsQuerySchema, state)}`, {
    schema: analysisAccountsPageSchema,
    signal,
  });

/** The whole filtered table as a download. */
export const analysisExportPath = (state: AnalysisListState, format: ExportFormat) =>
  `/analysis/accounts?${toExportParams(analysisAccountsQuerySchema, state, format)}`;

export const useAnalysisAccounts = (state: AnalysisListState) =>
  useQuery(
    queryOptions({
      queryKey: ['analysis', 'accounts', state],
      queryFn: ({ signal }) => getAnalysisAccounts(state, signal),
      placeholderData: keepPreviousData,
    }),
  );
