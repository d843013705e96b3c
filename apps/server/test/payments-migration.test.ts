import { expect, test } from 'vitest';
import { databaseBefore } from './migration-helpers';

/**
 * Migration 0014 (issue 12) on a database that already holds badge payments: each becomes a
 * payment with purpose 'badge' whose subject is its profile, and the new CHECK holds.
 */
test('existing badge payments get purpose badge and their profile as subject', async () => {
  const { client, migrateRest } = await databaseBefore('0014_payments-purpose-paypal');
  await client.exec(`
    insert into profiles (id, full_name, email, platform, username, profile_url, screenshot_filename)
    values ('CPT-MIGRATION0001', 'Ada', 'ada@example.com', 'github', 'ada', 'https://github.com/ada', 'a.png');
    insert into payments (profile_id, provider, provider_ref, amount_cents, currency, status)
    values ('CPT-MIGRATION0001', 'stripe', 'cs_test_1', 499, 'eur', 'paid'),
           ('CPT-MIGRATION0001', 'demo', 'demo_1', 499, 'eur', 'cancelled');
  `);

  await migrateRest();
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
