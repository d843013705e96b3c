import { auditListQuerySchema, auditPageSchema } from '@vigil/shared/privacy';
import { serverList } from '../../../components/data-table/server-list';

/** `GET /api/audit?…` (admin): the audit log, newest first, filtered on the server. */
export const auditList = serverList({
  path: '/audit',
  query: auditListQuerySchema,
  page: auditPageSchema,
  key: ['audit'],
});
