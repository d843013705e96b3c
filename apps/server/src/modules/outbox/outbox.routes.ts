import { outboxListQuerySchema, outboxMessageSchema, outboxPageSchema } from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { columnsOf, sendExport } from '../../lib/list/export';

/** Admin-only view of the messages the outbox adapters stored. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req, res) => {
      const query = req.query;
      const outbox = app.services.outbox;
      if (!query.format) return outbox.list(query);
      return sendExport(res, {
        format: query.format,
        name: 'outbox',
        columns: columnsOf(outboxMessageSchema),
        batches: outbox.exportBatches(query),
        now: new Date(),
        total: await outbox.count(query),
      });
    },
  );
};
