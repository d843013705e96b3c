import {
  badgeClearInputSchema,
  badgeReviewListQuerySchema,
  badgeReviewPageSchema,
  badgeReviewSchema,
  badgeRevokeInputSchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const idParams = z.object({ id: z.uuid() });

/**
 * The operators' review queue of badges whose profile a check found suspicious: the list with
 * the evidence, and the two decisions (revoke with a public reason, or clear).
 */
export const badgeReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.services.badgeReviews;

  app.get(
    '/badge-reviews',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Badges under review (default: open ones, oldest first) with the evidence',
        querystring: badgeReviewListQuerySchema,
        response: { 200: badgeReviewPageSchema },
      },
    },
    async (req) => reviews.list(req.query),
  );

  app.post(
    '/badge-reviews/:id/revoke',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Revoke the badge; the reason is shown on its public page and QR verification',
        params: idParams,
        body: badgeRevokeInputSchema,
        response: { 200: badgeReviewSchema },
      },
    },
    async (req) => reviews.revoke(req.params.id, req.user.sub, req.body.reason),
  );

  app.post(
    '/badge-reviews/:id/clear',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Clear the review: the badge stays; the evidence stays in the audit log',
        params: idParams,
        body: badgeClearInputSchema,
        response: { 200: badgeReviewSchema },
      },
    },
    async (req) => reviews.clear(req.params.id, req.user.sub, req.body.note),
  );
};
