import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPageLimit } from '../../plugins/rate-limits';
import { CHECKOUT_COOKIE, isSameOriginPost } from './demo-checkout-guard';
import { demoCheckoutPage, demoMessagePage, pageLang } from './demo-checkout.html';

const params = z.object({ sessionId: z.string().max(100) });
const query = z.object({ lang: z.string().max(10).optional() });

/**
 * The demo checkout (no Stripe keys): `GET /demo-checkout/:sessionId` shows the labelled page,
 * its form posts to `/demo-checkout/:sessionId/pay`, which runs the same fulfilment service as
 * the Stripe webhook and sends the browser back to the badge screen. Only the browser that
 * started the checkout may pay (owner cookie), only from our own page (Origin/Referer), and
 * only once. Pages speak `?lang=` or the browser's language. 404 while Stripe is used.
 */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  // The pay button is a plain HTML form; its (empty) urlencoded body is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const config = { ...publicPageLimit(app.config) };

  app.get(
    '/demo-checkout/:sessionId',
    { config, schema: { hide: true, params, querystring: query } },
    async (req, res) => {
      const lang = pageLang(req.query.lang, req.headers['accept-language']);
      const found = await payments.demoCheckout(req.params.sessionId, req.cookies[CHECKOUT_COOKIE]);
      // The pay form's post then carries this page's origin (helmet's default would send null).
      res
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin');
      if (!found) return res.status(404).send(demoMessagePage(lang, 'not_found'));
      const { payment, profile, isOwner } = found;
      if (payment.status !== 'paid' && !isOwner) {
        return res.status(403).send(demoMessagePage(lang, 'not_owner', profile.id));
      }
      return res.send(demoCheckoutPage(payment, profile, lang));
    },
  );

  app.post(
    '/demo-checkout/:sessionId/pay',
    { config, schema: { hide: true, params, querystring: query } },
    async (req, res) => {
      const lang = pageLang(req.query.lang, req.headers['accept-language']);
      res.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!isSameOriginPost(req, app.config.PUBLIC_BASE_URL)) {
        req.log.warn({ origin: req.headers.origin }, 'demo checkout: cross-site pay refused');
        return res.status(403).send(demoMessagePage(lang, 'cross_site'));
      }
      const result = await payments.payDemo(req.params.sessionId, req.cookies[CHECKOUT_COOKIE]);
      switch (result.outcome) {
        case 'not_found':
          return res.status(404).send(demoMessagePage(lang, 'not_found'));
        case 'not_owner':
          return res.status(403).send(demoMessagePage(lang, 'not_owner', result.profileId));
        case 'already_paid':
        case 'badge_already_paid':
          return res.status(409).send(demoMessagePage(lang, result.outcome, result.profileId));
        case 'paid':
          return res.redirect(
            `/#/badge/${encodeURIComponent(result.profileId)}?payment=success`,
            303,
          );
      }
    },
  );
};
