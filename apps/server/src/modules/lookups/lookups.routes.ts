import {
  accountDetailParamsSchema,
  lookupEndpoints,
  storeAccountInputSchema,
  storeAccountReplySchema,
  storedAccountsPageSchema,
  storedAccountsParamsSchema,
  storedAccountSchema,
  storedAccountsQuerySchema,
  type LookupEndpoint,
  type LookupEndpointId,
  type LookupInput,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsOf, pageOrDownload } from '../../lib/list/export';
import { takeLookup } from './lookup-quota';

/**
 * `/api/lookups/*`: one authenticated GET per call of the shared table `lookupEndpoints` (its
 * path, parameter, query and reply schemas, and so its OpenAPI entry), answered by the
 * service's handler of that call. One per-user limit is shared by all of them
 * (LOOKUP_RATE_LIMIT_PER_MINUTE), checked after validation so that a rejected form does not count.
 */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handlers } = app.services.lookups;
  const quota = app.services.lookupQuota;
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async (req) => {
    await takeLookup(quota, req.user.sub);
  });

  function route<K extends LookupEndpointId>(id: K) {
    const endpoint: LookupEndpoint = lookupEndpoints[id];
    const handler = handlers[id] as (input: LookupInput<K>, userId: string) => Promise<unknown>;
    app.get(
      endpoint.path,
      {
        schema: {
          tags: ['lookups'],
          operationId: id,
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          response: { 200: endpoint.reply },
        },
      },
      // Validated by the schemas above: the parameters and the query are the call's input.
      (req) =>
        handler(
          { ...(req.params as object), ...(req.query as object) } as LookupInput<K>,
          req.user.sub,
        ),
    );
  }
  for (const id of Object.keys(lookupEndpoints) as LookupEndpointId[]) route(id);

  // Issue 9: the account detail's re-run button, under the same per-user limit.
  app.post(
    '/refresh/:platform/:username',
    {
      schema: {
        tags: ['lookups'],
        summary:
          'Looks a stored account up again past the cache, storing a new snapshot (the account detail reads it)',
        params: accountDetailParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, res) => {
      await app.services.lookups.relookup(req.params.platform, req.params.username, req.user.sub);
      return res.status(204).send(null);
    },
  );
};

/** Stored account records: the spec's `POST /api/storeAccount` and `GET /api/accounts/:platform`. */
export const storedAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookups = app.services.lookups;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/accounts/:platform',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "One platform's stored accounts; `format=csv|json` downloads the whole filtered list (streamed)",
        params: storedAccountsParamsSchema,
        querystring: storedAccountsQuerySchema,
        response: { 200: storedAccountsPageSchema },
      },
    },
    async (req, res) => {
      const { platform } = req.params;
      const query = req.query;
      return pageOrDownload(res, query.format, () => lookups.listAccounts(platform, query), {
        name: `accounts-${platform}`,
        columns: columnsOf(storedAccountSchema),
        rows: async () => ({
          batches: lookups.exportAccounts(platform, query),
          total: await lookups.countAccounts(platform, query),
        }),
      });
    },
  );

  // Operators only (issue 20 §3): a submitted record becomes the shared stored account every
  // user's analysis and account detail read, so a plain user could plant facts for all.
  app.post(
    '/storeAccount',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Operators: store the accounts of a raw provider reply (shared data)',
        body: storeAccountInputSchema,
        response: { 201: storeAccountReplySchema },
      },
    },
    async (req, res) => {
      const stored = await lookups.storeAccount(req.body.service, req.body.data, req.user.sub);
      return res.status(201).send(stored);
    },
  );
};
