import {
  CREDENTIAL_MEDIA_TYPE,
  credentialInfoSchema,
  credentialRevokeInputSchema,
  credentialVerifyInputSchema,
  credentialVerifyReplySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { publicPageLimit } from '../../plugins/rate-limits';

const idParams = z.object({ id: z.string().max(64) });

/** The badge as a verifiable credential (issue 13 §4): download, status list, verify, revoke. */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const credentials = app.services.credentials;

  app.get(
    '/profile/:id/credential',
    {
      schema: {
        tags: ['badge'],
        summary: `The badge as an Open Badges 3.0 credential (${CREDENTIAL_MEDIA_TYPE}, EdDSA); unlocked profiles only`,
        params: idParams,
      },
    },
    async (req, res) => {
      const { jwt } = await credentials.download(req.params.id);
      return res
        .type(CREDENTIAL_MEDIA_TYPE)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="vigil-badge-${req.params.id}.jwt"`)
        .send(jwt);
    },
  );

  app.get(
    '/profile/:id/credential/info',
    {
      schema: {
        tags: ['badge'],
        summary: "Whether the profile's credential was issued, and whether it is revoked",
        params: idParams,
        response: { 200: credentialInfoSchema },
      },
    },
    async (req) => credentials.info(req.params.id),
  );

  app.post(
    '/profile/:id/credential/revoke',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Revoke the profile's credential (the status list says so at once)",
        params: idParams,
        body: credentialRevokeInputSchema,
        response: { 200: credentialInfoSchema },
      },
    },
    async (req) => credentials.revoke(req.params.id, req.user.sub, req.body.reason),
  );

  app.get(
    '/credentials/status/:list',
    {
      config: publicPageLimit(app.config),
      schema: {
        tags: ['badge'],
        summary: `The Bitstring Status List of revoked credentials (${CREDENTIAL_MEDIA_TYPE})`,
        params: z.object({ list: z.string().max(16) }),
      },
    },
    async (req, res) => {
      if (req.params.list !== '1') throw new AppError('NOT_FOUND', 'No such status list.');
      return res
        .type(CREDENTIAL_MEDIA_TYPE)
        .header('cache-control', 'max-age=10')
        .send(await credentials.statusList());
    },
  );

  app.post(
    '/credentials/verify',
    {
      config: publicPageLimit(app.config),
      schema: {
        tags: ['badge'],
        summary: 'Check a credential file: valid, altered, forged, expired, revoked or malformed',
        body: credentialVerifyInputSchema,
        response: { 200: credentialVerifyReplySchema },
      },
    },
    async (req) => credentials.verify(req.body.credential),
  );
};

/** `/.well-known/did.json`: the issuer's did:web document (outside the API). */
export const didRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/.well-known/did.json',
    { config: publicPageLimit(app.config), schema: { hide: true } },
    async (_req, res) =>
      res
        .type('application/did+json')
        .header('cache-control', 'max-age=300')
        .send(JSON.stringify(app.services.credentials.didDocument())),
  );
};
