import { defineModule, provide } from '../../composition/module-plugin';
import { createAccountsRepo } from './accounts.repo';
import { accountsRoutes, emailChangeRoutes } from './accounts.routes';
import { createAccountsService, type AccountsService } from './accounts.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    accounts: AccountsService;
  }
}

/** The signed-in account: the account form, e-mail change, mobile verification. */
export const accountsPlugin = defineModule(
  'accounts',
  ['audit', 'outbox', 'auth'],
  async (app, { infra }) => {
    const { audit, auth, sms, mailer } = app.services;
    const accounts = createAccountsService({
      repo: createAccountsRepo(infra.database.db),
      audit,
      auth,
      sms,
      mailer,
      clock: infra.clock,
      publicBaseUrl: infra.config.PUBLIC_BASE_URL,
    });
    provide(app, { accounts });
    return { api: [accountsRoutes, emailChangeRoutes] };
  },
);
