import {
  addUrlBodySchema,
  addUrlReplySchema,
  sourceChangelogSchema,
  sourceEntrySchema,
  sourceListQuerySchema,
  sourcePageSchema,
  updateSourceBodySchema,
  urlInfoSchema,
  validateUrlBodySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const idParams = z.object({ id: z.uuid() });

/** The spec's success text of `POST /api/add-url` (002 §8). */
export const ADD_URL_STORED = 'URL and additional text have been stored.';

/**
 * News outlet evaluation (spec 002 "News outlet evaluation", §7): the URL check and a source
 * submitted for review, for every signed-in user; source review for operators (admins) only.
 */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = app.services.news;

  app.post(
    '/validate-url',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['news'],
        summary: 'URL info of a news outlet from its domain ratings (counts one check)',
        body: validateUrlBodySchema,
        response: { 200: urlInfoSchema },
      },
    },
    async (req) => news.validateUrl(req.body.url, req.body.lang),
  );

  app.post(
    '/add-url',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['news'],
        summary: 'Submit a news source for review (stored as pending; once per domain)',
        body: addUrlBodySchema,
        response: { 201: addUrlReplySchema },
      },
    },
    async (req, res) =>
      res
        .status(201)
        .send({ message: ADD_URL_STORED, source: await news.addUrl(req.body, req.user.sub) }),
  );

  app.get(
    '/get-all-urls',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['news'],
        summary: 'News sources for review, paged (`status`, `q`, `page`, `limit`)',
        querystring: sourceListQuerySchema,
        response: { 200: sourcePageSchema },
      },
    },
    async (req) => news.list(req.query),
  );

  app.put(
    '/update-url/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['news'],
        summary:
          'Accept or reject a source, or edit its bias; `version` must be current (else 409)',
        params: idParams,
        body: updateSourceBodySchema,
        response: { 200: sourceEntrySchema },
      },
    },
    async (req) => news.update(req.params.id, req.body, req.user.sub),
  );

  app.get(
    '/news-sources/:id/changelog',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['news'],
        summary: 'Every change of a source: who, when, before, after',
        params: idParams,
        response: { 200: sourceChangelogSchema },
      },
    },
    async (req) => news.changelog(req.params.id),
  );
};
