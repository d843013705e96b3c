import { auditEntrySchema, auditListQuerySchema, auditPageSchema } from '@vigil/shared';
import { adminListRoutes } from '../../lib/list/admin-list.routes';

/**
 * Admin: the audit log, filtered by actor, action, subject and time, with CSV/JSON export.
 * `details` (an object) becomes its JSON text in a CSV cell.
 */
export const auditRoutes = adminListRoutes({
  url: '/audit',
  name: 'audit',
  summary:
    'The audit log (actor, action, subject, from/to filters); `format=csv|json` downloads the whole filtered list',
  querystring: auditListQuerySchema,
  item: auditEntrySchema,
  page: auditPageSchema,
  source: (app) => app.services.audit,
});
