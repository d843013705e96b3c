import {
  providersStatusReplySchema,
  providerTestParamsSchema,
  providerTestReplySchema,
} from '@vigil/shared/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Operators: the data providers' status and a test lookup per provider. */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.services.providers;

  app.get(
    '/providers/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Per data provider: mode, host, last success, last failure with its reason, RapidAPI quota',
        response: { 200: providersStatusReplySchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { providers: await providers.status() };
    },
  );

  app.post(
    '/providers/:platform/test',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Look up the provider's test account now (never cached)",
        params: providerTestParamsSchema,
        response: { 200: providerTestReplySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return providers.test(req.params.platform);
    },
  );
};
