import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundPage } from '../../lib/html';
import { publicPageLimit } from '../../plugins/rate-limits';
import { personPageHtml } from './person-page.html';

/** `GET /u/:handle`: the person page, server-rendered; 404 unless its owner switched it on. */
export const personPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/u/:handle',
    {
      config: publicPageLimit(app.config),
      schema: { hide: true, params: z.object({ handle: z.string() }) },
    },
    async (req, res) => {
      const handle = req.params.handle.toLowerCase();
      const found = /^[a-z][a-z0-9-]{2,29}$/.test(handle)
        ? await app.services.ownership.publicPersonPage(handle)
        : null;
      res.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!found)
        return res.status(404).send(notFoundPage('This page does not exist or is not public.'));
      return res.send(personPageHtml({ handle, name: found.name, profiles: found.profiles }));
    },
  );
};
