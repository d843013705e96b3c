import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { linkedIdentities, personPages, profiles, users } from '../src/db/schema';
import { BADGE_TEST_ENV, createProfile } from './badge-helpers';
import { createContentWithImage } from './content-helpers';
import { signIn, useTestApp, postLogin, requestAs } from './helper';
import { until } from './jobs-helpers';
import { addAccount, createList, targetOf } from './watch-helpers';

const t = useTestApp({ env: BADGE_TEST_ENV });

/** Every table of the schema, by name (information_schema: tables added later are included). */
async function tables(): Promise<string[]> {
  const res = (await t.app.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  return res.rows.map((r) => r.table_name).sort();
}

/** The tables holding `needle` anywhere in a row (the row as text, case-insensitive). */
async function tablesContaining(needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const name of await tables()) {
    const res = (await t.app.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} as r where r::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if ((res.rows[0]?.n ?? 0) > 0) hits.push(name);
  }
  return hits;
}

test('deleting an account ends its sessions at once and leaves no personal data in any table', async () => {
  const me = await signIn(t.app, 'user');
  const user = (await t.app.services.auth.findUserByEmail(me.email))!;
  const name = `Zelda Quintessa ${user.id.slice(0, 6)}`;
  const mobile = '+4917055501234';
  await t.app.database.db
    .update(users)
    .set({ name, mobileNo: mobile })
    .where(sql`${users.id} = ${user.id}`);
  // A badge profile with the same address (and its screenshot), a lookup the user made, a
  // failed sign-in, messages to the address, and audit entries naming the user.
  const profile = await createProfile(t.app, { email: me.email, full_name: name });
  const lookup = await requestAs(t.app, me, 'GET', '/api/lookups/tiktok/erasuretest');
  expect(lookup.statusCode, lookup.body).toBe(200);
  await t.app.services.lookups.flushStores();
  // A news source the user submitted for review.
  const submitted = await requestAs(t.app, me, 'POST', '/api/add-url', {
    url: 'https://erasure-test-news.example.org',
  });
  expect(submitted.statusCode, submitted.body).toBeLessThan(300);
  // An image licence the user started paying while signed in (issue 12).
  await t.app.services.payments.startLicenceCheckout({
    subjectId: 'erasure-test-item',
    amountCents: 500,
    currency: 'eur',
    payerId: user.id,
    description: 'Bildlizenz',
    lang: 'de',
  });
  // Uploaded content with its image file, a linked Instagram identity, a person page (13).
  const content = await createContentWithImage(t.app, me.token, `Brand of ${name}`);
  await t.app.database.db.insert(linkedIdentities).values({
    userId: user.id,
    platform: 'instagram',
    platformUserId: `ig-${user.id}`,
    username: 'zelda.q',
    name,
  });
  await t.app.database.db.insert(personPages).values({ userId: user.id, handle: 'zelda-q' });
  // A watchlist whose account's first check raised alerts, mailed at once (issue 24).
  await requestAs(t.app, me, 'PUT', '/api/alerts/settings', { email: 'instant' });
  const watchlist = await createList(t.app, me.token, { name: `Watched by ${name}` });
  await addAccount(t.app, me.token, watchlist.id, 'tiktok', 'bought_erasure');
  await t.app.services.watchChecks.tick();
  await until(async () => (await targetOf(t.app, 'tiktok', 'bought_erasure')).lastSlot);
  await postLogin(t.app, me.email, 'wrong-password-here');
  await t.app.services.audit.record({
    actorId: user.id,
    action: 'account.registration',
    subjectType: 'user',
    subjectId: user.id,
    details: { note: `changed to ${me.email}` },
  });
  await t.app.services.background.idle();
  const needles = [me.email, user.id, name, mobile];
  for (const n of needles.slice(0, 2)) expect(await tablesContaining(n)).not.toEqual([]);
  expect(await tablesContaining(name)).toContain('profiles');
  expect(await tablesContaining(user.id)).toContain('news_sources');
  expect(await tablesContaining(user.id)).toContain('payments');
  expect(await tablesContaining(user.id)).toEqual(
    expect.arrayContaining(['watchlists', 'watch_alerts', 'alert_settings', 'jobs']),
  );
  expect(await tablesContaining(name)).toEqual(
    expect.arrayContaining(['content_items', 'linked_identities', 'image_review_items']),
  );
  for (const file of content.storedNames) expect(await t.app.storage.get(file)).not.toBeNull();

  const res = await requestAs(t.app, me, 'DELETE', '/api/accounts/current', {
    password: me.password,
  });
  expect(res.statusCode).toBe(204);
  await t.app.services.background.idle();

  // The access token is dead at once; the refresh cookie too.
  const after = await requestAs(t.app, me, 'GET', '/api/accounts/current');
  expect(after.statusCode).toBe(401);
  const refresh = await t.app.inject({
    method: 'POST',
    url: '/api/token/refresh',
    headers: { cookie: me.refreshCookie },
  });
  expect(refresh.statusCode).toBe(401);

  for (const needle of needles) {
    expect({ needle, tables: await tablesContaining(needle) }).toEqual({ needle, tables: [] });
  }
  // The badge answers "revoked"; the screenshot file is gone; the deletion is audited.
  const [stored] = await t.app.database.db
    .select()
    .from(profiles)
    .where(eq(profiles.id, profile.profile_id));
  expect(stored).toMatchObject({ fullName: 'erased', username: 'erased', screenshotFilename: '' });
  expect(stored?.deletedAt).toBeInstanceOf(Date);
  expect(await t.app.storage.get(profile.screenshot_filename)).toBeNull();
  // The uploaded content's files go at once (not a day later with the orphan sweep).
  for (const file of content.storedNames) expect(await t.app.storage.get(file)).toBeNull();
  const audit = await t.app.services.audit.list({
    action: 'account.erase',
    order: 'desc',
    page: 1,
    limit: 5,
  });
  expect(audit.items[0]).toMatchObject({
    action: 'account.erase',
    subjectType: 'user',
    details: { profilesRevoked: 1 },
  });
});
