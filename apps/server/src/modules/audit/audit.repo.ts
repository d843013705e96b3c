import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { asc, and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';

/** One entry of the audit log: who (null = the system) did what to which record. */
export type AuditEntry = {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown>;
};

/** Append-only record of who did what to which record, and when. */
export function createAuditRepo(db: Db) {
  return {
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
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
