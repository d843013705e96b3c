import { defineModule, provide } from '../../composition/module-plugin';
import { createImageUploads } from '../uploads';
import { badgePageRoutes } from './badge-page.routes';
import { createProfilesRepo } from './profiles.repo';
import { profilesRoutes } from './profiles.routes';
import { createProfilesService, type ProfilesService } from './profiles.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    profiles: ProfilesService;
  }
}

/** Badge profiles with their evidence (the first link of the trust-badge chain). */
export const profilesPlugin = defineModule(
  'profiles',
  ['audit', 'outbox', 'auth'],
  async (app, { infra }) => {
    const { config, clock, log, storage } = infra;
    const { audit, auth, mailer } = app.services;
    const repo = createProfilesRepo(infra.database.db, { cacheRows: infra.cacheRows });
    infra.fileReferences.register({
      module: 'profiles',
      inUse: (names) => repo.screenshotsIn(names),
    });
    const profiles = createProfilesService({
      repo,
      audit,
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
    provide(app, { profiles });
    await app.register(profilesRoutes, { prefix: '/api' });
    // The public badge page, outside the API.
    await app.register(badgePageRoutes);
  },
);
