import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPageLimit } from '../../plugins/rate-limits';
import { notFoundPage } from '../../lib/html';
import { publicBadgePage, revokedBadgePage } from './badge-page.html';
import { isUnlocked } from './profiles.service';

/**
 * `GET /p/:profileId`: the public badge page, server-rendered, no JavaScript. Anything but an
 * unlocked (paid and verified, not deleted) profile is the 404 page, except a badge an operator
 * revoked after a review: its page says so, with the public reason.
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
          ? await app.services.profiles.findById(req.params.profileId)
          : undefined;
      res.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // A badge revoked after a review says so, with the reason; other revocations stay 404.
      if (row?.deletedAt && row.revokeReason) return res.send(revokedBadgePage(row));
      if (!row || !isUnlocked(row)) {
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
