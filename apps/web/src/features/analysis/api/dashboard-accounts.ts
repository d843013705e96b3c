import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardAccountsPageSchema, type DashboardPlatform } from '@vigil/shared';
import { api } from '../../../lib/api-client';

export type DashboardQuery = { platform: DashboardPlatform; q: string; page: number };

const params = ({ platform, q, page }: DashboardQuery, format?: 'csv' | 'json') => {
  const p = new URLSearchParams({ platform, page: String(page) });
  if (q.trim()) p.set('q', q.trim());
  if (format) p.set('format', format);
  return p;
};

/** `GET /api/dashboard/accounts?platform=&q=&page=`: 20 cards a page, searched on the server. */
export const getDashboardAccounts = (q: DashboardQuery, signal?: AbortSignal) =>
  api(`/dashboard/accounts?${params(q)}`, { schema: dashboardAccountsPageSchema, signal });

export const dashboardExportPath = (q: DashboardQuery, format: 'csv' | 'json') =>
  `/dashboard/accounts?${params({ ...q, page: 1 }, format)}`;

export const useDashboardAccounts = (q: DashboardQuery) =>
  useQuery({
    queryKey: ['analysis', 'dashboard', q],
    queryFn: ({ signal }) => getDashboardAccounts(q, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
