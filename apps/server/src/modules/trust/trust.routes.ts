import {
  generateTokenInputSchema,
  generateTokenReplySchema,
  verificationReplySchema,
} from '@vigil/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { publicPageLimit } from '../../plugins/rate-limits';
import { verificationPage } from './verify-page.html';

/** JSON only when asked for and not also asking for HTML (browsers send text/html). */
const wantsJson = (req: FastifyRequest) => {
  const accept = req.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

/** HTML pages bypass the JSON serializer (fastify serializes only JSON content types). */
const sendHtml = (res: FastifyReply, status: number, body: string) =>
  res.status(status).type('text/html; charset=utf-8').send(body);

/** QR tokens (spec 000 §2.10, §7): issue for unlocked profiles, verify against the live record. */
export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  const trust = app.services.trust;

  app.post(
    '/generate-token',
    {
      schema: {
        tags: ['badge'],
        body: generateTokenInputSchema,
        response: { 200: generateTokenReplySchema },
      },
    },
    async (req) => trust.issue(req.body.profileId, req.body.status),
  );

  app.get(
    '/verify',
    {
      config: publicPageLimit(app.config),
      schema: {
        tags: ['badge'],
        summary: 'Verify a QR token: HTML by default, JSON with Accept: application/json',
        querystring: z.object({ token: z.string().max(4096).optional() }),
        response: { 200: verificationReplySchema },
      },
    },
    async (req, res) => {
      res.header('vary', 'Accept').header('cache-control', 'no-store');
      const token = req.query.token?.trim();
      if (!token) {
        if (wantsJson(req)) throw new AppError('VALIDATION_FAILED', 'querystring.token: Required');
        const verdict = await trust.verify('');
        return sendHtml(res, 400, verificationPage(verdict));
      }
      const verdict = await trust.verify(token);
      if (wantsJson(req)) return verdict;
      return sendHtml(res, 200, verificationPage(verdict));
    },
  );

  app.get(
    '/verify/jwks',
    {
      schema: {
        tags: ['badge'],
        summary: 'The Ed25519 public key that signs QR tokens (JWK set)',
        response: {
          200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
        },
      },
    },
    async () => trust.jwks,
  );
};
