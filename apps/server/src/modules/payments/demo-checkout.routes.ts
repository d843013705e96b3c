import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicPageLimit } from '../../plugins/rate-limits';
import {
  CHECKOUT_COOKIE,
  checkoutPath,
  isSameOriginPost,
  payPalOwnerCookie,
  setCheckoutOwnerCookie,
} from './demo-checkout-guard';
import { demoCheckoutPage, demoMessagePage, pageLang } from './demo-checkout.html';

const params = z.object({ sessionId: z.string().max(100) });
const query = z.object({
  lang: z.string().max(10).optional(),
  /** The owner secret of a checkout started by a server call (image licences): see below. */
  claim: z.string().max(100).optional(),
});
/** PayPal appends the order id as `token` (and `PayerID`) to our return and cancel URLs. */
const paypalQuery = z.object({
  token: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  PayerID: z.string().max(64).optional(),
});

/**
 * The demo checkout (no Stripe keys): `GET /demo-checkout/:sessionId` shows the labelled page,
 * its form posts to `/demo-checkout/:sessionId/pay`, which runs the same fulfilment service as
 * the Stripe webhook and sends the browser back to the badge screen. Only the browser that
 * started the checkout may pay (owner cookie), only from our own page (Origin/Referer), and
 * only once. Pages speak `?lang=` or the browser's language. Only where the demo checkout is
 * on (`config.demoCheckoutEnabled`); elsewhere 404.
 */
const demoPages: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  // The pay button is a plain HTML form; its (empty) urlencoded body is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );
  const config = { ...publicPageLimit(app.config) };
  const secure = app.config.PUBLIC_BASE_URL.startsWith('https://');

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
      const { payment, profile, back } = found;
      // A licence checkout is started by a server call, so no cookie reached the payer's
      // browser: its approve link carries the secret once, and opening it makes this browser
      // the owner (cookie) and drops the secret from the address bar.
      if (req.query.claim !== undefined) {
        const claimed = await payments.demoCheckout(req.params.sessionId, req.query.claim);
        if (claimed?.isOwner) {
          setCheckoutOwnerCookie(
            res,
            { ref: payment.providerRef, secret: req.query.claim },
            { secure },
          );
          return res.redirect(
            `${checkoutPath(payment.providerRef)}?lang=${encodeURIComponent(lang)}`,
            303,
          );
        }
      }
      if (payment.status !== 'paid' && !found.isOwner) {
        return res.status(403).send(demoMessagePage(lang, 'not_owner', back));
      }
      return res.send(demoCheckoutPage(payment, profile, back, lang));
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
          return res.status(403).send(demoMessagePage(lang, 'not_owner', result.back));
        case 'already_paid':
        case 'badge_already_paid':
          return res.status(409).send(demoMessagePage(lang, result.outcome, result.back));
        case 'paid':
          return res.redirect(`${result.back}?payment=success`, 303);
      }
    },
  );
};

/** The demo checkout's pages where it is on, and PayPal's return and cancel landings. */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  const config = { ...publicPageLimit(app.config) };
  // Issue 20 §1: without the demo checkout (production without DEMO_CHECKOUT=1) its pages do
  // not exist at all (the plain 404); PayPal's landing pages below stay.
  if (payments.demoEnabled) await app.register(demoPages);

  // PayPal sends the payer back here (approved) or to the cancel page, with the order id as
  // `token`; the app screen the payment belongs to takes over (it authorizes and captures).
  for (const [path, cancelled] of [
    ['/paypal/return', false],
    ['/paypal/cancel', true],
  ] as const) {
    app.get(
      path,
      { config, schema: { hide: true, querystring: paypalQuery } },
      async (req, res) => {
        res.header('cache-control', 'no-store');
        const target = req.query.token
          ? await payments.payPalLanding(
              req.query.token,
              cancelled,
              req.cookies[payPalOwnerCookie(req.query.token)],
            )
          : null;
        return res.redirect(target ?? '/#/payments?payment=unknown', 303);
      },
    );
  }
};
