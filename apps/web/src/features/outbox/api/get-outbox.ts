import { outboxPageSchema } from '@vigil/shared';
import { serverList } from '../../../components/data-table/server-list';
import { outboxTableQuerySchema } from '../list-query';

/**
 * `GET /api/outbox?page=&limit=&sort=&order=` (admin): stored e-mails and SMS, newest first.
 * (Today the server reads page and limit and always sorts newest first, which is this view's
 * default.)
 */
export const outboxList = serverList({
  path: '/outbox',
  query: outboxTableQuerySchema,
  page: outboxPageSchema,
  key: ['outbox'],
});
