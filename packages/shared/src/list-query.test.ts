import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { emptyToUndefined, listQuerySchema, pageCount } from './list-query';

const schema = listQuerySchema({
  sort: ['name', 'created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: [10, 25, 50],
  filters: { status: z.preprocess(emptyToUndefined, z.enum(['a', 'b']).optional()) },
});

describe('listQuerySchema', () => {
  test('fills the defaults from an empty query string', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 10, sort: 'created_at', order: 'desc' });
  });

  test('coerces strings and treats empty values as unset', () => {
    expect(
      schema.parse({ page: '3', limit: '25', sort: 'name', order: '', q: '  x ', status: '' }),
    ).toEqual({ page: 3, limit: 25, sort: 'name', order: 'desc', q: 'x' });
  });

  test('refuses unknown sort columns, page sizes outside the list and bad formats', () => {
    expect(schema.safeParse({ sort: 'password' }).success).toBe(false);
    expect(schema.safeParse({ limit: '11' }).success).toBe(false);
    expect(schema.safeParse({ format: 'xml' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
  });

  test('keeps the list filters and the export format', () => {
    expect(schema.parse({ status: 'b', format: 'csv' })).toMatchObject({
      status: 'b',
      format: 'csv',
    });
  });
});

test('pageCount is at least one page', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(41, 20)).toBe(3);
});
