import { BADGE_REVIEW_SCORE_THRESHOLD } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import {
  badgeWatchEvent,
  handleKeyOf,
  judgeCheck,
  type WatchCheck,
  type WatchState,
} from './badge-watch';

const fresh: WatchState = { status: null, trustScore: null, codeSeen: null };
const check = (over: Partial<WatchCheck> = {}): WatchCheck => ({
  platform: 'instagram',
  usernameKey: 'erika',
  at: '2026-03-04T05:00:00.000Z',
  status: 'ok',
  trustScore: 12,
  modelVersion: '2.abc',
  newFlags: [],
  bio: null,
  ...over,
});
const bioProof = { method: 'bio_code', code: 'vigil-abcdefgh23456789', provenAt: new Date() };

describe('judging one check of a badge against the previous one', () => {
  test('a clean check raises nothing and records what it saw', () => {
    expect(judgeCheck(fresh, null, check())).toEqual({
      signals: [],
      next: { status: 'ok', trustScore: 12, codeSeen: null },
    });
  });

  test('a failed check observed nothing: not judged at all', () => {
    expect(judgeCheck(fresh, null, check({ status: 'failed' }))).toBeNull();
  });

  test('the score is raised when it rises above the threshold, not while it stays there', () => {
    const above = BADGE_REVIEW_SCORE_THRESHOLD + 1;
    const first = judgeCheck(fresh, null, check({ trustScore: above }))!;
    expect(first.signals).toEqual([
      {
        kind: 'score',
        checked_at: '2026-03-04T05:00:00.000Z',
        score: above,
        threshold: BADGE_REVIEW_SCORE_THRESHOLD,
        model_version: '2.abc',
      },
    ]);
    expect(judgeCheck(first.next, null, check({ trustScore: 99 }))!.signals).toEqual([]);
    // Exactly at the threshold is not above it.
    expect(
      judgeCheck(fresh, null, check({ trustScore: BADGE_REVIEW_SCORE_THRESHOLD }))!.signals,
    ).toEqual([]);
    // Down and up again: raised again.
    const down = judgeCheck(first.next, null, check({ trustScore: 30 }))!;
    expect(judgeCheck(down.next, null, check({ trustScore: above }))!.signals).toHaveLength(1);
  });

  test('an unknown score (null) keeps the last known one', () => {
    const high = { ...fresh, trustScore: 90 };
    const r = judgeCheck(high, null, check({ trustScore: null }))!;
    expect(r.next.trustScore).toBe(90);
    expect(r.signals).toEqual([]);
  });

  test('every new growth flag is evidence with its size, day and ratio', () => {
    const r = judgeCheck(
      fresh,
      null,
      check({ newFlags: [{ kind: 'spike', day: '2026-03-03', size: 12_400, ratio: 40 }] }),
    )!;
    expect(r.signals).toEqual([
      {
        kind: 'growth',
        checked_at: '2026-03-04T05:00:00.000Z',
        flag: 'spike',
        day: '2026-03-03',
        size: 12_400,
        ratio: 40,
      },
    ]);
  });

  test('the bio code counts only where ownership was proven by it', () => {
    const noCode = check({ bio: 'Photographer in Cologne' });
    expect(judgeCheck(fresh, null, noCode)!.signals).toEqual([]);
    expect(
      judgeCheck(fresh, { method: 'instagram_signin', code: null, provenAt: new Date() }, noCode)!
        .signals,
    ).toEqual([]);
    // A code asked for but never proven is no proof.
    expect(judgeCheck(fresh, { ...bioProof, provenAt: null }, noCode)!.signals).toEqual([]);
    const removed = judgeCheck({ ...fresh, codeSeen: true }, bioProof, noCode)!;
    expect(removed.signals).toEqual([
      { kind: 'code_removed', checked_at: '2026-03-04T05:00:00.000Z' },
    ]);
    expect(removed.next.codeSeen).toBe(false);
    // Still missing on the next check: nothing new.
    expect(judgeCheck(removed.next, bioProof, noCode)!.signals).toEqual([]);
  });

  test('the code is found case-insensitively; an unknown bio (null) judges nothing', () => {
    const seen = judgeCheck(
      fresh,
      bioProof,
      check({ bio: `Hi · ${bioProof.code.toUpperCase()}` }),
    )!;
    expect(seen.signals).toEqual([]);
    expect(seen.next.codeSeen).toBe(true);
    expect(judgeCheck(seen.next, bioProof, check({ bio: null }))!.next.codeSeen).toBe(true);
  });

  test('an account gone is raised once; its score and code state stay as they were', () => {
    const before: WatchState = { status: 'ok', trustScore: 20, codeSeen: true };
    const gone = judgeCheck(before, bioProof, check({ status: 'not_found', trustScore: null }))!;
    expect(gone.signals).toEqual([{ kind: 'gone', checked_at: '2026-03-04T05:00:00.000Z' }]);
    expect(gone.next).toEqual({ status: 'not_found', trustScore: 20, codeSeen: true });
    expect(judgeCheck(gone.next, bioProof, check({ status: 'not_found' }))!.signals).toEqual([]);
  });

  test('a private account is no signal by itself', () => {
    expect(
      judgeCheck(fresh, null, check({ status: 'private', trustScore: null }))!.signals,
    ).toEqual([]);
  });
});

describe('the badge.watch event', () => {
  test('carries the handle without @; platforms that cannot be watched get none', () => {
    expect(
      badgeWatchEvent({ id: 'CPT-A', platform: 'instagram', username: '@Erika' }, true),
    ).toEqual({
      name: 'badge.watch',
      payload: { profileId: 'CPT-A', platform: 'instagram', username: 'Erika', watch: true },
    });
    expect(badgeWatchEvent({ id: 'CPT-B', platform: 'linkedin', username: 'erika' }, true)).toBe(
      null,
    );
    expect(badgeWatchEvent({ id: 'CPT-C', platform: 'github', username: 'erika' }, false)).toBe(
      null,
    );
  });

  test('the handle key is the watchlists’: lower case, no @', () => {
    expect(handleKeyOf(' @Erika_K ')).toBe('erika_k');
  });
});
