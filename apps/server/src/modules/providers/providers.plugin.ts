import { defineModule, provide } from '../../composition/module-plugin';
import { providerHosts } from '../../integrations/social/social-providers';
import { createProvidersRepo } from './providers.repo';
import { providersRoutes } from './providers.routes';
import { createProvidersService, type ProvidersService } from './providers.service';
import { testAccounts } from './test-accounts';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    /** The data providers' health; `observe` is the provider client's observer. */
    providers: ProvidersService;
  }
}

/**
 * The data providers' status for operators. Loaded before `lookups`, which hands `observe` to
 * the provider client it builds; the test route reads the lookups' adapters when it runs.
 */
export const providersPlugin = defineModule('providers', [], async (app, { infra }) => {
  const { config } = infra;
  const providers = createProvidersService({
    repo: createProvidersRepo(infra.database.db),
    clock: infra.clock,
    live: Boolean(config.RAPIDAPI_KEY),
    hosts: providerHosts(config),
    testAccounts: testAccounts(config.PROVIDER_TEST_ACCOUNTS),
    adapters: () => app.services.lookupSources.providers,
    background: infra.afterReply,
    registry: infra.metrics.registry,
  });
  provide(app, { providers });
  return { api: [providersRoutes] };
});
