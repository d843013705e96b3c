import {
  exchangeCodeInputSchema,
  exchangeCodeReplySchema,
  facebookAuthenticateInputSchema,
  facebookAuthenticateReplySchema,
  linkedAccountParamsSchema,
  linkedAccountSchema,
  linkedAccountsReplySchema,
  oauthProvidersReplySchema,
  oauthStartParamsSchema,
  oauthStartReplySchema,
  updateLinkedAccountInputSchema,
} from '@vigil/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPageLimit } from '../../plugins/rate-limits';
import { setSessionCookie } from '../auth';
import { OAUTH_STATE_TTL_SECONDS } from './linked-accounts.service';

/** The browser that started a sign-in: only it may finish it (login CSRF). */
export const OAUTH_STATE_COOKIE = 'vigil_oauth_state';
const COOKIE_PATH = '/api';

/**
 * Platform sign-in (issue 13, spec 000 §2.3/§7, 002 §7): the configured platforms, the start
 * of a sign-in or link, the code exchange, the Facebook SDK token sign-in.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.linkedAccounts;
  const secure = app.config.PUBLIC_BASE_URL.startsWith('https://');
  const limited = { rateLimit: { max: app.config.LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  /**
   * The signed-in user when a live bearer token is sent, else null: an expired token left in
   * the browser must not stop a sign-in (a link started with it then fails its state check).
   */
  async function optionalUser(req: FastifyRequest) {
    if (!req.headers.authorization) return null;
    try {
      await app.authenticate(req, undefined as unknown as FastifyReply);
      return req.user;
    } catch {
      return null;
    }
  }

  app.get(
    '/oauth/providers',
    { schema: { tags: ['auth'], response: { 200: oauthProvidersReplySchema } } },
    async () => ({ platforms: service.configured() }),
  );

  app.post(
    '/oauth/:platform/start',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        params: oauthStartParamsSchema,
        response: { 200: oauthStartReplySchema },
      },
    },
    async (req, res) => {
      const user = await optionalUser(req);
      const { url, state } = await service.start(req.params.platform, user?.sub ?? null);
      res.setCookie(OAUTH_STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: COOKIE_PATH,
        maxAge: OAUTH_STATE_TTL_SECONDS,
      });
      return { url };
    },
  );

  app.post(
    '/exchange-code',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        body: exchangeCodeInputSchema,
        response: { 200: exchangeCodeReplySchema },
      },
    },
    async (req, res) => {
      const user = await optionalUser(req);
      const cookieState = req.cookies[OAUTH_STATE_COOKIE];
      // The state is spent whatever happens next.
      res.clearCookie(OAUTH_STATE_COOKIE, { path: COOKIE_PATH });
      const result = await service.exchange(req.body, cookieState, user?.sub ?? null);
      if (result.mode === 'linked') return { mode: 'linked' as const, platform: result.platform };
      setSessionCookie(res, result.session, { secure });
      return { mode: 'signed_in' as const, token: result.session.token };
    },
  );

  app.post(
    '/accounts/authenticate',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        body: facebookAuthenticateInputSchema,
        response: { 200: facebookAuthenticateReplySchema },
      },
    },
    async (req, res) => {
      const user = await optionalUser(req);
      const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      const { reply, session } = await service.authenticateFacebook(
        req.body.accessToken,
        user ? { userId: user.sub, token: bearer } : null,
      );
      if (session) setSessionCookie(res, session, { secure });
      return reply;
    },
  );
};

/** The linked accounts screen (spec 002's template account screens, made real). */
export const linkedAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.linkedAccounts;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/linked-accounts',
    { schema: { tags: ['account'], response: { 200: linkedAccountsReplySchema } } },
    async (req) => service.list(req.user.sub),
  );

  app.get(
    '/linked-accounts/:id',
    {
      schema: {
        tags: ['account'],
        params: linkedAccountParamsSchema,
        response: { 200: linkedAccountSchema },
      },
    },
    async (req) => service.get(req.user.sub, req.params.id),
  );

  app.put(
    '/linked-accounts/:id',
    {
      schema: {
        tags: ['account'],
        params: linkedAccountParamsSchema,
        body: updateLinkedAccountInputSchema,
        response: { 200: linkedAccountSchema },
      },
    },
    async (req) => service.update(req.user.sub, req.params.id, req.body),
  );

  app.post(
    '/linked-accounts/:id/keep',
    {
      schema: {
        tags: ['account'],
        summary:
          'Keep an identity linked before the address was verified: it may sign in from now on',
        params: linkedAccountParamsSchema,
        response: { 200: linkedAccountSchema },
      },
    },
    async (req) => service.keep(req.user.sub, req.params.id),
  );

  app.delete(
    '/linked-accounts/:id',
    {
      schema: {
        tags: ['account'],
        params: linkedAccountParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (req, res) => {
      await service.unlink(req.user.sub, req.params.id);
      return res.status(204).send(null);
    },
  );
};

/** What a platform may send back to the redirect URI; everything else is dropped. */
const returnQuerySchema = z
  .object({
    code: z.string().max(2048).optional(),
    state: z.string().max(256).optional(),
    error: z.string().max(200).optional(),
  })
  .catchall(z.unknown());

/**
 * `GET /oauth/return`, the redirect URI registered at the platforms: hands `code`/`state` (or a
 * declined consent's `error`) to the web app's login screen, which exchanges them (spec 000
 * §2.3). A hash route cannot be a redirect URI, so this page hops to `/#/login?…`.
 */
export const oauthReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/oauth/return',
    { config: publicPageLimit(app.config), schema: { hide: true, querystring: returnQuerySchema } },
    async (req, res) => {
      const forward = new URLSearchParams();
      for (const key of ['code', 'state', 'error'] as const) {
        const value = req.query[key];
        if (typeof value === 'string' && value) forward.set(key, value);
      }
      res.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return res.redirect(`${app.config.PUBLIC_BASE_URL}/#/login?${forward.toString()}`, 302);
    },
  );
};
