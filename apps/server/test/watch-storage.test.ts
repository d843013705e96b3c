import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTransactionRunner } from '../src/db/transaction';
import { createWatchlistsRepo, type NewPoint } from '../src/modules/watchlists/watchlists.repo';
import { useMigratedDatabase } from './helper';

/**
 * Points are stored compactly (one row per account and month, parallel arrays): a year of daily
 * points, written as the checks write them, costs at most 64 bytes a point on disk, indexes and
 * the space updates leave behind included.
 */
const db = useMigratedDatabase('watch-storage');
const DAY = 86_400_000;
const INCREMENTAL = 4;

async function bytesPerPoint() {
  await db.database.db.execute(sql`VACUUM ANALYZE watch_points`);
  const [row] = await db.rows<{ bytes: string; points: string }>(sql`
    SELECT pg_total_relation_size('watch_points')::text AS bytes,
           (SELECT coalesce(sum(cardinality(at_minutes)), 0) FROM watch_points)::text AS points`);
  return { bytes: Number(row!.bytes), points: Number(row!.points) };
}

/** A plausible point of account `i` on day `d`: counts of their size, some platforms without likes. */
const point = (i: number, d: number, atMs: number): NewPoint => ({
  atMs,
  followers: 10_000 + i * 997 + d * 13,
  following: 300 + (d % 7),
  posts: 100 + Math.floor(d / 3),
  likes: i % 2 === 0 ? null : 50_000 + d * 41,
  score: (i + d) % 100,
  modelVersion: d < 200 ? 'trust-2026-01' : 'trust-2026-07',
  changes: d % 29 === 0 ? 2 : 0,
});

test('a year of daily points for 300 accounts: at most 64 bytes a point', async () => {
  const repo = createWatchlistsRepo(db.database.db);
  const transaction = createTransactionRunner(db.database.db);
  const start = Date.UTC(2025, 0, 1, 9, 30);
  const targets = await transaction((tx) =>
    repo.ensureTargets(
      Array.from({ length: 300 }, (_, i) => ({
        platform: 'tiktok' as const,
        usernameKey: `storage_${i}`,
        username: `storage_${i}`,
      })),
      new Date(start),
      tx,
    ),
  );
  // The first 4 accounts grow one check at a time (as the daily checks append), with a vacuum a
  // week standing in for autovacuum; the others are written a month at a time (as compact as
  // the layout gets). Both are in the figure.
  for (let d = 0; d < 365; d++) {
    await transaction(async (tx) => {
      for (const [i, t] of targets.slice(0, INCREMENTAL).entries()) {
        await repo.appendPoints(t.id, [point(i, d, start + d * DAY)], tx);
      }
    });
    if (d % 7 === 6) await db.database.db.execute(sql`VACUUM watch_points`);
  }
  for (const [i, t] of targets.slice(INCREMENTAL).entries()) {
    await transaction((tx) =>
      repo.appendPoints(
        t.id,
        Array.from({ length: 365 }, (_, d) => point(i + INCREMENTAL, d, start + d * DAY)),
        tx,
      ),
    );
  }
  const { bytes, points } = await bytesPerPoint();
  expect(points).toBe(300 * 365);
  const perPoint = bytes / points;
  expect(perPoint, `${bytes} bytes for ${points} points`).toBeLessThanOrEqual(64);

  // What was written reads back the same, in order, with the model version of each point.
  const back = await repo.points(targets[1]!.id, null);
  expect(back).toHaveLength(365);
  expect(back[0]).toEqual({ ...point(1, 0, start), atMs: start });
  expect(back[364]).toEqual({ ...point(1, 364, start + 364 * DAY), atMs: start + 364 * DAY });
  expect(back[200]?.modelVersion).toBe('trust-2026-07');
}, 180_000);
