import { sourceListQuerySchema } from '@vigil/shared/news';

/** The view of the source review (status, q, page, limit …), kept in the URL. */
export const sourceReviewQuerySchema = sourceListQuerySchema;
