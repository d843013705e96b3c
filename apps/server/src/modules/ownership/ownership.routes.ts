import {
  demoBioInputSchema,
  ownerProofSchema,
  ownershipSchema,
  personPageInputSchema,
  personPageSchema,
  proofCheckReplySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const idParams = z.object({ id: z.string().max(64) });

/**
 * Ownership proof (issue 13 §3): the public proof state, and for the profile's owner (the
 * signed-in account with the profile's e-mail) the code, 'Prüfen' and, in demo mode, the demo
 * bio. Person page settings (§4).
 */
export const ownershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownership = app.services.ownership;

  app.get(
    '/profile/:id/ownership',
    {
      schema: {
        tags: ['badge'],
        summary: 'How and when ownership of a profile was proven (public)',
        params: idParams,
        response: { 200: ownershipSchema },
      },
    },
    async (req) => ownership.ownership(req.params.id),
  );

  app.get(
    '/profile/:id/proof',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['badge'],
        summary: "The owner's proof: the code to place in the bio and its state",
        params: idParams,
        response: { 200: ownerProofSchema },
      },
    },
    async (req) => ownership.ownerView(req.params.id, req.user.sub),
  );

  app.post(
    '/profile/:id/proof',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['badge'],
        summary: 'The owner asks for a proof code (vigil-…); asking again returns the same code',
        params: idParams,
        response: { 200: ownerProofSchema },
      },
    },
    async (req) => ownership.requestCode(req.params.id, req.user.sub),
  );

  app.post(
    '/profile/:id/proof/check',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['badge'],
        summary:
          "'Prüfen': reads the bio through the provider and proves the profile if the code is there",
        params: idParams,
        response: { 200: proofCheckReplySchema },
      },
    },
    async (req) => ownership.check(req.params.id, req.user.sub),
  );

  app.put(
    '/profile/:id/proof/demo-bio',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['badge'],
        summary: "Demo provider only: the owner edits the demo profile's bio",
        params: idParams,
        body: demoBioInputSchema,
        response: { 200: ownerProofSchema },
      },
    },
    async (req) => ownership.setDemoBio(req.params.id, req.user.sub, req.body.bio),
  );

  app.get(
    '/person-page',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['badge'],
        summary: "The signed-in person's public page settings (/u/:handle) and what it lists",
        response: { 200: personPageSchema },
      },
    },
    async (req) => ownership.personPage(req.user.sub),
  );

  app.put(
    '/person-page',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['badge'],
        summary: 'Switch the public person page on or off and choose its handle',
        body: personPageInputSchema,
        response: { 200: personPageSchema },
      },
    },
    async (req) => ownership.savePersonPage(req.user.sub, req.body),
  );
};
