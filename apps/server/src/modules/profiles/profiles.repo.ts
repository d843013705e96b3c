import type { ProfileSort, ProfileStatusFilter } from '@vigil/shared';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownershipProofs, profiles } from '../../db/schema';
import { afterCommit, type Tx } from '../../db/transaction';
import { countRows, keysetBatches, paginate, type SortMap } from '../../lib/list/paginate';
import { createRowCache } from '../../lib/row-cache';
import { handleKeyOf } from './badge-watch';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

export type ProfileListParams = {
  page: number;
  limit: number;
  sort: ProfileSort;
  order: 'asc' | 'desc';
  q?: string | undefined;
  status?: ProfileStatusFilter | undefined;
};
export type ProfileFilter = Pick<ProfileListParams, 'q' | 'status'>;

/** Live, paid and verified: an unlocked badge (the partial handle index has the same WHERE). */
const unlockedWhere = and(
  isNull(profiles.deletedAt),
  isNotNull(profiles.paidAt),
  isNotNull(profiles.verifiedAt),
);

/** What a check records of a badge's profile (the `watch_*` columns). */
export type WatchRecord = {
  at: Date;
  status: 'ok' | 'private' | 'not_found' | null;
  trustScore: number | null;
  codeSeen: boolean | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function statusCondition(status: ProfileStatusFilter | undefined): SQL | undefined {
  const verified = isNotNull(profiles.verifiedAt);
  const paid = isNotNull(profiles.paidAt);
  switch (status) {
    case undefined:
      return undefined;
    case 'verified':
      return verified;
    case 'unverified':
      return isNull(profiles.verifiedAt);
    case 'paid':
      return paid;
    case 'unpaid':
      return isNull(profiles.paidAt);
    case 'awaiting_review':
      return and(paid, isNull(profiles.verifiedAt));
    case 'unlocked':
      return and(paid, verified);
    case 'revoked':
      return undefined;
  }
}

const name = sql`lower(${profiles.fullName})`;

/**
 * The admin table's sorts. Every key ends in the id (unique) so that pages never overlap, and
 * runs in one direction so that the partial sort indexes serve it either way.
 */
const SORTS: SortMap<ProfileSort> = {
  full_name: [name, profiles.id],
  email: [profiles.email, profiles.id],
  id: [profiles.id],
  // Ascending: not verified before verified, and within each, unpaid before paid.
  status: [
    sql`(${profiles.verifiedAt} is not null)`,
    sql`(${profiles.paidAt} is not null)`,
    name,
    profiles.id,
  ],
};

/** The WHERE of a filter: live profiles (or only deleted ones), status, search. */
function filterOf(p: ProfileFilter): SQL | undefined {
  const search = p.q
    ? sql`${profiles.searchText} like lower(${`%${escapeLike(p.q)}%`})`
    : undefined;
  return and(
    p.status === 'revoked' ? isNotNull(profiles.deletedAt) : isNull(profiles.deletedAt),
    statusCondition(p.status),
    search,
  );
}

/**
 * Trust-badge profiles. Deleted profiles stay (soft delete) so their QR codes say "revoked".
 *
 * `cacheRows` (embedded PGlite only: one process sees every write) keeps `findById` in memory;
 * every write below forgets the row it changed. Nothing else writes `profiles`.
 */
export function createProfilesRepo(db: Db, opts: { cacheRows?: boolean } = {}) {
  const cache = createRowCache<ProfileRow | undefined>({
    enabled: opts.cacheRows ?? false,
    max: 20_000,
    ttlMs: 10_000,
  });
  /** Totals of the admin table by filter; any write to profiles may change them. */
  const totals = createRowCache<number>({
    enabled: opts.cacheRows ?? false,
    max: 1_000,
    ttlMs: 10_000,
  });
  const forgetId = (id: string) => {
    cache.forget(id);
    totals.clear();
  };
  const forget = <T extends { id: string }>(row: T | undefined) => {
    if (row) forgetId(row.id);
    return row;
  };

  /**
   * `cacheRows` only: the handles (platform and key) of every badge unlocked in this process's
   * life, a pre-filter for the checks of watched accounts, which are nearly never badges. It may
   * hold more than the unlocked badges (a revoked one, an unlock that rolled back: the query
   * then finds nothing), never less: the one query at first use, and every unlock below adds to
   * it. On PGlite each check then costs no query unless its handle is in the set.
   */
  const handleFilter = opts.cacheRows
    ? {
        loaded: null as Promise<Set<string>> | null,
        added: new Set<string>(),
      }
    : null;
  const handleOf = (platform: string, key: string) => `${platform}:${key}`;
  const noteUnlocked = (row: ProfileRow | undefined) => {
    if (handleFilter && row && row.paidAt && row.verifiedAt && !row.deletedAt) {
      handleFilter.added.add(handleOf(row.platform, handleKeyOf(row.username)));
    }
  };
  async function mayBeBadge(platform: string, key: string, tx: Tx) {
    if (!handleFilter) return true;
    const handle = handleOf(platform, key);
    if (handleFilter.added.has(handle)) return true;
    handleFilter.loaded ??= tx
      .select({
        platform: profiles.platform,
        key: sql<string>`lower(ltrim(${profiles.username}, '@'))`,
      })
      .from(profiles)
      // Revoked ones too: read in the caller's transaction, an uncommitted revocation that
      // then rolls back must not hide a badge.
      .where(and(isNotNull(profiles.paidAt), isNotNull(profiles.verifiedAt)))
      .then((rows) => new Set(rows.map((r) => handleOf(r.platform, r.key))));
    handleFilter.loaded.catch(() => {
      handleFilter.loaded = null;
    });
    return (await handleFilter.loaded).has(handle);
  }

  return {
    async insert(row: NewProfileRow): Promise<ProfileRow> {
      const [created] = await db.insert(profiles).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      forgetId(created.id);
      return created;
    },

    async findById(id: string): Promise<ProfileRow | undefined> {
      return cache.get(id, async () => {
        const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
        return row;
      });
    },

    /**
     * Erasure of an account (GDPR Art. 17): the profiles it owns (by id, issue 20; never by
     * address) lose their personal data (name, address, handle, link, screenshot) and are
     * deleted (their QR codes answer "revoked"); the id stays, as payments refer to it. Profiles
     * it verified or deleted as an operator forget who did. Returns the screenshot files to
     * remove after the commit.
     */
    async eraseOwner(who: { userId: string }, at: Date, tx: Tx = db) {
      const owned = await tx
        .select({
          id: profiles.id,
          screenshot: profiles.screenshotFilename,
          platform: profiles.platform,
          username: profiles.username,
          unlocked: sql<boolean>`(${unlockedWhere})`,
        })
        .from(profiles)
        .where(eq(profiles.ownerUserId, who.userId));
      if (owned.length > 0) {
        await tx
          .update(profiles)
          .set({
            fullName: 'erased',
            email: sql`'erased-' || ${profiles.id} || '@erased.invalid'`,
            username: 'erased',
            profileUrl: '',
            screenshotFilename: '',
            ownerUserId: null,
            deletedAt: sql`coalesce(${profiles.deletedAt}, ${at})`,
            revokeReason: null,
            reviewOpenedAt: null,
          })
          .where(
            inArray(
              profiles.id,
              owned.map((o) => o.id),
            ),
          );
      }
      await tx
        .update(profiles)
        .set({ verifiedBy: null })
        .where(eq(profiles.verifiedBy, who.userId));
      await tx.update(profiles).set({ deletedBy: null }).where(eq(profiles.deletedBy, who.userId));
      afterCommit(tx === db ? undefined : tx, () => {
        cache.clear();
        totals.clear();
      });
      return {
        ids: owned.map((o) => o.id),
        files: owned.map((o) => o.screenshot).filter(Boolean),
        /** The unlocked badges among them, as they were: their watch ends. */
        unlocked: owned
          .filter((o) => o.unlocked)
          .map((o) => ({ id: o.id, platform: o.platform, username: o.username })),
      };
    },

    /**
     * Issue 20 §1: `userId` proved control of `email` (a verification link): the live profiles
     * submitted anonymously with that address become its own. Profiles owned by someone else
     * stay theirs. Returns the ids claimed.
     */
    async claimUnowned(userId: string, email: string) {
      const rows = await db
        .update(profiles)
        .set({ ownerUserId: userId })
        .where(
          and(
            isNull(profiles.ownerUserId),
            isNull(profiles.deletedAt),
            sql`lower(${profiles.email}) = ${email.toLowerCase()}`,
          ),
        )
        .returning({ id: profiles.id });
      for (const r of rows) forgetId(r.id);
      return rows.map((r) => r.id);
    },

    /** One page of the admin table plus the total (cached per filter on PGlite). */
    list(p: ProfileListParams) {
      return paginate(
        { db, table: profiles, where: filterOf(p) },
        {
          key: SORTS[p.sort],
          order: p.order,
          page: p.page,
          limit: p.limit,
          countVia: (load) => totals.get(`${p.status ?? ''}|${p.q ?? ''}`, load),
        },
      );
    },

    count(p: ProfileFilter) {
      return totals.get(`${p.status ?? ''}|${p.q ?? ''}`, () =>
        countRows({ db, table: profiles, where: filterOf(p) }),
      );
    },

    /** The whole filtered table in its sort order, in keyset batches (exports). */
    exportBatches(p: ProfileFilter & Pick<ProfileListParams, 'sort' | 'order'>) {
      return keysetBatches(
        { db, table: profiles, where: filterOf(p) },
        { key: SORTS[p.sort], order: p.order },
      );
    },

    /**
     * Marks a profile paid (the first payment's time stays). Joins the payment's transaction;
     * the cached row is forgotten once it commits.
     */
    async markPaid(id: string, at: Date, tx: Tx = db) {
      const [row] = await tx
        .update(profiles)
        .set({ paidAt: at })
        .where(and(eq(profiles.id, id), isNull(profiles.paidAt)))
        .returning();
      noteUnlocked(row);
      afterCommit(tx === db ? undefined : tx, () => forgetId(id));
      /** Undefined when it was paid already (the first payment's time stays). */
      return row;
    },

    /** Marks a live, unverified profile verified; undefined if it was not (any more). */
    async markVerified(id: string, by: string | null, at: Date, tx: Tx = db) {
      const [row] = await tx
        .update(profiles)
        .set({ verifiedAt: at, verifiedBy: by })
        .where(and(eq(profiles.id, id), isNull(profiles.deletedAt), isNull(profiles.verifiedAt)))
        .returning();
      noteUnlocked(row);
      if (tx === db) return forget(row);
      afterCommit(tx, () => forgetId(id));
      return row;
    },

    /**
     * Soft-deletes a live profile (with the public reason when a review revoked it); undefined
     * if it was not live. An open review ends with it.
     */
    async softDelete(id: string, by: string, at: Date, tx: Tx, reason: string | null = null) {
      const [row] = await tx
        .update(profiles)
        .set({ deletedAt: at, deletedBy: by, revokeReason: reason, reviewOpenedAt: null })
        .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)))
        .returning();
      afterCommit(tx, () => forgetId(id));
      return row;
    },

    /**
     * The unlocked badges of a handle (as the watchlists key it: lower case, no @) with their
     * ownership proof: one probe of `profiles_unlocked_handle_idx`, nothing found for almost
     * every account a watchlist checks.
     */
    async unlockedByHandle(platform: string, handleKey: string, tx: Tx = db) {
      if (!(await mayBeBadge(platform, handleKey, tx))) return [];
      return this.unlockedByHandleQuery(platform, handleKey, tx);
    },

    /** The query of {@link unlockedByHandle} itself (without the in-process pre-filter). */
    unlockedByHandleQuery(platform: string, handleKey: string, tx: Tx = db) {
      return tx
        .select({
          profile: profiles,
          proofMethod: ownershipProofs.method,
          proofCode: ownershipProofs.code,
          provenAt: ownershipProofs.provenAt,
        })
        .from(profiles)
        .leftJoin(ownershipProofs, eq(ownershipProofs.profileId, profiles.id))
        .where(
          and(
            sql`${profiles.platform} = ${platform}`,
            sql`lower(ltrim(${profiles.username}, '@')) = ${handleKey}`,
            unlockedWhere,
          ),
        );
    },

    /**
     * Records a check if the last one recorded is still `previousAt` (compare and set): of two
     * deliveries of one check, or two checks at once, one records and the other finds nothing.
     */
    async recordWatch(id: string, previousAt: Date | null, w: WatchRecord, tx: Tx) {
      const [row] = await tx
        .update(profiles)
        .set({
          watchCheckedAt: w.at,
          watchStatus: w.status,
          watchTrustScore: w.trustScore,
          watchCodeSeen: w.codeSeen,
        })
        .where(
          and(
            eq(profiles.id, id),
            previousAt ? eq(profiles.watchCheckedAt, previousAt) : isNull(profiles.watchCheckedAt),
          ),
        )
        .returning({ id: profiles.id });
      afterCommit(tx, () => cache.forget(id));
      return row !== undefined;
    },

    /** Under review since `at`, or no longer (null). */
    async setReviewOpened(id: string, at: Date | null, tx: Tx) {
      await tx.update(profiles).set({ reviewOpenedAt: at }).where(eq(profiles.id, id));
      afterCommit(tx, () => cache.forget(id));
    },

    /** Several profiles by id (the review queue's page). */
    async findMany(ids: readonly string[]): Promise<ProfileRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(profiles)
        .where(inArray(profiles.id, [...ids]));
    },

    /** Unlocked badges after `afterId`, by id (the daily reconcile of their watches). */
    unlockedAfter(afterId: string, limit: number) {
      return db
        .select({ id: profiles.id, platform: profiles.platform, username: profiles.username })
        .from(profiles)
        .where(and(unlockedWhere, gt(profiles.id, afterId)))
        .orderBy(asc(profiles.id))
        .limit(limit);
    },

    /** Of `names`, the screenshot files a profile row (deleted ones included) still names. */
    async screenshotsIn(names: readonly string[]) {
      if (names.length === 0) return [];
      const rows = await db
        .select({ name: profiles.screenshotFilename })
        .from(profiles)
        .where(inArray(profiles.screenshotFilename, [...names]));
      return rows.map((r) => r.name);
    },

    /** Points a live profile at a new screenshot; returns the row and the file it replaced. */
    async replaceScreenshot(id: string, filename: string) {
      const result = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ filename: profiles.screenshotFilename })
          .from(profiles)
          .where(and(eq(profiles.id, id), isNull(profiles.deletedAt)))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(profiles)
          .set({ screenshotFilename: filename })
          .where(eq(profiles.id, id))
          .returning();
        return row ? { row, previous: before.filename } : undefined;
      });
      cache.forget(id);
      return result;
    },
  };
}
export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;
