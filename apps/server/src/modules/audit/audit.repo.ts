import { and, asc, eq, gte, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { auditLog, users } from '../../db/schema';
import { countRows, keysetBatches, paginate, type SortKey } from '../../lib/list/paginate';
import { DAY_MS } from '@vigil/shared/days';

/** One entry of the audit log: who (null = the system) did what to which record. */
export type AuditEntry = {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown>;
};
export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = {
  q?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY: SortKey = [auditLog.createdAt, auditLog.id];
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function actorFilter(actor: string): SQL {
  if (actor.toLowerCase() === 'system') return isNull(auditLog.actorId);
  if (UUID.test(actor)) return eq(auditLog.actorId, actor.toLowerCase());
  // Part of an e-mail address: the accounts whose address contains it.
  return inArray(
    auditLog.actorId,
    sql`(select ${users.id} from ${users} where ${users.email} like ${`%${escapeLike(actor.toLowerCase())}%`})`,
  );
}

function subjectFilter(subject: string): SQL | undefined {
  const colon = subject.indexOf(':');
  if (colon > 0) {
    return and(
      eq(auditLog.subjectType, subject.slice(0, colon)),
      eq(auditLog.subjectId, subject.slice(colon + 1)),
    );
  }
  return or(eq(auditLog.subjectId, subject), eq(auditLog.subjectType, subject));
}

function filterOf(f: AuditFilter): SQL | undefined {
  const pattern = f.q ? `%${escapeLike(f.q)}%` : undefined;
  return and(
    f.actor ? actorFilter(f.actor) : undefined,
    f.action
      ? f.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(f.action)}%`)
        : eq(auditLog.action, f.action)
      : undefined,
    f.subject ? subjectFilter(f.subject) : undefined,
    f.from ? gte(auditLog.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditLog.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)) : undefined,
    pattern
      ? or(sql`${auditLog.action} ilike ${pattern}`, sql`${auditLog.subjectId} ilike ${pattern}`)
      : undefined,
  );
}

/** Append-only record of who did what to which record, and when. */
export function createAuditRepo(db: Db) {
  return {
    /**
     * Erasure: the person's id becomes `pseudonym` as actor and subject; details about the
     * person or their profiles go, found by exact ids (the user id is a server-made UUID: hex
     * digits and dashes, no LIKE wildcard, so the containment test matches only that id).
     */
    async pseudonymize(userId: string, profileIds: string[], pseudonym: string, tx: Tx = db) {
      await tx
        .update(auditLog)
        .set({ details: sql`'{"erased":true}'::jsonb` })
        .where(
          or(
            eq(auditLog.subjectId, userId),
            ...(profileIds.length
              ? [and(eq(auditLog.subjectType, 'profile'), inArray(auditLog.subjectId, profileIds))]
              : []),
            sql`strpos(${auditLog.details}::text, ${userId}) > 0`,
          ),
        );
      await tx.update(auditLog).set({ actorId: pseudonym }).where(eq(auditLog.actorId, userId));
      await tx.update(auditLog).set({ subjectId: pseudonym }).where(eq(auditLog.subjectId, userId));
    },

    async insert(entry: AuditEntry, tx: Tx = db) {
      await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
    },
    /** The entries about one record, oldest first, with the actor's e-mail address. */
    listFor(subjectType: string, subjectId: string) {
      return db
        .select({
          action: auditLog.action,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          actorEmail: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    },

    list(p: AuditFilter & { order: 'asc' | 'desc'; page: number; limit: number }) {
      return paginate(
        { db, table: auditLog, where: filterOf(p) },
        { key: KEY, order: p.order, page: p.page, limit: p.limit },
      );
    },

    count: (f: AuditFilter) => countRows({ db, table: auditLog, where: filterOf(f) }),

    exportBatches: (p: AuditFilter & { order: 'asc' | 'desc' }) =>
      keysetBatches({ db, table: auditLog, where: filterOf(p) }, { key: KEY, order: p.order }),

    /** The e-mail addresses of these accounts (the list shows who acted). */
    async emailsOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.email]));
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
