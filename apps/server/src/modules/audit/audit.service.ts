import type { Tx } from '../../db/transaction';
import type { AuditEntry, AuditRepo } from './audit.repo';

export type { AuditEntry } from './audit.repo';

/**
 * The audit log, for every module that records a decision. Pass the caller's transaction when
 * the entry must commit (or roll back) with the change it describes.
 */
export function createAuditService(deps: { repo: AuditRepo }) {
  return {
    record: (entry: AuditEntry, tx?: Tx) => deps.repo.insert(entry, tx),
    /** One record's history (a changelog), oldest first. */
    historyOf: (subjectType: string, subjectId: string) =>
      deps.repo.listFor(subjectType, subjectId),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
