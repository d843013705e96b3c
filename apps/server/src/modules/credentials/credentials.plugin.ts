import { defineModule, provide } from '../../composition/module-plugin';
import { createCredentialsRepo } from './credentials.repo';
import { credentialsRoutes, didRoutes } from './credentials.routes';
import { createCredentialsService, type CredentialsService } from './credentials.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    credentials: CredentialsService;
  }
}

/** Portable badges (issue 13 §4): the badge as a verifiable credential signed with the QR key. */
export const credentialsPlugin = defineModule(
  'credentials',
  ['audit', 'profiles', 'trust', 'ownership'],
  async (app, { infra }) => {
    const credentials = await createCredentialsService({
      repo: createCredentialsRepo(infra.database.db),
      profiles: app.services.profiles,
      ownership: app.services.ownership,
      audit: app.services.audit,
      keys: app.services.signingKeys,
      clock: infra.clock,
      publicBaseUrl: infra.config.PUBLIC_BASE_URL,
    });
    provide(app, { credentials });
    return {
      api: [credentialsRoutes],
      // `/.well-known/did.json`, outside the API.
      pages: [didRoutes],
    };
  },
);
