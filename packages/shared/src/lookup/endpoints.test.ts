import { describe, expect, test } from 'vitest';
import { lookupEndpoints, lookupUrl, pathParamNames } from './endpoints';

describe('lookupUrl', () => {
  test('fills and encodes path parameters', () => {
    expect(lookupUrl('instagramProfile', { username: 'a b/c' })).toBe(
      '/api/lookups/instagram/a%20b%2Fc',
    );
    expect(lookupUrl('telegram', { kind: 'channel', username: 'durov' })).toBe(
      '/api/lookups/telegram/channel/durov',
    );
  });

  test('puts the other non-empty fields in the query string', () => {
    expect(lookupUrl('linkedin', { name: 'Ada L', jobTitle: undefined, location: 'Köln' })).toBe(
      '/api/lookups/linkedin?name=Ada%20L&location=K%C3%B6ln',
    );
    expect(lookupUrl('youtubeSuggestions', { q: 'news', continuation: '' })).toBe(
      '/api/lookups/youtube/suggestions?q=news',
    );
  });
});

test('every path parameter of every endpoint is a field of its params schema', () => {
  for (const [id, endpoint] of Object.entries(lookupEndpoints)) {
    const names = pathParamNames(endpoint.path);
    const shape =
      'params' in endpoint && 'shape' in endpoint.params
        ? Object.keys(endpoint.params.shape as object)
        : [];
    expect(shape.sort(), id).toEqual([...names].sort());
  }
});
