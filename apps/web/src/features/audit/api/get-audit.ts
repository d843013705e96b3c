import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportFormat } from '@vigil/shared/list-query';
import { auditListQuerySchema, auditPageSchema } from '@vigil/shared/privacy';
import {
  toExportParams,
  toQueryParams,
  type ListState,
} from '../../../components/data-table/list-state';
import { api } from '../../../lib/api-client';

export type AuditListState = ListState<typeof auditListQuerySchema>;

/** `GET /api/audit?…` (admin): the audit log, newest first, filtered on the server. */
export const getAudit = (state: AuditListState, signal?: AbortSignal) =>
  api(`/audit?${toQueryParams(auditListQuerySchema, state)}`, {
    schema: auditPageSchema,
    signal,
  });

/** The whole filtered log as a download: `GET /api/audit?…&format=csv|json`. */
export const auditExportPath = (state: AuditListState, format: ExportFormat) =>
  `/audit?${toExportParams(auditListQuerySchema, state, format)}`;

export const useAudit = (state: AuditListState) =>
  useQuery(
    queryOptions({
      queryKey: ['audit', state],
      queryFn: ({ signal }) => getAudit(state, signal),
      placeholderData: keepPreviousData,
    }),
  );
