import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverRoot } from '../lib/server-root';
import * as schema from './schema';

/** The Drizzle handle every repo takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = join(serverRoot, 'drizzle');

/**
 * Opens the database and applies the committed migrations in-process.
 * `url` undefined → PGlite in `dataDir/pglite`; `'memory://'` → in-memory PGlite (tests);
 * anything else → PostgreSQL.
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
      client = new PGlite({ extensions });
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
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
