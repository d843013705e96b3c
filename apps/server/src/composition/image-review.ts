import type { ImageUrls } from '../lib/image-hosts';
import type { AuditService } from '../modules/audit/audit.service';
import { proxyAllows } from '../modules/analysis/image-proxy';
import { createImageReviewRepo } from '../modules/image-review/image-review.repo';
import {
  createImageReviewService,
  type LicencePayments,
} from '../modules/image-review/image-review.service';
import type { JobsService } from '../modules/jobs/jobs.service';
import type { SharedFiles } from '../modules/content/shared-files';
import type { Infrastructure } from './infrastructure';

/**
 * Image review (issue 12): the queue, keyword matching as a job after each lookup, and the
 * licence checkout of Accept through the payments module's port.
 */
export function createImageReviewModule(
  infra: Infrastructure,
  deps: {
    audit: AuditService;
    jobs: JobsService;
    payments: LicencePayments;
    imageUrls: ImageUrls;
    /** Signed addresses of content uploads (their pictures in the queue). */
    shared: SharedFiles;
  },
) {
  const repo = createImageReviewRepo(infra.database.db);
  const imageReview = createImageReviewService({
    repo,
    audit: deps.audit,
    transaction: infra.transaction,
    clock: infra.clock,
    log: infra.log,
    jobs: deps.jobs,
    payments: deps.payments,
    proxyAllows,
    proxied: deps.imageUrls.proxied,
    fileSrc: deps.shared.src,
    ownsDatabase: infra.database.kind === 'pglite',
    defaultPriceCents: infra.config.IMAGE_LICENCE_PRICE_CENTS,
  });
  return { repo, imageReview };
}
