import { jobIdParamsSchema, jobListQuerySchema, jobPageSchema, jobSchema } from '@vigil/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { columnsOf, pageOrDownload } from '../../lib/list/export';

/**
 * The generic job routes every feature's jobs share: read one job (progress, result, error),
 * cancel it, list one's own. Only the job's owner and admins see a job; to anyone else it does
 * not exist (404, not 403, so ids reveal nothing).
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.services.jobs;

  const visible = async (req: FastifyRequest, res: FastifyReply, id: string) => {
    const job = await jobs.get(id);
    if (job && (job.ownerId === req.user.sub || (await app.isAdmin(req, res)))) return job;
    throw new AppError('NOT_FOUND', 'No such job.');
  };

  app.get(
    '/jobs',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary:
          "The caller's jobs (an admin's: everyone's), newest first; `format=csv|json` downloads them",
        querystring: jobListQuerySchema,
        response: { 200: jobPageSchema },
      },
    },
    async (req, res) => {
      const { status, type, order, page, limit, format } = req.query;
      const ownerId = (await app.isAdmin(req, res)) ? undefined : req.user.sub;
      return pageOrDownload(
        res,
        format,
        () => jobs.list({ ownerId, status, type, order, page, limit }),
        {
          name: 'jobs',
          columns: columnsOf(jobSchema),
          rows: () => jobs.exportList({ ownerId, status, type, order }),
        },
      );
    },
  );

  app.get(
    '/jobs/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'A job: status, progress, result or error, attempts, timestamps',
        params: jobIdParamsSchema,
        response: { 200: jobSchema },
      },
    },
    async (req, res) => visible(req, res, req.params.id),
  );

  app.post(
    '/jobs/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary:
          'Cancels a job: a queued one at once, a running one when its handler stops; a finished one is returned unchanged',
        params: jobIdParamsSchema,
        response: { 200: jobSchema },
      },
    },
    async (req, res) => {
      await visible(req, res, req.params.id);
      const job = await jobs.cancel(req.params.id);
      if (!job) throw new AppError('NOT_FOUND', 'No such job.');
      return job;
    },
  );
};
