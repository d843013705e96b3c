import { auditEntrySchema, auditListQuerySchema, auditPageSchema } from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnsOf, pageOrExport } from '../../lib/list/export';

/** Admin: the audit log, filtered by actor, action, subject and time, with CSV/JSON export. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // `details` (an object) becomes its JSON text in a CSV cell.
  const columns = columnsOf(auditEntrySchema);
  app.get(
    '/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'The audit log (actor, action, subject, from/to filters); `format=csv|json` downloads the whole filtered list',
        querystring: auditListQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (req, res) =>
      pageOrExport(res, req.query, app.services.audit, { name: 'audit', columns }),
  );
};
