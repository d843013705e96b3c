import { defineModule, provide } from '../../composition/module-plugin';
import { loadJwtSecret } from '../../lib/jwt-secret';
import { alertsRoutes, unsubscribeRoutes } from './alerts.routes';
import { createAlertsRepo } from './alerts.repo';
import { createAlertsService, type AlertsService } from './alerts.service';
import { subscribeWatchlists } from './subscriptions';
import { createWatchScheduler, type WatchScheduler } from './watch-scheduler';
import { createWatchlistsRepo } from './watchlists.repo';
import { watchlistsRoutes } from './watchlists.routes';
import { createWatchlistsService, type WatchlistsService } from './watchlists.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    watchlists: WatchlistsService;
    /** The inbox, alert e-mail settings, alert mails and the daily digest. */
    alerts: AlertsService;
    /** The watched accounts' schedule: the minute tick and the check of one slot. */
    watchChecks: WatchScheduler;
  }
}

/**
 * Watchlists (issue 24): users' lists of accounts checked again on a schedule, every check a
 * point of history, growth flags, alerts in the inbox and by e-mail, and badges' system watches.
 */
export const watchlistsPlugin = defineModule(
  'watchlists',
  ['jobs', 'events', 'outbox', 'auth', 'lookups'],
  async (app, { infra, overrides }) => {
    const { config, clock, transaction } = infra;
    const { jobs, events, mailer, auth, lookups } = app.services;
    const repo = createWatchlistsRepo(infra.database.db);
    const alerts = createAlertsService({
      repo: createAlertsRepo(infra.database.db),
      jobs,
      mailer,
      transaction,
      clock,
      emailOf: async (userId) => (await auth.findUser(userId))?.email ?? null,
      listNames: (ids) => repo.listNames(ids),
      publicBaseUrl: config.PUBLIC_BASE_URL,
      secret: loadJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    });
    const watchChecks = createWatchScheduler({
      repo,
      alerts,
      jobs,
      transaction,
      clock,
      publish: events.publish,
      observe:
        overrides.watchObserve ??
        ((platform, username) => lookups.observeAccount(platform, username)),
      ratePerSec: config.WATCH_PROVIDER_RATE_PER_SEC,
    });
    const watchlists = createWatchlistsService({
      repo,
      alerts,
      transaction,
      clock,
      checkSoon: watchChecks.checkSoon,
    });
    subscribeWatchlists(events, { watchlists });
    lookups.addReasonSource({
      module: 'watchlists',
      reasons: (platform, usernameKey, userId) =>
        watchlists.trustReasons(platform, usernameKey, {
          userId,
          isOperator: async () => (await auth.findUser(userId))?.role === 'admin',
        }),
    });
    infra.personalData.register({
      module: 'watchlists',
      collect: async ({ userId }) => {
        const inbox = await alerts.exportOf(userId);
        return {
          records: {
            watchlists: await watchlists.exportOf(userId),
            watchAlerts: inbox.alerts,
            alertSettings: inbox.settings,
          },
        };
      },
    });
    provide(app, { watchlists, alerts, watchChecks });
    return { api: [watchlistsRoutes, alertsRoutes, unsubscribeRoutes] };
  },
);
