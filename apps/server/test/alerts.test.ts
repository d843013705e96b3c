import { alertSettingsSchema, alertsPageSchema, type Alert } from '@vigil/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { jobs as jobsTable, watchAlerts } from '../src/db/schema';
import {
  minutes,
  outboxFor,
  signIn,
  useTestApp,
  type Principal,
  requestAs,
  useSignedIn,
  expectError,
} from './helper';
import { until } from './jobs-helpers';
import { addAccount, createList, targetOf } from './watch-helpers';

/**
 * The inbox, the e-mail settings and the alert mails. Workers run here: checks, mails and the
 * digest go through the real job queue into the outbox.
 */
const t = useTestApp({ env: { JOBS_CONCURRENCY: '2', JOBS_POLL_INTERVAL_MS: '40' } });
const DAY = 86_400_000;

const me = useSignedIn(t, 'user');
const other = useSignedIn(t, 'user');

const call = (
  p: Principal,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => requestAs(t.app, p, method, url, payload, headers);

async function inbox(p: Principal, query = '') {
  const res = await call(p, 'GET', `/api/alerts?limit=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return alertsPageSchema.parse(res.json()).items;
}
const unread = async (p: Principal) =>
  (await call(p, 'GET', '/api/alerts/unread-count')).json<{ unread: number }>().unread;

/** Watches an account on a new list of `p` and lets the workers check it. */
async function watchAndCheck(p: Principal, platform: 'tiktok' | 'twitter', username: string) {
  const list = await createList(t.app, p.token, { name: `List of ${username}` });
  await addAccount(t.app, p.token, list.id, platform, username);
  await checkNow(platform, username);
  return list;
}

/** A tick, then waits for the workers to have checked the account in its current slot. */
async function checkNow(platform: string, username: string) {
  const slot = (await targetOf(t.app, platform, username)).nextCheckAt.getTime();
  await t.app.services.watchChecks.tick();
  await until(async () => {
    const target = await targetOf(t.app, platform, username);
    return target.lastSlot !== null && target.lastSlot.getTime() >= slot;
  }, 30_000);
}

/** Alert mails in the outbox to one address (its verification mail left out), newest first. */
const alertMails = async (email: string) =>
  (await outboxFor(t.app, email)).filter((m) => /alert|Warnung/.test(m.subject ?? ''));

/** Waits until no alert mail job is queued or running. */
async function mailsSent() {
  await until(async () => {
    const rows = await t.app.database.db
      .select({ status: jobsTable.status })
      .from(jobsTable)
      .where(eq(jobsTable.type, 'watchlists.mail'));
    return rows.every((r) => r.status === 'succeeded');
  }, 30_000);
  await t.app.services.background.idle();
}

describe('the inbox', () => {
  test('newest first, unread count and filter, mark some or all read; nobody else sees them', async () => {
    await watchAndCheck(me, 'tiktok', 'bought_inbox');
    t.app.services.lookupSources.demoBios.set('tiktok', 'bought_inbox', 'Changed for the inbox');
    t.clock.advance(DAY + minutes(1));
    await checkNow('tiktok', 'bought_inbox');

    const all = await inbox(me);
    const growth = all.filter((a) => a.kind === 'growth_anomaly');
    expect(growth.length).toBeGreaterThanOrEqual(1);
    expect(all[0]).toMatchObject({ kind: 'profile_change', details: { changes: ['bio'] } });
    expect(all.map((a) => a.createdAt)).toEqual([...all.map((a) => a.createdAt)].sort().reverse());
    expect(await unread(me)).toBe(all.length);

    const first = all[0]!;
    const marked = await call(me, 'POST', '/api/alerts/read', { ids: [first.id] });
    expect(marked.json()).toEqual({ marked: 1 });
    expect(await unread(me)).toBe(all.length - 1);
    expect((await inbox(me, '&unread=true')).map((a) => a.id)).not.toContain(first.id);
    expect((await inbox(me, '&unread=false')).map((a) => a.id)).toEqual([first.id]);
    expect((await inbox(me, '&unread=false'))[0]?.readAt).not.toBeNull();

    // Another user can neither see nor mark them.
    expect(await inbox(other)).toEqual([]);
    const theirs = await call(other, 'POST', '/api/alerts/read', { ids: all.map((a) => a.id) });
    expect(theirs.json()).toEqual({ marked: 0 });
    expect(await unread(me)).toBe(all.length - 1);

    expect((await call(me, 'POST', '/api/alerts/read', { all: true })).json()).toEqual({
      marked: all.length - 1,
    });
    expect(await unread(me)).toBe(0);
    const bad = await call(me, 'POST', '/api/alerts/read', { ids: [] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('e-mail', () => {
  test('settings: daily in the language of the first list by default; changed by PUT; bad values 400', async () => {
    const english = await signIn(t.app, 'user');
    expect((await call(english, 'GET', '/api/alerts/settings')).json()).toEqual({
      email: 'daily',
      language: 'de',
    });
    const res = await call(
      english,
      'POST',
      '/api/watchlists',
      { name: 'First' },
      { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' },
    );
    expect(res.statusCode).toBe(201);
    expect(
      alertSettingsSchema.parse((await call(english, 'GET', '/api/alerts/settings')).json()),
    ).toEqual({
      email: 'daily',
      language: 'en',
    });
    expect(
      (await call(english, 'PUT', '/api/alerts/settings', { email: 'instant' })).json(),
    ).toEqual({ email: 'instant', language: 'en' });
    expect(
      (await call(english, 'PUT', '/api/alerts/settings', { email: 'off', language: 'de' })).json(),
    ).toEqual({ email: 'off', language: 'de' });
    const bad = await call(english, 'PUT', '/api/alerts/settings', { email: 'weekly' });
    expectError(bad, 400, 'VALIDATION_FAILED');
  });

  test("instant: one mail in the user's language with the unsubscribe link, which turns mails off", async () => {
    const instant = await signIn(t.app, 'user');
    await call(instant, 'PUT', '/api/alerts/settings', { email: 'instant', language: 'en' });
    await watchAndCheck(instant, 'twitter', 'bought_instant');
    const alerts = await inbox(instant);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    await mailsSent();
    const mails = await alertMails(instant.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Vigil: alert about @bought_instant');
    expect(mail.body).toMatch(
      /X @bought_instant \(List of bought_instant\): Unusual growth: \+[\d,]+ followers on \d+ \w+, [\d,]+× its usual daily gain\./,
    );
    const link = /http:\/\/vigil\.test(\/api\/alerts\/unsubscribe\?token=[\w.-]+)/.exec(
      mail.body,
    )?.[1];
    expect(link).toBeDefined();
    // Every alert of the mail is settled as sent at once.
    const rows = await t.app.database.db
      .select()
      .from(watchAlerts)
      .where(eq(watchAlerts.username, 'bought_instant'));
    expect(rows.every((r) => r.mail === 'instant' && r.mailedAt !== null)).toBe(true);

    const page = await t.app.inject({ url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('You will no longer receive alert e-mails.');
    expect((await call(instant, 'GET', '/api/alerts/settings')).json()).toEqual({
      email: 'off',
      language: 'en',
    });
  });

  test('a forged or broken unsubscribe token changes nothing and says so (German by default)', async () => {
    const victim = await signIn(t.app, 'user');
    const id = (await t.app.services.auth.findUserByEmail(victim.email))!.id;
    await call(victim, 'PUT', '/api/alerts/settings', { email: 'instant' });
    for (const token of [`${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, 'nonsense', '']) {
      const page = await t.app.inject({ url: `/api/alerts/unsubscribe?token=${token}` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('Link ungültig');
    }
    expect((await call(victim, 'GET', '/api/alerts/settings')).json()).toMatchObject({
      email: 'instant',
    });
    const english = await t.app.inject({
      url: '/api/alerts/unsubscribe?token=nonsense',
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('Link not valid');
  });

  test('the daily digest: one mail per user with the alerts of the day, once; none with e-mail off', async () => {
    const daily = await signIn(t.app, 'user');
    const silent = await signIn(t.app, 'user');
    await call(silent, 'PUT', '/api/alerts/settings', { email: 'off' });
    await watchAndCheck(daily, 'tiktok', 'bought_digest_a');
    await watchAndCheck(silent, 'tiktok', 'bought_digest_b');
    const mine = await inbox(daily);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    await mailsSent();
    // Nothing has gone out yet: daily mode waits for the digest.
    expect(await alertMails(daily.email)).toEqual([]);

    const run = await t.app.services.alerts.digest(new AbortController().signal);
    expect(run.mails).toBeGreaterThanOrEqual(1);
    await mailsSent();
    const mails = await alertMails(daily.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Vigil: ${mine.length} neue Warnung${mine.length === 1 ? '' : 'en'} des Tages`,
    );
    expect(mails[0]!.body.match(/^- TikTok @bought_digest_a/gm)).toHaveLength(mine.length);
    expect(mails[0]!.body).toContain(
      'Keine Warnungs-E-Mails mehr: http://vigil.test/api/alerts/unsubscribe?token=',
    );
    expect(await alertMails(silent.email)).toEqual([]);
    const states = async (username: string) =>
      (
        await t.app.database.db.select().from(watchAlerts).where(eq(watchAlerts.username, username))
      ).map((r) => r.mail);
    expect(new Set(await states('bought_digest_a'))).toEqual(new Set(['digest']));
    expect(new Set(await states('bought_digest_b'))).toEqual(new Set(['off']));

    // A second run (the job again, or tomorrow without new alerts) sends nothing.
    expect(await t.app.services.alerts.digest(new AbortController().signal)).toEqual({ mails: 0 });
    await mailsSent();
    expect(await alertMails(daily.email)).toHaveLength(1);
  });
});

test('the alert a mail names is shown in the inbox with its list', async () => {
  const alerts: Alert[] = await inbox(me);
  expect(alerts.every((a) => a.watchlistName === 'List of bought_inbox')).toBe(true);
});
