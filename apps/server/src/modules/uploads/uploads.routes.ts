import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPageLimit } from '../../plugins/rate-limits';

/**
 * `GET /uploads/:filename`: stored screenshots (spec 000 §7: `{publicBase}/uploads/{filename}`).
 * Names are random and unguessable; anything the store did not issue is a 404, and so is a
 * file a module keeps private (`isPrivate`, e.g. content uploads: owner and operators only).
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  isPrivate?: (filename: string) => Promise<boolean>;
}> = async (app, opts) => {
  app.get(
    '/uploads/:filename',
    {
      config: publicPageLimit(app.config),
      schema: {
        hide: true,
        params: z.object({ filename: z.string() }),
      },
    },
    async (req, res) => {
      if (opts.isPrivate && (await opts.isPrivate(req.params.filename))) {
        return res.callNotFound();
      }
      const file = await app.storage.get(req.params.filename);
      if (!file) {
        return res.callNotFound();
      }
      return res
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(file.stream);
    },
  );
};
