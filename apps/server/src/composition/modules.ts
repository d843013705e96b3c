import type { FastifyInstance } from 'fastify';
import { accountsPlugin } from '../modules/accounts/accounts.plugin';
import { analysisPlugin } from '../modules/analysis/analysis.plugin';
import { auditPlugin } from '../modules/audit/audit.plugin';
import { authPlugin } from '../modules/auth/auth.plugin';
import { contentPlugin } from '../modules/content/content.plugin';
import { credentialsPlugin } from '../modules/credentials/credentials.plugin';
import { eventsPlugin } from '../modules/events/events.plugin';
import { followersPlugin } from '../modules/followers/followers.plugin';
import { healthPlugin } from '../modules/health/health.plugin';
import { imageReviewPlugin } from '../modules/image-review/image-review.plugin';
import { jobsPlugin } from '../modules/jobs/jobs.plugin';
import { linkedAccountsPlugin } from '../modules/linked-accounts/linked-accounts.plugin';
import { lookupsPlugin } from '../modules/lookups/lookups.plugin';
import { newsPlugin } from '../modules/news/news.plugin';
import { outboxPlugin } from '../modules/outbox/outbox.plugin';
import { ownershipPlugin } from '../modules/ownership/ownership.plugin';
import { paymentsPlugin } from '../modules/payments/payments.plugin';
import { privacyPlugin } from '../modules/privacy/privacy.plugin';
import { profilesPlugin } from '../modules/profiles/profiles.plugin';
import { providersPlugin } from '../modules/providers/providers.plugin';
import { trustPlugin } from '../modules/trust/trust.plugin';
import { uploadsPlugin } from '../modules/uploads/uploads.plugin';
import { watchlistsPlugin } from '../modules/watchlists/watchlists.plugin';
import type { ModuleOptions } from './module-plugin';

/**
 * Every server module, in load order: a module comes after the modules it lists as
 * `dependencies` (a wrong order fails at start, naming both). Adding a module is one line here.
 */
export const modules = [
  healthPlugin,
  auditPlugin,
  jobsPlugin,
  eventsPlugin,
  outboxPlugin,
  authPlugin,
  accountsPlugin,
  profilesPlugin,
  paymentsPlugin,
  trustPlugin,
  providersPlugin,
  lookupsPlugin,
  analysisPlugin,
  contentPlugin,
  imageReviewPlugin,
  followersPlugin,
  newsPlugin,
  ownershipPlugin,
  credentialsPlugin,
  privacyPlugin,
  uploadsPlugin,
  linkedAccountsPlugin,
  watchlistsPlugin,
];

/** Loads the modules one after the other (each sees the services of those before it). */
export async function registerModules(app: FastifyInstance, opts: ModuleOptions) {
  for (const plugin of modules) await app.register(plugin, opts);
}
