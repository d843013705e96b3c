import { outboxListQuerySchema, outboxMessageSchema, outboxPageSchema } from '@vigil/shared';
import { adminListRoutes } from '../../lib/list/admin-list.routes';

/** Admin-only view of the messages the outbox adapters stored. */
export const outboxRoutes = adminListRoutes({
  url: '/outbox',
  name: 'outbox',
  summary: 'Stored e-mails and SMS; `format=csv|json` downloads the whole filtered list (streamed)',
  querystring: outboxListQuerySchema,
  item: outboxMessageSchema,
  page: outboxPageSchema,
  source: (app) => app.services.outbox,
});
