import { useQuery } from '@tanstack/react-query';
import { analysisAccountsPageSchema, analysisAccountsQuerySchema } from '@vigil/shared';
import type { ListState } from '../../../components/data-table/list-state';
import { serverList } from '../../../components/data-table/server-list';

export type AnalysisListState = ListState<typeof analysisAccountsQuerySchema>;

const accountsList = serverList({
  path: '/analysis/accounts',
  query: analysisAccountsQuerySchema,
  page: analysisAccountsPageSchema,
  key: ['analysis', 'accounts'],
});

/** `GET /api/analysis/accounts?…`: a page of stored accounts, sorted and filtered on the server. */
export const getAnalysisAccounts = accountsList.get;

/** The whole filtered table as a download. */
export const analysisExportPath = accountsList.exportPath;

export const useAnalysisAccounts = (state: AnalysisListState) =>
  useQuery(accountsList.queryOptions(state));
