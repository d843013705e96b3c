import {
  contentUsageSchema,
  contentFileSchema,
  contentFormSchema,
  contentItemSchema,
  contentListQuerySchema,
  contentPageSchema,
  contentRowSchema,
  creatorExportRowSchema,
  matchListQuerySchema,
  matchPageSchema,
} from '@vigil/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoredFile } from '../../integrations/storage/storage';
import { z } from 'zod';
import { columnsOf, pageOrDownload } from '../../lib/list/export';

const idParams = z.object({ id: z.uuid() });

/** A private content file: its stored type, never sniffed, shown inline, same origin only. */
function sendPrivateFile(res: FastifyReply, file: StoredFile, cacheControl: string) {
  return res
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', cacheControl)
    .header('cross-origin-resource-policy', 'same-origin')
    .send(file.stream);
}

/**
 * Content upload and creator matching (spec 002, issue 12): every signed-in user uploads files
 * and content items and sees their own; operators (admins) may open anyone's item and files.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.services.content;
  const viewer = (req: { user: { sub: string; role: string } }) => ({
    id: req.user.sub,
    role: req.user.role,
  });

  app.post(
    '/content/files',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary:
          'Upload one file (multipart: `price`, `tags`, then `file`): PNG/JPEG/WebP ≤ 8 MB (re-encoded, 500×500 thumbnail) or MP4/WebM ≤ 200 MB (streamed); type by content',
        consumes: ['multipart/form-data'],
        response: { 201: contentFileSchema },
      },
    },
    async (req, res) => res.status(201).send(await content.uploadFile(req, viewer(req))),
  );

  app.get(
    '/content/usage',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary: "The signed-in user's stored upload bytes and storage quota",
        response: { 200: contentUsageSchema },
      },
    },
    async (req) => content.usage(viewer(req)),
  );

  app.post(
    '/content',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary: 'Submit a content item (its image and video uploaded first, by id)',
        body: contentFormSchema,
        response: { 201: contentItemSchema },
      },
    },
    async (req, res) => res.status(201).send(await content.create(req.body, viewer(req))),
  );

  app.get(
    '/content',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary: "'My content': the caller's own items (`q` over title and tags; `format`)",
        querystring: contentListQuerySchema,
        response: { 200: contentPageSchema },
      },
    },
    async (req, res) =>
      pageOrDownload(res, req.query.format, () => content.list(viewer(req), req.query), {
        name: 'content',
        columns: columnsOf(contentRowSchema),
        rows: () => ({ batches: content.exportList(viewer(req), req.query) }),
      }),
  );

  app.get(
    '/content/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary: 'One content item with its files (owner or operator)',
        params: idParams,
        response: { 200: contentItemSchema },
      },
    },
    async (req) => content.get(req.params.id, viewer(req)),
  );

  app.get(
    '/content/:id/matches',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary:
          'Creator matching: stored accounts ranked for the item (topics, language, country, platform, authenticity, engagement) with reasons; `q` filters, `format` downloads',
        params: idParams,
        querystring: matchListQuerySchema,
        response: { 200: matchPageSchema },
      },
    },
    async (req, res) => {
      const q = req.query;
      return pageOrDownload(res, q.format, () => content.matches(req.params.id, viewer(req), q), {
        name: 'creator-matches',
        columns: columnsOf(creatorExportRowSchema),
        rows: async () => ({ batches: await content.exportMatches(req.params.id, viewer(req), q) }),
      });
    },
  );

  app.get(
    '/content/files/:name',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['content'],
        summary: 'A content file or thumbnail, for its owner and operators only',
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (req, res) => {
      const file = await content.openFile(req.params.name, viewer(req));
      if (!file) return res.callNotFound();
      return sendPrivateFile(res, file, 'private, no-store');
    },
  );

  app.get(
    '/content/shared/:name',
    {
      schema: {
        tags: ['content'],
        summary:
          'A content file at a short-lived address the server signed (image review pictures: an <img> sends no token)',
        params: z.object({ name: z.string().max(64) }),
        querystring: z.object({
          exp: z.coerce.number().int().min(0),
          sig: z.string().min(1).max(64),
        }),
      },
    },
    async (req, res) => {
      const file = await content.openShared(req.params.name, req.query.exp, req.query.sig);
      if (!file) return res.callNotFound();
      return sendPrivateFile(res, file, `private, max-age=${file.maxAge}`);
    },
  );
};
