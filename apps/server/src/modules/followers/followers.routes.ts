import {
  analyzeFollowersRequestSchema,
  analyzeProfileParamsSchema,
  batchRequestSchema,
  batchResultSchema,
  followerAuditResultSchema,
  followerJobParamsSchema,
  jobStartedSchema,
  profileTrustSchema,
  reasonText,
  type BatchItem,
  type JobStarted,
} from '@vigil/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvLine } from '../../lib/list/export';
import { takeLookup } from '../lookups/lookups.service';

/** The batch's lines as CSV: line, platform, username, trust score, fake, confidence, reasons, error. */
export function batchCsv(items: BatchItem[], lang: 'de' | 'en'): string {
  const head = csvLine([
    'line',
    'platform',
    'username',
    'trust_score',
    'fake',
    'confidence',
    'reasons',
    'error',
  ]);
  const rows = items.map((i) =>
    csvLine([
      i.line,
      i.platform,
      i.username,
      i.trust_score,
      i.fake,
      i.confidence,
      i.reasons.map((r) => reasonText(r.code, r.value, lang)).join(' '),
      i.error,
    ]),
  );
  return head + rows.join('');
}

/**
 * The follower analyzer (spec 002 §7): a profile's trust score, sampled follower audits and
 * CSV batches (jobs; cancel through `POST /api/jobs/:id/cancel`).
 */
export const followersRoutes: FastifyPluginAsyncZod = async (app) => {
  const followers = app.services.followers;
  app.addHook('onRequest', app.authenticate);
  // A profile's trust score is a profile lookup: it counts against the one per-user lookup
  // quota of the lookup routes (issue 20 §4), as do the audits' and batches' lookups.
  const limited = (req: FastifyRequest) => takeLookup(app.services.lookupQuota, req.user.sub);

  /**
   * Starts an audit or a batch as the caller and answers 202 with its job; an admin's runs as an
   * operator's (not held to the per-user limit of active jobs).
   */
  const startJob = async (
    req: FastifyRequest,
    res: FastifyReply,
    start: (userId: string, opts: { operator: boolean }) => Promise<JobStarted>,
  ) => res.code(202).send(await start(req.user.sub, { operator: await app.isAdmin(req, res) }));

  app.get(
    '/follower/analyze-profile/:platform/:username',
    {
      preHandler: limited,
      schema: {
        tags: ['followers'],
        summary: "A profile's trust score (100 − the trust model's fake score), reasons, image",
        params: analyzeProfileParamsSchema,
        response: { 200: profileTrustSchema },
      },
    },
    async (req) => followers.profileTrust(req.params.platform, req.params.username, req.user.sub),
  );

  app.post(
    '/analyze-followers',
    {
      schema: {
        tags: ['followers'],
        summary:
          "Starts a sampled audit of an account's followers (a job); the same account while one runs returns that job",
        body: analyzeFollowersRequestSchema,
        response: { 202: jobStartedSchema },
      },
    },
    async (req, res) =>
      startJob(req, res, (userId, opts) => followers.startAudit(req.body, userId, opts)),
  );

  app.get(
    '/analyze-followers/:jobId/results',
    {
      schema: {
        tags: ['followers'],
        summary: 'An audit: status, progress and, once done, the extrapolated result',
        params: followerJobParamsSchema,
        response: { 200: followerAuditResultSchema },
      },
    },
    async (req, res) =>
      followers.auditResult(req.params.jobId, req.user.sub, await app.isAdmin(req, res)),
  );

  app.post(
    '/analyze-followers/batch',
    {
      schema: {
        tags: ['followers'],
        summary:
          'Starts a batch from CSV text (platform,username a line); bad lines are a 400 naming them',
        body: batchRequestSchema,
        response: { 202: jobStartedSchema },
      },
    },
    async (req, res) =>
      startJob(req, res, (userId, opts) => followers.startBatch(req.body.csv, userId, opts)),
  );

  app.get(
    '/analyze-followers/batch/:jobId',
    {
      schema: {
        tags: ['followers'],
        summary: "A batch: status, progress and the lines' results so far",
        params: followerJobParamsSchema,
        response: { 200: batchResultSchema },
      },
    },
    async (req, res) =>
      followers.batchResult(req.params.jobId, req.user.sub, await app.isAdmin(req, res)),
  );

  app.get(
    '/analyze-followers/batch/:jobId/csv',
    {
      schema: {
        tags: ['followers'],
        summary: "The batch's results as a CSV download (reasons in `lang`, default en)",
        params: followerJobParamsSchema,
        querystring: z.object({ lang: z.enum(['de', 'en']).default('en') }),
      },
    },
    async (req, res) => {
      const result = await followers.batchResult(
        req.params.jobId,
        req.user.sub,
        await app.isAdmin(req, res),
      );
      return res
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="batch-${result.jobId}.csv"`)
        .send(batchCsv(result.items, req.query.lang));
    },
  );
};
