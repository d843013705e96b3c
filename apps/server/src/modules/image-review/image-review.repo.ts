import type { ImageListQuery } from '@vigil/shared';
import {
  and,
  asc,
  count,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import {
  accountPosts,
  imageReviewItems,
  reviewKeywords,
  storedAccounts,
  users,
} from '../../db/schema';
import { paginate, type SortMap } from '../../lib/list/paginate';

export type ReviewItemRow = typeof imageReviewItems.$inferSelect;
export type NewReviewItem = typeof imageReviewItems.$inferInsert;
export type KeywordRow = typeof reviewKeywords.$inferSelect;

/** A looked-up post with a picture that is not in the queue yet. */
export type CandidatePost = {
  postRowId: string;
  text: string;
  hashtags: string[];
  imageUrl: string;
  platform: string;
  username: string;
};

/** A stored account a lookup wrote (as the lookups service reports it). */
export type AccountRef = { platform: string; key: string | null; externalId: string | null };

const itemSorts: SortMap<ImageListQuery['sort']> = {
  created_at: [imageReviewItems.createdAt, imageReviewItems.id],
  platform: [imageReviewItems.platform, imageReviewItems.createdAt, imageReviewItems.id],
  username: [imageReviewItems.username, imageReviewItems.id],
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function itemsWhere(q: ImageListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.status) where.push(eq(imageReviewItems.status, q.status));
  if (q.platform) where.push(eq(imageReviewItems.platform, q.platform));
  if (q.keyword) where.push(eq(imageReviewItems.keyword, q.keyword.toLowerCase()));
  if (q.secondReview) where.push(eq(imageReviewItems.secondReview, 'pending'));
  if (q.q) where.push(ilike(imageReviewItems.searchText, `%${escapeLike(q.q.toLowerCase())}%`));
  return where.length ? and(...where) : undefined;
}

const candidateColumns = {
  postRowId: accountPosts.id,
  text: accountPosts.text,
  hashtags: accountPosts.hashtags,
  imageUrl: sql<string>`${accountPosts.imageUrl}`,
  platform: storedAccounts.platform,
  username: storedAccounts.username,
};

export function createImageReviewRepo(db: Db) {
  /** Posts with a picture, not queued yet, of the accounts `where` selects. */
  const candidates = (where: SQL | undefined) =>
    db
      .select(candidateColumns)
      .from(accountPosts)
      .innerJoin(storedAccounts, eq(storedAccounts.id, accountPosts.storedAccountId))
      .leftJoin(imageReviewItems, eq(imageReviewItems.postRowId, accountPosts.id))
      .where(and(isNotNull(accountPosts.imageUrl), isNull(imageReviewItems.id), where));

  return {
    // Keywords.
    async listKeywords() {
      return db
        .select({
          id: reviewKeywords.id,
          keyword: reviewKeywords.keyword,
          createdAt: reviewKeywords.createdAt,
          // Qualified by hand: drizzle renders the columns unqualified inside a sub-select.
          items: sql<number>`(select count(*)::int from image_review_items i where i.keyword = review_keywords.keyword)`,
        })
        .from(reviewKeywords)
        .orderBy(asc(reviewKeywords.keyword));
    },

    async keywordStrings(): Promise<string[]> {
      const rows = await db
        .select({ keyword: reviewKeywords.keyword })
        .from(reviewKeywords)
        .orderBy(asc(reviewKeywords.keyword));
      return rows.map((r) => r.keyword);
    },

    /** Inserts a keyword; undefined when it is monitored already. */
    async insertKeyword(keyword: string, by: string, tx: Tx = db) {
      const [row] = await tx
        .insert(reviewKeywords)
        .values({ keyword, createdBy: by })
        .onConflictDoNothing({ target: reviewKeywords.keyword })
        .returning();
      return row;
    },

    async deleteKeyword(id: string, tx: Tx = db) {
      const [row] = await tx.delete(reviewKeywords).where(eq(reviewKeywords.id, id)).returning();
      return row;
    },

    // Matching.
    /** Candidate posts of the accounts a lookup stored (by key, else by external id). */
    candidatesOf(refs: AccountRef[]) {
      const byKey = refs.filter((r) => r.key);
      const byExternal = refs.filter((r) => !r.key && r.externalId);
      const conds: SQL[] = [
        ...byKey.map((r) =>
          and(eq(storedAccounts.platform, r.platform), eq(storedAccounts.usernameKey, r.key!))!,
        ),
        ...byExternal.map((r) =>
          and(
            eq(storedAccounts.platform, r.platform),
            eq(storedAccounts.externalId, r.externalId!),
          )!,
        ),
      ];
      if (conds.length === 0) return Promise.resolve([] as CandidatePost[]);
      return candidates(or(...conds));
    },

    /**
     * One batch of candidate posts that may mention `keyword` (a cheap pre-filter; the caller
     * matches exactly), after the post id `after`, in id order.
     */
    candidatesMentioning(keyword: string, after: string | null, limit: number) {
      return candidates(
        and(
          or(
            sql`${keyword} = any(${accountPosts.hashtags})`,
            ilike(accountPosts.text, `%${escapeLike(keyword)}%`),
          ),
          after ? gt(accountPosts.id, after) : undefined,
        ),
      )
        .orderBy(asc(accountPosts.id))
        .limit(limit);
    },

    /** Inserts items; ones already queued (same post or content) are left as they are. */
    async insertItems(values: NewReviewItem[], tx: Tx = db): Promise<ReviewItemRow[]> {
      if (values.length === 0) return [];
      return tx.insert(imageReviewItems).values(values).onConflictDoNothing().returning();
    },

    async findByContent(contentId: string, tx: Tx = db) {
      const [row] = await tx
        .select()
        .from(imageReviewItems)
        .where(eq(imageReviewItems.contentId, contentId));
      return row;
    },

    // Review.
    list(q: ImageListQuery, countVia?: (load: () => Promise<number>) => Promise<number>) {
      return paginate(
        { db, table: imageReviewItems, where: itemsWhere(q) },
        { key: itemSorts[q.sort], order: q.order, page: q.page, limit: q.limit, countVia },
      );
    },

    async find(id: string, tx: Tx = db) {
      const [row] = await tx.select().from(imageReviewItems).where(eq(imageReviewItems.id, id));
      return row;
    },

    /** E-mail addresses of users (who holds a claim, who decided). */
    /** Where the accounts behind these post rows got their data ('demo' is marked). */
    async postSources(postRowIds: string[]) {
      if (postRowIds.length === 0) return new Map<string, string | null>();
      const rows = await db
        .select({ id: accountPosts.id, source: storedAccounts.source })
        .from(accountPosts)
        .innerJoin(storedAccounts, eq(storedAccounts.id, accountPosts.storedAccountId))
        .where(inArray(accountPosts.id, postRowIds));
      return new Map(rows.map((r) => [r.id, r.source]));
    },

    async emailsOf(ids: string[]) {
      if (ids.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    /** Claims a pending item that is free, whose claim ran out, or that `by` holds already. */
    async claim(id: string, by: string, now: Date, until: Date) {
      const [row] = await db
        .update(imageReviewItems)
        .set({ claimedBy: by, claimedUntil: until })
        .where(
          and(
            eq(imageReviewItems.id, id),
            eq(imageReviewItems.status, 'pending'),
            or(
              isNull(imageReviewItems.claimedUntil),
              lte(imageReviewItems.claimedUntil, now),
              eq(imageReviewItems.claimedBy, by),
            ),
          ),
        )
        .returning();
      return row;
    },

    async release(id: string, by: string) {
      const [row] = await db
        .update(imageReviewItems)
        .set({ claimedBy: null, claimedUntil: null })
        .where(
          and(
            eq(imageReviewItems.id, id),
            eq(imageReviewItems.status, 'pending'),
            eq(imageReviewItems.claimedBy, by),
          ),
        )
        .returning();
      return row;
    },

    /** Decides an item `by` holds a live claim on; undefined when the claim is not theirs (any more). */
    async decide(
      id: string,
      by: string,
      now: Date,
      set: {
        status: 'accepted' | 'denied';
        secondReview: 'pending' | null;
        paymentId?: string | null;
      },
      tx: Tx = db,
    ) {
      const [row] = await tx
        .update(imageReviewItems)
        .set({
          status: set.status,
          decidedBy: by,
          decidedAt: now,
          claimedBy: null,
          claimedUntil: null,
          secondReview: set.secondReview,
          paymentId: set.paymentId ?? null,
        })
        .where(
          and(
            eq(imageReviewItems.id, id),
            eq(imageReviewItems.status, 'pending'),
            eq(imageReviewItems.claimedBy, by),
            gt(imageReviewItems.claimedUntil, now),
          ),
        )
        .returning();
      return row;
    },

    /** Takes back a denial `by` made after `since`; the item is pending and claimed by them again. */
    async undo(id: string, by: string, since: Date, claimUntil: Date, tx: Tx = db) {
      const [row] = await tx
        .update(imageReviewItems)
        .set({
          status: 'pending',
          decidedBy: null,
          decidedAt: null,
          secondReview: null,
          claimedBy: by,
          claimedUntil: claimUntil,
        })
        .where(
          and(
            eq(imageReviewItems.id, id),
            eq(imageReviewItems.status, 'denied'),
            eq(imageReviewItems.decidedBy, by),
            gt(imageReviewItems.decidedAt, since),
          ),
        )
        .returning();
      return row;
    },

    /** Records the second review of a sampled decision, by someone other than its decider. */
    async secondReview(id: string, by: string, agree: boolean, now: Date, tx: Tx = db) {
      const [row] = await tx
        .update(imageReviewItems)
        .set({
          secondReview: agree ? 'agreed' : 'disagreed',
          secondReviewedBy: by,
          secondReviewedAt: now,
        })
        .where(
          and(
            eq(imageReviewItems.id, id),
            eq(imageReviewItems.secondReview, 'pending'),
            or(isNull(imageReviewItems.decidedBy), ne(imageReviewItems.decidedBy, by)),
          ),
        )
        .returning();
      return row;
    },

    async countItems() {
      const [row] = await db.select({ n: count() }).from(imageReviewItems);
      return row?.n ?? 0;
    },
  };
}
export type ImageReviewRepo = ReturnType<typeof createImageReviewRepo>;
