import { emptyToUndefined, listQuerySchema } from '@vigil/shared/list-query';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  defaultListState,
  isFiltered,
  nextSort,
  readListState,
  toExportParams,
  toQueryParams,
  toSearchParams,
} from './list-state';

const schema = listQuerySchema({
  sort: ['name', 'created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: [10, 25, 50],
  filters: { status: z.preprocess(emptyToUndefined, z.enum(['open', 'closed']).optional()) },
});
const read = (qs: string) => readListState(schema, new URLSearchParams(qs));

describe('a table view in the URL', () => {
  test('an empty query string is the default view of the shared schema', () => {
    expect(read('')).toEqual({ page: 1, limit: 10, sort: 'created_at', order: 'desc' });
    expect(toSearchParams(schema, read('')).toString()).toBe('');
  });

  test('each bad value falls back alone; the good ones stay', () => {
    expect(read('page=-2&limit=7&sort=password&order=up&status=lost&q=%20ada%20')).toEqual({
      ...defaultListState(schema),
      q: 'ada',
    });
    expect(read('page=3&limit=999&sort=name')).toMatchObject({ page: 3, limit: 10, sort: 'name' });
  });

  test('format is an action, never part of the view', () => {
    expect(read('format=csv')).not.toHaveProperty('format');
    expect(toSearchParams(schema, { ...read(''), format: 'csv' } as never).toString()).toBe('');
  });

  test('only what differs from the default goes into the link, in the schema order', () => {
    const state = {
      ...read(''),
      status: 'open' as const,
      q: 'x y',
      page: 2,
      sort: 'name' as const,
    };
    expect(toSearchParams(schema, state).toString()).toBe('page=2&sort=name&q=x+y&status=open');
  });

  test('any view survives the round trip through the URL', () => {
    fc.assert(
      fc.property(
        fc.record({
          page: fc.integer({ min: 1, max: 5000 }),
          limit: fc.constantFrom(10, 25, 50),
          sort: fc.constantFrom('name' as const, 'created_at' as const),
          order: fc.constantFrom('asc' as const, 'desc' as const),
          q: fc.option(
            fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s !== ''),
            { nil: undefined },
          ),
          status: fc.option(fc.constantFrom('open' as const, 'closed' as const), {
            nil: undefined,
          }),
        }),
        (state) => {
          const clean = Object.fromEntries(
            Object.entries(state).filter(([, v]) => v !== undefined),
          );
          expect(readListState(schema, toSearchParams(schema, state))).toEqual(clean);
        },
      ),
    );
  });

  test('sorting: a new column ascending from page 1, the same column flips', () => {
    const byName = nextSort({ ...read(''), page: 4 }, 'name');
    expect(byName).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(nextSort(byName, 'name')).toMatchObject({ sort: 'name', order: 'desc' });
    expect(nextSort(nextSort(byName, 'name'), 'name')).toMatchObject({ order: 'asc' });
  });

  test('the API call names every field; the export drops paging and adds the format', () => {
    const state = read('page=3&q=ada&status=open');
    expect(toQueryParams(schema, state).toString()).toBe(
      'page=3&limit=10&sort=created_at&order=desc&q=ada&status=open',
    );
    expect(toExportParams(schema, state, 'csv').toString()).toBe(
      'sort=created_at&order=desc&q=ada&status=open&format=csv',
    );
  });

  test('a search or a filter narrows the list; paging and sorting do not', () => {
    expect(isFiltered(schema, read('page=2&sort=name&limit=50'))).toBe(false);
    expect(isFiltered(schema, read('q=x'))).toBe(true);
    expect(isFiltered(schema, read('status=closed'))).toBe(true);
  });
});
