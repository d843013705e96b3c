/** What other modules (content upload, payments wiring) use of the image review. */
export type {
  EnqueueImageInput,
  ImageReviewService,
  LicenceCheckoutInput,
  LicencePayments,
  LicenceStatus,
} from './image-review.service';
