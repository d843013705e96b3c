import type { BadgeReviewSignal, BadgeReviewState } from '@vigil/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badgeReviews, profiles } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { paginate, type SortMap } from '../../lib/list/paginate';

export type BadgeReviewRow = typeof badgeReviews.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS: SortMap<'opened_at' | 'last_evidence_at'> = {
  opened_at: [badgeReviews.openedAt, badgeReviews.id],
  last_evidence_at: [badgeReviews.lastEvidenceAt, badgeReviews.id],
};

/** The operators' review queue of badges (`badge_reviews`); the profiles module owns it. */
export function createBadgeReviewRepo(db: Db) {
  return {
    /** The profile's open entry, locked for the caller's transaction. */
    async openOf(profileId: string, tx: Tx): Promise<BadgeReviewRow | undefined> {
      const [row] = await tx
        .select()
        .from(badgeReviews)
        .where(and(eq(badgeReviews.profileId, profileId), eq(badgeReviews.state, 'open')))
        .for('update');
      return row;
    },

    /**
     * Opens an entry; undefined when the profile has an open one already (the unique partial
     * index: a concurrent check opened it first).
     */
    async open(profileId: string, evidence: BadgeReviewSignal[], at: Date, tx: Tx) {
      const [row] = await tx
        .insert(badgeReviews)
        .values({ profileId, evidence, openedAt: at, lastEvidenceAt: at })
        .onConflictDoNothing({
          target: badgeReviews.profileId,
          where: sql`${badgeReviews.state} = 'open'`,
        })
        .returning();
      return row;
    },

    async addEvidence(id: string, evidence: BadgeReviewSignal[], at: Date, tx: Tx) {
      const [row] = await tx
        .update(badgeReviews)
        .set({ evidence, lastEvidenceAt: at })
        .where(and(eq(badgeReviews.id, id), eq(badgeReviews.state, 'open')))
        .returning();
      return row;
    },

    async find(id: string, tx: Tx = db): Promise<BadgeReviewRow | undefined> {
      const [row] = await tx.select().from(badgeReviews).where(eq(badgeReviews.id, id));
      return row;
    },

    /** Decides an open entry; undefined when it is not open (any more). */
    async decide(
      id: string,
      d: { state: Exclude<BadgeReviewState, 'open'>; by: string | null; reason: string | null },
      at: Date,
      tx: Tx,
    ) {
      const [row] = await tx
        .update(badgeReviews)
        .set({ state: d.state, decidedBy: d.by, decidedAt: at, reason: d.reason })
        .where(and(eq(badgeReviews.id, id), eq(badgeReviews.state, 'open')))
        .returning();
      return row;
    },

    /** The profile was deleted by other means: its open entry is settled as revoked. */
    async closeOpenOf(profileId: string, by: string | null, at: Date, tx: Tx) {
      await tx
        .update(badgeReviews)
        .set({ state: 'revoked', decidedBy: by, decidedAt: at })
        .where(and(eq(badgeReviews.profileId, profileId), eq(badgeReviews.state, 'open')));
    },

    /** Account erasure: the entries of the erased profiles go (their evidence is about them). */
    async deleteOf(profileIds: string[], tx: Tx) {
      if (profileIds.length === 0) return;
      await tx.delete(badgeReviews).where(inArray(badgeReviews.profileId, profileIds));
    },

    /**
     * The data export: the review entries of the profiles `userId` owns (what was found, the
     * outcome and its public reason; not which operator decided).
     */
    personalDataOf(userId: string) {
      return db
        .select({
          id: badgeReviews.id,
          profileId: badgeReviews.profileId,
          state: badgeReviews.state,
          evidence: badgeReviews.evidence,
          openedAt: badgeReviews.openedAt,
          lastEvidenceAt: badgeReviews.lastEvidenceAt,
          decidedAt: badgeReviews.decidedAt,
          reason: badgeReviews.reason,
        })
        .from(badgeReviews)
        .innerJoin(profiles, eq(profiles.id, badgeReviews.profileId))
        .where(eq(profiles.ownerUserId, userId))
        .orderBy(asc(badgeReviews.openedAt), asc(badgeReviews.id));
    },

    /** Operators forget who decided when their account is erased. */
    async forgetDecider(userId: string, tx: Tx) {
      await tx
        .update(badgeReviews)
        .set({ decidedBy: null })
        .where(eq(badgeReviews.decidedBy, userId));
    },

    /** One page of the queue: a state, optionally a search in the profiles' name/handle/id. */
    list(p: {
      state: BadgeReviewState;
      q?: string | undefined;
      sort: keyof typeof SORTS;
      order: 'asc' | 'desc';
      page: number;
      limit: number;
    }) {
      const search: SQL | undefined = p.q
        ? sql`${badgeReviews.profileId} in (select ${profiles.id} from ${profiles} where ${profiles.searchText} like lower(${`%${escapeLike(p.q)}%`}))`
        : undefined;
      return paginate(
        { db, table: badgeReviews, where: and(eq(badgeReviews.state, p.state), search) },
        { key: SORTS[p.sort], order: p.order, page: p.page, limit: p.limit },
      );
    },
  };
}
export type BadgeReviewRepo = ReturnType<typeof createBadgeReviewRepo>;
