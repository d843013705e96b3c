import {
  createWatchlistRequestSchema,
  historyParamsSchema,
  historyQuerySchema,
  historyReplySchema,
  updateWatchlistRequestSchema,
  watchAccountRequestSchema,
  watchContainingQuerySchema,
  watchContainingReplySchema,
  watchedAccountParamsSchema,
  watchedAccountSchema,
  watchedAccountsPageSchema,
  watchedAccountsQuerySchema,
  watchImportReplySchema,
  watchImportRequestSchema,
  watchlistParamsSchema,
  watchlistSchema,
  watchlistsReplySchema,
  type WatchedAccount,
  type WatchPoint,
} from '@vigil/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  columnsOf,
  oneBatch,
  pageOrDownload,
  sendExport,
  type CsvColumn,
} from '../../lib/list/export';
import { pageLang } from '../../lib/page-lang';
import type { Caller } from './watchlists.service';

/** The history download's columns: a point a line, changes as words. */
const historyColumns: CsvColumn<WatchPoint>[] = [
  { header: 'at', value: (p) => p.at },
  { header: 'followers', value: (p) => p.followers },
  { header: 'following', value: (p) => p.following },
  { header: 'posts', value: (p) => p.posts },
  { header: 'likes', value: (p) => p.likes },
  { header: 'trustScore', value: (p) => p.trustScore },
  { header: 'modelVersion', value: (p) => p.modelVersion },
  { header: 'changes', value: (p) => p.changes.join(' ') },
];

const accountColumns: CsvColumn<WatchedAccount>[] = columnsOf(watchedAccountSchema);

/** Signed-in users' watchlists, their accounts, CSV imports and the history of an account. */
export const watchlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const watchlists = app.services.watchlists;
  app.addHook('onRequest', app.authenticate);
  // An import may come as the file itself (text/csv) as well as JSON `{ csv }`.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (_req, body, done) => done(null, { csv: body }),
  );

  /** The caller: operators may check hourly; the browser's language for their alert mails. */
  const caller = (req: FastifyRequest): Caller => ({
    userId: req.user.sub,
    operator: req.user.role === 'admin',
    language: pageLang(undefined, req.headers['accept-language']),
  });

  app.get(
    '/watchlists',
    {
      schema: {
        tags: ['watchlists'],
        summary: "The caller's watchlists, by name, with their account and attention counts",
        response: { 200: watchlistsReplySchema },
      },
    },
    async (req) => watchlists.lists(req.user.sub),
  );

  app.post(
    '/watchlists',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'Creates a watchlist (hourly checks: operators only, else 403)',
        body: createWatchlistRequestSchema,
        response: { 201: watchlistSchema },
      },
    },
    async (req, res) => res.code(201).send(await watchlists.create(caller(req), req.body)),
  );

  app.get(
    '/watchlists/containing',
    {
      schema: {
        tags: ['watchlists'],
        summary: "The caller's lists holding an account (the 'watch' buttons)",
        querystring: watchContainingQuerySchema,
        response: { 200: watchContainingReplySchema },
      },
    },
    async (req) => watchlists.containing(req.user.sub, req.query.platform, req.query.username),
  );

  app.patch(
    '/watchlists/:id',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'Renames a list, changes its interval or its alert rules',
        params: watchlistParamsSchema,
        body: updateWatchlistRequestSchema,
        response: { 200: watchlistSchema },
      },
    },
    async (req) => watchlists.update(caller(req), req.params.id, req.body),
  );

  app.delete(
    '/watchlists/:id',
    {
      schema: {
        tags: ['watchlists'],
        summary:
          'Deletes a list (its accounts stay watched while another list or badge needs them)',
        params: watchlistParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, res) => {
      await watchlists.remove(req.user.sub, req.params.id);
      return res.status(204).send(null);
    },
  );

  app.get(
    '/watchlists/:id/accounts',
    {
      schema: {
        tags: ['watchlists'],
        summary:
          "A list's accounts with their latest point and recent flags; `format=csv|json` downloads them",
        params: watchlistParamsSchema,
        querystring: watchedAccountsQuerySchema,
        response: { 200: watchedAccountsPageSchema },
      },
    },
    async (req, res) => {
      const { id } = req.params;
      const query = req.query;
      return pageOrDownload(res, query.format, () => watchlists.accounts(req.user.sub, id, query), {
        name: 'watchlist',
        columns: accountColumns,
        rows: async () => ({
          batches: await watchlists.exportAccounts(req.user.sub, id, query),
        }),
      });
    },
  );

  app.post(
    '/watchlists/:id/accounts',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'Adds an account (201; 200 with the row when it is on the list already)',
        params: watchlistParamsSchema,
        body: watchAccountRequestSchema,
        response: { 200: watchedAccountSchema, 201: watchedAccountSchema },
      },
    },
    async (req, res) => {
      const { account, created } = await watchlists.addAccount(
        req.user.sub,
        req.params.id,
        req.body,
      );
      return res.code(created ? 201 : 200).send(account);
    },
  );

  app.delete(
    '/watchlists/:id/accounts/:accountId',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'Removes an account from a list',
        params: watchedAccountParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, res) => {
      await watchlists.removeAccount(req.user.sub, req.params.id, req.params.accountId);
      return res.status(204).send(null);
    },
  );

  app.post(
    '/watchlists/:id/import',
    {
      schema: {
        tags: ['watchlists'],
        summary:
          'Imports `platform,username` lines (text/csv or JSON `{ csv }`): all or nothing; bad lines are a 400 naming them in `params.lines`',
        params: watchlistParamsSchema,
        body: watchImportRequestSchema,
        response: { 200: watchImportReplySchema },
      },
    },
    async (req) => watchlists.importCsv(req.user.sub, req.params.id, req.body.csv),
  );

  app.get(
    '/watch/history/:platform/:username',
    {
      schema: {
        tags: ['watchlists'],
        summary:
          "A watched account's points in range (7d, 30d, 1y, all) and its growth flags; `format=csv|json` downloads the points",
        params: historyParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyReplySchema },
      },
    },
    async (req, res) => {
      const history = await watchlists.history(
        caller(req),
        req.params.platform,
        req.params.username,
        req.query.range,
      );
      if (!req.query.format) return history;
      return sendExport(res, {
        format: req.query.format,
        name: `history-${history.platform}-${history.username.replace(/[^A-Za-z0-9-]/g, '-')}`,
        columns: historyColumns,
        batches: oneBatch(history.points),
        now: new Date(),
        total: history.points.length,
      });
    },
  );
};
