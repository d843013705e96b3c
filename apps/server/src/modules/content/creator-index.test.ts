import { describe, expect, test } from 'vitest';
import {
  buildCreatorIndex,
  createCreatorIndexCache,
  type CreatorFeatures,
  type MatchInput,
} from './creator-index';

const account = (id: string, over: Partial<CreatorFeatures> = {}): CreatorFeatures => ({
  id,
  platform: 'instagram',
  username: `user_${id}`,
  name: `User ${id}`,
  topics: [],
  motherTongue: null,
  fakeProbability: null,
  engagement: null,
  searchText: `user_${id} user ${id}`,
  ...over,
});
const item: MatchInput = {
  topics: ['fashion', 'music'],
  language: 'en',
  countryLanguages: ['en', 'es'],
  platforms: ['instagram'],
  q: undefined,
};

describe('creator index', () => {
  test('scores add up per signal; ties go by id; non-candidates are left out', () => {
    const index = buildCreatorIndex([
      account('b', { topics: ['fashion'], motherTongue: 'en', fakeProbability: 0 }),
      account('a', { topics: ['fashion'], motherTongue: 'en', fakeProbability: 0 }),
      account('c', { topics: ['fashion', 'music'], motherTongue: 'de', engagement: 0.1 }),
      account('d', { topics: ['sports'], motherTongue: 'de' }),
      account('e', { topics: [], motherTongue: 'es', platform: 'tiktok', fakeProbability: 40 }),
    ]);
    const ranked = index.rank(item);
    const rows = ranked.rows(0, 10);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b', 'c', 'e']);
    expect(ranked.total).toBe(4);
    // a: topics 20 + language 15 + country 10 + platform 10 + authenticity 15.
    expect(rows[0]!.score).toBe(70);
    expect(rows[0]!.points).toEqual({
      topics: 20,
      language: 15,
      country: 10,
      platform: 10,
      authenticity: 15,
      engagement: 0,
    });
    // c: both topics 40 + platform 10 + full engagement 10 (unrated: no authenticity).
    expect(rows[2]!).toMatchObject({ score: 60, shared: ['fashion', 'music'] });
    // e: only the country's language and authenticity 15 × 0.6.
    expect(rows[3]!.score).toBe(19);
    expect(ranked.rows(1, 3).map((r) => r.id)).toEqual(['b', 'c']);
  });

  test('the filter matches name, handle or topic id', () => {
    const index = buildCreatorIndex([
      account('a', { topics: ['fashion'], searchText: 'anna anna müller' }),
      account('b', { topics: ['music'], searchText: 'ben ben koch' }),
    ]);
    expect(
      index
        .rank({ ...item, q: 'müller' })
        .rows(0, 5)
        .map((r) => r.id),
    ).toEqual(['a']);
    expect(
      index
        .rank({ ...item, q: 'musi' })
        .rows(0, 5)
        .map((r) => r.id),
    ).toEqual(['b']);
    expect(index.rank({ ...item, q: 'nobody' }).total).toBe(0);
  });

  test('the cache answers from the old index while one refresh runs in the background', async () => {
    let now = 0;
    let loads = 0;
    let release: () => void = () => undefined;
    const cache = createCreatorIndexCache({
      load: async () => {
        loads++;
        if (loads > 1) await new Promise<void>((r) => (release = r));
        return [account(`v${loads}`, { topics: ['fashion'] })];
      },
      now: () => now,
      maxAgeMs: 1000,
      onError: () => undefined,
    });
    const first = await cache.get();
    expect(first.rank(item).rows(0, 1)[0]!.id).toBe('v1');
    now = 2000;
    expect(await cache.get()).toBe(first); // stale: answered at once, refresh started
    expect(await cache.get()).toBe(first); // still one refresh
    expect(loads).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    const second = await cache.get();
    expect(second.rank(item).rows(0, 1)[0]!.id).toBe('v2');
  });
});
