import { useQuery } from '@tanstack/react-query';
import { outboxPageSchema } from '@vigil/shared';
import type { ListState } from '../../../components/data-table/list-state';
import { serverList } from '../../../components/data-table/server-list';
import { outboxTableQuerySchema } from '../list-query';

export type OutboxListState = ListState<typeof outboxTableQuerySchema>;

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

export const useOutbox = (state: OutboxListState) => useQuery(outboxList.queryOptions(state));
