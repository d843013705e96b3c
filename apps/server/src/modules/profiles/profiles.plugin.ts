import { defineModule, provide } from '../../composition/module-plugin';
import { createImageUploads } from '../uploads';
import { badgePageRoutes } from './badge-page.routes';
import { createBadgeReviewRepo } from './badge-review.repo';
import { badgeReviewRoutes } from './badge-review.routes';
import { createBadgeReviewService, type BadgeReviewService } from './badge-review.service';
import { createProfilesRepo } from './profiles.repo';
import { profilesRoutes } from './profiles.routes';
import { createProfilesService, type ProfilesService } from './profiles.service';
import { subscribeProfiles } from './subscriptions';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    profiles: ProfilesService;
    /** Badges that stay true: checks of badges' profiles and the operators' review queue. */
    badgeReviews: BadgeReviewService;
  }
}

/**
 * Badge profiles with their evidence (the first link of the trust-badge chain), and badges that
 * stay true: each unlocked badge's profile is watched (`badge.watch`), and what a check finds
 * (`watch.checked`) may put the badge into the operators' review queue.
 */
export const profilesPlugin = defineModule(
  'profiles',
  ['audit', 'outbox', 'auth', 'jobs', 'events'],
  async (app, { infra }) => {
    const { config, clock, log, storage, transaction } = infra;
    const { audit, auth, mailer, jobs, events } = app.services;
    const repo = createProfilesRepo(infra.database.db, { cacheRows: infra.cacheRows });
    const reviews = createBadgeReviewRepo(infra.database.db);
    infra.fileReferences.register({
      module: 'profiles',
      inUse: (names) => repo.screenshotsIn(names),
    });
    const profiles = createProfilesService({
      repo,
      reviews,
      audit,
      publish: events.publish,
      transaction,
      uploads: createImageUploads({ storage }),
      storage,
      mailer,
      clock,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      log,
      verifiedAccountOf: async (email) => {
        const user = await auth.findUserByEmail(email);
        return user?.emailVerifiedAt ? user.id : null;
      },
    });
    // Issue 20 §1: proving control of an address (first verification, a confirmed change) claims
    // the unowned profiles submitted with it; ownership is by user id from then on.
    auth.onEmailProven((user) => profiles.claimByProvenEmail(user));
    const badgeReviews = createBadgeReviewService({
      repo,
      reviews,
      audit,
      jobs,
      publish: events.publish,
      mailer,
      transaction,
      clock,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      log,
    });
    subscribeProfiles(events, { badgeReviews });
    // Export: the review entries of the person's badges (the profiles themselves are in the
    // privacy module's share). Erasure removes them with the profiles (`eraseOwner`).
    infra.personalData.register({
      module: 'profiles',
      collect: async (who) => ({
        records: { badgeReviews: await reviews.personalDataOf(who.userId) },
      }),
    });
    provide(app, { profiles, badgeReviews });
    return {
      api: [profilesRoutes, badgeReviewRoutes],
      // The public badge page, outside the API.
      pages: [badgePageRoutes],
    };
  },
);
