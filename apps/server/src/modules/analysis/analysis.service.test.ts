import { describe, expect, it } from 'vitest';
import { existsOf, toAnalysisAccount } from './analysis.service';
import type { AnalysisRow } from './analysis.repo';

const row = (over: Partial<AnalysisRow> = {}): AnalysisRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  platform: 'instagram',
  username: 'anna',
  name: 'Anna',
  accountCreatedAt: new Date('2020-05-01T10:00:00.000Z'),
  motherTongue: 'de',
  status: 'suspicious',
  fakeProbability: 61,
  topics: ['music', 'tech'],
  checkCount: 3,
  lastSeenAt: new Date('2026-11-01T08:30:00.250Z'),
  source: 'demo',
  ...over,
});

describe("'Exists' is what the last lookup found", () => {
  const seen = new Date('2026-11-01T08:00:00.000Z');
  const later = new Date('2026-11-02T08:00:00.000Z');
  it('found by the last lookup (or never missed): true, as of the last sighting', () => {
    expect(existsOf({ lastSeenAt: seen, lookupMiss: null, lookupMissAt: null })).toEqual({
      exists: true,
      existsCheckedAt: seen.toISOString(),
    });
    // A miss before a later sighting is history: found again.
    expect(existsOf({ lastSeenAt: later, lookupMiss: 'not_found', lookupMissAt: seen })).toEqual({
      exists: true,
      existsCheckedAt: later.toISOString(),
    });
  });
  it('the provider said not found: false; the provider failed: null (unknown)', () => {
    expect(existsOf({ lastSeenAt: seen, lookupMiss: 'not_found', lookupMissAt: later })).toEqual({
      exists: false,
      existsCheckedAt: later.toISOString(),
    });
    expect(existsOf({ lastSeenAt: seen, lookupMiss: 'failed', lookupMissAt: later })).toEqual({
      exists: null,
      existsCheckedAt: later.toISOString(),
    });
  });
});

describe('toAnalysisAccount (the table row and every exported row)', () => {
  it('maps a stored row to the API shape with ISO dates', () => {
    expect(toAnalysisAccount(row())).toEqual({
      platform: 'instagram',
      username: 'anna',
      realName: 'Anna',
      createdAt: '2020-05-01T10:00:00.000Z',
      motherTongue: 'de',
      status: 'suspicious',
      fakeProbability: 61,
      topics: ['music', 'tech'],
      checkCount: 3,
      lastSeenAt: '2026-11-01T08:30:00.250Z',
      source: 'demo',
    });
  });

  it('reads a status it does not know as unrated and drops topics it does not know', () => {
    const a = toAnalysisAccount(
      row({ status: 'archived', topics: ['music', 'knitting', 'tech'], accountCreatedAt: null }),
    );
    expect(a.status).toBe('unrated');
    expect(a.topics).toEqual(['music', 'tech']);
    expect(a.createdAt).toBeNull();
  });
});
