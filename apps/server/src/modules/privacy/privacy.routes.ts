import { jobIdParamsSchema, jobSchema } from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
