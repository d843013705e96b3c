import {
  confirmEmailChangeInputSchema,
  currentAccountSchema,
  deleteAccountInputSchema,
  messageReplySchema,
  smsSentReplySchema,
  updateAccountInputSchema,
} from '@vigil/shared';
import {
  accountRegistrationInputSchema,
  mobileSendCodeInputSchema,
  mobileVerifyInputSchema,
} from '@vigil/shared/mobile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie } from '../auth';

/** The signed-in account (spec 000 §7: GET/PUT/DELETE accounts/current) and its account screen. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  const limited = { rateLimit: { max: app.config.LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/accounts/current',
    { schema: { tags: ['account'], response: { 200: currentAccountSchema } } },
    async (req) => accounts.get(req.user.sub),
  );

  app.put(
    '/accounts/current',
    {
      schema: {
        tags: ['account'],
        body: updateAccountInputSchema,
        response: { 200: currentAccountSchema },
      },
    },
    async (req) => accounts.update(req.user.sub, req.body),
  );

  app.delete(
    '/accounts/current',
    {
      config: limited,
      schema: {
        tags: ['account'],
        summary:
          'Erase the account: `{ password }` confirms it (an account without a password: a platform sign-in of the last 10 minutes)',
        body: deleteAccountInputSchema,
        response: { 204: z.null() },
      },
    },
    async (req, res) => {
      await accounts.confirmDeletion(req.user.sub, req.user.sid, req.body.password);
      // Erasure (GDPR Art. 17): see modules/privacy.
      await app.services.privacy.eraseAccount(req.user.sub);
      clearSessionCookie(res);
      return res.status(204).send(null);
    },
  );

  app.post(
    '/accounts/current/registration',
    {
      config: limited,
      schema: {
        tags: ['account'],
        body: accountRegistrationInputSchema,
        response: { 200: currentAccountSchema },
      },
    },
    async (req) => accounts.saveRegistration(req.user.sub, req.body, req.user.sid),
  );

  app.post(
    '/accounts/current/mobile/send-code',
    {
      config: limited,
      schema: {
        tags: ['account'],
        body: mobileSendCodeInputSchema,
        response: { 202: smsSentReplySchema },
      },
    },
    async (req, res) => {
      const delivery = await accounts.sendMobileCode(req.user.sub, req.body);
      return res.status(202).send(
        delivery === 'sms'
          ? { message: 'The code is on its way by SMS.', delivery }
          : {
              message:
                'No SMS gateway is configured: the code is in the Outbox, where an operator can read it.',
              delivery,
            },
      );
    },
  );

  app.post(
    '/accounts/current/mobile/verify',
    {
      config: limited,
      schema: {
        tags: ['account'],
        body: mobileVerifyInputSchema,
        response: { 200: currentAccountSchema },
      },
    },
    async (req) => accounts.verifyMobile(req.user.sub, req.body),
  );
};

/**
 * `POST /api/confirm-email-change` (issue 20 §1): the link mailed to a new address. Public like
 * `verify-email`: the single-use token is the proof, and the link may be opened on any device.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  app.post(
    '/confirm-email-change',
    {
      config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        body: confirmEmailChangeInputSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (req) => {
      await accounts.confirmEmailChange(req.body.token);
      return { message: 'Your new e-mail address is confirmed.' };
    },
  );
};
