import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createRowCache } from '../../lib/row-cache';
import { demoBios, ownershipProofs, personPages, profiles } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export type ProofRow = typeof ownershipProofs.$inferSelect;
export type PersonPageRow = typeof personPages.$inferSelect;
type ProofMethod = NonNullable<ProofRow['method']>;
type LapseReason = NonNullable<ProofRow['lapseReason']>;

/** Live, paid and verified: what a person page and the badge list. */
const unlocked = and(
  isNull(profiles.deletedAt),
  isNotNull(profiles.paidAt),
  isNotNull(profiles.verifiedAt),
);

/**
 * Ownership proofs, demo bios and person pages. Reads `profiles` (never writes it: the profiles
 * module does, through its service) to find a profile by handle and to list a person's badges.
 */
export function createOwnershipRepo(db: Db, opts: { cacheRows?: boolean } = {}) {
  /**
   * `cacheRows` (embedded PGlite only, see lib/row-cache.ts): proofs by profile, for the public
   * badge page that reads one per request. Every write below forgets what it changed.
   */
  const proofs = createRowCache<ProofRow | undefined>({
    enabled: opts.cacheRows ?? false,
    max: 20_000,
    ttlMs: 10_000,
  });
  const changed = <T>(profileId: string, result: T) => {
    proofs.forget(profileId);
    return result;
  };
  const load = async (profileId: string, tx: Tx) => {
    const [row] = await tx
      .select()
      .from(ownershipProofs)
      .where(eq(ownershipProofs.profileId, profileId));
    return row;
  };

  return {
    /** A profile's proof; inside a transaction always read, never from the cache. */
    find(profileId: string, tx: Tx = db): Promise<ProofRow | undefined> {
      return tx === db ? proofs.get(profileId, () => load(profileId, db)) : load(profileId, tx);
    },

    /** Hands out a code (creating the row), unless the profile has one already. */
    async setCode(profileId: string, code: string, ownerUserId: string, at: Date) {
      const [row] = await db
        .insert(ownershipProofs)
        .values({ profileId, code, codeRequestedAt: at, ownerUserId })
        .onConflictDoUpdate({
          target: ownershipProofs.profileId,
          set: {
            code: sql`coalesce(${ownershipProofs.code}, excluded.code)`,
            codeRequestedAt: sql`coalesce(${ownershipProofs.codeRequestedAt}, excluded.code_requested_at)`,
            ownerUserId,
          },
        })
        .returning();
      return changed(profileId, row!);
    },

    /** Ownership proven now (first proof keeps its time); clears any lapse. */
    async markProven(
      profileId: string,
      p: { method: ProofMethod; at: Date; externalId: string | null; ownerUserId: string | null },
      tx: Tx = db,
    ) {
      const [row] = await tx
        .insert(ownershipProofs)
        .values({
          profileId,
          method: p.method,
          provenAt: p.at,
          checkedAt: p.at,
          externalId: p.externalId,
          ownerUserId: p.ownerUserId,
        })
        .onConflictDoUpdate({
          target: ownershipProofs.profileId,
          set: {
            method: p.method,
            provenAt: sql`coalesce(${ownershipProofs.provenAt}, excluded.proven_at)`,
            checkedAt: p.at,
            externalId: sql`coalesce(excluded.external_id, ${ownershipProofs.externalId})`,
            ownerUserId: sql`coalesce(excluded.owner_user_id, ${ownershipProofs.ownerUserId})`,
            lapsedAt: null,
            lapseReason: null,
          },
        })
        .returning();
      return changed(profileId, row!);
    },

    async markChecked(profileId: string, at: Date, tx: Tx = db) {
      await tx
        .update(ownershipProofs)
        .set({ checkedAt: at })
        .where(eq(ownershipProofs.profileId, profileId));
      proofs.forget(profileId);
    },

    /** Records a lapse; returns the row only when it was not lapsed for this reason already. */
    async markLapsed(profileId: string, reason: LapseReason, at: Date, tx: Tx = db) {
      const [row] = await tx
        .update(ownershipProofs)
        .set({
          checkedAt: at,
          lapsedAt: sql`coalesce(${ownershipProofs.lapsedAt}, ${at.toISOString()}::timestamptz)`,
          lapseReason: reason,
        })
        .where(
          and(
            eq(ownershipProofs.profileId, profileId),
            or(
              isNull(ownershipProofs.lapseReason),
              sql`${ownershipProofs.lapseReason} <> ${reason}`,
            ),
          ),
        )
        .returning();
      if (!row) await this.markChecked(profileId, at, tx);
      return changed(profileId, row);
    },

    /**
     * Bio-code proofs of live profiles not checked since `before`, oldest check first: the
     * re-check job's work list, in pages. A checked proof leaves the list; `offset` skips the
     * ones the job had to leave as they were (provider outages).
     */
    dueForRecheck(before: Date, limit: number, offset = 0) {
      return db
        .select({
          proof: ownershipProofs,
          platform: profiles.platform,
          username: profiles.username,
          email: profiles.email,
          fullName: profiles.fullName,
        })
        .from(ownershipProofs)
        .innerJoin(profiles, eq(profiles.id, ownershipProofs.profileId))
        .where(
          and(
            eq(ownershipProofs.method, 'bio_code'),
            isNotNull(ownershipProofs.code),
            isNull(profiles.deletedAt),
            or(isNull(ownershipProofs.checkedAt), lt(ownershipProofs.checkedAt, before)),
          ),
        )
        .orderBy(asc(ownershipProofs.checkedAt), asc(ownershipProofs.profileId))
        .limit(limit)
        .offset(offset);
    },

    /** The live profile registered for a platform and handle (case-insensitive), if any. */
    async liveProfileByHandle(platform: string, username: string) {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            isNull(profiles.deletedAt),
            sql`${profiles.platform} = ${platform}`,
            sql`lower(${profiles.username}) = ${username.replace(/^@/, '').trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      return row;
    },

    // -- demo bios ------------------------------------------------------------------------------

    allDemoBios: () => db.select().from(demoBios),

    async setDemoBio(platform: string, handleKey: string, bio: string, by: string) {
      await db
        .insert(demoBios)
        .values({ platform, handleKey, bio, updatedBy: by })
        .onConflictDoUpdate({
          target: [demoBios.platform, demoBios.handleKey],
          set: { bio, updatedBy: by, updatedAt: new Date() },
        });
    },

    // -- person pages ---------------------------------------------------------------------------

    async personPage(userId: string): Promise<PersonPageRow | undefined> {
      const [row] = await db.select().from(personPages).where(eq(personPages.userId, userId));
      return row;
    },

    async personPageByHandle(handle: string): Promise<PersonPageRow | undefined> {
      const [row] = await db.select().from(personPages).where(eq(personPages.handle, handle));
      return row;
    },

    /** Sets the handle and switch; a handle taken by someone else throws a unique violation. */
    async savePersonPage(userId: string, handle: string, enabled: boolean) {
      const [row] = await db
        .insert(personPages)
        .values({ userId, handle, enabled })
        .onConflictDoUpdate({
          target: personPages.userId,
          set: { handle, enabled, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },

    /**
     * A person's unlocked profiles: those their account owns (issue 20: by id, never by
     * address) and those whose ownership it proved (sign-in), oldest verification first.
     */
    unlockedProfilesOf(who: { userId: string }) {
      return db
        .select({
          id: profiles.id,
          fullName: profiles.fullName,
          platform: profiles.platform,
          username: profiles.username,
          profileUrl: profiles.profileUrl,
          verifiedAt: profiles.verifiedAt,
          method: ownershipProofs.method,
          provenAt: ownershipProofs.provenAt,
          lapsedAt: ownershipProofs.lapsedAt,
        })
        .from(profiles)
        .leftJoin(ownershipProofs, eq(ownershipProofs.profileId, profiles.id))
        .where(
          and(
            unlocked,
            or(eq(profiles.ownerUserId, who.userId), eq(ownershipProofs.ownerUserId, who.userId)),
          ),
        )
        .orderBy(asc(profiles.verifiedAt), asc(profiles.id));
    },

    /** The name on the person's most recently verified unlocked profile (the page's title). */
    async latestNameOf(who: { userId: string }) {
      const rows = await this.unlockedProfilesOf(who);
      return rows.at(-1)?.fullName;
    },

    /** A person's export share: proofs of their profiles (or proven by them), their person page. */
    async personalDataOf(who: { userId: string }) {
      const proofs = await db
        .select({ proof: ownershipProofs })
        .from(ownershipProofs)
        .leftJoin(profiles, eq(profiles.id, ownershipProofs.profileId))
        .where(
          or(eq(ownershipProofs.ownerUserId, who.userId), eq(profiles.ownerUserId, who.userId)),
        )
        .orderBy(asc(ownershipProofs.createdAt));
      const pages = await db.select().from(personPages).where(eq(personPages.userId, who.userId));
      const bios = await db.select().from(demoBios).where(eq(demoBios.updatedBy, who.userId));
      return {
        ownershipProofs: proofs.map((r) => r.proof),
        personPage: pages[0] ?? null,
        demoBios: bios,
      };
    },

    /** Account erasure: proofs forget the account, its demo bios go (same transaction). */
    async forgetUser(userId: string, tx: Tx) {
      await tx
        .update(ownershipProofs)
        .set({ ownerUserId: null })
        .where(eq(ownershipProofs.ownerUserId, userId));
      proofs.clear();
      await tx.delete(demoBios).where(eq(demoBios.updatedBy, userId));
    },
  };
}
export type OwnershipRepo = ReturnType<typeof createOwnershipRepo>;
