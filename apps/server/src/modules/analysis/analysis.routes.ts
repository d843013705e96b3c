import {
  accountDetailParamsSchema,
  accountDetailSchema,
  accountHistoryQuerySchema,
  accountSnapshotSchema,
  analysisAccountSchema,
  analysisAccountsPageSchema,
  analysisAccountsQuerySchema,
  analysisSummaryQuerySchema,
  analysisSummarySchema,
  dashboardAccountSchema,
  dashboardAccountsPageSchema,
  dashboardAccountsQuerySchema,
  proxyImageQuerySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { columnsOf, oneBatch, pageOrDownload, sendExport } from '../../lib/list/export';

/**
 * Issue 9, all signed-in only: the analysis table (`format=csv|json` downloads it) and its
 * charts, an account with its history, and the dashboard's cards.
 */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analysis } = app.services;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/analysis/accounts',
    {
      schema: {
        tags: ['analysis'],
        summary:
          'Stored accounts for the analysis table: filtered, sorted and paged on the server; `format=csv|json` streams the whole filtered list',
        querystring: analysisAccountsQuerySchema,
        response: { 200: analysisAccountsPageSchema },
      },
    },
    async (req, res) =>
      pageOrDownload(res, req.query.format, () => analysis.listAccounts(req.query), {
        name: 'analysis-accounts',
        columns: columnsOf(analysisAccountSchema),
        rows: () => analysis.exportAccounts(req.query),
      }),
  );

  app.get(
    '/analysis/summary',
    {
      schema: {
        tags: ['analysis'],
        summary:
          'The charts of the filtered accounts: fake-probability buckets, topics of interest, trending terms of the window against the previous one',
        querystring: analysisSummaryQuerySchema,
        response: { 200: analysisSummarySchema },
      },
    },
    (req) => analysis.summary(req.query),
  );

  app.get(
    '/accounts/:platform/:username',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'A stored account with its snapshots (history) and the change since the previous one',
        params: accountDetailParamsSchema,
        response: { 200: accountDetailSchema },
      },
    },
    (req) => analysis.detail(req.params.platform, req.params.username),
  );

  app.get(
    '/accounts/:platform/:username/history',
    {
      schema: {
        tags: ['accounts'],
        summary: "A stored account's snapshots as a CSV or JSON download",
        params: accountDetailParamsSchema,
        querystring: accountHistoryQuerySchema,
      },
    },
    async (req, res) => {
      const detail = await analysis.detail(req.params.platform, req.params.username);
      return sendExport(res, {
        format: req.query.format,
        name: 'account-history',
        columns: columnsOf(accountSnapshotSchema),
        batches: oneBatch(detail.snapshots),
        total: detail.snapshots.length,
        now: new Date(),
      });
    },
  );

  app.get(
    '/dashboard/accounts',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "The supervision dashboard's cards: one platform's stored accounts, newest first, 20 a page, `q` over username and name; `format=csv|json` downloads them",
        querystring: dashboardAccountsQuerySchema,
        response: { 200: dashboardAccountsPageSchema },
      },
    },
    async (req, res) => {
      const { platform, q, page, format } = req.query;
      return pageOrDownload(res, format, () => analysis.dashboard(platform, q, page), {
        name: `dashboard-${platform}`,
        columns: columnsOf(dashboardAccountSchema),
        rows: () => analysis.exportDashboard(platform, q),
      });
    },
  );
};

/**
 * `GET /api/proxy-image?url=&sig=`: a platform picture the server chose to show. Pictures load
 * in `<img>` elements, which send no bearer token, so instead of a sign-in the address must carry
 * this server's signature of the URL (`ImageUrls.display` makes them); anything else is 403.
 */
export const imageProxyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { imageProxy, imageUrls } = app.services;
  app.get(
    '/proxy-image',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "A platform's picture through the server, at an address the server signed (Instagram's hosts only, image types only, at most 2 MB, cached)",
        querystring: proxyImageQuerySchema,
      },
    },
    async (req, res) => {
      if (!imageUrls.verify(req.query.url, req.query.sig)) {
        throw new AppError('FORBIDDEN', 'This picture address was not signed by this server.');
      }
      const image = await imageProxy.get(req.query.url);
      return res
        .header('content-type', image.type)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(image.body);
    },
  );
};
