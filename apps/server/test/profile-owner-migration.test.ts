import { expect, test } from 'vitest';
import { databaseBefore } from './migration-helpers';

/**
 * Migration 0023 (issue 20, finding 1.2) on a database that already holds profiles: a live
 * profile belongs to the account that VERIFIED its address; an unverified address (typed, never
 * proven) claims nothing, nor does a revoked profile.
 */
test('finding 1.2: live profiles are backfilled to the verified account of their address only', async () => {
  const { client, migrateRest } = await databaseBefore('0023_profile-owner');
  await client.exec(`
    insert into users (id, email, password_hash, email_verified_at) values
      ('00000000-0000-4000-8000-000000000001', 'ada@example.com', 'x', now()),
      ('00000000-0000-4000-8000-000000000002', 'eve@example.com', 'x', null);
    insert into profiles (id, full_name, email, platform, username, profile_url, screenshot_filename, deleted_at)
    values ('CPT-OWNED00000001', 'Ada', 'ada@example.com', 'github', 'ada', 'https://github.com/ada', 'a.png', null),
           ('CPT-UNVERIFIED001', 'Bob', 'eve@example.com', 'github', 'bob', 'https://github.com/bob', 'b.png', null),
           ('CPT-NOACCOUNT0001', 'Cy', 'cy@example.com', 'github', 'cy', 'https://github.com/cy', 'c.png', null),
           ('CPT-REVOKED000001', 'Ada', 'ada@example.com', 'github', 'ada2', 'https://github.com/ada2', 'd.png', now());
  `);
  await migrateRest();
  const { rows } = await client.query<{ id: string; owner_user_id: string | null }>(
    'select id, owner_user_id from profiles order by id',
  );
  expect(rows).toEqual([
    { id: 'CPT-NOACCOUNT0001', owner_user_id: null },
    { id: 'CPT-OWNED00000001', owner_user_id: '00000000-0000-4000-8000-000000000001' },
    { id: 'CPT-REVOKED000001', owner_user_id: null },
    { id: 'CPT-UNVERIFIED001', owner_user_id: null },
  ]);
  // Two live profiles may now share an address (issue 20 §3).
  await client.exec(`
    insert into profiles (id, full_name, email, platform, username, profile_url, screenshot_filename)
    values ('CPT-SECOND0000001', 'Ada', 'ada@example.com', 'github', 'ada3', 'https://github.com/ada3', 'e.png');
  `);
  await client.close();
});
