import { emptyToUndefined, listQuerySchema } from '@vigil/shared/list-query';
import { z } from 'zod';

/** Stored messages can be long (a whole e-mail), so a page holds fewer rows than list calls. */
export const OUTBOX_PAGE_SIZES = [20, 50, 100] as const;

/** The channels an outbox message goes by, as `GET /api/outbox?channel=` filters them. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

/**
 * The outbox view on the shared list-query fields: newest first, 20 a page, sortable by time
 * and recipient, searchable (recipient and subject) and filtered by channel on the server.
 */
export const outboxTableQuerySchema = listQuerySchema({
  sort: ['created_at', 'to'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: OUTBOX_PAGE_SIZES,
  filters: { channel: z.preprocess(emptyToUndefined, z.enum(OUTBOX_CHANNELS).optional()) },
});
