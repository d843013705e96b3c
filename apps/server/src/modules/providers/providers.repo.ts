import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerStatus } from '../../db/schema';

export type ProviderStatusRow = typeof providerStatus.$inferSelect;

/** What one process saw of a provider since it last wrote (null: nothing new). */
export type ProviderStatusWrite = {
  platform: string;
  lastSuccessAt: Date | null;
  lastFailure: { at: Date; reason: string; status: number | null; path: string } | null;
  quota: {
    remaining: number | null;
    limit: number | null;
    resetAt: Date | null;
    seenAt: Date;
  } | null;
};

const t = providerStatus;
// `excluded` is Postgres' name for the row this write tried to insert.
/** The later of the stored and the written time (GREATEST ignores a null). */
const later = (column: string) =>
  sql.raw(`GREATEST(provider_status."${column}", excluded."${column}")`);
/** The new value where the write's time is later than the stored one, else the stored value. */
const newer = (at: string, column: string) =>
  sql.raw(
    `CASE WHEN excluded."${at}" IS NOT NULL AND (provider_status."${at}" IS NULL OR excluded."${at}" > provider_status."${at}") THEN excluded."${column}" ELSE provider_status."${column}" END`,
  );

export function createProvidersRepo(db: Db) {
  return {
    async all(): Promise<ProviderStatusRow[]> {
      return db.select().from(t);
    },

    /**
     * One upsert per write. Several processes write the same rows: each column moves only
     * forward in time (GREATEST for the success time; the failure and quota columns change
     * together, only with a later time), so the order of the writes does not matter.
     */
    async record(w: ProviderStatusWrite): Promise<void> {
      await db
        .insert(t)
        .values({
          platform: w.platform,
          lastSuccessAt: w.lastSuccessAt,
          lastFailureAt: w.lastFailure?.at ?? null,
          lastFailureReason: w.lastFailure?.reason ?? null,
          lastFailureStatus: w.lastFailure?.status ?? null,
          lastFailurePath: w.lastFailure?.path ?? null,
          quotaRemaining: w.quota?.remaining ?? null,
          quotaLimit: w.quota?.limit ?? null,
          quotaResetAt: w.quota?.resetAt ?? null,
          quotaSeenAt: w.quota?.seenAt ?? null,
        })
        .onConflictDoUpdate({
          target: t.platform,
          set: {
            lastSuccessAt: later('last_success_at'),
            lastFailureReason: newer('last_failure_at', 'last_failure_reason'),
            lastFailureStatus: newer('last_failure_at', 'last_failure_status'),
            lastFailurePath: newer('last_failure_at', 'last_failure_path'),
            lastFailureAt: later('last_failure_at'),
            quotaRemaining: newer('quota_seen_at', 'quota_remaining'),
            quotaLimit: newer('quota_seen_at', 'quota_limit'),
            quotaResetAt: newer('quota_seen_at', 'quota_reset_at'),
            quotaSeenAt: later('quota_seen_at'),
          },
        });
    },
  };
}
export type ProvidersRepo = ReturnType<typeof createProvidersRepo>;
