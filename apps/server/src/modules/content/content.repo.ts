import type { ContentListQuery } from '@vigil/shared';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { contentFiles, contentItems } from '../../db/schema';
import { keysetBatches, paginate, type SortMap } from '../../lib/list/paginate';

export type ContentFileRow = typeof contentFiles.$inferSelect;
export type ContentItemRow = typeof contentItems.$inferSelect;

const i = contentItems;
const contentSorts: SortMap<ContentListQuery['sort']> = {
  created_at: [i.createdAt, i.id],
  title: [sql`lower(${i.title})`, i.id],
};
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the matching weighs (see {@link MATCH_POINTS}); all derived from the content item. */
export type MatchInput = {
  topics: readonly string[];
  language: string;
  /** Languages of the item's country (ISO 639-1). */
  countryLanguages: readonly string[];
  /** The item's platform plus those its additional platforms name (stored account ids). */
  platforms: readonly string[];
  /** Lower-cased filter text (name, handle or topic id), or undefined. */
  q: string | undefined;
};

/**
 * Points per signal; they add up to 100. Topic points are the share of the item's topics the
 * account shares; authenticity is the trust score (100 − fake probability) as a share;
 * engagement is likes per post per follower, full points from {@link ENGAGEMENT_FULL}.
 */
export const MATCH_POINTS = {
  topics: 40,
  language: 15,
  country: 10,
  platform: 10,
  authenticity: 15,
  engagement: 10,
} as const;
/** Likes per post per follower that earn the full engagement points (5 %). */
export const ENGAGEMENT_FULL = 0.05;
/** Follower retention looks back this far over the snapshots. */
export const RETENTION_WINDOW_DAYS = 90;

/** One ranked stored account, before the service words its reasons. */
export type MatchRow = {
  id: string;
  platform: string;
  username: string;
  name: string;
  topics: string[];
  fakeProbability: number | null;
  shared: string[];
  languageMatch: boolean;
  countryMatch: boolean;
  platformMatch: boolean;
  motherTongue: string | null;
  engagement: number | null;
  points: Record<keyof typeof MATCH_POINTS, number>;
  score: number;
};

type RawMatch = {
  id: string;
  platform: string;
  username: string;
  name: string;
  topics: string[] | string;
  fake_probability: number | null;
  mother_tongue: string | null;
  lang: boolean;
  ctry: boolean;
  plat: boolean;
  eng: number | null;
  tp: number;
  lp: number;
  cp: number;
  pp: number;
  ap: number;
  ep: number;
  score: number | string;
  total?: number | string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;
const asArray = (v: string[] | string): string[] =>
  Array.isArray(v)
    ? v
    : v
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The stored accounts' score for one item, as SQL over `stored_accounts s` (one pass). */
function matchSelect(m: MatchInput) {
  const topics = m.topics;
  const shared = topics.length
    ? sql.join(
        topics.map((t) => sql`(case when s.topics @> ${textArray([t])} then 1 else 0 end)`),
        sql` + `,
      )
    : sql`0`;
  const P = MATCH_POINTS;
  const engagement = sql`((s.facts->'activity'->>'likesPerPost')::float8 / nullif(s.followers, 0))`;
  const languages = [...new Set([m.language, ...m.countryLanguages])];
  const candidates: SQL[] = [sql`s.mother_tongue = any(${textArray(languages)})`];
  if (topics.length) candidates.unshift(sql`s.topics && ${textArray(topics)}`);
  const where: SQL[] = [sql`(${sql.join(candidates, sql` or `)})`];
  if (m.q) {
    const like = `%${escapeLike(m.q)}%`;
    where.push(sql`(s.search_text like ${like} or array_to_string(s.topics, ' ') like ${like})`);
  }
  return sql`
    select x.*, round((x.tp + x.lp + x.cp + x.pp + x.ap + x.ep)::numeric, 1)::float8 as score
    from (
      select s.id, s.platform, s.username, coalesce(nullif(s.name, ''), s.username) as name,
        s.topics, s.fake_probability, s.mother_tongue,
        coalesce(s.mother_tongue = ${m.language}, false) as lang,
        coalesce(s.mother_tongue = any(${textArray(m.countryLanguages)}), false) as ctry,
        s.platform = any(${textArray(m.platforms)}) as plat,
        ${engagement} as eng,
        ${topics.length ? sql`${sql.raw(String(P.topics))}.0 * (${shared}) / ${sql.raw(String(topics.length))}` : sql`0`}::float8 as tp,
        (case when s.mother_tongue = ${m.language} then ${sql.raw(String(P.language))} else 0 end)::float8 as lp,
        (case when s.mother_tongue = any(${textArray(m.countryLanguages)}) then ${sql.raw(String(P.country))} else 0 end)::float8 as cp,
        (case when s.platform = any(${textArray(m.platforms)}) then ${sql.raw(String(P.platform))} else 0 end)::float8 as pp,
        coalesce(${sql.raw(String(P.authenticity))}.0 * (100 - s.fake_probability) / 100, 0)::float8 as ap,
        coalesce(${sql.raw(String(P.engagement))}.0 * least(1, greatest(0, ${engagement}) / ${sql.raw(String(ENGAGEMENT_FULL))}), 0)::float8 as ep
      from stored_accounts s
      where ${sql.join(where, sql` and `)}
    ) x`;
}

function toMatchRow(r: RawMatch, itemTopics: readonly string[]): MatchRow {
  const topics = asArray(r.topics);
  return {
    id: r.id,
    platform: r.platform,
    username: r.username,
    name: r.name,
    topics,
    fakeProbability: r.fake_probability,
    shared: topics.filter((t) => itemTopics.includes(t)),
    languageMatch: r.lang,
    countryMatch: r.ctry,
    platformMatch: r.plat,
    motherTongue: r.mother_tongue,
    engagement: r.eng === null ? null : Number(r.eng),
    points: {
      topics: round1(r.tp),
      language: round1(r.lp),
      country: round1(r.cp),
      platform: round1(r.pp),
      authenticity: round1(r.ap),
      engagement: round1(r.ep),
    },
    score: Number(r.score),
  };
}

/** Content items, their files, and the creator ranking over stored accounts. */
export function createContentRepo(db: Db) {
  return {
    async insertFile(values: typeof contentFiles.$inferInsert): Promise<ContentFileRow> {
      const [row] = await db.insert(contentFiles).values(values).returning();
      return row!;
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
     * One page of the ranking: every candidate scored in one statement (a stored account
     * sharing a topic with the item or speaking its or its country's language), best first,
     * with the candidates' total.
     */
    async matchPage(
      m: MatchInput,
      page: number,
      limit: number,
    ): Promise<{ rows: MatchRow[]; total: number }> {
      const result = await db.execute(sql`
        select r.*, count(*) over () as total from (${matchSelect(m)}) r
        order by r.score desc, r.id limit ${limit} offset ${(page - 1) * limit}`);
      const raw = rowsOf<RawMatch>(result);
      let total = Number(raw[0]?.total ?? 0);
      if (raw.length === 0 && page > 1) {
        const counted = await db.execute(sql`select count(*)::int as n from (${matchSelect(m)}) r`);
        total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
      }
      return { rows: raw.map((r) => toMatchRow(r, m.topics)), total };
    },

    /** The whole ranking in batches by keyset on (score, id): the download. */
    async *matchBatches(m: MatchInput, batchRows = 5000): AsyncGenerator<MatchRow[]> {
      let after: { score: number; id: string } | undefined;
      for (;;) {
        const cursor = after
          ? sql`where (r.score < ${after.score} or (r.score = ${after.score} and r.id > ${after.id}::uuid))`
          : sql``;
        const raw = rowsOf<RawMatch>(
          await db.execute(sql`
            select r.* from (${matchSelect(m)}) r ${cursor}
            order by r.score desc, r.id limit ${batchRows}`),
        );
        if (raw.length === 0) return;
        const last = raw[raw.length - 1]!;
        after = { score: Number(last.score), id: last.id };
        yield raw.map((r) => toMatchRow(r, m.topics));
        if (raw.length < batchRows) return;
      }
    },

    /**
     * Follower retention per account (percent, 0–100): the followers of the newest snapshot
     * of the last {@link RETENTION_WINDOW_DAYS} days as a share of the most followers any
     * snapshot of that window saw. Null with fewer than two snapshots reporting followers.
     */
    async retention(ids: string[], now: Date): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const since = new Date(now.getTime() - RETENTION_WINDOW_DAYS * 86_400_000);
      const result = await db.execute(sql`
        select a.id, (
          select case when count(*) >= 2 and max(f) > 0
            then least(100, round(100.0 * (array_agg(f order by observed_at desc))[1] / max(f)))
            end
          from (select (facts->>'followers')::float8 as f, observed_at from account_snapshots
                where stored_account_id = a.id and observed_at >= ${since.toISOString()}::timestamptz
                  and facts->>'followers' is not null) w
        )::float8 as retention
        from unnest(${textArray(ids)}::uuid[]) as a(id)`);
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
