import {
  jobIdParamsSchema,
  jobSchema,
  lookedUpErasureSchema,
  storedServiceSchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The signed-in user's data export (GDPR Art. 15/20): start it (a job; progress at
 * `GET /api/jobs/:id`), then download the archive for 24 h. Deletion is
 * `DELETE /api/accounts/current`.
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const privacy = app.services.privacy;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/accounts/current/export',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary:
          'Prepares an archive of all your data (JSON + files) as a job; a running one is returned',
        response: { 202: jobSchema },
      },
    },
    async (req, res) => res.status(202).send(await privacy.startExport(req.user.sub)),
  );

  app.get(
    '/accounts/current/export/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Downloads a prepared data export (zip) for 24 h after it was prepared',
        params: jobIdParamsSchema,
      },
    },
    async (req, res) => {
      const file = await privacy.openExport(req.user.sub, req.params.id);
      return res
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', 'attachment; filename="vigil-data.zip"')
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};

/** Operators: erasure of a looked-up person (stored account, snapshots, posts) + suppression. */
export const lookedUpErasureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stored-accounts/:platform/:username/erase',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Erases a stored looked-up account with its snapshots and posts and suppresses its handle (later lookups answer but store nothing)',
        params: z.object({ platform: storedServiceSchema, username: z.string().min(1).max(200) }),
        response: { 200: lookedUpErasureSchema },
      },
    },
    async (req) =>
      app.services.privacy.eraseLookedUp(req.params.platform, req.params.username, req.user.sub),
  );
};
