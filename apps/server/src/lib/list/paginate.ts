import { pageCount, type SortOrder } from '@vigil/shared';
import { and, asc, count, desc, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { onPglite } from '../../db/prepared';

/**
 * The ORDER BY of one sort of a list: key expressions that match an index, the LAST one unique
 * (so pages never overlap and a keyset cursor is exact), every one NOT NULL (a row comparison
 * with NULL drops rows: wrap nullable columns in `coalesce`). All keys run in the same
 * direction, so one index serves the sort forwards and backwards.
 */
export type SortKey = readonly [SQL | AnyColumn, ...(SQL | AnyColumn)[]];

/** Every sort a list offers (the `sort` enum of its shared list-query schema) → its key. */
export type SortMap<S extends string> = Readonly<Record<S, SortKey>>;

/**
 * What a list reads: one table and the filter (search, status, owner …) as one WHERE;
 * optionally only some of its `columns` (by property name), e.g. to leave out large JSON.
 */
export type ListSource<T extends PgTable> = {
  db: Db;
  table: T;
  where?: SQL | undefined;
  columns?: Record<string, PgColumn>;
};

/** A page of rows plus the pager's numbers; services map `rows` to DTOs with {@link mapPage}. */
export type RowPage<R> = { rows: R[]; total: number; page: number; limit: number; pages: number };

export const orderByKey = (key: SortKey, order: SortOrder): SQL[] =>
  key.map((k) => (order === 'asc' ? asc(k) : desc(k)));

const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/** How many rows the filter selects (a list's total; an export's `X-Total-Count`). */
export async function countRows<T extends PgTable>(source: ListSource<T>): Promise<number> {
  const [row] = await source.db
    .select({ total: count() })
    .from(source.table as PgTable)
    .where(source.where);
  return row?.total ?? 0;
}

/**
 * One page of a list and its total, in one place: `count(*)` of the filter (optionally through
 * a cache, see `countVia`), then the page in the key's order. Pages past the middle are read
 * from the other end (reversed order, small offset), so the last page costs what the first does.
 */
export async function paginate<T extends PgTable>(
  source: ListSource<T>,
  opts: {
    key: SortKey;
    order: SortOrder;
    page: number;
    limit: number;
    /** Wraps the count query, e.g. with a cache keyed by the filter. */
    countVia?: (load: () => Promise<number>) => Promise<number>;
  },
): Promise<RowPage<T['$inferSelect']>> {
  const { db, table, where } = source;
  const { page, limit } = opts;
  const loadTotal = () => countRows(source);
  const total = await (opts.countVia ? opts.countVia(loadTotal) : loadTotal());
  const pages = pageCount(total, limit);
  const offset = (page - 1) * limit;
  if (offset >= total) return { rows: [], total, page, limit, pages };
  const fromEnd = offset > total / 2;
  const rows = await (source.columns ? db.select(source.columns) : db.select())
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderByKey(opts.key, fromEnd ? flip(opts.order) : opts.order))
    .limit(fromEnd ? Math.min(limit, total - offset) : limit)
    .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
  // The select's row type is computed from `table`; Drizzle cannot follow a generic table.
  const typed = rows as T['$inferSelect'][];
  return { rows: fromEnd ? typed.reverse() : typed, total, page, limit, pages };
}

/** Maps a page's rows to the list's DTOs: `{ items, total, page, limit, pages }`. */
export function mapPage<R, D>(p: RowPage<R>, toDto: (row: R) => D) {
  return { items: p.rows.map(toDto), total: p.total, page: p.page, limit: p.limit, pages: p.pages };
}

/**
 * Rows per keyset batch of an export: enough to amortise a query, few enough that a batch dies
 * young (2,000 rows survived into V8's old generation and grew the heap by ~100 MB before a full
 * collection; 1,000 keeps it flat at the same speed).
 */
export const EXPORT_BATCH_ROWS = 1_000;

/**
 * The WHOLE filtered list in the key's order, as batches read by keyset (`WHERE (k1, k2, …) <
 * (last row's keys)`, served by the sort's index): memory stays at one batch whatever the size,
 * and no transaction or connection is held between batches (PGlite has only one). Rows written
 * during the export appear if they sort after the cursor; none is read twice.
 *
 * Key values travel as text and come back as untyped parameters, so PostgreSQL reads them as the
 * key's own type at full precision (a JavaScript Date would cut microseconds and skip rows).
 *
 * Each batch is one statement (the table's columns plus the key texts under their own aliases),
 * and each row is decoded by its columns' own decoders, as Drizzle's select would. On embedded
 * PGlite a batch comes back as one JSON text (`json_agg` in the batch's order), parsed by V8 at
 * once: PGlite decodes every field of every row in JavaScript, which was half the CPU of a
 * million-row export (decision A19). The column decoders take JSON's values as they take the
 * driver's (timestamps as ISO text, arrays as arrays, jsonb as objects).
 */
export function keysetBatches<T extends PgTable>(
  source: ListSource<T>,
  opts: { key: SortKey; order: SortOrder; batchRows?: number },
): AsyncGenerator<T['$inferSelect'][]>;
/** As above, reading only the `pick`ed columns (leave large ones such as raw replies behind). */
export function keysetBatches<T extends PgTable, K extends keyof T['$inferSelect'] & string>(
  source: ListSource<T>,
  opts: { key: SortKey; order: SortOrder; batchRows?: number; pick: readonly K[] },
): AsyncGenerator<Pick<T['$inferSelect'], K>[]>;
export async function* keysetBatches<T extends PgTable>(
  source: ListSource<T>,
  opts: { key: SortKey; order: SortOrder; batchRows?: number; pick?: readonly string[] },
): AsyncGenerator<Record<string, unknown>[]> {
  const { db, table, where } = source;
  const batchRows = opts.batchRows ?? EXPORT_BATCH_ROWS;
  const pick = opts.pick ? new Set(opts.pick) : undefined;
  const columns = Object.entries(source.columns ?? getTableColumns(table as PgTable))
    .filter(([prop]) => !pick || pick.has(prop))
    .map(([prop, column]) => [prop, column] as const);
  // Every selected value under an alias of its own: the columns, then the key texts.
  const aliases = [...columns.map((_, i) => `__c${i}`), ...opts.key.map((_, i) => `__k${i}`)];
  const selectList = sql.join(
    [
      ...columns.map(([, column], i) => sql`${column} as ${sql.identifier(aliases[i]!)}`),
      ...opts.key.map(
        (k, i) => sql`(${k})::text as ${sql.identifier(aliases[columns.length + i]!)}`,
      ),
    ],
    sql`, `,
  );
  const orderBy = sql.join(orderByKey(opts.key, opts.order), sql`, `);
  const op = opts.order === 'asc' ? sql`>` : sql`<`;
  const asJson = onPglite(db);
  const jsonRow = sql.join(
    aliases.map((a) => sql`b.${sql.identifier(a)}`),
    sql`, `,
  );
  /** One batch: each row's values in `aliases` order, as the driver gives them. */
  const read = async (condition: SQL | undefined): Promise<unknown[][]> => {
    const where = condition ? sql`where ${condition}` : sql``;
    if (!asJson) {
      const result = (await db.execute(
        sql`select ${selectList} from ${table} ${where} order by ${orderBy} limit ${batchRows}`,
      )) as unknown as { rows: Record<string, unknown>[] };
      return result.rows.map((r) => aliases.map((a) => r[a]));
    }
    const result = (await db.execute(
      sql`select coalesce(json_agg(json_build_array(${jsonRow}) order by b.__n), '[]')::text as batch
        from (select ${selectList}, row_number() over (order by ${orderBy}) as __n
          from ${table} ${where} order by ${orderBy} limit ${batchRows}) b`,
    )) as unknown as { rows: { batch: string }[] };
    return JSON.parse(result.rows[0]?.batch ?? '[]') as unknown[][];
  };
  let after: (string | null)[] | undefined;
  for (;;) {
    const cursor = after
      ? sql`(${sql.join([...opts.key], sql`, `)}) ${op} (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : undefined;
    const raw = await read(and(where, cursor));
    if (raw.length === 0) return;
    after = raw[raw.length - 1]!.slice(columns.length).map((v) => (v ?? null) as string | null);
    if (after.some((v) => v === null)) {
      // A NULL key would end the export early without a word; refuse loudly instead.
      throw new Error('keysetBatches: a sort key is NULL; wrap it in coalesce()');
    }
    const batch = raw.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const [prop, column] = columns[i]!;
        const value = values[i];
        row[prop] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row;
    });
    yield batch;
    if (raw.length < batchRows) return;
  }
}
