import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  alertKindSchema,
  growthFlagSchema,
  pageCount,
  profileChangeSchema,
  watchPlatformSchema,
  type Alert,
  type AlertSettings,
  type AlertsQuery,
} from '@vigil/shared';
import { z } from 'zod';
import type { Mailer } from '../../integrations/mail/mailer';
import type { Clock } from '../../lib/clock';
import type { RunInTransaction, Tx } from '../../db/transaction';
import type { JobsService } from '../jobs/jobs.service';
import { alertMail, MAIL_MAX_ALERTS, type MailLang } from './alert-mail';
import type { AlertRow, AlertsRepo } from './alerts.repo';
import type { AlertDraft } from './watch-rules';

const detailsSchema = z.object({
  flag: growthFlagSchema.optional(),
  score: z.number().int().optional(),
  threshold: z.number().int().optional(),
  changes: z.array(profileChangeSchema).optional(),
});

export const toAlertDto = (row: AlertRow, listNames: Map<string, string>): Alert => ({
  id: row.id,
  kind: alertKindSchema.parse(row.kind),
  watchlistId: row.watchlistId,
  watchlistName: row.watchlistId ? (listNames.get(row.watchlistId) ?? null) : null,
  platform: watchPlatformSchema.parse(row.platform),
  username: row.username,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  details: detailsSchema.safeParse(row.details).data ?? {},
});

const mailPayload = z.object({
  userId: z.uuid(),
  alertIds: z.array(z.uuid()).min(1).max(MAIL_MAX_ALERTS),
  /** Alerts beyond those listed (a digest's rest, shown as a count). */
  more: z.number().int().min(0).default(0),
  digest: z.boolean(),
});

/** Users a digest run handles per read. */
const DIGEST_USERS_PER_READ = 200;

export type AlertsServiceDeps = {
  repo: AlertsRepo;
  jobs: JobsService;
  mailer: Mailer;
  transaction: RunInTransaction;
  clock: Clock;
  /** The account's e-mail address (null: the account is gone). */
  emailOf: (userId: string) => Promise<string | null>;
  /** Lists' current names by id (an alert shows its list's name). */
  listNames: (ids: string[]) => Promise<Map<string, string>>;
  publicBaseUrl: string;
  /** The server secret the unsubscribe links are signed with (a key derived from it). */
  secret: string;
};

/**
 * The inbox, the alert e-mail settings and the alert mails. Alerts are written by a check in
 * its transaction (`record`); their e-mail leaves as a `watchlists.mail` job written in that same
 * transaction (at once), or in the daily digest's (one per user), and the job hands it to the
 * mailer (outbox or SMTP) with retries.
 */
export function createAlertsService(deps: AlertsServiceDeps) {
  const { repo, jobs, clock } = deps;
  const key = createHmac('sha256', deps.secret).update('vigil alert unsubscribe v1').digest();
  const sign = (userId: string) =>
    createHmac('sha256', key).update(userId).digest('base64url').slice(0, 32);

  /** The unsubscribe token of a user: their id and its signature (it never expires). */
  const unsubscribeToken = (userId: string) => `${userId}.${sign(userId)}`;

  /** The user a token names, if its signature is this server's. */
  function verifyToken(token: string): string | null {
    const [userId, sig] = token.split('.');
    if (!userId || !sig || !z.uuid().safeParse(userId).success) return null;
    const want = Buffer.from(sign(userId));
    const got = Buffer.from(sig);
    return want.length === got.length && timingSafeEqual(want, got) ? userId : null;
  }

  const mailJob = jobs.define({
    type: 'watchlists.mail',
    payload: mailPayload,
    maxAttempts: 6,
    backoff: { baseMs: 30_000, maxMs: 30 * 60_000 },
    async handler(p) {
      const to = await deps.emailOf(p.userId);
      // Gone, or an address that reaches nobody (platform sign-in without one).
      if (!to || to.endsWith('.invalid')) return { sent: false };
      const rows = await repo.byIds(p.userId, p.alertIds);
      if (rows.length === 0) return { sent: false };
      const lang: MailLang = (await repo.settingsOf([p.userId])).get(p.userId)?.language ?? 'de';
      const names = await deps.listNames([
        ...new Set(rows.flatMap((r) => (r.watchlistId ? [r.watchlistId] : []))),
      ]);
      const mail = alertMail({
        lang,
        digest: p.digest,
        alerts: rows.map((r) => toAlertDto(r, names)),
        more: p.more,
        inboxUrl: `${deps.publicBaseUrl}/#/alerts`,
        unsubscribeUrl: `${deps.publicBaseUrl}/api/alerts/unsubscribe?token=${unsubscribeToken(p.userId)}`,
      });
      await deps.mailer.send({ to, ...mail });
      return { sent: true, alerts: rows.length };
    },
  });

  /**
   * The daily digest: for each user with alerts whose e-mail is not settled, one transaction
   * marks them and writes the mail job (or only marks them when e-mail is off). A second run
   * finds them marked; a crash between users leaves the rest for the rerun.
   */
  async function digest(signal: AbortSignal) {
    let after: string | null = null;
    let mails = 0;
    for (;;) {
      const users = await repo.usersWithUnmailed(after, DIGEST_USERS_PER_READ);
      if (users.length === 0) return { mails };
      for (const userId of users) {
        signal.throwIfAborted();
        mails += await deps.transaction(async (tx) => {
          const ids = (await repo.unmailedOf(userId, tx)).map((r) => r.id);
          if (ids.length === 0) return 0;
          const now = clock.now();
          const mode = (await repo.settingsOf([userId], tx)).get(userId)?.email ?? 'daily';
          if (mode === 'off') {
            await repo.markMailed(ids, 'off', now, tx);
            return 0;
          }
          await jobs.enqueueIn(
            tx,
            mailJob,
            {
              userId,
              alertIds: ids.slice(-MAIL_MAX_ALERTS),
              more: Math.max(0, ids.length - MAIL_MAX_ALERTS),
              digest: true,
            },
            { idempotencyKey: `watch-digest:${userId}:${ids[0]}` },
          );
          await repo.markMailed(ids, 'digest', now, tx);
          return 1;
        });
        after = userId;
      }
    }
  }

  const digestJob = jobs.define({
    type: 'watchlists.digest',
    payload: z.object({}),
    maxAttempts: 3,
    handler: (_p, ctx) => digest(ctx.signal),
  });
  jobs.schedule('watchlists.digest', digestJob, {}, { dailyAtUtc: '07:00' });

  async function settingsOf(userId: string): Promise<Required<AlertSettings>> {
    const row = (await repo.settingsOf([userId])).get(userId);
    return { email: row?.email ?? 'daily', language: row?.language ?? 'de' };
  }

  return {
    /**
     * Stores the alerts one check raised (per list, its owner's) in the check's transaction and
     * settles their e-mail there: a mail job now (instant), nothing yet (daily digest) or none
     * (off). Alerts already stored for their list and cause are skipped, and so is their mail.
     */
    async record(
      tx: Tx,
      check: { targetId: string; slot: string; platform: string; username: string },
      perList: { watchlistId: string; ownerId: string; drafts: AlertDraft[] }[],
    ) {
      const now = clock.now();
      const created = await repo.insert(
        perList.flatMap((l) =>
          l.drafts.map((d) => ({
            userId: l.ownerId,
            watchlistId: l.watchlistId,
            targetId: check.targetId,
            platform: check.platform,
            username: check.username,
            kind: d.kind,
            cause: d.cause,
            details: d.details,
            createdAt: now,
          })),
        ),
        tx,
      );
      if (created.length === 0) return created;
      const byUser = new Map<string, string[]>();
      for (const a of created) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a.id]);
      const settings = await repo.settingsOf([...byUser.keys()], tx);
      for (const [userId, ids] of byUser) {
        const mode = settings.get(userId)?.email ?? 'daily';
        if (mode === 'daily') continue;
        if (mode === 'instant') {
          await jobs.enqueueIn(
            tx,
            mailJob,
            {
              userId,
              alertIds: ids.slice(0, MAIL_MAX_ALERTS),
              more: Math.max(0, ids.length - MAIL_MAX_ALERTS),
              digest: false,
            },
            { idempotencyKey: `watch-mail:${check.targetId}:${check.slot}:${userId}` },
          );
        }
        await repo.markMailed(ids, mode, now, tx);
      }
      return created;
    },

    async list(userId: string, q: AlertsQuery) {
      const page = await repo.page(userId, q);
      const names = await deps.listNames([
        ...new Set(page.rows.flatMap((r) => (r.watchlistId ? [r.watchlistId] : []))),
      ]);
      return {
        items: page.rows.map((r) => toAlertDto(r, names)),
        total: page.total,
        page: page.page,
        limit: page.limit,
        pages: pageCount(page.total, page.limit),
      };
    },

    unreadCount: async (userId: string) => ({ unread: await repo.unreadCount(userId) }),

    markRead: async (userId: string, ids: string[] | 'all') => ({
      marked: await repo.markRead(userId, ids, clock.now()),
    }),

    settings: settingsOf,

    async saveSettings(userId: string, body: AlertSettings) {
      const row = await repo.saveSettings(
        userId,
        { email: body.email, ...(body.language ? { language: body.language } : {}) },
        clock.now(),
      );
      return { email: row.email, language: row.language };
    },

    /** Keeps the language of the user's first request as their mails' until they choose one. */
    rememberLanguage: (userId: string, language: MailLang, tx?: Tx) =>
      repo.rememberLanguage(userId, language, tx),

    /**
     * The unsubscribe link: turns alert e-mails off for the user the token names. Returns their
     * language for the page, or null when the token is not this server's (or the user is gone).
     */
    async unsubscribe(token: string): Promise<{ language: MailLang } | null> {
      const userId = verifyToken(token);
      if (!userId) return null;
      if ((await deps.emailOf(userId)) === null) return null;
      const row = await repo.saveSettings(userId, { email: 'off' }, clock.now());
      return { language: row.language };
    },

    unsubscribeToken,
    digest,

    /** A user's alerts and settings (their data export). */
    async exportOf(userId: string) {
      const rows = await repo.alertsOf(userId);
      const names = await deps.listNames([
        ...new Set(rows.flatMap((r) => (r.watchlistId ? [r.watchlistId] : []))),
      ]);
      return { alerts: rows.map((r) => toAlertDto(r, names)), settings: await settingsOf(userId) };
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
