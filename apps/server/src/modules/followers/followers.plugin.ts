import { z } from 'zod';
import { defineModule, provide } from '../../composition/module-plugin';
import { createFollowersRepo } from './followers.repo';
import { followersRoutes } from './followers.routes';
import { createFollowersService, type FollowersService } from './followers.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    followers: FollowersService;
  }
}

/** The follower analyzer: profile trust, follower audits and CSV batches as jobs. */
export const followersPlugin = defineModule(
  'followers',
  ['jobs', 'auth', 'lookups'],
  async (app, { infra }) => {
    const { jobs, lookups, lookupQuota, lookupSources, imageUrls } = app.services;
    const followers = createFollowersService({
      jobs,
      lookups,
      instagram: lookupSources.providers.instagram,
      quota: lookupQuota,
      maxActiveJobs: infra.config.JOBS_MAX_ACTIVE_PER_USER,
      repo: createFollowersRepo(infra.database.db),
      clock: infra.clock,
      imageUrls,
      source: lookupSources.source,
    });
    // A new trust model version re-scores the stored accounts (daily; a no-op when all are current).
    const rescore = jobs.define({
      type: 'trust.rescore',
      payload: z.object({}),
      handler: (_p, ctx) =>
        lookups.rescoreStored({
          signal: ctx.signal,
          progress: (done) => ctx.progress(done, null),
        }),
    });
    jobs.schedule('trust.rescore', rescore, {}, { dailyAtUtc: '04:15' });
    provide(app, { followers });
    return { api: [followersRoutes] };
  },
);
