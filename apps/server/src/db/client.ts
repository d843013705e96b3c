import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { serverRoot } from '../lib/server-root';
import * as schema from './schema';

/** The Drizzle handle every repo takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  /**
   * Runs start-up work that must happen once however many processes start together (the
   * first admin, the first ratings import): on PostgreSQL under an advisory lock, so the
   * next process waits and then finds the work done. PGlite has one process: it just runs.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const migrationsFolder = join(serverRoot, 'drizzle');

/** The migrated in-memory cluster that every `memory://` database of this process copies. */
let memoryTemplate: Promise<File | Blob> | undefined;

/** The PostgreSQL advisory lock the migrator holds (any fixed 64-bit number; "vigilmig"). */
export const MIGRATION_LOCK_KEY = '8532464671518452071';
/** The advisory lock of {@link Database.exclusive} ("vigilsta"). */
export const START_LOCK_KEY = '8532464671518848097';

/**
 * Opens the database and applies the committed migrations in-process.
 * `url` undefined → PGlite in `dataDir/pglite`; `'memory://'` → in-memory PGlite (tests), a
 * copy of one migrated template per process; anything else → PostgreSQL.
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  // Each driver is loaded only when used: a start on one does not pay for the other.
  if (!opts.url || opts.url.startsWith('memory://')) {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { pg_trgm }] =
      await Promise.all([
        import('@electric-sql/pglite'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
        // Trigram indexes for substring search (issue 9: analysis and dashboard `q`).
        import('@electric-sql/pglite/contrib/pg_trgm'),
      ]);
    const extensions = { pg_trgm };
    let client: InstanceType<typeof PGlite>;
    if (opts.url) {
      // A fresh cluster costs an initdb (3-4 s on a busy two-core machine) and 24 migrations;
      // a copy of one migrated in-memory cluster loads in well under a second. The template is
      // made once per process; the migrator below still runs (a no-op on the copy), so a copy
      // is never behind the committed migrations.
      memoryTemplate ??= (async () => {
        const template = new PGlite({ extensions });
        await migratePglite(drizzlePglite({ client: template, casing: 'snake_case' }), {
          migrationsFolder,
        });
        const dump = await template.dumpDataDir('none');
        await template.close();
        return dump;
      })();
      client = new PGlite({ extensions, loadDataDir: await memoryTemplate });
    } else {
      const dir = join(opts.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      client = new PGlite(dir, { extensions });
    }
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      exclusive: (work) => work(),
      close: () => client.close(),
    };
  }
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
  // An idle connection dropped by the server (restart, failover) emits 'error' on the pool;
  // unhandled, that would crash the process. The next query gets a fresh connection instead.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  // A connection dropped while checked out (between the queries of a transaction or a held
  // lock) emits 'error' on its client, not on the pool: handled the same way, the query in
  // flight fails and the connection is discarded on release, instead of crashing the process.
  pool.on('connect', (client) =>
    client.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`)),
  );
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  /** Holds the advisory lock `key` on one connection of the pool while `work` runs. */
  const withLock = async <T>(key: string, work: (client: PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      try {
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch((err: Error) => {
          broken = err; // a lost connection has released the lock anyway
        });
      }
    } finally {
      client.release(broken);
    }
  };
  // Several processes may start at once on one database: one migrates, the others wait on
  // the advisory lock and then find nothing left to do.
  await withLock(MIGRATION_LOCK_KEY, (client) =>
    migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder }),
  );
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusive: (work) => withLock(START_LOCK_KEY, () => work()),
    close: () => pool.end(),
  };
}
