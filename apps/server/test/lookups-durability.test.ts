/**
 * Stored lookups are never lost (issue 8 §2): the real server runs as a child process, takes
 * concurrent lookups from the demo provider and is killed with SIGKILL in the middle of them.
 * After a restart on the same data (PGlite folder, or the same PostgreSQL database), every
 * lookup that got a 200 is stored, with its snapshot.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '../src/db/client';
import { accountSnapshots, storedAccounts } from '../src/db/schema';
import { provisionDatabase } from './helper';
import { ensureServerBuild, startServerProcess, tokenOverHttp } from './server-process';

const ADMIN = { email: 'durability@vigil.test', password: 'durability-password-1' };

let dataDir: string;
let database: { url: string; drop: () => Promise<void> };

beforeAll(async () => {
  ensureServerBuild();
  dataDir = await mkdtemp(join(tmpdir(), 'vigil-durability-'));
  database = await provisionDatabase();
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm start`'s server (without the web build) on this test's data folder or database. */
const startServer = () =>
  startServerProcess(
    {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      // memory:// would be a new empty database per process: PGlite must use the folder.
      DATABASE_URL: database.url === 'memory://' ? '' : database.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: '1000000',
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    // A cold start migrates a fresh PGlite folder; a busy two-core machine needs its time.
    { readyTimeoutMs: 90_000 },
  );

const platforms = ['twitter', 'tiktok', 'snapchat', 'truthsocial', 'instagram'] as const;
type Done = { platform: (typeof platforms)[number]; name: string };

test('kill -9 under load: every lookup that got a 200 is stored, with its snapshot', async () => {
  const first = await startServer();
  const auth = { authorization: `Bearer ${await tokenOverHttp(first.base, ADMIN)}` };
  const run = Date.now().toString(36);
  const ok: Done[] = [];
  let next = 0;
  let killed = false;

  async function worker() {
    while (!killed) {
      const i = next++;
      const platform = platforms[i % platforms.length]!;
      const name = `kill${run}n${i}`;
      try {
        const res = await fetch(`${first.base}/api/lookups/${platform}/${name}`, {
          headers: auth,
        });
        if (res.status === 200) {
          await res.arrayBuffer();
          ok.push({ platform, name });
        }
      } catch {
        // The connection died with the process: this lookup got no 200.
      }
    }
  }
  const workers = Array.from({ length: 8 }, worker);
  // Kill in the middle of the load, once a good number of lookups have been answered.
  while (ok.length < 150) await new Promise((r) => setTimeout(r, 5));
  first.child.kill('SIGKILL');
  killed = true;
  await Promise.all(workers);
  await first.exited;
  expect(ok.length).toBeGreaterThanOrEqual(150);

  // A restart on the same data comes up (PGlite recovers its folder) …
  const second = await startServer();
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  // … and holds every account whose lookup was answered, with the snapshot of that lookup.
  const db = await openDatabase({
    url: database.url === 'memory://' ? undefined : database.url,
    dataDir,
  });
  try {
    const missing: string[] = [];
    for (const platform of platforms) {
      const names = ok.filter((d) => d.platform === platform).map((d) => d.name.toLowerCase());
      if (names.length === 0) continue;
      const rows = await db.db
        .select({ key: storedAccounts.usernameKey, snapshots: count(accountSnapshots.id) })
        .from(storedAccounts)
        .leftJoin(accountSnapshots, eq(accountSnapshots.storedAccountId, storedAccounts.id))
        .where(
          and(eq(storedAccounts.platform, platform), inArray(storedAccounts.usernameKey, names)),
        )
        .groupBy(storedAccounts.usernameKey);
      const stored = new Set(rows.filter((r) => r.snapshots === 1).map((r) => r.key));
      missing.push(...names.filter((n) => !stored.has(n)).map((n) => `${platform}:${n}`));
    }
    expect(missing).toEqual([]);
  } finally {
    await db.close();
  }
}, 240_000);
