import type { AuditEntryDto } from '@vigil/shared';
import type { Tx } from '../../db/transaction';
import type { AuditEntry, AuditFilter, AuditRepo, AuditRow } from './audit.repo';

export type { AuditEntry } from './audit.repo';

type Listed = AuditFilter & { order: 'asc' | 'desc' };

/**
 * The audit log, for every module that records a decision. Pass the caller's transaction when
 * the entry must commit (or roll back) with the change it describes. Admins read it filtered
 * (`GET /api/audit`) and export it.
 */
export function createAuditService(deps: { repo: AuditRepo }) {
  const { repo } = deps;
  async function toDtos(rows: AuditRow[]): Promise<AuditEntryDto[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.actorId ? [r.actorId] : [])))];
    const emails = await repo.emailsOf(ids);
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      actorId: r.actorId,
      actorEmail: (r.actorId && emails.get(r.actorId)) || null,
      action: r.action,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      details: (r.details ?? {}) as Record<string, unknown>,
    }));
  }
  return {
    record: (entry: AuditEntry, tx?: Tx) => repo.insert(entry, tx),
    /**
     * Account erasure: the log keeps the events under `pseudonym` (that something happened, and
     * when, without saying to whom); details about the person or their profiles go.
     */
    pseudonymize: (userId: string, profileIds: string[], pseudonym: string, tx: Tx) =>
      repo.pseudonymize(userId, profileIds, pseudonym, tx),
    /** One record's history (a changelog), oldest first. */
    historyOf: (subjectType: string, subjectId: string) => repo.listFor(subjectType, subjectId),

    async list(query: Listed & { page: number; limit: number }) {
      const page = await repo.list(query);
      return {
        items: await toDtos(page.rows),
        total: page.total,
        page: page.page,
        limit: page.limit,
        pages: page.pages,
      };
    },

    count: (query: AuditFilter) => repo.count(query),

    /** The whole filtered list, newest or oldest first, in batches (streamed exports). */
    async *exportBatches(query: Listed): AsyncGenerator<AuditEntryDto[]> {
      for await (const rows of repo.exportBatches(query)) yield toDtos(rows);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
