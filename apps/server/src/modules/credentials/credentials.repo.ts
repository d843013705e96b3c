import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badgeCredentials, profiles } from '../../db/schema';

export type CredentialRow = typeof badgeCredentials.$inferSelect;

/** Issued badge credentials and the revocation bits of the published status list. */
export function createCredentialsRepo(db: Db) {
  return {
    async byProfile(profileId: string): Promise<CredentialRow | undefined> {
      const [row] = await db
        .select()
        .from(badgeCredentials)
        .where(eq(badgeCredentials.profileId, profileId));
      return row;
    },

    async byId(id: string): Promise<CredentialRow | undefined> {
      const [row] = await db.select().from(badgeCredentials).where(eq(badgeCredentials.id, id));
      return row;
    },

    /** Inserts a credential; a taken status index or a second one per profile throws 23505. */
    async insert(values: typeof badgeCredentials.$inferInsert) {
      const [row] = await db.insert(badgeCredentials).values(values).returning();
      return row!;
    },

    async revoke(profileId: string, p: { at: Date; by: string; reason: string | null }) {
      const [row] = await db
        .update(badgeCredentials)
        .set({ revokedAt: p.at, revokedBy: p.by, revokeReason: p.reason })
        .where(and(eq(badgeCredentials.profileId, profileId), isNull(badgeCredentials.revokedAt)))
        .returning();
      return row;
    },

    /** Status indexes whose credential is revoked or whose profile was deleted. */
    async revokedIndexes(): Promise<number[]> {
      const rows = await db
        .select({ index: badgeCredentials.statusIndex })
        .from(badgeCredentials)
        .innerJoin(profiles, eq(profiles.id, badgeCredentials.profileId))
        .where(or(isNotNull(badgeCredentials.revokedAt), isNotNull(profiles.deletedAt)));
      return rows.map((r) => r.index);
    },
  };
}
export type CredentialsRepo = ReturnType<typeof createCredentialsRepo>;
