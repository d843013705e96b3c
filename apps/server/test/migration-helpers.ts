import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, onTestFinished } from 'vitest';
import { migrationsFolder } from '../src/db/client';

/** The migrations folder as it was before `tag` (its journal cut there), removed after the test. */
function foldersUpTo(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-migrations-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A fresh PGlite database migrated up to, not including, migration `tag`: a migration test
 * fills it with rows of the old shape, then `migrateRest()` runs that migration and every later
 * one, as an existing installation's upgrade would.
 */
export async function databaseBefore(tag: string) {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: foldersUpTo(tag) });
  return { client, migrateRest: () => migrate(db, { migrationsFolder }) };
}
