import { outboxListQuerySchema, outboxMessageSchema, outboxPageSchema } from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnsOf, pageOrExport } from '../../lib/list/export';

/** Admin-only view of the messages the outbox adapters stored. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const columns = columnsOf(outboxMessageSchema);
  app.get(
    '/outbox',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Stored e-mails and SMS; `format=csv|json` downloads the whole filtered list (streamed)',
        querystring: outboxListQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (req, res) =>
      pageOrExport(res, req.query, app.services.outbox, { name: 'outbox', columns }),
  );
};
