import { listQuerySchema } from '@vigil/shared/list-query';

/** Stored messages can be long (a whole e-mail), so a page holds fewer rows than list calls. */
export const OUTBOX_PAGE_SIZES = [20, 50, 100] as const;

/** The outbox view on the shared list-query fields: newest first, 20 a page. */
export const outboxTableQuerySchema = listQuerySchema({
  sort: ['created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: OUTBOX_PAGE_SIZES,
});
