import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { newsDomainChecks, newsRatings, newsRatingSources, newsSources } from '../../db/schema';
import { paginate, type SortMap } from '../../lib/list/paginate';
import type { RatingRow } from './ratings-file';

export type NewsSourceRow = typeof newsSources.$inferSelect;
export type SourceStatus = NewsSourceRow['status'];

/** Rows per insert statement of an import. */
const IMPORT_BATCH = 20_000;

/** A PostgreSQL array literal of texts (NULL for null), passed as one text parameter. */
function pgTextArray(values: (string | null)[]): string {
  const cells = values.map((v) =>
    v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
  );
  return `{${cells.join(',')}}`;
}

const sourceSorts: SortMap<'created_at' | 'name'> = {
  created_at: [newsSources.createdAt, newsSources.id],
  name: [newsSources.name, newsSources.id],
};

export function createNewsRepo(db: Db) {
  return {
    /** Erasure: a submitted source stays for review; who submitted it does not. */
    async forgetSubmitter(userId: string, tx: Tx = db) {
      await tx
        .update(newsSources)
        .set({ submittedBy: null })
        .where(eq(newsSources.submittedBy, userId));
    },

    async countRatingSources(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(newsRatingSources);
      return row?.n ?? 0;
    },

    /**
     * Replaces one rating source's ratings (name + year) with `rows`, in one transaction: a
     * repeated import gives the same state, a failed one leaves the previous state.
     */
    async importRatings(input: {
      name: string;
      year: number;
      citation: string | null;
      rows: RatingRow[];
    }) {
      return db.transaction(async (tx) => {
        const [source] = await tx
          .insert(newsRatingSources)
          .values({
            name: input.name,
            year: input.year,
            citation: input.citation,
            rowCount: input.rows.length,
          })
          .onConflictDoUpdate({
            target: [newsRatingSources.name, newsRatingSources.year],
            set: { rowCount: input.rows.length, citation: input.citation, updatedAt: new Date() },
          })
          .returning({ id: newsRatingSources.id });
        const sourceId = source!.id;
        await tx.delete(newsRatings).where(eq(newsRatings.sourceId, sourceId));
        // One statement per batch with four array parameters (unnest): far faster than a
        // VALUES list of thousands of parameters on PGlite and PostgreSQL alike.
        for (let i = 0; i < input.rows.length; i += IMPORT_BATCH) {
          const batch = input.rows.slice(i, i + IMPORT_BATCH);
          await tx.execute(sql`
            insert into ${newsRatings} (source_id, domain, quality, bias, factuality)
            select ${sourceId}::uuid, d, q, b, f
            from unnest(
              ${pgTextArray(batch.map((r) => r.domain))}::text[],
              ${pgTextArray(batch.map((r) => (r.quality === null ? null : String(r.quality))))}::float8[],
              ${pgTextArray(batch.map((r) => r.bias))}::text[],
              ${pgTextArray(batch.map((r) => r.factuality))}::text[]
            ) as t(d, q, b, f)`);
        }
        return { sourceId, rows: input.rows.length };
      });
    },

    /** Every rating of any of these keys, with its source's name and year. */
    ratingsFor(keys: string[]) {
      return db
        .select({
          domain: newsRatings.domain,
          source: newsRatingSources.name,
          year: newsRatingSources.year,
          quality: newsRatings.quality,
          bias: newsRatings.bias,
          factuality: newsRatings.factuality,
        })
        .from(newsRatings)
        .innerJoin(newsRatingSources, eq(newsRatingSources.id, newsRatings.sourceId))
        .where(inArray(newsRatings.domain, keys));
    },

    /** Adds checks per domain in one statement; returns each domain's new count and first check. */
    async addChecks(adds: { domain: string; n: number; at: Date }[]) {
      const rows = (await db.execute(sql`
        insert into ${newsDomainChecks} (domain, count, first_checked_at, last_checked_at)
        select d, n, a, a
        from unnest(
          ${pgTextArray(adds.map((x) => x.domain))}::text[],
          ${pgTextArray(adds.map((x) => String(x.n)))}::int[],
          ${pgTextArray(adds.map((x) => x.at.toISOString()))}::timestamptz[]
        ) as t(d, n, a)
        on conflict (domain) do update set
          count = ${newsDomainChecks.count} + excluded.count,
          last_checked_at = excluded.last_checked_at
        returning domain, count, first_checked_at`)) as unknown as {
        rows: { domain: string; count: number; first_checked_at: string | Date }[];
      };
      return new Map(
        rows.rows.map((r) => [
          r.domain,
          { count: Number(r.count), firstCheckedAt: new Date(r.first_checked_at) },
        ]),
      );
    },

    /** Counts one check of a domain; returns the count and the first check's time. */
    async recordCheck(domain: string, at: Date) {
      const [row] = await db
        .insert(newsDomainChecks)
        .values({ domain, count: 1, firstCheckedAt: at, lastCheckedAt: at })
        .onConflictDoUpdate({
          target: newsDomainChecks.domain,
          set: { count: sql`${newsDomainChecks.count} + 1`, lastCheckedAt: at },
        })
        .returning({
          count: newsDomainChecks.count,
          firstCheckedAt: newsDomainChecks.firstCheckedAt,
        });
      return row!;
    },

    /** The source of the first of `keys` (best first) that has one. */
    async findSourceByKeys(keys: string[]): Promise<NewsSourceRow | undefined> {
      const rows = await db.select().from(newsSources).where(inArray(newsSources.domain, keys));
      for (const key of keys) {
        const row = rows.find((r) => r.domain === key);
        if (row) return row;
      }
      return undefined;
    },

    async findSource(id: string, tx: Tx = db): Promise<NewsSourceRow | undefined> {
      const [row] = await tx.select().from(newsSources).where(eq(newsSources.id, id));
      return row;
    },

    /** Inserts a pending source; an existing one for the domain is returned unchanged. */
    async insertSource(
      values: {
        domain: string;
        url: string;
        name: string;
        additionalText: string;
        submittedBy: string;
      },
      tx: Tx = db,
    ): Promise<{ row: NewsSourceRow; created: boolean }> {
      const [row] = await tx
        .insert(newsSources)
        .values(values)
        .onConflictDoNothing({ target: newsSources.domain })
        .returning();
      if (row) return { row, created: true };
      const [existing] = await tx
        .select()
        .from(newsSources)
        .where(eq(newsSources.domain, values.domain));
      return { row: existing!, created: false };
    },

    /** Applies a change only when `version` is still current; undefined when it is not. */
    async updateSource(
      id: string,
      version: number,
      set: { status?: SourceStatus; politicalOrientation?: string },
      tx: Tx = db,
    ): Promise<NewsSourceRow | undefined> {
      const [row] = await tx
        .update(newsSources)
        .set({ ...set, version: sql`${newsSources.version} + 1` })
        .where(and(eq(newsSources.id, id), eq(newsSources.version, version)))
        .returning();
      return row;
    },

    /** Sets the page title found for a source still named after its domain (no new version). */
    async setFetchedName(id: string, domain: string, name: string) {
      await db
        .update(newsSources)
        .set({ name })
        .where(and(eq(newsSources.id, id), eq(newsSources.name, domain)));
    },

    listSources(query: {
      status?: SourceStatus | undefined;
      q?: string | undefined;
      sort: 'created_at' | 'name';
      order: 'asc' | 'desc';
      page: number;
      limit: number;
    }) {
      const where: SQL[] = [];
      if (query.status) where.push(eq(newsSources.status, query.status));
      if (query.q) {
        const escaped = query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
        where.push(ilike(newsSources.searchText, `%${escaped}%`));
      }
      return paginate(
        { db, table: newsSources, where: where.length ? and(...where) : undefined },
        { key: sourceSorts[query.sort], order: query.order, page: query.page, limit: query.limit },
      );
    },
  };
}
export type NewsRepo = ReturnType<typeof createNewsRepo>;
