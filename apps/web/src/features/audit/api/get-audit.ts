import { useQuery } from '@tanstack/react-query';
import { auditListQuerySchema, auditPageSchema } from '@vigil/shared/privacy';
import type { ListState } from '../../../components/data-table/list-state';
import { serverList } from '../../../components/data-table/server-list';

export type AuditListState = ListState<typeof auditListQuerySchema>;

/** `GET /api/audit?…` (admin): the audit log, newest first, filtered on the server. */
export const auditList = serverList({
  path: '/audit',
  query: auditListQuerySchema,
  page: auditPageSchema,
  key: ['audit'],
});

export const useAudit = (state: AuditListState) => useQuery(auditList.queryOptions(state));
