import type { ProfileFacts } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { demoFollower } from '../../integrations/social/demo/demo-dataset';
import { unknownFacts } from '../../integrations/social/social-provider';
import { auditFollowers, FOLLOWER_WALK_LIMIT, type FollowerLister } from './follower-audit';

const now = new Date('2026-06-01T00:00:00Z');
const observedAt = now.toISOString();

/** A follower list of `n` demo followers of `account`, `pageSize` a page, with the truth. */
function list(account: string, n: number, pageSize = 200) {
  const truth: boolean[] = [];
  const facts: ProfileFacts[] = [];
  for (let i = 0; i < n; i++) {
    const f = demoFollower(account, i, now);
    truth.push(f.fake);
    facts.push({
      ...unknownFacts('instagram', f.username),
      displayName: f.displayName,
      bio: f.bio,
      externalUrl: f.website,
      followers: f.followers,
      following: f.following,
      posts: f.posts,
      hasProfilePicture: f.hasPicture,
      verified: false,
      private: false,
      createdAt: f.createdAt.toISOString(),
      observedAt,
    });
  }
  const pages: (string | null)[] = [];
  const lister: FollowerLister = async (cursor) => {
    pages.push(cursor);
    const from = cursor === null ? 0 : Number(cursor);
    const to = Math.min(n, from + pageSize);
    return { total: n, followers: facts.slice(from, to), next: to < n ? String(to) : null };
  };
  return { truth, lister, pages };
}

const run = (lister: FollowerLister, sampleSize: number, seed = 7) => {
  const progress: [number, number][] = [];
  const result = auditFollowers(lister, {
    sampleSize,
    seed,
    signal: new AbortController().signal,
    progress: (d, t) => progress.push([d, t]),
  });
  return { result, progress };
};

describe('auditFollowers', () => {
  test('the interval holds the true share of a known list, for several accounts', async () => {
    for (const account of ['demo', 'alice', 'bob', 'carol', 'dave']) {
      const { truth, lister } = list(account, 4_000);
      const share = truth.filter(Boolean).length / truth.length;
      const { result } = run(lister, 400);
      const r = await result;
      expect(r.total_followers).toBe(4_000);
      expect(r.sample_size).toBe(400);
      expect(r.ci95_low).toBeLessThanOrEqual(share + 0.01);
      expect(r.ci95_high).toBeGreaterThanOrEqual(share - 0.01);
      expect(Math.abs(r.fake_share - share)).toBeLessThan(0.08);
      expect(r.fake_followers + r.real_followers).toBe(4_000);
      expect(r.fake_followers).toBe(Math.round(r.fake_share * 4_000));
    }
  });

  test('seeded: the same seed draws the same sample; progress ends at the sample size', async () => {
    const a = run(list('demo', 3_000).lister, 250, 42);
    const b = run(list('demo', 3_000).lister, 250, 42);
    expect(await a.result).toEqual(await b.result);
    expect(a.progress.at(-1)).toEqual([250, 250]);
    expect(a.progress[0]).toEqual([0, 250]);
  });

  test('a sample of every follower has no uncertainty left', async () => {
    const { truth, lister } = list('demo', 300);
    const r = await run(lister, 1_000).result;
    expect(r.sample_size).toBe(300);
    expect(r.ci95_low).toBe(r.fake_share);
    expect(r.ci95_high).toBe(r.fake_share);
    expect(Math.abs(r.fake_share - truth.filter(Boolean).length / 300)).toBeLessThan(0.05);
  });

  test('stops walking once the last sampled follower is read; never past the walk limit', async () => {
    const { lister, pages } = list('demo', FOLLOWER_WALK_LIMIT * 3, 1_000);
    const r = await run(lister, 50).result;
    expect(r.total_followers).toBe(FOLLOWER_WALK_LIMIT * 3);
    expect(pages.length).toBeLessThanOrEqual(FOLLOWER_WALK_LIMIT / 1_000);
  });

  test('a cancelled audit stops between pages', async () => {
    const { lister } = list('demo', 5_000);
    const ctl = new AbortController();
    const audit = auditFollowers(lister, {
      sampleSize: 2_000,
      seed: 1,
      signal: ctl.signal,
      progress: (done) => {
        if (done > 0) ctl.abort(new Error('cancelled'));
      },
    });
    await expect(audit).rejects.toThrow('cancelled');
  });
});
