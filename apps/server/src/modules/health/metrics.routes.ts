import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';

/**
 * `GET /api/metrics`: Prometheus text format, for a scraper holding `METRICS_TOKEN`
 * (`Authorization: Bearer <token>`). Without the variable the route answers 404: metrics name
 * routes and volumes, which are nobody else's business.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{
  token: string | undefined;
  metrics: { text: () => Promise<string>; contentType: string };
}> = async (app, opts) => {
  const expected = opts.token ? Buffer.from(sha256(opts.token)) : undefined;
  app.get(
    '/metrics',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (req, reply) => {
      if (!expected) throw new AppError('NOT_FOUND', 'Metrics are not enabled (METRICS_TOKEN).');
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      // Hashing first gives equal lengths, as timingSafeEqual needs.
      if (!timingSafeEqual(Buffer.from(sha256(given)), expected)) {
        throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required.');
      }
      reply.header('content-type', opts.metrics.contentType);
      reply.header('cache-control', 'no-store');
      return opts.metrics.text();
    },
  );
};
