import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** What readiness checks besides the database (decorated app members cover the database). */
export type ReadinessChecks = {
  /** Absent without REDIS_URL. */
  redis?: { ping: () => Promise<unknown> };
  storage: { kind: string; ping: () => Promise<void> };
};

/**
 * Liveness (`/health`, no I/O) and readiness (`/ready`: the database, Redis when configured and
 * the file store answer). A load balancer sends traffic only to a ready process.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ checks: ReadinessChecks }> = async (
  app,
  opts,
) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  const check = async (what: string, run: () => Promise<unknown>, log: typeof app.log) => {
    try {
      await run();
    } catch (err) {
      log.error({ err }, `${what} not ready`);
      throw new AppError('UPSTREAM_UNAVAILABLE', `The ${what} is not reachable.`);
    }
  };

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.enum(['pglite', 'postgres']),
            redis: z.enum(['ok', 'off']),
            storage: z.string(),
          }),
        },
      },
    },
    async (req) => {
      const { redis, storage } = opts.checks;
      await check('database', () => app.database.ping(), req.log);
      if (redis) await check('Redis server', () => redis.ping(), req.log);
      await check('file storage', () => storage.ping(), req.log);
      return {
        status: 'ready' as const,
        database: app.database.kind,
        redis: redis ? ('ok' as const) : ('off' as const),
        storage: storage.kind,
      };
    },
  );
};
