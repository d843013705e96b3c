import type { ExportFormat } from '@vigil/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { columnsOf, pageOrExport, type ExportableList } from './export';

/**
 * The routes of an admin list that also downloads: `GET <url>` (admins only) answers one page,
 * or with `format=csv|json` the whole filtered list as `<name>-<date>.<format>`
 * (`pageOrExport`), its CSV columns the item schema's fields.
 */
export function adminListRoutes<
  Q extends z.ZodType<{ format?: ExportFormat | undefined }>,
  I extends z.ZodObject,
  P extends z.ZodType,
>(spec: {
  url: string;
  /** File name stem of the download. */
  name: string;
  summary: string;
  querystring: Q;
  item: I;
  page: P;
  source: (app: FastifyInstance) => ExportableList<z.output<Q>, z.output<P>, z.output<I>>;
}): FastifyPluginAsync {
  return async (app) => {
    const columns = columnsOf(spec.item);
    const source = spec.source(app);
    // Fastify's route types cannot follow schemas that are type parameters: the schema is plain
    // here, and the query is what the app's zod compiler parsed with `spec.querystring`.
    const schema: FastifySchema = {
      tags: ['admin'],
      summary: spec.summary,
      querystring: spec.querystring,
      response: { 200: spec.page },
    };
    app.route({
      method: 'GET',
      url: spec.url,
      onRequest: app.requireAdmin,
      schema,
      handler: async (req, res) =>
        pageOrExport(res, req.query as z.output<Q>, source, { name: spec.name, columns }),
    });
  };
}
