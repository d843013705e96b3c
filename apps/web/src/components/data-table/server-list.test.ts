import { listPageOf, listQuerySchema } from '@vigil/shared/list-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { mockApi, reply } from '../../test/mock-api';
import { defaultListState } from './list-state';
import { serverList } from './server-list';

afterEach(() => vi.unstubAllGlobals());

const query = listQuerySchema({
  sort: ['created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  pageSizes: [20, 50],
  filters: {},
});
const page = listPageOf(z.object({ id: z.string() }));
const list = serverList({ path: '/analysis/accounts', query, page, key: ['accounts'] });
const state = { ...defaultListState(query), page: 2, q: 'ada' };

describe('serverList', () => {
  test('a page is fetched with the view in the query string and parsed', async () => {
    const api = mockApi({
      'GET /api/analysis/accounts': () =>
        reply(page, { items: [{ id: 'a' }], total: 21, page: 2, limit: 20, pages: 2 }),
    });
    await expect(list.get(state)).resolves.toMatchObject({ items: [{ id: 'a' }], total: 21 });
    expect(Object.fromEntries(api.calls[0]!.query)).toMatchObject({ page: '2', q: 'ada' });
    expect(list.queryOptions(state).queryKey).toEqual(['accounts', state]);
  });

  test('the export is the whole filtered list, named after the path', () => {
    const source = list.exportSource(state);
    expect(source.fileName).toBe('analysis-accounts');
    const params = new URLSearchParams(source.path('csv').split('?')[1]);
    expect(source.path('csv').startsWith('/analysis/accounts?')).toBe(true);
    expect(params.get('format')).toBe('csv');
    expect(params.get('q')).toBe('ada');
    expect(params.has('page')).toBe(false);
  });
});
