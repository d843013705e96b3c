import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, test } from 'vitest';
import { migrationsFolder } from '../src/db/client';

/**
 * Migration 0014 (issue 12) on a database that already holds badge payments: each becomes a
 * payment with purpose 'badge' whose subject is its profile, and the new CHECK holds.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The migrations folder as it was before `tag` (its journal cut there). */
function foldersUpTo(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-migrations-'));
  dirs.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

test('existing badge payments get purpose badge and their profile as subject', async () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: foldersUpTo('0014_payments-purpose-paypal') });
  await client.exec(`
    insert into profiles (id, full_name, email, platform, username, profile_url, screenshot_filename)
    values ('CPT-MIGRATION0001', 'Ada', 'ada@example.com', 'github', 'ada', 'https://github.com/ada', 'a.png');
    insert into payments (profile_id, provider, provider_ref, amount_cents, currency, status)
    values ('CPT-MIGRATION0001', 'stripe', 'cs_test_1', 499, 'eur', 'paid'),
           ('CPT-MIGRATION0001', 'demo', 'demo_1', 499, 'eur', 'cancelled');
  `);

  await migrate(db, { migrationsFolder });
  const { rows } = await client.query<{
    purpose: string;
    subject_id: string;
    profile_id: string;
    description: string;
    payer_id: string | null;
  }>(
    'select purpose, subject_id, profile_id, description, payer_id from payments order by provider_ref',
  );
  expect(rows).toEqual([
    {
      purpose: 'badge',
      subject_id: 'CPT-MIGRATION0001',
      profile_id: 'CPT-MIGRATION0001',
      description: 'Trust-Badge CPT-MIGRATION0001',
      payer_id: null,
    },
    {
      purpose: 'badge',
      subject_id: 'CPT-MIGRATION0001',
      profile_id: 'CPT-MIGRATION0001',
      description: 'Trust-Badge CPT-MIGRATION0001',
      payer_id: null,
    },
  ]);
  // A licence has no profile; a badge must have one.
  await client.exec(
    `insert into payments (purpose, subject_id, provider, provider_ref, amount_cents, currency)
     values ('image_licence', 'item-1', 'paypal', 'ORDER1', 1000, 'eur')`,
  );
  await expect(
    client.exec(
      `insert into payments (purpose, subject_id, provider, provider_ref, amount_cents, currency)
       values ('badge', 'CPT-X', 'paypal', 'ORDER2', 499, 'eur')`,
    ),
  ).rejects.toThrow(/payments_badge_has_profile/);
  await client.close();
});
