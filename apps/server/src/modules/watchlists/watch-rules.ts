import { createHash } from 'node:crypto';
import type { AlertKind, AlertRules, GrowthFlag, ProfileChange, WatchStatus } from '@vigil/shared';

/**
 * The rules of a check, pure: what changed in a profile, how long a failing account waits, and
 * which alerts a check raises for one list. The scheduler applies them inside its transaction.
 */

/** A profile change as a bit of the points' `changes` (one small integer per point). */
export const CHANGE_BITS: Record<ProfileChange, number> = { name: 1, bio: 2, link: 4, picture: 8 };

export const changesToBits = (changes: readonly ProfileChange[]) =>
  changes.reduce((bits, c) => bits | CHANGE_BITS[c], 0);

export const bitsToChanges = (bits: number): ProfileChange[] =>
  (Object.keys(CHANGE_BITS) as ProfileChange[]).filter((c) => (bits & CHANGE_BITS[c]) !== 0);

/**
 * What identifies a profile picture across checks: its address without host and query. CDNs
 * sign their picture addresses with an expiry and serve them from many hosts, so the whole URL
 * changes on every check while the file name (the picture) stays; an inline picture is itself.
 */
export function pictureKey(url: string | null): string | null {
  if (!url) return null;
  let stable = url;
  if (!url.startsWith('data:')) {
    try {
      stable = new URL(url).pathname;
    } catch {
      stable = url;
    }
  }
  return createHash('sha256').update(stable).digest('base64url').slice(0, 22);
}

/** The profile fields change detection compares. */
export type ProfileSeen = {
  name: string | null;
  bio: string | null;
  link: string | null;
  picture: string | null;
};

/**
 * What changed between two observations. Name, bio and link read an absent value as empty (a
 * removed bio is a change); the picture is compared only when both checks saw one (a reply
 * without a picture says nothing about it). The first observation (`before` null) changes nothing.
 */
export function profileChanges(before: ProfileSeen | null, after: ProfileSeen): ProfileChange[] {
  if (!before) return [];
  const text = (v: string | null) => (v ?? '').trim();
  const out: ProfileChange[] = [];
  if (text(before.name) !== text(after.name)) out.push('name');
  if (text(before.bio) !== text(after.bio)) out.push('bio');
  if (text(before.link) !== text(after.link)) out.push('link');
  if (before.picture && after.picture && before.picture !== after.picture) out.push('picture');
  return out;
}

/** The first retry waits this long; each further failure doubles it, up to the interval. */
export const FIRST_RETRY_MS = 5 * 60_000;

/** The wait after the `failures`-th failed check in a row: min(interval, 5 min × 2^(failures−1)). */
export function retryDelayMs(failures: number, intervalMs: number): number {
  return Math.min(intervalMs, FIRST_RETRY_MS * 2 ** Math.max(0, Math.min(30, failures - 1)));
}

/** What the provider said of the account at a check (failures aside). */
export type WatchState = Extract<WatchStatus, 'pending' | 'ok' | 'private' | 'not_found'>;

/** An alert a check raises for one list, before it is stored. */
export type AlertDraft = {
  kind: AlertKind;
  /** Unique per list: a second delivery of the same check (or flag) raises nothing new. */
  cause: string;
  details: {
    flag?: GrowthFlag;
    score?: number;
    threshold?: number;
    changes?: ProfileChange[];
  };
};

/** What one check found, as the alert rules read it. */
export type CheckOutcome = {
  targetId: string;
  /** The check's slot (ISO): causes that are not a day's are keyed by it. */
  slot: string;
  before: { state: WatchState; score: number | null };
  after: { state: WatchState; score: number | null };
  changes: ProfileChange[];
  newFlags: GrowthFlag[];
};

/**
 * The alerts one list's rules raise for a check: each new growth flag (keyed by its kind and
 * day, so it alerts once however often it is found), the fake score rising above the list's
 * threshold (it was at or below it at the check before), a profile change, and the account
 * turning private or being gone after it was seen.
 */
export function alertsFor(rules: AlertRules, o: CheckOutcome): AlertDraft[] {
  const out: AlertDraft[] = [];
  if (rules.anomaly) {
    for (const flag of o.newFlags) {
      out.push({
        kind: 'growth_anomaly',
        cause: `${o.targetId}:${flag.kind}:${flag.day}`,
        details: { flag },
      });
    }
  }
  const threshold = rules.scoreAbove;
  if (
    threshold !== null &&
    o.before.score !== null &&
    o.after.score !== null &&
    o.before.score <= threshold &&
    o.after.score > threshold
  ) {
    out.push({
      kind: 'score_threshold',
      cause: `${o.targetId}:score:${o.slot}`,
      details: { score: o.after.score, threshold },
    });
  }
  if (rules.profileChange && o.changes.length > 0) {
    out.push({
      kind: 'profile_change',
      cause: `${o.targetId}:change:${o.slot}`,
      details: { changes: o.changes },
    });
  }
  const seen = o.before.state === 'ok' || o.before.state === 'private';
  if (rules.goneOrPrivate && seen && o.after.state !== o.before.state) {
    if (o.after.state === 'not_found') {
      out.push({ kind: 'gone', cause: `${o.targetId}:gone:${o.slot}`, details: {} });
    } else if (o.after.state === 'private') {
      out.push({ kind: 'private', cause: `${o.targetId}:private:${o.slot}`, details: {} });
    }
  }
  return out;
}

/**
 * The detector's flags a check keeps as new: not stored yet (by kind and day), and on or after
 * the day of the check before (`since`): the detector reads a window of recent points, and a
 * day at the window's start, judged with less history than it was before, must not come back
 * as news. The first check of an account (`since` null) keeps whatever its history shows.
 */
export function newFlagsOf(
  found: readonly GrowthFlag[],
  stored: readonly GrowthFlag[],
  since: string | null,
): GrowthFlag[] {
  const known = new Set(stored.map((f) => `${f.kind}:${f.day}`));
  return found.filter(
    (f) => !known.has(`${f.kind}:${f.day}`) && (since === null || f.day >= since),
  );
}
