import { defineModule, provide } from '../../composition/module-plugin';
import { proxyAllows } from '../analysis';
import { createImageReviewRepo } from './image-review.repo';
import { imageReviewRoutes } from './image-review.routes';
import { createImageReviewService, type ImageReviewService } from './image-review.service';
import { subscribeImageReview } from './subscriptions';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    imageReview: ImageReviewService;
  }
}

/**
 * Image review (issue 12): the queue, keyword matching as a job after each lookup, and the
 * licence checkout of Accept through the payments module's port (PayPal, else the demo
 * checkout).
 */
export const imageReviewPlugin = defineModule(
  'image-review',
  ['audit', 'jobs', 'events', 'auth', 'payments', 'content'],
  async (app, { infra }) => {
    const { audit, jobs, events, auth, payments, imageUrls, sharedFiles } = app.services;
    const imageReview = createImageReviewService({
      repo: createImageReviewRepo(infra.database.db),
      audit,
      transaction: infra.transaction,
      clock: infra.clock,
      log: infra.log,
      jobs,
      payments,
      proxyAllows,
      proxied: imageUrls.proxied,
      fileSrc: sharedFiles.src,
      ownsDatabase: infra.database.kind === 'pglite',
      defaultPriceCents: infra.config.IMAGE_LICENCE_PRICE_CENTS,
    });
    subscribeImageReview(events, {
      imageReview,
      async uploaderName(userId) {
        const user = await auth.findUser(userId);
        return user ? user.name?.trim() || user.email : null;
      },
      defaultPriceCents: infra.config.IMAGE_LICENCE_PRICE_CENTS,
    });
    provide(app, { imageReview });
    return { api: [imageReviewRoutes] };
  },
);
