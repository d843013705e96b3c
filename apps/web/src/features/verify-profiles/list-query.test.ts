import { profileListQuerySchema, profileSortSchema } from '@vigil/shared/badge';
import { describe, expect, test } from 'vitest';
import { PROFILE_SORTS, profileTableQuerySchema } from './list-query';

describe('the admin table view', () => {
  test('sorts by exactly the columns the server sorts by', () => {
    expect([...PROFILE_SORTS].sort()).toEqual([...profileSortSchema.options].sort());
  });

  test('has the defaults of the server list query: full_name ascending, page 1, 10 rows', () => {
    const server = profileListQuerySchema.parse({});
    expect(profileTableQuerySchema.parse({})).toEqual({
      page: server.page,
      limit: server.limit,
      sort: server.sort,
      order: server.dir,
    });
  });
});
