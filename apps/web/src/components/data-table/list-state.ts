import type { SortOrder } from '@vigil/shared/list-query';
import type { z } from 'zod';

/**
 * A list's query schema as `listQuerySchema` (packages/shared/src/list-query.ts) builds it:
 * `page, limit, sort, order, q, format` plus the list's own filters.
 */
export type ListQuerySchema = z.ZodObject;

/** The fields every list query has (see `listQuerySchema`). */
type ListFields = { page: number; limit: number; sort: string; order: SortOrder; q?: string };

/**
 * What a table keeps in the URL: every field of the list query but `format` (a download is an
 * action, not a view). Filters are the remaining keys.
 */
export type ListState<S extends ListQuerySchema = ListQuerySchema> = Omit<z.output<S>, 'format'> &
  ListFields;

/** The URL keys of a list: the schema's fields in their order, without `format`. */
export const stateKeys = (schema: ListQuerySchema): string[] =>
  Object.keys(schema.shape).filter((k) => k !== 'format');

/**
 * Reads a table's state from a query string. Each field is parsed on its own with the shared
 * schema, so one bad value (a hand-edited link, an old bookmark) falls back to its default and
 * leaves the others alone.
 */
export function readListState<S extends ListQuerySchema>(
  schema: S,
  params: URLSearchParams,
): ListState<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const state: Record<string, unknown> = {};
  for (const key of stateKeys(schema)) {
    const field = shape[key]!;
    const parsed = field.safeParse(params.get(key) ?? undefined);
    const value = parsed.success ? parsed.data : field.safeParse(undefined).data;
    if (value !== undefined) state[key] = value;
  }
  return state as ListState<S>;
}

/** The default view of a list: what an empty query string means. */
export const defaultListState = <S extends ListQuerySchema>(schema: S) =>
  readListState(schema, new URLSearchParams());

/**
 * The query string for a state: only the fields that differ from the default view, in the
 * schema's order, so the default view is the bare path and every other view is a short link.
 */
export function toSearchParams<S extends ListQuerySchema>(
  schema: S,
  state: ListState<S>,
): URLSearchParams {
  const defaults = defaultListState(schema) as Record<string, unknown>;
  const values = state as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of stateKeys(schema)) {
    const value = values[key];
    if (value !== undefined && value !== '' && value !== defaults[key]) {
      params.set(key, String(value));
    }
  }
  return params;
}

/**
 * The query string of a list call: every field of the view, defaults included, so the request
 * says exactly what it asks for whatever the server's defaults are.
 */
export function toQueryParams<S extends ListQuerySchema>(
  schema: S,
  state: ListState<S>,
): URLSearchParams {
  const params = new URLSearchParams();
  const values = state as Record<string, unknown>;
  for (const key of stateKeys(schema)) {
    const value = values[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/**
 * The query of a whole-list download: the view's sort, search and filters, no paging, and the
 * format (`format=csv|json` on the same list endpoint).
 */
export function toExportParams<S extends ListQuerySchema>(
  schema: S,
  state: ListState<S>,
  format: 'csv' | 'json',
): URLSearchParams {
  const params = toQueryParams(schema, state);
  params.delete('page');
  params.delete('limit');
  params.set('format', format);
  return params;
}

/**
 * Clicking a column sorts it ascending; clicking the sorted column again flips the direction
 * (spec 000 §4). Either way the view goes back to page 1.
 */
export function nextSort<S extends ListQuerySchema>(state: ListState<S>, column: string) {
  const order: SortOrder = state.sort === column && state.order === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: column, order, page: 1 } as ListState<S>;
}

/** Whether a view narrows the list (a search or a filter), as opposed to only paging it. */
export function isFiltered<S extends ListQuerySchema>(schema: S, state: ListState<S>): boolean {
  const defaults = defaultListState(schema) as Record<string, unknown>;
  const values = state as Record<string, unknown>;
  return stateKeys(schema)
    .filter((k) => !['page', 'limit', 'sort', 'order'].includes(k))
    .some((k) => values[k] !== undefined && values[k] !== defaults[k]);
}
