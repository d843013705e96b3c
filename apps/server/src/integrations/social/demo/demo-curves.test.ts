import { detectGrowthAnomalies, type GrowthPoint } from '@vigil/shared/growth/detector';
import { describe, expect, test } from 'vitest';
import { createProviderClient } from '../provider-client';
import { createSocialProviders } from '../social-providers';
import {
  BOOST_CYCLE_DAYS,
  BOOST_PURGE_AFTER,
  BOOST_STEP_DAY,
  CHURN_CYCLE_DAYS,
  CHURN_RISE_DAY,
  DEMO_CURVE_ANCHOR,
  DEMO_FOLLOW_CHURN,
  DEMO_GROWTH_BOOST,
  demoDay,
} from './demo-curves';
import { DEMO_AUTOMATED, demoPerson } from './demo-dataset';
import { createDemoTransport } from './demo.transport';

const DAY_MS = 86_400_000;
const anchor = Date.parse(`${DEMO_CURVE_ANCHOR}T00:00:00Z`);
/** Noon of the day `offset` days from the anchor, as a clock reads it. */
const dayAt = (offset: number, hour = 12) => new Date(anchor + offset * DAY_MS + hour * 3_600_000);
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** One check a day of a demo name from `from` to `to` days off the anchor, as a watchlist makes. */
function history(name: string, from: number, to: number): GrowthPoint[] {
  const points: GrowthPoint[] = [];
  for (let d = from; d <= to; d++) {
    const p = demoPerson(name, dayAt(d));
    points.push({ at: dayAt(d).toISOString(), followers: p.followers, following: p.following });
  }
  return points;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

describe('demo counts move with the day', () => {
  test('on the anchor day every account has the counts it always had', () => {
    // Generated names keep their draws (a changed order of draws would change every name).
    expect(demoPerson('user_1', dayAt(0))).toMatchObject({
      followers: 9_938,
      following: 4_895,
      postsCount: 11,
    });
    expect(demoPerson('user_2', dayAt(0, 23))).toMatchObject({
      followers: 660_595,
      following: 87,
      postsCount: 10,
    });
  });

  test('checked again on later days, an account grows with noise; the same all day long', () => {
    // About 10k, 660k, 1M and 55k followers (a 1k account gains about a follower a day).
    for (const name of ['user_1', 'user_2', 'lea_rossi_7', 'kaffee_koeln']) {
      const points = history(name, 0, 90);
      const changes = points.slice(1).map((p, i) => p.followers! - points[i]!.followers!);
      expect(points[90]!.followers!, name).toBeGreaterThan(points[0]!.followers!);
      expect(new Set(changes).size, name).toBeGreaterThan(5);
      expect(changes.filter((c) => c >= 0).length, name).toBeGreaterThan(80);
      expect(demoPerson(name, dayAt(30, 1))).toEqual(demoPerson(name, dayAt(30, 23)));
      // Before the anchor the curve runs on backwards, smaller.
      expect(demoPerson(name, dayAt(-90)).followers).toBeLessThan(points[0]!.followers!);
      const posts = demoPerson(name, dayAt(90)).postsCount;
      expect(posts, name).toBeGreaterThan(demoPerson(name, dayAt(0)).postsCount);
    }
  });

  test('the fixed accounts keep their fixed counts on every day', () => {
    for (const name of ['demo', 'newbie', 'fake12345', DEMO_AUTOMATED]) {
      const today = demoPerson(name, dayAt(0));
      for (const d of [-400, -1, 1, 200]) {
        expect(demoPerson(name, dayAt(d))).toMatchObject({
          followers: today.followers,
          following: today.following,
          postsCount: today.postsCount,
        });
      }
    }
    expect(demoPerson('demo', dayAt(77)).followers).toBe(12_345);
  });

  test('organic demo curves give the growth detector nothing to flag', () => {
    for (let i = 0; i < 60; i++) {
      const name = `someone_${i}`;
      expect(detectGrowthAnomalies(history(name, -200, 165)), name).toEqual([]);
    }
  });
});

describe('growth stories', () => {
  test(`${DEMO_GROWTH_BOOST}: a step of thousands every 28 days and a purge 10 days later, flagged on their days`, () => {
    const points = history(DEMO_GROWTH_BOOST, -120, 120);
    const flags = detectGrowthAnomalies(points);
    const first = demoDay(dayAt(-120));
    const steps: string[] = [];
    const purges: string[] = [];
    // Judged after a week of history.
    for (let d = first + 8; d <= demoDay(dayAt(120)); d++) {
      if (mod(d - BOOST_STEP_DAY, BOOST_CYCLE_DAYS) === 0) steps.push(isoDay(d));
      if (mod(d - BOOST_STEP_DAY - BOOST_PURGE_AFTER, BOOST_CYCLE_DAYS) === 0)
        purges.push(isoDay(d));
    }
    expect(flags.filter((f) => f.kind === 'spike').map((f) => f.day)).toEqual(steps);
    expect(flags.filter((f) => f.kind === 'loss').map((f) => f.day)).toEqual(purges);
    expect(flags.every((f) => f.kind !== 'churn')).toBe(true);
    // The step near the anchor: several thousand followers, then most of them purged.
    const step = flags.find((f) => f.day === isoDay(BOOST_STEP_DAY))!;
    expect(step.size).toBeGreaterThan(3_000);
    expect(step.size).toBeLessThan(6_000);
    expect(step.ratio).toBeGreaterThan(50);
    const purge = flags.find((f) => f.day === isoDay(BOOST_STEP_DAY + BOOST_PURGE_AFTER))!;
    expect(-purge.size).toBeGreaterThan(0.6 * step.size);
    expect(-purge.size).toBeLessThan(step.size);
    // Every 30 days of history hold a step and a purge, whenever the account is looked at.
    for (let end = 20; end <= 120; end += 7) {
      const recent = detectGrowthAnomalies(history(DEMO_GROWTH_BOOST, end - 60, end)).filter(
        (f) => f.day > isoDay(demoDay(dayAt(end - 30))),
      );
      expect(new Set(recent.map((f) => f.kind)), `30 days to day ${end}`).toEqual(
        new Set(['spike', 'loss']),
      );
    }
  });

  test(`${DEMO_FOLLOW_CHURN}: follows 1,400 accounts every 14 days and drops them again`, () => {
    const flags = detectGrowthAnomalies(history(DEMO_FOLLOW_CHURN, -90, 90));
    expect(flags.length).toBeGreaterThanOrEqual(12);
    for (const f of flags) {
      expect(f.kind).toBe('churn');
      // Flagged the day after the wave, when at least half of it is gone again.
      const day = Date.parse(`${f.day}T00:00:00Z`) / DAY_MS;
      expect(mod(day - CHURN_RISE_DAY, CHURN_CYCLE_DAYS)).toBe(1);
      // 1,100 of the 1,400 are gone the next day (the rest the day after).
      expect(f.size).toBe(1_100);
    }
  });

  test('the stories come through the real adapters, from the clock the demo transport reads', async () => {
    let now = dayAt(-6);
    const client = createProviderClient({
      transport: createDemoTransport({ clock: { now: () => now } }),
      retries: 0,
      retryBaseMs: 1,
      log: { warn: () => {} },
    });
    const providers = createSocialProviders(client);
    const read = async () => ({
      instagram: (await providers.instagram.profile(DEMO_GROWTH_BOOST)).accounts[0]!.facts,
      x: (await providers.twitter.profile(DEMO_GROWTH_BOOST)).accounts[0]!.facts,
    });
    const before = await read();
    now = dayAt(-5);
    const after = await read();
    for (const facts of [before, after]) expect(facts.x.followers).toBe(facts.instagram.followers);
    expect(after.instagram.followers! - before.instagram.followers!).toBeGreaterThan(3_000);
    now = dayAt(-5, 23);
    expect((await read()).instagram.followers).toBe(after.instagram.followers);
  });
});
