import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analysisSummarySchema, type AnalysisSummaryQuery } from '@vigil/shared';
import { api } from '../../../lib/api-client';

type SummaryInput = Partial<Omit<AnalysisSummaryQuery, 'window'>> & { window: number };

const summaryParams = (q: SummaryInput) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params;
};

/** `GET /api/analysis/summary?…`: the three charts' numbers for the table's filters. */
export const getAnalysisSummary = (q: SummaryInput, signal?: AbortSignal) =>
  api(`/analysis/summary?${summaryParams(q)}`, { schema: analysisSummarySchema, signal });

export const useAnalysisSummary = (q: SummaryInput) =>
  useQuery({
    queryKey: ['analysis', 'summary', q],
    queryFn: ({ signal }) => getAnalysisSummary(q, signal),
    placeholderData: keepPreviousData,
  });
