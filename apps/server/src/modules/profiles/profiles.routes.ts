import {
  adminProfilePageSchema,
  adminProfileSchema,
  profileListQuerySchema,
  profileSubmitReplySchema,
  publicProfileSchema,
  screenshotUploadReplySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsOf, pageOrDownload } from '../../lib/list/export';
import { readMultipartForm } from '../uploads';

const idParams = z.object({ id: z.string() });

/**
 * Trust-badge profiles (spec 000 §2.9, §2.12–2.13, §7): the public submission and badge state,
 * the badge image, and the operator's list, verify, delete and screenshot replacement.
 */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = app.services.profiles;

  app.post(
    '/profile',
    {
      config: { rateLimit: { max: app.config.PROFILE_RATE_LIMIT_MAX, timeWindow: '1 hour' } },
      schema: {
        tags: ['badge'],
        summary:
          'Submit a profile (multipart: full_name, email, platform, username, profile_url, screenshot)',
        consumes: ['multipart/form-data'],
        response: { 201: profileSubmitReplySchema },
      },
    },
    async (req, res) => {
      // Anonymous or signed in; a token that is sent must be valid (a signed-in submitter owns
      // the profile at once, issue 20 §1).
      if (req.headers.authorization) await app.authenticate(req, res);
      const form = await readMultipartForm(req, { fileField: 'screenshot' });
      const submitter = req.headers.authorization ? req.user.sub : null;
      return res.status(201).send(await profiles.submit(form, submitter));
    },
  );

  app.get(
    '/profile/:id',
    { schema: { tags: ['badge'], params: idParams, response: { 200: publicProfileSchema } } },
    async (req) => profiles.getPublic(req.params.id),
  );

  app.get(
    '/generate-badge/:id',
    {
      schema: {
        tags: ['badge'],
        summary: 'The badge as a PNG image (unlocked profiles only)',
        params: idParams,
      },
    },
    async (req, res) => {
      const png = await profiles.badgePng(req.params.id);
      return res
        .type('image/png')
        .header('cache-control', 'no-cache')
        .header('content-disposition', `inline; filename="${req.params.id}_badge.png"`)
        .send(png);
    },
  );

  app.get(
    '/profiles',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Profiles for review; `format=csv|json` downloads the whole filtered list (streamed)',
        querystring: profileListQuerySchema,
        response: { 200: adminProfilePageSchema },
      },
    },
    async (req, res) =>
      pageOrDownload(res, req.query.format, () => profiles.list(req.query), {
        name: 'profiles',
        columns: columnsOf(adminProfileSchema),
        rows: () => profiles.exportList(req.query),
      }),
  );

  app.post(
    '/verify-profile/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], params: idParams, response: { 200: adminProfileSchema } },
    },
    async (req) => profiles.verify(req.params.id, req.user.sub),
  );

  app.delete(
    '/delete-profile/:id',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], params: idParams, response: { 200: adminProfileSchema } },
    },
    async (req) => profiles.remove(req.params.id, req.user.sub),
  );

  app.post(
    '/upload-screenshot/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Replace the screenshot (multipart field `screenshot`)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: screenshotUploadReplySchema },
      },
    },
    async (req) => {
      const form = await readMultipartForm(req, { fileField: 'screenshot' });
      return profiles.replaceScreenshot(req.params.id, form.file, req.user.sub);
    },
  );
};
