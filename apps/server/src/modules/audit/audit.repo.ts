import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { auditLog } from '../../db/schema';

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
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
