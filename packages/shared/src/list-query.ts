import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from './constants';

/**
 * The one list-query shape of every list endpoint and every data table: `page`, `limit`, `sort`,
 * `order`, `q` and the list's own filters, plus `format` for a streamed download of the whole
 * filtered list. The web keeps the same fields in the URL, so a table's state is a link.
 *
 * ```ts
 * export const auditListQuerySchema = listQuerySchema({
 *   sort: ['created_at', 'action'],
 *   defaultSort: 'created_at',
 *   defaultOrder: 'desc',
 *   filters: { action: z.string().max(64).optional() },
 * });
 * ```
 */

/** Query-string values arrive as strings; an empty one means "not set". */
export const emptyToUndefined = (v: unknown) =>
  v === '' || (typeof v === 'string' && v.trim() === '') ? undefined : v;

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** `format=csv|json` on a list endpoint: stream the whole filtered list as a download. */
export const exportFormatSchema = z.enum(['csv', 'json']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** A free-text search: trimmed, at most 200 characters, empty = none. */
export const searchTextSchema = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(200).optional(),
);

export type ListQueryOptions<S extends readonly [string, ...string[]], F extends z.ZodRawShape> = {
  /** Columns the list may be sorted by (the server maps each to an indexed expression). */
  sort: S;
  defaultSort: S[number];
  defaultOrder?: SortOrder;
  /** Page sizes offered; the default is any size from 1 to `maxLimit`. */
  pageSizes?: readonly number[];
  defaultLimit?: number;
  maxLimit?: number;
  /** The list's own filters, each optional (wrap with `z.preprocess(emptyToUndefined, …)`). */
  filters?: F;
};

/** Builds the list-query schema of one list (see the module comment). */
export function listQuerySchema<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(options: ListQueryOptions<S, F>) {
  const maxLimit = options.maxLimit ?? MAX_LIMIT;
  const sizes = options.pageSizes;
  const limit = z.coerce
    .number()
    .int()
    .min(1)
    .max(maxLimit)
    .refine((n) => !sizes || sizes.includes(n), {
      error: `The page size is one of ${sizes?.join(', ')}`,
    })
    .default(options.defaultLimit ?? sizes?.[0] ?? DEFAULT_LIMIT);
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
    limit,
    sort: z.preprocess(emptyToUndefined, z.enum(options.sort).default(options.defaultSort)),
    order: z.preprocess(emptyToUndefined, sortOrderSchema.default(options.defaultOrder ?? 'asc')),
    q: searchTextSchema,
    format: z.preprocess(emptyToUndefined, exportFormatSchema.optional()),
    ...((options.filters ?? {}) as F),
  });
}

/** A page of a list: the items plus what a pager needs (`pages` = ceil(total / limit), ≥ 1). */
export const listPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  });

/** `pages` for a total: at least 1, so "page 1 of 1" reads right for an empty list. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
