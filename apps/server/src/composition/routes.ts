import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../lib/server-root';
import { accountsRoutes, emailChangeRoutes } from '../modules/accounts/accounts.routes';
import { analysisRoutes, imageProxyRoutes } from '../modules/analysis/analysis.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { followersRoutes } from '../modules/followers/followers.routes';
import { contentRoutes } from '../modules/content/content.routes';
import { imageReviewRoutes } from '../modules/image-review/image-review.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { metricsRoutes } from '../modules/health/metrics.routes';
import { jobsRoutes } from '../modules/jobs/jobs.routes';
import {
  linkedAccountsRoutes,
  oauthReturnRoutes,
  oauthRoutes,
} from '../modules/linked-accounts/linked-accounts.routes';
import { lookupsRoutes, storedAccountsRoutes } from '../modules/lookups/lookups.routes';
import { credentialsRoutes, didRoutes } from '../modules/credentials/credentials.routes';
import { newsRoutes } from '../modules/news/news.routes';
import { ownershipRoutes } from '../modules/ownership/ownership.routes';
import { personPageRoutes } from '../modules/ownership/person-page.routes';
import { outboxRoutes } from '../modules/outbox/outbox.routes';
import { demoCheckoutRoutes } from '../modules/payments/demo-checkout.routes';
import { paymentsRoutes } from '../modules/payments/payments.routes';
import { badgePageRoutes } from '../modules/profiles/badge-page.routes';
import { lookedUpErasureRoutes, privacyRoutes } from '../modules/privacy/privacy.routes';
import { profilesRoutes } from '../modules/profiles/profiles.routes';
import { trustRoutes } from '../modules/trust/trust.routes';
import { uploadsRoutes } from '../modules/uploads/uploads.routes';
import type { Infrastructure } from './infrastructure';

/**
 * Vite names every file under `assets/` by its content hash: a changed file is a new URL, so
 * browsers may keep them forever. index.html names the current ones and is revalidated on
 * every load; other files (favicon, logo) keep their names and are cached for an hour.
 */
export const webCacheControl = (path: string) => {
  if (/[\\/]assets[\\/][^\\/]+$/.test(path)) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
};

/** The API under `/api`, the server-rendered pages and files, and the built web app. */
export async function registerRoutes(app: FastifyInstance, infra: Infrastructure) {
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        checks: { redis: infra.redis, storage: infra.storage },
      });
      await api.register(metricsRoutes, {
        token: infra.config.METRICS_TOKEN,
        metrics: infra.metrics,
      });
      await api.register(authRoutes);
      await api.register(accountsRoutes);
      await api.register(emailChangeRoutes);
      await api.register(outboxRoutes);
      await api.register(profilesRoutes);
      await api.register(paymentsRoutes);
      await api.register(trustRoutes);
      await api.register(lookupsRoutes, { prefix: '/lookups' });
      await api.register(storedAccountsRoutes);
      await api.register(jobsRoutes);
      await api.register(analysisRoutes);
      await api.register(imageProxyRoutes);
      await api.register(followersRoutes);
      await api.register(newsRoutes);
      await api.register(contentRoutes);
      await api.register(auditRoutes);
      await api.register(privacyRoutes);
      await api.register(lookedUpErasureRoutes);
      await api.register(ownershipRoutes);
      await api.register(credentialsRoutes);
      await api.register(oauthRoutes);
      await api.register(linkedAccountsRoutes);
      await api.register(imageReviewRoutes);
    },
    { prefix: '/api' },
  );
  // Server-rendered pages and files outside the API: uploads, public badge, demo checkout.
  await app.register(uploadsRoutes, {
    // Content files (issue 12) are served under /api to their owner and operators only.
    isPrivate: async (name) => (await app.services.content.storedNamesInUse([name])).size > 0,
  });
  await app.register(badgePageRoutes);
  await app.register(demoCheckoutRoutes);
  await app.register(personPageRoutes);
  await app.register(didRoutes);
  await app.register(oauthReturnRoutes);

  const webDist = resolve(infra.config.WEB_DIST_DIR ?? resolve(serverRoot, '../web/dist'));
  if (existsSync(resolve(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, path) => res.header('cache-control', webCacheControl(path)),
    });
  }
}
