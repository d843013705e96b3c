import type { ContentListQuery } from '@vigil/shared';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { contentFiles, contentItems } from '../../db/schema';
import { keysetBatches, paginate, type SortMap } from '../../lib/list/paginate';
import type { CreatorFeatures } from './creator-index';
import { DAY_MS } from '@vigil/shared/days';

export type ContentFileRow = typeof contentFiles.$inferSelect;
export type ContentItemRow = typeof contentItems.$inferSelect;

const i = contentItems;
const contentSorts: SortMap<ContentListQuery['sort']> = {
  created_at: [i.createdAt, i.id],
  title: [sql`lower(${i.title})`, i.id],
};
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Follower retention looks back this far over the snapshots. */
export const RETENTION_WINDOW_DAYS = 90;
/** Stored accounts per statement when the creator index loads. */
const FEATURE_BATCH = 5_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

async function usedBytesOf(db: Tx | Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | number>`coalesce(sum(${contentFiles.size}), 0)` })
    .from(contentFiles)
    .where(eq(contentFiles.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

/** Content items, their files, and the creator ranking over stored accounts. */
export function createContentRepo(db: Db) {
  return {
    async insertFile(values: typeof contentFiles.$inferInsert): Promise<ContentFileRow> {
      const [row] = await db.insert(contentFiles).values(values).returning();
      return row!;
    },

    /** The bytes of one user's stored content files (thumbnails not counted). */
    usedBytes: (ownerId: string, tx: Tx | Db = db) => usedBytesOf(tx, ownerId),

    /**
     * Saves a file's record if the owner's files then stay within `quotaBytes` (issue 20 §4).
     * A per-owner advisory lock makes concurrent uploads of one user take turns, so two of
     * them cannot both fit into the last free space. `row` is undefined when it does not fit.
     */
    async insertFileWithinQuota(
      values: typeof contentFiles.$inferInsert & { size: number },
      quotaBytes: number,
    ): Promise<{ row?: ContentFileRow; usedBytes: number }> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`content-quota:${values.ownerId}`}, 0))`,
        );
        const used = await usedBytesOf(tx, values.ownerId);
        if (used + values.size > quotaBytes) return { usedBytes: used };
        const [row] = await tx.insert(contentFiles).values(values).returning();
        return { row: row!, usedBytes: used + values.size };
      });
    },

    async findFile(id: string): Promise<ContentFileRow | undefined> {
      const [row] = await db.select().from(contentFiles).where(eq(contentFiles.id, id)).limit(1);
      return row;
    },

    /** The file a stored name belongs to (the file itself or its thumbnail). */
    async findFileByStoredName(name: string): Promise<ContentFileRow | undefined> {
      const [row] = await db
        .select()
        .from(contentFiles)
        .where(or(eq(contentFiles.name, name), eq(contentFiles.thumbnailName, name)))
        .limit(1);
      return row;
    },

    /** Which of these stored names a content file still uses (two unique indexes). */
    async storedNamesInUse(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const list = [...names];
      const rows = await db
        .select({ name: contentFiles.name, thumbnailName: contentFiles.thumbnailName })
        .from(contentFiles)
        .where(or(inArray(contentFiles.name, list), inArray(contentFiles.thumbnailName, list)));
      const used = new Set<string>();
      for (const r of rows) {
        used.add(r.name);
        if (r.thumbnailName) used.add(r.thumbnailName);
      }
      return new Set(list.filter((n) => used.has(n)));
    },

    /** A person's export share: their content items and uploaded files. */
    async personalDataOf(ownerId: string) {
      const items = await db
        .select()
        .from(contentItems)
        .where(eq(contentItems.ownerId, ownerId))
        .orderBy(contentItems.createdAt, contentItems.id);
      const files = await db
        .select()
        .from(contentFiles)
        .where(eq(contentFiles.ownerId, ownerId))
        .orderBy(contentFiles.createdAt, contentFiles.id);
      return { items, files };
    },

    /** Account erasure: the person's items and files go; answers the stored names to delete. */
    async forgetOwner(ownerId: string, tx: Tx): Promise<string[]> {
      await tx.delete(contentItems).where(eq(contentItems.ownerId, ownerId));
      const gone = await tx
        .delete(contentFiles)
        .where(eq(contentFiles.ownerId, ownerId))
        .returning({ name: contentFiles.name, thumbnailName: contentFiles.thumbnailName });
      return gone.flatMap((f) => (f.thumbnailName ? [f.name, f.thumbnailName] : [f.name]));
    },

    async insertItem(
      values: typeof contentItems.$inferInsert,
      tx: Tx | Db = db,
    ): Promise<ContentItemRow> {
      const [row] = await tx.insert(contentItems).values(values).returning();
      return row!;
    },

    async findItem(id: string): Promise<ContentItemRow | undefined> {
      const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id)).limit(1);
      return row;
    },

    /** Files by id (for an item's image and video). */
    async filesByIds(ids: string[]): Promise<ContentFileRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(contentFiles).where(inArray(contentFiles.id, ids));
    },

    /** Whether an item already uses the file (a file belongs to one item). */
    async fileAttached(fileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(or(eq(contentItems.imageFileId, fileId), eq(contentItems.videoFileId, fileId)))
        .limit(1);
      return Boolean(row);
    },

    listItems(ownerId: string, q: ContentListQuery) {
      return paginate(
        { db, table: i, where: itemWhere(ownerId, q.q) },
        { key: contentSorts[q.sort], order: q.order, page: q.page, limit: q.limit },
      );
    },

    exportItems(ownerId: string, q: ContentListQuery) {
      return keysetBatches(
        { db, table: i, where: itemWhere(ownerId, q.q) },
        { key: contentSorts[q.sort], order: q.order },
      );
    },

    /**
     * Every stored account's matching features (the JSON of the latest facts is read here, in
     * the database), by keyset batches of {@link FEATURE_BATCH} accounts: each batch is one
     * text value of tab-separated lines, because PGlite spends ~40 µs per result row (100,000
     * rows as rows took 7 s, as text 1.3 s), and short statements (5,000 accounts) never hold
     * the one connection for long while a refresh runs beside the requests. See `creator-index.ts`.
     */
    async creatorFeatures(): Promise<CreatorFeatures[]> {
      const out: CreatorFeatures[] = [];
      const clean = (col: SQL) => sql`translate(coalesce(${col}, ''), E'\t\n\r', '   ')`;
      let after: string | undefined;
      for (;;) {
        const result = await db.execute(sql`
          select max(b.id::text) as last, count(*)::int as n, string_agg(concat_ws(E'\t',
            b.id, b.platform, ${clean(sql`b.username`)}, ${clean(sql`b.name`)},
            array_to_string(b.topics, ','), coalesce(b.mother_tongue, ''),
            coalesce(b.fake_probability::text, ''),
            coalesce((b.likes::float8 / nullif(b.followers, 0))::text, '')
          ), E'\n') as lines
          from (select id, platform, username, name, topics, mother_tongue, fake_probability,
                  facts->'activity'->>'likesPerPost' as likes, followers
                from stored_accounts
                ${after ? sql`where id > ${after}::uuid` : sql``}
                order by id limit ${FEATURE_BATCH}) b`);
        const [row] = rowsOf<{ last: string | null; n: number; lines: string | null }>(result);
        if (!row || !row.n || !row.lines) break;
        for (const line of row.lines.split('\n')) {
          const [id, platform, username, name, topics, lang, fake, engagement] = line.split('\t');
          out.push({
            id: id!,
            platform: platform!,
            username: username!,
            name: name || username!,
            topics: topics ? topics.split(',') : [],
            motherTongue: lang || null,
            fakeProbability: fake ? Number(fake) : null,
            engagement: engagement ? Number(engagement) : null,
            searchText: `${username!.toLowerCase()} ${name!.toLowerCase()}`,
          });
        }
        if (row.n < FEATURE_BATCH) break;
        after = row.last!;
      }
      return out;
    },

    /** Where each account's current data came from (the 'Demo' tag of a match). */
    async sources(ids: string[]): Promise<Map<string, string | null>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`
        select id, source from stored_accounts where id = any(${textArray(ids)}::uuid[])`);
      return new Map(
        rowsOf<{ id: string; source: string | null }>(result).map((r) => [r.id, r.source]),
      );
    },

    /**
     * Follower retention per account (percent, 0–100): the followers of the newest snapshot
     * of the last {@link RETENTION_WINDOW_DAYS} days as a share of the most followers any
     * snapshot of that window saw. Null with fewer than two snapshots reporting followers.
     */
    async retention(ids: string[], now: Date): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const since = new Date(now.getTime() - RETENTION_WINDOW_DAYS * DAY_MS);
      // One pass over the snapshots of these accounts in the window (the unique index on
      // account and observation time), grouped per account.
      const result = await db.execute(sql`
        select w.stored_account_id as id,
          case when count(*) >= 2 and max(w.f) > 0
            then least(100, round(100.0 * (array_agg(w.f order by w.observed_at desc))[1] / max(w.f)))
          end::float8 as retention
        from (select stored_account_id, observed_at, (facts->>'followers')::float8 as f
              from account_snapshots
              where stored_account_id = any(${textArray(ids)}::uuid[])
                and observed_at >= ${since.toISOString()}::timestamptz
                and facts->>'followers' is not null) w
        group by w.stored_account_id`);
      const out = new Map<string, number>();
      for (const r of rowsOf<{ id: string; retention: number | null }>(result)) {
        if (r.retention !== null) out.set(r.id, Number(r.retention));
      }
      return out;
    },
  };
}
export type ContentRepo = ReturnType<typeof createContentRepo>;

function itemWhere(ownerId: string, q: string | undefined): SQL | undefined {
  const where: SQL[] = [eq(i.ownerId, ownerId)];
  if (q) {
    const like = `%${escapeLike(q.toLowerCase())}%`;
    where.push(
      sql`(lower(${i.title}) like ${like} or lower(array_to_string(${i.tags}, ' ')) like ${like})`,
    );
  }
  return and(...where);
}
