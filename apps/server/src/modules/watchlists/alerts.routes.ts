import {
  alertSettingsSchema,
  alertsPageSchema,
  alertsQuerySchema,
  markAlertsReadReplySchema,
  markAlertsReadRequestSchema,
  unreadCountReplySchema,
} from '@vigil/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { html, page } from '../../lib/html';
import { pageLang, type PageLang } from '../../lib/page-lang';
import { publicPageLimit } from '../../plugins/rate-limits';

/** The inbox, its unread count and the alert e-mail settings (signed-in users, their own). */
export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.alerts;
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/alerts',
    {
      schema: {
        tags: ['watchlists'],
        summary: "The caller's alerts, newest first (filter `unread`)",
        querystring: alertsQuerySchema,
        response: { 200: alertsPageSchema },
      },
    },
    async (req) => alerts.list(req.user.sub, req.query),
  );

  app.get(
    '/alerts/unread-count',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'Unread alerts (the navbar bell)',
        response: { 200: unreadCountReplySchema },
      },
    },
    async (req) => alerts.unreadCount(req.user.sub),
  );

  app.post(
    '/alerts/read',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'Marks these alerts (or all) read; returns how many changed',
        body: markAlertsReadRequestSchema,
        response: { 200: markAlertsReadReplySchema },
      },
    },
    async (req) => alerts.markRead(req.user.sub, 'ids' in req.body ? req.body.ids : 'all'),
  );

  app.get(
    '/alerts/settings',
    {
      schema: {
        tags: ['watchlists'],
        summary:
          'How alerts reach the caller by e-mail (instant, daily digest, off) and in which language',
        response: { 200: alertSettingsSchema },
      },
    },
    async (req) => alerts.settings(req.user.sub),
  );

  app.put(
    '/alerts/settings',
    {
      schema: {
        tags: ['watchlists'],
        summary: 'Sets the alert e-mail mode (and language; omitted = kept)',
        body: alertSettingsSchema,
        response: { 200: alertSettingsSchema },
      },
    },
    async (req) => alerts.saveSettings(req.user.sub, req.body),
  );
};

const TEXT: Record<
  PageLang,
  { title: string; invalidTitle: string; done: string; invalid: string; back: string }
> = {
  de: {
    title: 'Warnungs-E-Mails abbestellt',
    invalidTitle: 'Link ungültig',
    done: 'Du erhältst keine Warnungs-E-Mails mehr. Deine Warnungen findest du weiter im Posteingang; die E-Mails schaltest du dort unter „Einstellungen“ wieder ein.',
    invalid:
      'Dieser Abmeldelink ist ungültig. Melde dich an und ändere die E-Mail-Einstellung im Posteingang.',
    back: 'Zu Vigil',
  },
  en: {
    title: 'Alert e-mails turned off',
    invalidTitle: 'Link not valid',
    done: 'You will no longer receive alert e-mails. Your alerts stay in the inbox; turn the e-mails on again there under “Settings”.',
    invalid:
      'This unsubscribe link is not valid. Sign in and change the e-mail setting in the inbox.',
    back: 'To Vigil',
  },
};

/**
 * The unsubscribe link of alert e-mails (public: the signed token is the authority): turns the
 * user's alert e-mails off and answers a small page in their language.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts/unsubscribe',
    {
      config: publicPageLimit(app.config),
      schema: {
        tags: ['watchlists'],
        summary: "The alert e-mails' unsubscribe link: e-mail mode off; an HTML page",
        querystring: z.object({ token: z.string().max(200).default('') }),
      },
    },
    async (req, res) => {
      const done = await app.services.alerts.unsubscribe(req.query.token);
      const lang = done?.language ?? pageLang(undefined, req.headers['accept-language']);
      const t = TEXT[lang];
      const heading = done ? t.title : t.invalidTitle;
      res.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return res.status(done ? 200 : 400).send(
        page({
          title: `${heading} – Vigil`,
          lang,
          body: html`<h1>${heading}</h1>
            <p>${done ? t.done : t.invalid}</p>
            <p><a href="/#/alerts">${t.back}</a></p>`,
        }),
      );
    },
  );
};
