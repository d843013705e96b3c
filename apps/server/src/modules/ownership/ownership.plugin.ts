import { defineModule, provide } from '../../composition/module-plugin';
import { createBioReader } from '../../integrations/social/profile-bio';
import { createOwnershipRepo } from './ownership.repo';
import { ownershipRoutes } from './ownership.routes';
import { createOwnershipService, type OwnershipService } from './ownership.service';
import { personPageRoutes } from './person-page.routes';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    ownership: OwnershipService;
  }
}

/**
 * Ownership proof without an operator (issue 13 §3): bio codes read through the lookups'
 * provider adapters (demo bios in demo mode), and person pages.
 */
export const ownershipPlugin = defineModule(
  'ownership',
  ['audit', 'jobs', 'outbox', 'auth', 'profiles', 'lookups'],
  async (app, { infra }) => {
    const { config, clock, log } = infra;
    const { profiles, auth, audit, mailer, jobs, lookupSources } = app.services;
    const repo = createOwnershipRepo(infra.database.db, { cacheRows: infra.cacheRows });
    const ownership = createOwnershipService({
      repo,
      profiles,
      auth,
      audit,
      mailer,
      jobs,
      bios: createBioReader(lookupSources.providers),
      demoBios: lookupSources.source === 'demo' ? lookupSources.demoBios : null,
      transaction: infra.transaction,
      clock,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      log,
    });
    // A database that is down at start must not stop the server (it answers 502 on /api/ready
    // until the database is back); the demo bios then load with the next start.
    await ownership.loadDemoBios().catch((err: unknown) => {
      log.error({ err }, 'loading the demo bios failed; the demo provider shows generated bios');
    });
    // Export: proofs, the person page, edited demo bios. Erasure: proofs forget the account, its
    // demo bios go (the person page goes with the user row).
    infra.personalData.register({
      module: 'ownership',
      collect: async (who) => ({ records: await repo.personalDataOf(who) }),
      forget: (who, tx) => repo.forgetUser(who.userId, tx),
    });
    provide(app, { ownership });
    return {
      api: [ownershipRoutes],
      // The public person page, outside the API.
      pages: [personPageRoutes],
    };
  },
);
