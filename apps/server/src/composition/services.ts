import { createAuditRepo } from '../modules/audit/audit.repo';
import { createAuditService } from '../modules/audit/audit.service';
import { createSharedFiles } from '../modules/content/shared-files';
import { defineOrphanSweep } from '../modules/uploads/orphan-sweep';
import { createAnalysisModule } from './analysis';
import { createContentModule } from './content';
import { createEventBus } from '../modules/events/events.service';
import { createFollowersModule } from './followers';
import { createImageReviewModule } from './image-review';
import { createIdentityModule } from './identity';
import { createJobsModule } from './jobs';
import type { Infrastructure } from './infrastructure';
import { createLookupsModule } from './lookups';
import { createMessagingModule } from './messaging';
import { createNewsModule } from './news';
import { createOwnershipModule } from './ownership';
import { createPrivacyModule } from './privacy';
import { registerSubscriptions } from './subscriptions';
import type { AppOverrides } from './overrides';
import { createPlatformSignInModule } from './platform-sign-in';
import { createTrustBadgeModule } from './trust-badge';

/** Every module's services, wired in dependency order. */
export async function createServices(infra: Infrastructure, overrides: AppOverrides) {
  const audit = createAuditService({ repo: createAuditRepo(infra.database.db) });
  const jobs = createJobsModule(infra);
  // Domain events: modules publish what happened; subscribers are registered below.
  const events = createEventBus({ jobs: jobs.jobs });
  const messaging = await createMessagingModule(infra, overrides);
  const identity = createIdentityModule(infra, { messaging, audit });
  const trustBadge = await createTrustBadgeModule(infra, { messaging, audit, auth: identity.auth });
  // Issue 20 §1: proving control of an address (first verification, a confirmed change) claims
  // the unowned profiles submitted with it; ownership is by user id from then on.
  identity.auth.onEmailProven((user) => trustBadge.profiles.claimByProvenEmail(user));
  const lookups = createLookupsModule(infra, overrides, { publish: events.publish });
  const analysis = createAnalysisModule(infra, overrides, {
    imageUrls: identity.imageUrls,
    lookups: lookups.lookups,
  });
  const sharedFiles = createSharedFiles({ imageUrls: identity.imageUrls, clock: infra.clock });
  const imageReview = createImageReviewModule(infra, {
    shared: sharedFiles,
    audit,
    jobs: jobs.jobs,
    // Accept licenses the image through the payments module (PayPal, else the demo checkout).
    payments: trustBadge.payments,
    imageUrls: identity.imageUrls,
  });
  const followers = createFollowersModule(infra, {
    jobs,
    lookups,
    imageUrls: identity.imageUrls,
  });
  const news = await createNewsModule(infra, { audit });
  const proof = await createOwnershipModule(infra, {
    trustBadge,
    lookups,
    messaging,
    audit,
    auth: identity.auth,
    jobs: jobs.jobs,
  });
  const content = createContentModule(infra, { shared: sharedFiles, publish: events.publish });
  const privacy = createPrivacyModule(infra, {
    auth: identity.auth,
    profiles: trustBadge.profiles,
    audit,
    jobs: jobs.jobs,
    lookups: lookups.lookups,
    owners: {
      auth: identity.auth,
      outbox: messaging.outbox,
      payments: trustBadge.payments,
      news: news.news,
    },
  });
  // After every module that keeps upload files has registered its references.
  const orphanSweep = defineOrphanSweep(jobs.jobs, {
    storage: infra.storage,
    references: infra.fileReferences,
    clock: infra.clock,
    graceHours: infra.config.UPLOAD_ORPHAN_GRACE_HOURS,
  });
  const platformSignIn = createPlatformSignInModule(infra, {
    auth: identity.auth,
    audit,
    // Issue 13 §3: a profile linked through Instagram or Facebook sign-in is proven by it.
    onIdentityVerified: (i) => proof.ownership.proveBySignIn(i),
  });
  registerSubscriptions(infra, events, {
    analysis: analysis.analysis,
    imageReview: imageReview.imageReview,
    auth: identity.auth,
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
      ownership: proof.repo,
      content: content.repo,
      imageReview: imageReview.repo,
    },
    services: {
      /** Work that runs after replies; `idle()` waits for it (shutdown, tests). */
      background: infra.afterReply,
      audit,
      /** Domain events (`publish`, `subscribe`): see modules/events. */
      events,
      outbox: messaging.outbox,
      auth: identity.auth,
      accounts: identity.accounts,
      profiles: trustBadge.profiles,
      payments: trustBadge.payments,
      trust: trustBadge.trust,
      lookups: lookups.lookups,
      /** The per-user lookup quota (LOOKUP_RATE_LIMIT_PER_MINUTE), shared by routes and jobs. */
      lookupQuota: lookups.quota,
      jobs: jobs.jobs,
      analysis: analysis.analysis,
      imageProxy: analysis.imageProxy,
      imageUrls: identity.imageUrls,
      followers: followers.followers,
      news: news.news,
      newsFacts: news.facts,
      privacy: privacy.privacy,
      /** The daily sweep of unreferenced upload files (`sweep()` runs it now: tests). */
      orphanSweep,
      ownership: proof.ownership,
      credentials: proof.credentials,
      linkedAccounts: platformSignIn.linkedAccounts,
      content: content.content,
      imageReview: imageReview.imageReview,
    },
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
