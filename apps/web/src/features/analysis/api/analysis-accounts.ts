import { useQuery } from '@tanstack/react-query';
import { analysisAccountsPageSchema, analysisAccountsQuerySchema } from '@vigil/shared';
import type { ListState } from '../../../components/data-table/list-state';
import { serverList } from '../../../components/data-table/server-list';

export type AnalysisListState = ListState<typeof analysisAccountsQuerySchema>;

/** `GET /api/analysis/accounts?…`: a page of stored accounts, sorted and filtered on the server. */
export const accountsList = serverList({
  path: '/analysis/accounts',
  query: analysisAccountsQuerySchema,
  page: analysisAccountsPageSchema,
  key: ['analysis', 'accounts'],
});

export const useAnalysisAccounts = (state: AnalysisListState) =>
  useQuery(accountsList.queryOptions(state));
