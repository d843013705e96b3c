import {
  historyReplySchema,
  lookupUrl,
  reasonText,
  type FakeEstimateReply,
  watchedAccountsPageSchema,
  watchlistsReplySchema,
  type Alert,
} from '@vigil/shared';
import { growthReasons } from '@vigil/shared/growth/reasons';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { accountSnapshots, jobs as jobsTable, storedAccounts, watchAlerts } from '../src/db/schema';
import type { DomainEventPayload } from '../src/modules/events';
import { bearer, minutes, signIn, useTestApp, type Principal, requestAs } from './helper';
import {
  addAccount,
  createList,
  MANUAL_JOBS,
  queuedChecks,
  runQueuedChecks,
  targetOf,
  tickAndCheck,
} from './watch-helpers';

const t = useTestApp({ env: MANUAL_JOBS });
const DAY = 86_400_000;

let me: Principal;
let admin: Principal;
const checked: DomainEventPayload<'watch.checked'>[] = [];
beforeAll(async () => {
  me = await signIn(t.app, 'user');
  admin = await signIn(t.app, 'admin');
  t.app.services.events.subscribe('watch.checked', {
    subscriber: 'test-watch-checked',
    delivery: 'sync',
    handle: async (p) => void checked.push(p),
  });
});

const get = (p: Principal, url: string) => t.app.inject({ url, headers: bearer(p.token) });

async function history(platform: string, username: string, range = 'all', p = me) {
  const res = await get(p, `/api/watch/history/${platform}/${username}?range=${range}`);
  expect(res.statusCode, res.body).toBe(200);
  return historyReplySchema.parse(res.json());
}

async function alertsOf(p: Principal) {
  const res = await get(p, '/api/alerts?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Alert[] }>().items;
}

async function mailJobsOf(userId: string) {
  const rows = await t.app.database.db
    .select()
    .from(jobsTable)
    .where(eq(jobsTable.type, 'watchlists.mail'));
  return rows.filter((r) => (r.payload as { userId: string }).userId === userId);
}

async function snapshotsOf(platform: string, key: string) {
  const [row] = await t.app.database.db
    .select({ n: count() })
    .from(accountSnapshots)
    .innerJoin(storedAccounts, eq(storedAccounts.id, accountSnapshots.storedAccountId))
    .where(and(eq(storedAccounts.platform, platform), eq(storedAccounts.usernameKey, key)));
  return row?.n ?? 0;
}

const userIdOf = async (p: Principal) => (await t.app.services.auth.findUserByEmail(p.email))!.id;

describe('one check per account and slot', () => {
  test('a check stores one point and schedules the next an interval later; a rerun of the slot does nothing', async () => {
    const list = await createList(t.app, me.token, { name: 'Once' });
    await addAccount(t.app, me.token, list.id, 'tiktok', 'point_once');
    const target = await targetOf(t.app, 'tiktok', 'point_once');

    await t.app.services.watchChecks.tick();
    const [job, ...more] = await queuedChecks(t.app, [target.id]);
    expect(more).toEqual([]);
    expect(job!.slot).toBe(target.nextCheckAt.toISOString());
    // A second tick in the same slot queues nothing more: the target waits in the queue.
    await t.app.services.watchChecks.tick();
    expect(await queuedChecks(t.app, [target.id])).toHaveLength(1);

    const before = t.clock.now().getTime();
    const [result] = await runQueuedChecks(t.app, [target.id]);
    expect(result).toMatchObject({ done: true, status: 'ok' });
    const after = await targetOf(t.app, 'tiktok', 'point_once');
    expect(after).toMatchObject({ status: 'ok', failures: 0, failureReason: null });
    expect(after.nextCheckAt.getTime()).toBeGreaterThanOrEqual(before + DAY);
    expect(after.nextCheckAt.getTime()).toBeLessThan(t.clock.now().getTime() + DAY + 1);

    const points = (await history('tiktok', 'point_once')).points;
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({
      followers: expect.any(Number),
      trustScore: expect.any(Number),
      modelVersion: expect.any(String),
      changes: [],
    });
    // The check is a lookup like any other: one snapshot stored for the account.
    expect(await snapshotsOf('tiktok', 'point_once')).toBe(1);

    // The same slot again (a job that ran twice): nothing happens, not even a lookup.
    const rerun = await t.app.services.watchChecks.check({
      targetId: target.id,
      slot: job!.slot,
    });
    expect(rerun).toEqual({ done: false });
    expect((await history('tiktok', 'point_once')).points).toHaveLength(1);
    expect(await snapshotsOf('tiktok', 'point_once')).toBe(1);
  });

  test('two runs of one slot at once (a job taken over from a stalled worker) write one point', async () => {
    const list = await createList(t.app, me.token, { name: 'Race' });
    await addAccount(t.app, me.token, list.id, 'twitter', 'point_race');
    const target = await targetOf(t.app, 'twitter', 'point_race');
    await t.app.services.watchChecks.tick();
    const [job] = await queuedChecks(t.app, [target.id]);
    const payload = { targetId: target.id, slot: job!.slot };
    const results = await Promise.all([
      t.app.services.watchChecks.check(payload),
      t.app.services.watchChecks.check(payload),
    ]);
    expect(results.filter((r) => r.done)).toHaveLength(1);
    expect((await history('twitter', 'point_race')).points).toHaveLength(1);
    await runQueuedChecks(t.app, [target.id]);
    expect((await history('twitter', 'point_race')).points).toHaveLength(1);
  });

  test('a check job enqueued twice for one slot is one job', async () => {
    const list = await createList(t.app, me.token, { name: 'Key' });
    await addAccount(t.app, me.token, list.id, 'twitter', 'point_key');
    const target = await targetOf(t.app, 'twitter', 'point_key');
    const payload = { targetId: target.id, slot: target.nextCheckAt.toISOString() };
    const key = `watch:${target.id}:${payload.slot}`;
    const a = await t.app.services.jobs.enqueue('watchlists.check', payload, {
      idempotencyKey: key,
    });
    const b = await t.app.services.jobs.enqueue('watchlists.check', payload, {
      idempotencyKey: key,
    });
    expect(b.id).toBe(a.id);
    await runQueuedChecks(t.app, [target.id]);
  });
});

describe('provider failures', () => {
  test('back-off: no point, the reason kept, 5 then 10 minutes, and the list needs attention', async () => {
    const list = await createList(t.app, me.token, { name: 'Failing' });
    await addAccount(t.app, me.token, list.id, 'twitter', 'unavailable_backoff');
    const targetId = (await targetOf(t.app, 'twitter', 'unavailable_backoff')).id;

    let at = t.clock.now().getTime();
    const [first] = await tickAndCheck(t.app, [targetId]);
    expect(first).toMatchObject({ done: true, status: 'failed' });
    let target = await targetOf(t.app, 'twitter', 'unavailable_backoff');
    expect(target).toMatchObject({
      status: 'failed',
      failures: 1,
      failureReason: 'UPSTREAM_UNAVAILABLE',
      lastCheckedAt: null,
    });
    expect(target.nextCheckAt.getTime() - at).toBeGreaterThanOrEqual(minutes(5));
    expect(target.nextCheckAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(minutes(5));

    // Not due yet: a tick leaves it.
    await t.app.services.watchChecks.tick();
    expect(await queuedChecks(t.app, [targetId])).toEqual([]);

    t.clock.advance(minutes(5) + 1_000);
    at = t.clock.now().getTime();
    await tickAndCheck(t.app, [targetId]);
    target = await targetOf(t.app, 'twitter', 'unavailable_backoff');
    expect(target.failures).toBe(2);
    expect(target.nextCheckAt.getTime() - at).toBeGreaterThanOrEqual(minutes(10));
    expect(target.nextCheckAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(minutes(10));

    const rows = watchedAccountsPageSchema.parse(
      (await get(me, `/api/watchlists/${list.id}/accounts`)).json(),
    );
    expect(rows.items[0]).toMatchObject({
      status: 'failed',
      failures: 2,
      failureReason: 'UPSTREAM_UNAVAILABLE',
      latest: null,
    });
    const lists = watchlistsReplySchema.parse((await get(me, '/api/watchlists')).json());
    expect(lists.items.find((l) => l.id === list.id)?.attentionCount).toBe(1);
    expect((await history('twitter', 'unavailable_backoff')).points).toEqual([]);
    expect(checked.filter((c) => c.usernameKey === 'unavailable_backoff')).toEqual([
      expect.objectContaining({ status: 'failed', newFlags: [] }),
      expect.objectContaining({ status: 'failed' }),
    ]);
  });

  test('an account that is not found: status not_found, no point, the next check an interval later', async () => {
    const list = await createList(t.app, me.token, { name: 'Gone' });
    await addAccount(t.app, me.token, list.id, 'tiktok', 'unknown_watched');
    const targetId = (await targetOf(t.app, 'tiktok', 'unknown_watched')).id;
    await tickAndCheck(t.app, [targetId]);
    const target = await targetOf(t.app, 'tiktok', 'unknown_watched');
    expect(target).toMatchObject({ status: 'not_found', failures: 0 });
    expect(target.nextCheckAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(
      DAY - minutes(1),
    );
    expect((await history('tiktok', 'unknown_watched')).points).toEqual([]);
    // It was never seen: no 'gone' alert (only an account seen before is gone).
    expect((await alertsOf(me)).filter((a) => a.username === 'unknown_watched')).toEqual([]);
  });
});

describe('alerts', () => {
  test('a bought-follower step: one alert per flag and list rule, one mail, however often it is checked', async () => {
    const watcher = await signIn(t.app, 'user');
    const watcherId = await userIdOf(watcher);
    const put = await requestAs(t.app, watcher, 'PUT', '/api/alerts/settings', {
      email: 'instant',
    });
    expect(put.statusCode, put.body).toBe(200);
    const growth = await createList(t.app, watcher.token, { name: 'Growth' });
    const quiet = await createList(t.app, watcher.token, {
      name: 'No anomalies',
      rules: { anomaly: false, scoreAbove: null, profileChange: true, goneOrPrivate: true },
    });
    await addAccount(t.app, watcher.token, growth.id, 'tiktok', 'bought_alerted');
    await addAccount(t.app, watcher.token, quiet.id, 'tiktok', 'bought_alerted');
    const targetId = (await targetOf(t.app, 'tiktok', 'bought_alerted')).id;

    const [result] = await tickAndCheck(t.app, [targetId]);
    const { flags } = await history('tiktok', 'bought_alerted', 'all', watcher);
    // The demo's 90 days before the first check hold at least one step (every 45 days).
    expect(flags.length).toBeGreaterThanOrEqual(1);
    expect(flags.every((f) => f.kind === 'spike' && f.size > 0 && f.ratio > 1)).toBe(true);
    const alerts = await alertsOf(watcher);
    expect(result).toMatchObject({ done: true, alerts: flags.length });
    expect(alerts).toHaveLength(flags.length);
    expect(alerts.every((a) => a.kind === 'growth_anomaly' && a.watchlistId === growth.id)).toBe(
      true,
    );
    expect(alerts.map((a) => a.details.flag).sort((x, y) => (x!.day < y!.day ? -1 : 1))).toEqual(
      flags,
    );
    const mails = await mailJobsOf(watcherId);
    expect(mails).toHaveLength(1);
    expect((mails[0]!.payload as { alertIds: string[] }).alertIds.sort()).toEqual(
      alerts.map((a) => a.id).sort(),
    );

    // Delivered again (the same slot), and checked again the next day: nothing new.
    const target = await targetOf(t.app, 'tiktok', 'bought_alerted');
    expect(
      await t.app.services.watchChecks.check({
        targetId,
        slot: target.lastSlot!.toISOString(),
      }),
    ).toEqual({ done: false });
    t.clock.advance(DAY + minutes(1));
    await tickAndCheck(t.app, [targetId]);
    expect(await alertsOf(watcher)).toHaveLength(flags.length);
    expect(await mailJobsOf(watcherId)).toHaveLength(1);
    expect((await history('tiktok', 'bought_alerted', 'all', watcher)).points).toHaveLength(92);
    const event = checked.filter((c) => c.usernameKey === 'bought_alerted');
    expect(event.map((e) => e.newFlags.length)).toEqual([flags.length, 0]);
  });

  test('a profile change (the bio edited) alerts once, naming the field, and marks the point', async () => {
    const list = await createList(t.app, me.token, { name: 'Bios' });
    await addAccount(t.app, me.token, list.id, 'tiktok', 'bio_editor');
    const targetId = (await targetOf(t.app, 'tiktok', 'bio_editor')).id;
    await tickAndCheck(t.app, [targetId]);
    t.app.services.lookupSources.demoBios.set('tiktok', 'bio_editor', 'A brand new bio');
    t.clock.advance(DAY + minutes(1));
    await tickAndCheck(t.app, [targetId]);
    const alerts = (await alertsOf(me)).filter((a) => a.username === 'bio_editor');
    expect(alerts).toEqual([
      expect.objectContaining({
        kind: 'profile_change',
        watchlistName: 'Bios',
        details: { changes: ['bio'] },
      }),
    ]);
    const points = (await history('tiktok', 'bio_editor')).points;
    expect(points.map((p) => p.changes)).toEqual([[], ['bio']]);
    expect(checked.filter((c) => c.usernameKey === 'bio_editor').at(-1)?.bio).toBe(
      'A brand new bio',
    );
    // The alert mail waits for the daily digest (the default): nothing is queued yet.
    expect(await mailJobsOf(await userIdOf(me))).toEqual([]);
    const [row] = await t.app.database.db
      .select()
      .from(watchAlerts)
      .where(eq(watchAlerts.id, alerts[0]!.id));
    expect(row).toMatchObject({ mailedAt: null, mail: null });
  });
});

describe('history', () => {
  test('points in range, oldest first, with the flags in range; CSV and JSON downloads', async () => {
    const list = await createList(t.app, me.token, { name: 'History' });
    await addAccount(t.app, me.token, list.id, 'twitter', 'bought_history');
    const targetId = (await targetOf(t.app, 'twitter', 'bought_history')).id;
    // The check at 18:00 UTC: the first backfilled day's point (at noon) is earlier in the day
    // than the check, and the series keeps it all the same (it keeps whole days).
    const clockNow = t.clock.now().getTime();
    t.clock.advance((((18 * 3_600_000 - (clockNow % DAY)) % DAY) + DAY) % DAY);
    await tickAndCheck(t.app, [targetId]);
    const now = t.clock.now().getTime();
    expect(new Date(now).getUTCHours()).toBe(18);

    const all = await history('twitter', 'bought_history', 'all');
    expect(all.points).toHaveLength(91);
    const ats = all.points.map((p) => Date.parse(p.at));
    expect([...ats].sort((a, b) => a - b)).toEqual(ats);
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
    ] as const) {
      const h = await history('twitter', 'bought_history', range);
      expect(h.range).toBe(range);
      expect(h.points).toEqual(all.points.filter((p) => Date.parse(p.at) >= now - days * DAY));
      const since = new Date(now - days * DAY).toISOString().slice(0, 10);
      expect(h.flags).toEqual(all.flags.filter((f) => f.day >= since));
    }
    expect((await history('twitter', 'bought_history', '1y')).points).toHaveLength(91);
    // The row keeps the detector's daily series (91 days here), so the next check judges
    // without reading the points again.
    const row = await targetOf(t.app, 'twitter', 'bought_history');
    expect(row.recentAt).toHaveLength(91);
    expect(row.recentFollowers!.at(-1)).toBe(all.points.at(-1)!.followers);
    expect(row.recentAt!.at(-1)! * 60_000).toBe(Date.parse(all.points.at(-1)!.at));

    const csv = await get(me, '/api/watch/history/twitter/bought_history?range=30d&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="history-twitter-bought-history-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const thirty = await history('twitter', 'bought_history', '30d');
    expect(lines[0]).toBe('at,followers,following,posts,likes,trustScore,modelVersion,changes');
    expect(lines).toHaveLength(thirty.points.length + 1);
    expect(lines[1]!.split(',').slice(0, 2)).toEqual([
      thirty.points[0]!.at,
      String(thirty.points[0]!.followers),
    ]);
    const json = await get(me, '/api/watch/history/twitter/bought_history?range=7d&format=json');
    expect(json.json()).toEqual((await history('twitter', 'bought_history', '7d')).points);
  });

  test("its flags join the account's trust reasons on its lookups, for its watchers and operators", async () => {
    const list = await createList(t.app, me.token, { name: 'Reasons' });
    await addAccount(t.app, me.token, list.id, 'tiktok', 'bought_reasons');
    await tickAndCheck(t.app, [(await targetOf(t.app, 'tiktok', 'bought_reasons')).id]);
    const { flags } = await history('tiktok', 'bought_reasons', 'all');
    const expected = growthReasons(flags).find((r) => r.code === 'growthSpike')!;
    expect(expected).toBeDefined();

    const estimateOf = async (p: Principal, username: string) => {
      const res = await get(p, lookupUrl('tiktokProfile', { username }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ fake: FakeEstimateReply }>().fake;
    };
    const growthOf = (fake: FakeEstimateReply) =>
      fake.reasons.filter((r) => r.code === 'growthSpike');

    const fake = await estimateOf(me, 'bought_reasons');
    const [growth, ...more] = growthOf(fake);
    expect(more).toEqual([]);
    expect(growth!.effect).toBe('raises');
    // The loudest step of its history, as the shared reason reads it, in the message too.
    expect(growth!.value).toEqual(expected.value);
    expect(fake.message).toContain(reasonText('growthSpike', growth!.value, 'en'));
    // A cached answer (the same lookup again) carries it once, with the model's score.
    const again = await estimateOf(me, 'bought_reasons');
    expect(growthOf(again)).toHaveLength(1);
    expect(again.probability).toBe(fake.probability);
    // An operator sees it (a badge's evidence); a stranger sees the model's estimate alone, so
    // a lookup does not tell that someone watches the account.
    expect(growthOf(await estimateOf(admin, 'bought_reasons'))).toHaveLength(1);
    const stranger = await signIn(t.app, 'user');
    const theirs = await estimateOf(stranger, 'bought_reasons');
    expect(growthOf(theirs)).toEqual([]);
    expect(theirs.probability).toBe(fake.probability);

    // The follower analyzer's trust block reads the same estimate.
    const trust = await get(me, '/api/follower/analyze-profile/tiktok/bought_reasons');
    expect(trust.statusCode, trust.body).toBe(200);
    expect(trust.json<{ reasons: { code: string }[] }>().reasons.map((r) => r.code)).toContain(
      'growthSpike',
    );

    // A bought-follower curve nobody watches has no history, so no such reason.
    expect(growthOf(await estimateOf(me, 'bought_unwatched'))).toEqual([]);
  });

  test('operators read any watched account; others see only what their lists watch', async () => {
    const stranger = await signIn(t.app, 'user');
    expect((await get(stranger, '/api/watch/history/twitter/bought_history')).statusCode).toBe(404);
    expect((await history('twitter', 'bought_history', '7d', admin)).points.length).toBeGreaterThan(
      0,
    );
    expect((await get(admin, '/api/watch/history/twitter/nobody_watches_this')).statusCode).toBe(
      404,
    );
  });
});

describe('badge watches', () => {
  test("a badge's account is watched daily while any of its badges wants it; other platforms are ignored", async () => {
    const publish = (profileId: string, watch: boolean, platform = 'instagram') =>
      t.app.services.events.publish(undefined, {
        name: 'badge.watch',
        payload: { profileId, platform, username: '@Badge_Owner', watch },
      });
    await publish('CPT-1', true);
    await publish('CPT-1', true);
    await publish('CPT-2', true);
    let target = await targetOf(t.app, 'instagram', 'badge_owner');
    expect(target).toMatchObject({ intervalMs: DAY, username: 'Badge_Owner' });
    expect([...target.badgeProfiles].sort()).toEqual(['CPT-1', 'CPT-2']);
    await publish('CPT-1', false);
    expect((await targetOf(t.app, 'instagram', 'badge_owner')).intervalMs).toBe(DAY);
    await publish('CPT-2', false);
    target = await targetOf(t.app, 'instagram', 'badge_owner');
    expect(target).toMatchObject({ intervalMs: null, badgeProfiles: [] });

    await publish('CPT-3', true, 'github');
    await publish('CPT-4', true, 'linkedin');
    await expect(targetOf(t.app, 'github', 'badge_owner')).rejects.toThrow();
    await expect(targetOf(t.app, 'linkedin', 'badge_owner')).rejects.toThrow();
    // A badge watch alone raises no alerts: it has no list (its judge is the profiles module).
    expect(await t.app.services.watchlists.watchOf('instagram', 'badge_owner')).toMatchObject({
      status: 'pending',
      nextCheckAt: null,
    });
  });

  test("a new badge of an account a list already watches is checked now; the daily reconcile's repeat is not", async () => {
    const list = await createList(t.app, me.token, { name: 'Before the badge' });
    await addAccount(t.app, me.token, list.id, 'instagram', 'listed_then_badged');
    const { id } = await targetOf(t.app, 'instagram', 'listed_then_badged');
    await tickAndCheck(t.app, [id]);
    const checked = await targetOf(t.app, 'instagram', 'listed_then_badged');
    expect(checked.nextCheckAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const publish = () =>
      t.app.services.events.publish(undefined, {
        name: 'badge.watch',
        payload: {
          profileId: 'CPT-NEW',
          platform: 'instagram',
          username: 'listed_then_badged',
          watch: true,
        },
      });
    await publish();
    const badged = await targetOf(t.app, 'instagram', 'listed_then_badged');
    expect(badged.nextCheckAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    await tickAndCheck(t.app, [id]);
    const after = await targetOf(t.app, 'instagram', 'listed_then_badged');
    expect(after.lastCheckedAt!.getTime()).toBeGreaterThan(checked.lastCheckedAt!.getTime());
    // The same badge watched again (the daily reconcile) leaves the schedule alone.
    await publish();
    expect((await targetOf(t.app, 'instagram', 'listed_then_badged')).nextCheckAt).toEqual(
      after.nextCheckAt,
    );
  });
});
