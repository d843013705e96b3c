import { createAuditRepo } from '../modules/audit/audit.repo';
import { createAuditService } from '../modules/audit/audit.service';
import { createAnalysisModule } from './analysis';
import { createFollowersModule } from './followers';
import { createImageReviewModule } from './image-review';
import { createIdentityModule } from './identity';
import { createJobsModule } from './jobs';
import type { Infrastructure } from './infrastructure';
import { createLookupsModule } from './lookups';
import { createMessagingModule } from './messaging';
import { createNewsModule } from './news';
import { createPrivacyModule } from './privacy';
import type { AppOverrides } from './overrides';
import { createTrustBadgeModule } from './trust-badge';

/** Every module's services, wired in dependency order. */
export async function createServices(infra: Infrastructure, overrides: AppOverrides) {
  const audit = createAuditService({ repo: createAuditRepo(infra.database.db) });
  const jobs = createJobsModule(infra);
  const messaging = await createMessagingModule(infra, overrides);
  const identity = createIdentityModule(infra, { messaging, audit });
  const trustBadge = await createTrustBadgeModule(infra, { messaging, audit });
  const analysis = createAnalysisModule(infra, overrides);
  const imageReview = createImageReviewModule(infra, {
    audit,
    jobs: jobs.jobs,
    // Accept licenses the image through the payments module (PayPal, else the demo checkout).
    payments: trustBadge.payments,
  });
  const lookups = createLookupsModule(infra, overrides, {
    onStored: async (refs) => {
      await analysis.analysis.deriveStored(refs);
      await imageReview.imageReview.afterLookupStored(refs);
    },
  });
  const followers = createFollowersModule(infra, { jobs, lookups });
  const news = await createNewsModule(infra, { audit });
  const privacy = createPrivacyModule(infra, {
    auth: identity.auth,
    profiles: trustBadge.profiles,
    audit,
    jobs: jobs.jobs,
  });
  return {
    mailer: messaging.mailer,
    tokens: identity.tokens,
    /** Repos stay reachable for tests that arrange data; routes use the services. */
    repos: {
      auth: identity.repo,
      outbox: messaging.repo,
      profiles: trustBadge.profilesRepo,
      payments: trustBadge.paymentsRepo,
      lookups: lookups.repo,
      jobs: jobs.repo,
      analysis: analysis.repo,
      followers: followers.repo,
      news: news.repo,
      imageReview: imageReview.repo,
    },
    services: {
      /** Work that runs after replies; `idle()` waits for it (shutdown, tests). */
      background: infra.afterReply,
      audit,
      outbox: messaging.outbox,
      auth: identity.auth,
      accounts: identity.accounts,
      profiles: trustBadge.profiles,
      payments: trustBadge.payments,
      trust: trustBadge.trust,
      lookups: lookups.lookups,
      jobs: jobs.jobs,
      analysis: analysis.analysis,
      imageProxy: analysis.imageProxy,
      followers: followers.followers,
      news: news.news,
      newsFacts: news.facts,
      privacy: privacy.privacy,
      imageReview: imageReview.imageReview,
    },
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
