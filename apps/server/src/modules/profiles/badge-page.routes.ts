import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPageLimit } from '../../plugins/rate-limits';
import { notFoundPage } from '../../lib/html';
import { publicBadgePage } from './badge-page.html';

/**
 * `GET /p/:profileId`: the public badge page, server-rendered, no JavaScript. Anything but an
 * unlocked (paid and verified, not deleted) profile is the 404 page.
 */
export const badgePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/p/:profileId',
    {
      config: publicPageLimit(app.config),
      schema: { hide: true, params: z.object({ profileId: z.string() }) },
    },
    async (req, res) => {
      const row =
        req.params.profileId.length <= 64
          ? await app.services.profiles.findUnlocked(req.params.profileId)
          : null;
      res.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!row) {
        return res.status(404).send(notFoundPage('This badge does not exist or is not public.'));
      }
      const [qr, ownership] = await Promise.all([
        app.services.trust.qrFor(row),
        app.services.ownership.publicSentence(row.id),
      ]);
      return res.send(
        publicBadgePage(row, qr, {
          ownership,
          credentialUrl: `${app.config.PUBLIC_BASE_URL}/api/profile/${row.id}/credential`,
        }),
      );
    },
  );
};
