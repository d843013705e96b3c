import {
  alertRulesSchema,
  watchPlatformSchema,
  type GrowthFlag,
  type WatchPlatform,
  type WatchPoint,
} from '@vigil/shared';
import { detectGrowthAnomalies } from '@vigil/shared/growth/detector';
import { z } from 'zod';
import { demoCurveCounts, demoCurveOf } from '../../integrations/social/demo/demo-dataset';
import type { Clock } from '../../lib/clock';
import type { RunInTransaction, Tx } from '../../db/transaction';
import type { Publish } from '../events';
import type { JobsService } from '../jobs/jobs.service';
import { RELOOKUP_PROVIDER_CALLS, type AccountCheck } from '../lookups/lookups.service';
import type { AlertsService } from './alerts.service';
import {
  alertsFor,
  changesToBits,
  newFlagsOf,
  pictureKey,
  profileChanges,
  retryDelayMs,
  type WatchState,
} from './watch-rules';
import {
  emptySeries,
  mergeSeries,
  seriesColumns,
  seriesPoints,
  storedSeries,
} from './recent-series';
import { pointDto, storedFlags } from './watch-dto';
import type { NewPoint, TargetRow, WatchlistsRepo } from './watchlists.repo';
import { DAY_MS, utcDay, utcDayStart } from '@vigil/shared/days';

/** Days of points the growth detector reads after each check. */
export const DETECTOR_DAYS = 90;
/** Days of demo history a curve account gets at its first check (see decision W10). */
export const DEMO_BACKFILL_DAYS = 90;
/** A target enqueued this long ago and still not checked is offered to the queue again. */
const STALE_MS = 15 * 60_000;
/** Growth flags a target keeps (the newest). */
const MAX_FLAGS = 200;
/** The tick runs once a minute: each platform's budget is its requests per second × 60. */
const TICK_MS = 60_000;

const latestScore = (latest: unknown): number | null => {
  const score = (latest as { trustScore?: unknown } | null)?.trustScore;
  return typeof score === 'number' ? score : null;
};

const asState = (s: string): WatchState =>
  s === 'ok' || s === 'private' || s === 'not_found' ? s : 'pending';

export type CheckPayload = { targetId: string; slot: string };
export type CheckResult = { done: boolean; status?: string; alerts?: number };

export type WatchSchedulerDeps = {
  repo: WatchlistsRepo;
  alerts: Pick<AlertsService, 'record'>;
  jobs: JobsService;
  transaction: RunInTransaction;
  clock: Clock;
  publish: Publish;
  /** A fresh lookup of the account as the system (lookups' `observeAccount`). */
  observe: (platform: WatchPlatform, username: string) => Promise<AccountCheck>;
  /** Provider requests per second and platform the checks may use (WATCH_PROVIDER_RATE_PER_SEC). */
  ratePerSec: number;
};

/**
 * The schedule of the watched accounts: a tick a minute (one per slot across processes) moves
 * due targets into the job queue within each provider's budget, and a check job per target and
 * slot looks the account up and writes what it found in one transaction: the point, the
 * target's state and schedule, new growth flags, alerts and their mails, the `watch.checked`
 * event. A check whose slot is done (a rerun, a second delivery) changes nothing.
 */
export function createWatchScheduler(deps: WatchSchedulerDeps) {
  const { repo, jobs, clock } = deps;

  /** Checks a platform may start per tick: its request budget over the requests one check makes. */
  const perTick = (platform: WatchPlatform) =>
    Math.max(1, Math.floor((deps.ratePerSec * TICK_MS) / 1000 / RELOOKUP_PROVIDER_CALLS[platform]));

  /** Whether the target still waits for this slot's check. */
  const awaits = (
    t: TargetRow | undefined,
    slotMs: number,
  ): t is TargetRow & { intervalMs: number } =>
    t !== undefined &&
    t.intervalMs !== null &&
    t.nextCheckAt.getTime() === slotMs &&
    (t.lastSlot === null || t.lastSlot.getTime() < slotMs);

  /**
   * A demo curve account's days before its first check, as the demo dataset draws them,
   * scaled so that they meet the observed counts today (the vendors' shapes round some counts).
   */
  function demoBackfill(
    username: string,
    seen: Extract<AccountCheck, { found: true }>,
  ): NewPoint[] {
    const atMs = Date.parse(seen.at);
    const today = utcDay(atMs);
    const now = demoCurveCounts(username, today);
    const scale = (observed: number | null, curveToday: number, curveThen: number) =>
      observed === null
        ? null
        : curveToday > 0
          ? Math.round((curveThen * observed) / curveToday)
          : observed;
    return Array.from({ length: DEMO_BACKFILL_DAYS }, (_, i) => {
      const day = today - DEMO_BACKFILL_DAYS + i;
      const then = demoCurveCounts(username, day);
      return {
        atMs: day * DAY_MS + 12 * 3_600_000,
        followers: scale(seen.followers, now.followers, then.followers),
        following: scale(seen.following, now.following, then.following),
        posts: scale(seen.posts, now.posts, then.posts),
        likes: null,
        score: null,
        modelVersion: null,
        changes: 0,
      };
    });
  }

  async function check(p: CheckPayload, signal?: AbortSignal): Promise<CheckResult> {
    const slotMs = Date.parse(p.slot);
    const pending = await repo.target(p.targetId);
    if (!awaits(pending, slotMs)) return { done: false };
    signal?.throwIfAborted();
    const seen = await deps.observe(pending.platform as WatchPlatform, pending.username);
    const backfill =
      seen.found &&
      seen.source === 'demo' &&
      demoCurveOf(pending.username) !== null &&
      pending.latest === null &&
      !(await repo.hasPoints(pending.id))
        ? demoBackfill(pending.username, seen)
        : [];

    return deps.transaction(async (tx) => {
      const t = await repo.lockTarget(p.targetId, tx);
      // Another run of this slot finished first (a job taken over after a lost lease).
      if (!awaits(t, slotMs)) return { done: false };
      const now = clock.now();
      const slot = new Date(slotMs);
      const base = {
        platform: t.platform,
        usernameKey: t.usernameKey,
        at: now.toISOString(),
      };

      if (!seen.found && seen.miss === 'failed') {
        // The provider failed: no point; wait longer after each failure, never past the interval.
        const failures = t.failures + 1;
        await repo.updateTarget(
          t.id,
          {
            status: 'failed',
            failures,
            failureReason: seen.code,
            lastSlot: slot,
            nextCheckAt: new Date(now.getTime() + retryDelayMs(failures, t.intervalMs)),
          },
          tx,
        );
        await deps.publish(tx, {
          name: 'watch.checked',
          payload: {
            ...base,
            status: 'failed',
            trustScore: null,
            modelVersion: null,
            newFlags: [],
            bio: null,
          },
        });
        return { done: true, status: 'failed' };
      }

      const state: WatchState = !seen.found ? 'not_found' : seen.private ? 'private' : 'ok';
      const stored = storedFlags(t.flags);
      let changes: ReturnType<typeof profileChanges> = [];
      let newFlags: GrowthFlag[] = [];
      let latest: WatchPoint | null = null;
      let seenFields = {};
      if (seen.found) {
        const profile = {
          name: seen.name,
          bio: seen.bio,
          link: seen.link,
          picture: pictureKey(seen.avatarUrl),
        };
        const before =
          t.latest === null
            ? null
            : { name: t.lastName, bio: t.lastBio, link: t.lastLink, picture: t.lastPicture };
        changes = profileChanges(before, profile);
        const point: NewPoint = {
          atMs: Date.parse(seen.at),
          followers: seen.followers,
          following: seen.following,
          posts: seen.posts,
          likes: seen.likes,
          score: seen.score,
          modelVersion: seen.modelVersion,
          changes: changesToBits(changes),
        };
        await repo.appendPoints(t.id, [...backfill, point], tx);
        // The detector judges the daily series the row keeps; a row without one (its first check
        // since the series was added) reads it from the points once. The series holds whole
        // days, so both read from the start of the first day (not the same time of day: a read
        // from that instant would drop the first day's point after noon and keep it before).
        const sinceMs = utcDayStart(point.atMs - DETECTOR_DAYS * DAY_MS);
        const kept = storedSeries(t);
        const series = kept
          ? mergeSeries(kept, [...backfill, point], sinceMs)
          : mergeSeries(emptySeries(), await repo.points(t.id, sinceMs, tx), sinceMs);
        const found = detectGrowthAnomalies(seriesPoints(series));
        // The day of the check before: older days were judged then (see newFlagsOf).
        const since =
          t.latest === null || t.lastCheckedAt === null
            ? null
            : t.lastCheckedAt.toISOString().slice(0, 10);
        newFlags = newFlagsOf(found, stored, since);
        latest = pointDto(point);
        seenFields = {
          ...seriesColumns(series),
          lastName: profile.name,
          lastBio: profile.bio,
          lastLink: profile.link,
          lastPicture: profile.picture ?? t.lastPicture,
          latest,
        };
      }

      const watchers = await repo.watchersOf(t.id, tx);
      const outcome = {
        targetId: t.id,
        slot: slot.toISOString(),
        before: { state: asState(t.state), score: latestScore(t.latest) },
        after: { state, score: seen.found ? seen.score : null },
        changes,
        newFlags,
      };
      const perList = watchers
        .map((w) => ({
          watchlistId: w.id,
          ownerId: w.ownerId,
          drafts: alertsFor(
            alertRulesSchema.safeParse(w.rules).data ?? alertRulesSchema.parse({}),
            outcome,
          ),
        }))
        .filter((l) => l.drafts.length > 0);
      const created = await deps.alerts.record(
        tx,
        { targetId: t.id, slot: outcome.slot, platform: t.platform, username: t.username },
        perList,
      );

      const flags = [...stored, ...newFlags].slice(-MAX_FLAGS);
      const lastFlagDay = flags.reduce<string | null>(
        (max, f) => (max === null || f.day > max ? f.day : max),
        null,
      );
      await repo.updateTarget(
        t.id,
        {
          status: state,
          state,
          failures: 0,
          failureReason: null,
          lastCheckedAt: now,
          lastSlot: slot,
          nextCheckAt: new Date(now.getTime() + t.intervalMs),
          flags,
          lastFlagDay,
          ...seenFields,
        },
        tx,
      );
      await deps.publish(tx, {
        name: 'watch.checked',
        payload: {
          ...base,
          status: state,
          trustScore: seen.found ? seen.score : null,
          modelVersion: seen.found ? seen.modelVersion : null,
          newFlags: newFlags.slice(-50),
          bio: seen.found ? (seen.bio?.slice(0, 5_000) ?? null) : null,
        },
      });
      return { done: true, status: state, alerts: created.length };
    });
  }

  const checkJob = jobs.define({
    type: 'watchlists.check',
    payload: z.object({ targetId: z.uuid(), slot: z.iso.datetime() }),
    // Provider failures are the check's own result (back-off, reason kept); only other errors
    // (the database) make the job retry.
    maxAttempts: 3,
    keyScope: 'active',
    timeoutMs: 120_000,
    // One a watched account a day: their record is the target's row and its points.
    retentionDays: 2,
    handler: (p, ctx) => check(p, ctx.signal),
  });

  /**
   * One tick: per platform, due targets (oldest first) up to the platform's budget for the
   * minute less the checks still waiting in the queue, each enqueued as a check job keyed by
   * target and slot with its start spread evenly over the minute. The rest stay due for the
   * next tick: the quota is queued for, never exceeded or failed.
   */
  async function tick() {
    const now = clock.now();
    const stale = new Date(now.getTime() - STALE_MS);
    let enqueued = 0;
    for (const platform of watchPlatformSchema.options) {
      const max = perTick(platform);
      const budget = max - (await repo.queuedCount(platform, stale));
      if (budget <= 0) continue;
      enqueued += await deps.transaction(async (tx) => {
        const due = await repo.claimDue(platform, now, stale, budget, tx);
        for (const [i, d] of due.entries()) {
          await jobs.enqueueIn(
            tx,
            checkJob,
            { targetId: d.id, slot: d.slot },
            {
              idempotencyKey: `watch:${d.id}:${d.slot}`,
              runAt: new Date(now.getTime() + Math.floor((i * TICK_MS) / max)),
            },
          );
        }
        return due.length;
      });
    }
    return { enqueued };
  }

  const tickJob = jobs.define({
    type: 'watchlists.tick',
    payload: z.object({}),
    maxAttempts: 1,
    retentionDays: 1,
    handler: () => tick(),
  });
  jobs.schedule('watchlists.tick', tickJob, {}, { everyMs: TICK_MS });

  /**
   * A tick now, in the caller's transaction: an account just added (or a badge just unlocked)
   * is checked within seconds instead of at the next minute. One such tick waits at a time; a
   * target it misses is due at the next scheduled tick anyway.
   */
  async function checkSoon(tx: Tx) {
    await jobs.enqueueIn(tx, tickJob, {}, { idempotencyKey: 'tick:soon', keyScope: 'active' });
  }

  return { tick, check, perTick, checkSoon };
}
export type WatchScheduler = ReturnType<typeof createWatchScheduler>;
