import type { OutboxMessage as OutboxMessageDto } from '@vigil/shared';
import { mapBatches } from '../../lib/list/export';
import { mapPage } from '../../lib/list/paginate';
import type { OutboxFilter, OutboxListParams, OutboxRepo, OutboxRow } from './outbox.repo';
import type { Tx } from '../../db/transaction';

/** A message the outbox adapters store (and print) instead of sending. */
export type OutboxMessage = {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
};

const toMessage = (m: OutboxRow): OutboxMessageDto => ({
  id: m.id,
  channel: m.channel,
  to: m.recipient,
  subject: m.subject,
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

/** The outbox: messages stored for the admin screen when no real e-mail/SMS gateway is set. */
export function createOutboxService(deps: { repo: OutboxRepo }) {
  const { repo } = deps;
  return {
    store: (message: OutboxMessage) => repo.insert(message),

    /** Account erasure: the messages sent to the person's verified address and number. */
    forgetRecipient: (who: { email: string | null; mobile: string | null }, tx: Tx) =>
      repo.forgetRecipients({ email: who.email?.toLowerCase() ?? null, mobile: who.mobile }, tx),

    /** One page of the admin list (sort, search, channel filter). */
    list: async (query: OutboxListParams) => mapPage(await repo.list(query), toMessage),

    /** How many messages the filter matches (the export's `X-Total-Count`). */
    count: (query: OutboxFilter) => repo.count(query),

    /** The whole filtered list in its sort order, in batches (streamed exports). */
    exportBatches: (query: OutboxFilter & Pick<OutboxListParams, 'sort' | 'order'>) =>
      mapBatches(repo.exportBatches(query), toMessage),
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
