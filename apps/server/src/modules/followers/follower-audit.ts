import {
  estimateShare,
  sampleIndices,
  seededRandom,
  type FollowerAuditOutcome,
  type ProfileFacts,
} from '@vigil/shared';
import { assessProfile, TRUST_MODEL_VERSION } from '@vigil/shared/trust/score';

/** One page of a follower list: the facts of its followers, the account's count, the next cursor. */
export type FollowerListPage = {
  total: number | null;
  followers: ProfileFacts[];
  next: string | null;
};

/** Reads an account's follower list page by page (null cursor: the first page). */
export type FollowerLister = (
  cursor: string | null,
  signal: AbortSignal,
) => Promise<FollowerListPage>;

/**
 * The audit walks at most this many followers of the list (the newest first): the sample is
 * uniform over them and the share is extrapolated to the whole count. 50 pages of 200.
 */
export const FOLLOWER_WALK_LIMIT = 10_000;

export type AuditOptions = {
  sampleSize: number;
  seed: number;
  signal: AbortSignal;
  /** Called as followers are scored: `done` of `total` sampled. */
  progress: (done: number, total: number) => void;
};

/**
 * A sampled audit of one account's followers: draws `sampleSize` positions uniformly (seeded, so
 * a repeat draws the same) from the first `FOLLOWER_WALK_LIMIT` followers, walks the provider's
 * pages to them, scores each with the trust model, and extrapolates the fake share to the
 * account's follower count with a 95 % interval.
 */
export async function auditFollowers(
  list: FollowerLister,
  opts: AuditOptions,
): Promise<FollowerAuditOutcome> {
  let page = await list(null, opts.signal);
  const total = Math.max(page.total ?? 0, page.followers.length);
  const population = Math.min(total, FOLLOWER_WALK_LIMIT);
  const wanted = sampleIndices(population, opts.sampleSize, seededRandom(opts.seed));
  opts.progress(0, wanted.length);

  let position = 0;
  let next = 0;
  let scored = 0;
  let fakes = 0;
  let insufficient = 0;
  for (;;) {
    for (const facts of page.followers) {
      if (next >= wanted.length) break;
      if (position === wanted[next]) {
        const a = assessProfile(facts);
        scored++;
        if (a.fake) fakes++;
        if (a.confidence === 'insufficient') insufficient++;
        next++;
      }
      position++;
    }
    opts.progress(scored, wanted.length);
    if (next >= wanted.length || page.next === null) break;
    opts.signal.throwIfAborted();
    page = await list(page.next, opts.signal);
  }

  // A list shorter than its count (followers gone since) leaves a smaller sample, still uniform.
  const { share, low, high } = estimateShare(fakes, scored, Math.max(total, scored));
  const fakeFollowers = Math.round(share * total);
  return {
    total_followers: total,
    sample_size: scored,
    fake_in_sample: fakes,
    insufficient,
    fake_share: round4(share),
    ci95_low: round4(low),
    ci95_high: round4(high),
    fake_followers: fakeFollowers,
    real_followers: total - fakeFollowers,
    seed: opts.seed,
    model_version: TRUST_MODEL_VERSION,
  };
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
