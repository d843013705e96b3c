// `npm run db:backup -- [file]` / `npm run db:restore -- <file>`: a backup of the embedded
// PGlite database in DATA_DIR (default ./data) as one gzipped tarball (PGlite's own dump of its
// data directory). PGlite is single-process: stop the server first (a copy taken while it
// writes would not be consistent). Restore moves the current database aside, never deletes it.
// With DATABASE_URL use pg_dump / pg_restore instead (README "Backups").
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const [mode, fileArg] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const dbDir = join(dataDir, 'pglite');

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README "Backups").');
  process.exit(64);
}

if (mode === 'backup') {
  if (!existsSync(dbDir)) {
    console.error(`No embedded database at ${dbDir}.`);
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(fileArg ?? join(dataDir, 'backups', `vigil-${stamp}.tar.gz`));
  const db = new PGlite(dbDir);
  await db.waitReady;
  // An uncompressed dump, gzipped here (PGlite's own gzip needs CompressionStream).
  const dump = await db.dumpDataDir('none');
  await db.close();
  await mkdir(resolve(file, '..'), { recursive: true });
  await writeFile(file, gzipSync(Buffer.from(await dump.arrayBuffer())), { mode: 0o600 });
  console.log(file);
} else if (mode === 'restore') {
  if (!fileArg) {
    console.error('usage: npm run db:restore -- <backup.tar.gz>');
    process.exit(64);
  }
  const data = gunzipSync(await readFile(resolve(fileArg)));
  // The current database is kept beside, never deleted by this script.
  if (existsSync(dbDir)) {
    const kept = `${dbDir}.before-restore-${Date.now()}`;
    await rename(dbDir, kept);
    console.log(`the previous database was moved to ${kept}`);
  }
  await mkdir(dbDir, { recursive: true });
  const db = new PGlite(dbDir, { loadDataDir: new Blob([data]) });
  await db.waitReady;
  await db.query('select 1');
  await db.close();
  console.log(`restored ${fileArg} into ${dbDir}`);
} else {
  console.error('usage: node scripts/db-backup.mjs backup [file] | restore <file>');
  process.exit(64);
}
