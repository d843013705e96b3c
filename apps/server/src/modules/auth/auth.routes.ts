import {
  emailInputSchema,
  loginInputSchema,
  mailSentReplySchema,
  messageReplySchema,
  registerInputSchema,
  resetPasswordInputSchema,
  tokenReplySchema,
  verifyEmailQuerySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORGOT_REPLY, REGISTER_REPLY, RESEND_REPLY } from './auth.service';
import { clearSessionCookie, REFRESH_COOKIE, setSessionCookie } from './session-cookie';

/** Sign-in, registration, e-mail verification, password reset and the session cookie. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.services.auth;
  const secure = app.config.PUBLIC_BASE_URL.startsWith('https://');
  // Which channel the mails of these replies took (the server's configuration, not the address's).
  const delivery = app.services.mailer.kind === 'smtp' ? 'smtp' : 'outbox';
  const limited = { rateLimit: { max: app.config.LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  /**
   * A step that mails an address and answers 202 with the same words whether or not the address
   * has an account (the reply must not tell); the mail is sent after the reply.
   */
  const mailStep = (url: string, message: string, send: (email: string) => void) =>
    app.post(
      url,
      {
        config: limited,
        schema: { tags: ['auth'], body: emailInputSchema, response: { 202: mailSentReplySchema } },
      },
      async (req, res) => {
        send(req.body.inputEmail);
        return res.status(202).send({ message, delivery });
      },
    );

  app.post(
    '/register',
    {
      config: limited,
      schema: { tags: ['auth'], body: registerInputSchema, response: { 201: mailSentReplySchema } },
    },
    async (req, res) => {
      await auth.register(req.body);
      return res.status(201).send({ message: REGISTER_REPLY, delivery });
    },
  );

  mailStep('/register/resend', RESEND_REPLY, (email) => auth.resendVerification(email));

  app.post(
    '/verify-email',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        body: verifyEmailQuerySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (req) => {
      await auth.verifyEmail(req.body.token);
      return { message: 'Your e-mail address is verified. You can sign in now.' };
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: { tags: ['auth'], body: loginInputSchema, response: { 200: tokenReplySchema } },
    },
    async (req, res) => {
      const session = await auth.login(req.body, req.ip);
      setSessionCookie(res, session, { secure });
      return { token: session.token };
    },
  );

  app.post(
    '/token/refresh',
    { schema: { tags: ['auth'], response: { 200: tokenReplySchema } } },
    async (req, res) => {
      try {
        const session = await auth.refresh(req.cookies[REFRESH_COOKIE]);
        setSessionCookie(res, session, { secure });
        return { token: session.token };
      } catch (err) {
        clearSessionCookie(res);
        throw err;
      }
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (req, res) => {
      const claims = await app.bearerClaims(req);
      await auth.logout(req.cookies[REFRESH_COOKIE], claims?.sid);
      clearSessionCookie(res);
      return res.status(204).send(null);
    },
  );

  mailStep('/password/forgot', FORGOT_REPLY, (email) => auth.forgotPassword(email));

  app.post(
    '/password/reset',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        body: resetPasswordInputSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (req) => {
      await auth.resetPassword(req.body);
      return { message: 'Your password has been changed. You can sign in now.' };
    },
  );
};
