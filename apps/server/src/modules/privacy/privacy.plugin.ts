import { defineModule, provide } from '../../composition/module-plugin';
import { createPrivacyRepo } from './privacy.repo';
import { lookedUpErasureRoutes, privacyRoutes } from './privacy.routes';
import { createPrivacyService, type PrivacyService } from './privacy.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    privacy: PrivacyService;
  }
}

/**
 * Data-subject rights: account erasure and the export job. Each owner module forgets its own
 * rows (one owner per table), so the owners whose services erasure calls are dependencies.
 */
export const privacyPlugin = defineModule(
  'privacy',
  ['audit', 'jobs', 'outbox', 'auth', 'profiles', 'payments', 'lookups', 'news'],
  async (app, { infra }) => {
    const { auth, profiles, audit, jobs, lookups, outbox, payments, news } = app.services;
    const privacy = createPrivacyService({
      repo: createPrivacyRepo(infra.database.db),
      auth,
      profiles,
      personalData: infra.personalData,
      audit,
      storage: infra.storage,
      exports: infra.exportStorage,
      jobs,
      lookups,
      owners: { auth, outbox, payments, news },
      clock: infra.clock,
      lookupRetentionDays: infra.config.LOOKUP_RETENTION_DAYS,
      transaction: infra.transaction,
      log: infra.log,
    });
    provide(app, { privacy });
    return { api: [privacyRoutes, lookedUpErasureRoutes] };
  },
);
