import type { AlertEmailMode, AlertsQuery } from '@vigil/shared';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertSettings, watchAlerts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { paginate, type SortMap } from '../../lib/list/paginate';

export type AlertRow = typeof watchAlerts.$inferSelect;
export type NewAlert = typeof watchAlerts.$inferInsert;
export type AlertSettingsRow = typeof alertSettings.$inferSelect;
export type MailLanguage = AlertSettingsRow['language'];

const sorts: SortMap<AlertsQuery['sort']> = {
  createdAt: [watchAlerts.createdAt, watchAlerts.id],
};

/** The inbox (alerts) and each user's alert e-mail settings. */
export function createAlertsRepo(db: Db) {
  const inbox = (userId: string, unread: boolean | undefined) =>
    and(
      eq(watchAlerts.userId, userId),
      unread === true ? isNull(watchAlerts.readAt) : undefined,
      unread === false ? sql`${watchAlerts.readAt} is not null` : undefined,
    );

  return {
    /** Stores alerts; one already stored for its list and cause is skipped. Returns the new ones. */
    async insert(alerts: NewAlert[], tx: Tx) {
      if (alerts.length === 0) return [];
      return tx.insert(watchAlerts).values(alerts).onConflictDoNothing().returning();
    },

    /** Records how the alerts' e-mail was settled (sent at once, in a digest, or not at all). */
    async markMailed(ids: string[], mail: 'instant' | 'digest' | 'off', at: Date, tx: Tx) {
      if (ids.length === 0) return;
      await tx
        .update(watchAlerts)
        .set({ mailedAt: at, mail })
        .where(and(inArray(watchAlerts.id, ids), isNull(watchAlerts.mailedAt)));
    },

    page: (userId: string, q: AlertsQuery) =>
      paginate(
        { db, table: watchAlerts, where: inbox(userId, q.unread) },
        { key: sorts[q.sort], order: q.order, page: q.page, limit: q.limit },
      ),

    async unreadCount(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(watchAlerts)
        .where(and(eq(watchAlerts.userId, userId), isNull(watchAlerts.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the user's alerts read (these, or all unread); returns how many changed. */
    async markRead(userId: string, ids: string[] | 'all', at: Date) {
      const rows = await db
        .update(watchAlerts)
        .set({ readAt: at })
        .where(
          and(
            eq(watchAlerts.userId, userId),
            isNull(watchAlerts.readAt),
            ids === 'all' ? undefined : inArray(watchAlerts.id, ids),
          ),
        )
        .returning({ id: watchAlerts.id });
      return rows.length;
    },

    /** One user's alerts by id (those that still exist), oldest first: a mail's content. */
    byIds: (userId: string, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(watchAlerts)
            .where(and(eq(watchAlerts.userId, userId), inArray(watchAlerts.id, ids)))
            .orderBy(asc(watchAlerts.createdAt), asc(watchAlerts.id)),

    /** Users with alerts whose e-mail is not settled yet, in id order after `after`. */
    async usersWithUnmailed(after: string | null, limit: number) {
      const rows = await db
        .selectDistinct({ userId: watchAlerts.userId })
        .from(watchAlerts)
        .where(and(isNull(watchAlerts.mailedAt), after ? gt(watchAlerts.userId, after) : undefined))
        .orderBy(asc(watchAlerts.userId))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /** A user's alerts whose e-mail is not settled, locked for the caller's transaction. */
    unmailedOf: (userId: string, tx: Tx) =>
      tx
        .select({ id: watchAlerts.id })
        .from(watchAlerts)
        .where(and(eq(watchAlerts.userId, userId), isNull(watchAlerts.mailedAt)))
        .orderBy(asc(watchAlerts.createdAt), asc(watchAlerts.id))
        .for('update'),

    async settingsOf(userIds: string[], tx: Tx = db) {
      if (userIds.length === 0) return new Map<string, AlertSettingsRow>();
      const rows = await tx
        .select()
        .from(alertSettings)
        .where(inArray(alertSettings.userId, userIds));
      return new Map(rows.map((r) => [r.userId, r]));
    },

    async saveSettings(
      userId: string,
      set: { email?: AlertEmailMode; language?: MailLanguage },
      at: Date,
    ) {
      const [row] = await db
        .insert(alertSettings)
        .values({ userId, ...set, updatedAt: at })
        .onConflictDoUpdate({ target: alertSettings.userId, set: { ...set, updatedAt: at } })
        .returning();
      return row!;
    },

    /** Keeps a language for the user's alert mails unless one is set already. */
    async rememberLanguage(userId: string, language: MailLanguage, tx: Tx = db) {
      await tx.insert(alertSettings).values({ userId, language }).onConflictDoNothing();
    },

    /** Everything of one user (their data export). */
    alertsOf: (userId: string) =>
      db
        .select()
        .from(watchAlerts)
        .where(eq(watchAlerts.userId, userId))
        .orderBy(asc(watchAlerts.createdAt), asc(watchAlerts.id)),
  };
}
export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
