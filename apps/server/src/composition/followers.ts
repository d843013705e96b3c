import { z } from 'zod';
import type { ImageUrls } from '../lib/image-hosts';
import { createFollowersRepo } from '../modules/followers/followers.repo';
import { createFollowersService } from '../modules/followers/followers.service';
import type { Infrastructure } from './infrastructure';
import type { createJobsModule } from './jobs';
import type { createLookupsModule } from './lookups';

/** The follower analyzer: profile trust, follower audits and CSV batches as jobs. */
export function createFollowersModule(
  infra: Infrastructure,
  deps: {
    jobs: ReturnType<typeof createJobsModule>;
    lookups: ReturnType<typeof createLookupsModule>;
    imageUrls: ImageUrls;
  },
) {
  const repo = createFollowersRepo(infra.database.db);
  const followers = createFollowersService({
    jobs: deps.jobs.jobs,
    lookups: deps.lookups.lookups,
    instagram: deps.lookups.providers.instagram,
    quota: deps.lookups.quota,
    maxActiveJobs: infra.config.JOBS_MAX_ACTIVE_PER_USER,
    repo,
    clock: infra.clock,
    imageUrls: deps.imageUrls,
  });
  // A new trust model version re-scores the stored accounts (daily; a no-op when all are current).
  const rescore = deps.jobs.jobs.define({
    type: 'trust.rescore',
    payload: z.object({}),
    handler: (_p, ctx) =>
      deps.lookups.lookups.rescoreStored({
        signal: ctx.signal,
        progress: (done) => ctx.progress(done, null),
      }),
  });
  deps.jobs.jobs.schedule('trust.rescore', rescore, {}, { dailyAtUtc: '04:15' });
  return { repo, followers, rescore };
}
