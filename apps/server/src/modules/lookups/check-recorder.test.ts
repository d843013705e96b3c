import { expect, test } from 'vitest';
import { unknownFacts } from '../../integrations/social/social-provider';
import { createCheckRecorder, STORE_BATCH_ROWS } from './check-recorder';
import type { AccountCheck, AccountObservation, LookupsRepo } from './lookups.repo';

const observation = (key: string, observedAt = '2026-01-01T00:00:00.000Z'): AccountObservation => ({
  platform: 'tiktok',
  reading: {
    key,
    externalId: null,
    avatarUrl: null,
    facts: unknownFacts('tiktok', key),
    raw: { key },
  },
  observedAt,
  estimate: null,
  source: 'demo',
  lookup: 'tiktokProfile',
  observedBy: null,
});

/** A database error as the drivers throw it (Drizzle wraps the driver's error in `cause`). */
const dbError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

/** Type-checked against the real repo: records every call, fails as told. */
function fakeRepo(fail: (batch: AccountCheck[]) => Error | null = () => null) {
  const calls: AccountCheck[][] = [];
  const counted: AccountCheck[][] = [];
  const stored: AccountCheck[] = [];
  const repo: Pick<LookupsRepo, 'writeAccounts' | 'countChecks' | 'writePosts'> = {
    writeAccounts: async (checks) => {
      calls.push(checks.map((c) => ({ ...c })));
      await new Promise((r) => setTimeout(r, 2));
      const err = fail(checks);
      if (err) throw err;
      stored.push(...checks);
      // An account named 'posted…' stands for one with stored posts: pending derivation.
      return checks.map((c) => ({
        id: `id-${c.observation.reading.key}`,
        platform: c.observation.platform,
        key: c.observation.reading.key,
        pending: c.observation.reading.key.startsWith('posted'),
      }));
    },
    countChecks: async (checks) => {
      counted.push(checks);
      const keys = new Set(stored.map((c) => c.observation.reading.key));
      return {
        ids: checks
          .filter((c) => keys.has(c.observation.reading.key))
          .map((c) => `id-${c.observation.reading.key}`),
        missing: checks.filter((c) => !keys.has(c.observation.reading.key)),
      };
    },
    writePosts: async (fetches) => fetches.map((f) => `id-${f.key}`),
  };
  return { repo, calls, counted, stored };
}

const quiet = { error: () => {} };

test('checks of one account in one batch are merged: count, newest facts, first and last time, last user', async () => {
  const { repo, calls } = fakeRepo();
  const r = createCheckRecorder({ repo, log: quiet });
  const newer = observation('a', '2026-01-02T00:00:00.000Z');
  void r.record(newer, 'u1', new Date(1_000));
  void r.record(observation('b'), 'u1', new Date(2_000));
  void r.record(observation('a'), 'u2', new Date(3_000));
  await r.drain();
  expect(calls).toHaveLength(1);
  const a = calls[0]?.find((c) => c.observation.reading.key === 'a');
  expect(a).toMatchObject({
    checks: 2,
    firstAt: new Date(1_000),
    lastAt: new Date(3_000),
    checkedBy: 'u2',
  });
  // A cached lookup re-sends an older observation: the newest one stays.
  expect(a?.observation).toBe(newer);
  expect(calls[0]).toHaveLength(2);
});

test('a record resolves only once its batch is written; what arrives meanwhile is the next batch', async () => {
  const { repo, calls, stored } = fakeRepo();
  const r = createCheckRecorder({ repo, log: quiet });
  let firstDone = false;
  const first = r.record(observation('one'), null, new Date()).then(() => (firstDone = true));
  const sameTick = r.record(observation('two'), null, new Date());
  await new Promise((res) => setImmediate(res));
  expect(calls).toHaveLength(1);
  expect(firstDone).toBe(false);
  const later = r.record(observation('three'), null, new Date());
  await Promise.all([first, sameTick]);
  expect(stored.map((c) => c.observation.reading.key)).toEqual(['one', 'two']);
  await later;
  expect(calls.map((b) => b.map((c) => c.observation.reading.key))).toEqual([
    ['one', 'two'],
    ['three'],
  ]);
});

test('one bad row fails alone: the batch is retried in halves, the other rows are stored, the bad one logged', async () => {
  const { repo, stored } = fakeRepo((batch) =>
    batch.some((c) => c.observation.reading.key === 'bad') ? dbError('54000') : null,
  );
  const errors: object[] = [];
  const r = createCheckRecorder({ repo, log: { error: (o) => errors.push(o) } });
  const keys = Array.from({ length: STORE_BATCH_ROWS }, (_, i) => (i === 7 ? 'bad' : `k${i}`));
  await Promise.all(keys.map((k) => r.record(observation(k), null, new Date())));
  expect(stored.map((c) => c.observation.reading.key).sort()).toEqual(
    keys.filter((k) => k !== 'bad').sort(),
  );
  expect(errors).toEqual([expect.objectContaining({ accounts: ['tiktok:bad'] })]);
});

test('a failure that is not about a row (the database is gone) is logged once, not retried row by row', async () => {
  const { repo, calls } = fakeRepo(() =>
    Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  );
  const errors: object[] = [];
  const r = createCheckRecorder({ repo, log: { error: (o) => errors.push(o) } });
  await Promise.all(['a', 'b', 'c'].map((k) => r.record(observation(k), null, new Date())));
  expect(calls).toHaveLength(1);
  expect(errors).toEqual([
    expect.objectContaining({ accounts: ['tiktok:a', 'tiktok:b', 'tiktok:c'] }),
  ]);
});

test('a re-sent observation this process stored (a cached lookup) only counts its check', async () => {
  const { repo, calls, counted, stored } = fakeRepo();
  const r = createCheckRecorder({ repo, log: quiet });
  const seen = observation('hot');
  await r.record(seen, 'u1', new Date(1_000));
  await r.record(seen, 'u2', new Date(2_000));
  expect(calls.map((b) => b.map((c) => c.observation.reading.key))).toEqual([['hot']]);
  expect(counted.map((b) => b.map((c) => [c.observation.reading.key, c.checkedBy]))).toEqual([
    [['hot', 'u2']],
  ]);
  // An account the database does not have after all is written in full.
  stored.length = 0;
  await r.record(seen, 'u3', new Date(3_000));
  expect(calls).toHaveLength(2);
  expect(calls[1]?.[0]).toMatchObject({ checkedBy: 'u3', observation: seen });
});

test("a record resolves to whether its account's topics and language are still to be derived", async () => {
  const { repo } = fakeRepo((batch) =>
    batch.some((c) => c.observation.reading.key === 'broken') ? dbError('22P02') : null,
  );
  const r = createCheckRecorder({ repo, log: quiet });
  const results = await Promise.all([
    r.record(observation('plain'), 'u1', new Date()),
    r.record(observation('posted1'), 'u1', new Date()),
    r.record(observation('posted1'), 'u2', new Date()),
    r.record(observation('broken'), 'u1', new Date()),
  ]);
  // Both checks of one account share its answer; a record that failed has nothing to derive.
  expect(results).toEqual([false, true, true, false]);
});
