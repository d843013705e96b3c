import type { DomainEventPayload, EventBus } from '../events';
import type { EnqueueImageInput, ImageReviewService } from './image-review.service';

/**
 * How a content item becomes a review item (issue 12 §3): its image under the uploader's name,
 * with its title and text as the caption and its tags as hashtags; the item's own price, else
 * the default licence price. Null when the item has no image.
 */
export function reviewItemOfContent(
  item: DomainEventPayload<'content.stored'>,
  uploaderName: string,
  defaultPriceCents: number,
): EnqueueImageInput | null {
  if (!item.image) return null;
  return {
    source: 'content',
    contentId: item.itemId,
    ownerId: item.ownerId,
    platform: item.platform as EnqueueImageInput['platform'],
    username: uploaderName,
    hashtags: item.tags,
    caption: `${item.title}\n${item.text}`,
    imageFile: item.image.name,
    priceCents: item.image.priceCents ?? defaultPriceCents,
  };
}

/**
 * What image review does when others change things. Both synchronous, in the publisher's unit
 * of work: a lookup's keyword match is only queued here (a job, in the publisher's transaction
 * when it has one), and an uploaded image is in the queue on the uploader's next request.
 * Both are idempotent (a repeated match or content item inserts nothing: unique keys).
 */
export function subscribeImageReview(
  bus: Pick<EventBus, 'subscribe'>,
  deps: {
    imageReview: Pick<ImageReviewService, 'afterLookupStored' | 'enqueueImage'>;
    /** The uploader's display name (their name, else their address); null when they are gone. */
    uploaderName: (userId: string) => Promise<string | null>;
    defaultPriceCents: number;
  },
) {
  bus.subscribe('lookup.stored', {
    subscriber: 'image-review',
    delivery: 'sync',
    handle: (p, tx) => deps.imageReview.afterLookupStored(p.refs, tx),
  });
  bus.subscribe('content.stored', {
    subscriber: 'image-review',
    delivery: 'sync',
    async handle(p) {
      if (!p.image) return;
      const name = await deps.uploaderName(p.ownerId);
      if (name === null) return;
      const input = reviewItemOfContent(p, name, deps.defaultPriceCents);
      if (input) await deps.imageReview.enqueueImage(input);
    },
  });
}
