import { subscribeAnalysis } from '../modules/analysis/subscriptions';
import type { AnalysisService } from '../modules/analysis/analysis.service';
import type { AuthService } from '../modules/auth';
import type { EventBus } from '../modules/events';
import { subscribeImageReview } from '../modules/image-review/subscriptions';
import type { ImageReviewService } from '../modules/image-review';
import type { Infrastructure } from './infrastructure';

/**
 * Who reacts to which domain event: every module's `subscriptions.ts`, registered here in one
 * place, after the services exist and before the job workers start (async subscriptions are
 * job types).
 */
export function registerSubscriptions(
  infra: Infrastructure,
  bus: EventBus,
  modules: { analysis: AnalysisService; imageReview: ImageReviewService; auth: AuthService },
) {
  subscribeAnalysis(bus, { analysis: modules.analysis });
  subscribeImageReview(bus, {
    imageReview: modules.imageReview,
    async uploaderName(userId) {
      const user = await modules.auth.findUser(userId);
      return user ? user.name?.trim() || user.email : null;
    },
    defaultPriceCents: infra.config.IMAGE_LICENCE_PRICE_CENTS,
  });
}
