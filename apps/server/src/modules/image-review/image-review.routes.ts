import {
  acceptBodySchema,
  acceptReplySchema,
  imageListPageSchema,
  imageListQuerySchema,
  keywordBodySchema,
  keywordListSchema,
  monitoredKeywordSchema,
  reviewItemParamsSchema,
  reviewItemSchema,
  secondReviewBodySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['image-review'];
const keywordParams = z.object({ id: z.uuid() });

/**
 * Image review (spec 002 "Image list", "Detail view"; issue 12): operators (admins) only. The
 * list is the spec's file list with a real pager and filters; each decision needs a live claim.
 */
export const imageReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = app.services.imageReview;
  const guard = { onRequest: app.requireAdmin };

  app.get(
    '/image-review/items',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The image review queue, paged and filtered (status, platform, keyword, q)',
        querystring: imageListQuerySchema,
        response: { 200: imageListPageSchema },
      },
    },
    async (req) => review.list(req.query, req.user.sub),
  );

  app.get(
    '/image-review/items/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One queue item (the detail view)',
        params: reviewItemParamsSchema,
        response: { 200: reviewItemSchema },
      },
    },
    async (req) => review.get(req.params.id, req.user.sub),
  );

  const action = (name: 'claim' | 'release' | 'deny' | 'undo', summary: string) =>
    app.post(
      `/image-review/items/:id/${name}`,
      {
        ...guard,
        schema: {
          tags,
          summary,
          params: reviewItemParamsSchema,
          response: { 200: reviewItemSchema },
        },
      },
      async (req) => review[name](req.params.id, req.user.sub),
    );
  action('claim', 'Claim an item for 5 minutes (409 while another operator holds it)');
  action('release', 'Give a claim back');
  action('deny', 'Deny a claimed item (audited; undo within 10 s)');
  action('undo', 'Undo your own denial within 10 seconds');

  app.post(
    '/image-review/items/:id/accept',
    {
      ...guard,
      schema: {
        tags,
        summary:
          "Accept a claimed item: licenses the image (a payment order for its price); go to the link whose rel is 'approve'",
        params: reviewItemParamsSchema,
        body: acceptBodySchema,
        response: { 200: acceptReplySchema },
      },
    },
    async (req) => review.accept(req.params.id, req.user.sub, req.body.lang),
  );

  app.post(
    '/image-review/items/:id/second-review',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Agree or disagree with a sampled decision (another operator than its decider)',
        params: reviewItemParamsSchema,
        body: secondReviewBodySchema,
        response: { 200: reviewItemSchema },
      },
    },
    async (req) => review.secondReview(req.params.id, req.user.sub, req.body.agree),
  );

  app.get(
    '/image-review/keywords',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Monitored keywords with the number of images each queued',
        response: { 200: keywordListSchema },
      },
    },
    async () => review.listKeywords(),
  );

  app.post(
    '/image-review/keywords',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Monitor a keyword (stored posts are matched at once, in a job)',
        body: keywordBodySchema,
        response: { 201: monitoredKeywordSchema },
      },
    },
    async (req, res) =>
      res.status(201).send(await review.addKeyword(req.body.keyword, req.user.sub)),
  );

  app.delete(
    '/image-review/keywords/:id',
    {
      ...guard,
      schema: { tags, summary: 'Stop monitoring a keyword', params: keywordParams },
    },
    async (req, res) => {
      await review.removeKeyword(req.params.id, req.user.sub);
      return res.status(204).send();
    },
  );
};
