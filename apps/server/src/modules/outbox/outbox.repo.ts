import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { outboxMessages } from '../../db/schema';
import { countRows, keysetBatches, paginate, type SortMap } from '../../lib/list/paginate';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export type OutboxFilter = { q?: string | undefined; channel?: 'email' | 'sms' | undefined };
export type OutboxSort = 'created_at' | 'to';
export type OutboxListParams = OutboxFilter & {
  sort: OutboxSort;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
};

/** The outbox list's sorts, each served by an index ending in the id. */
const SORTS: SortMap<OutboxSort> = {
  created_at: [outboxMessages.createdAt, outboxMessages.id],
  to: [outboxMessages.recipient, outboxMessages.id],
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf(f: OutboxFilter): SQL | undefined {
  const pattern = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.channel ? eq(outboxMessages.channel, f.channel) : undefined,
    pattern
      ? or(
          ilike(outboxMessages.recipient, pattern),
          ilike(sql`coalesce(${outboxMessages.subject}, '')`, pattern),
        )
      : undefined,
  );
}

export function createOutboxRepo(db: Db) {
  return {
    /** Erasure: the messages sent to these (verified) recipients; exact matches only. */
    async forgetRecipients(who: { email: string | null; mobile: string | null }, tx: Tx = db) {
      const recipients = [
        ...(who.email ? [sql`lower(${outboxMessages.recipient}) = ${who.email}`] : []),
        ...(who.mobile ? [eq(outboxMessages.recipient, who.mobile)] : []),
      ];
      if (recipients.length > 0) await tx.delete(outboxMessages).where(or(...recipients));
    },

    async insert(row: {
      channel: 'email' | 'sms';
      recipient: string;
      subject: string | null;
      body: string;
    }) {
      await db.insert(outboxMessages).values(row);
    },

    /** One page of the admin list plus the total. */
    list(p: OutboxListParams) {
      return paginate(
        { db, table: outboxMessages, where: filterOf(p) },
        { key: SORTS[p.sort], order: p.order, page: p.page, limit: p.limit },
      );
    },

    count(f: OutboxFilter) {
      return countRows({ db, table: outboxMessages, where: filterOf(f) });
    },

    /** The whole filtered list in its sort order, in keyset batches (exports). */
    exportBatches(p: OutboxFilter & Pick<OutboxListParams, 'sort' | 'order'>) {
      return keysetBatches(
        { db, table: outboxMessages, where: filterOf(p) },
        { key: SORTS[p.sort], order: p.order },
      );
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
