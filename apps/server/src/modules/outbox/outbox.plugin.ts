import { defineModule, provide } from '../../composition/module-plugin';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AppOverrides } from '../../composition/overrides';
import { createOutboxMailer } from '../../integrations/mail/outbox.mailer';
import type { Mailer } from '../../integrations/mail/mailer';
import { createOutboxSms } from '../../integrations/sms/outbox.sms';
import type { SmsSender } from '../../integrations/sms/sms';
import { createTwilioClient } from '../../integrations/sms/twilio.sms';
import { createOutboxRepo } from './outbox.repo';
import { outboxRoutes } from './outbox.routes';
import { createQueuedSms } from './sms-queue';
import { createOutboxService, type OutboxService } from './outbox.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    outbox: OutboxService;
    /** How e-mail leaves: the outbox (default), SMTP (`SMTP_URL`) or a test's fake. */
    mailer: Mailer;
    /** How SMS leave: the outbox (default), Twilio through the jobs table, or a test's fake. */
    sms: SmsSender;
  }
}

/**
 * E-mail (the outbox or SMTP with `SMTP_URL`) and the outbox SMS. Also used by the CLI; the
 * module plugin puts Twilio in front of SMS when it is configured.
 */
export async function createMessaging(infra: Infrastructure, overrides: AppOverrides) {
  const { config, log } = infra;
  const outbox = createOutboxService({ repo: createOutboxRepo(infra.database.db) });
  // Links and codes stay out of a production log (issue 20 §2): there, only admins read them.
  const logBodies = config.NODE_ENV !== 'production';
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? (await import('../../integrations/mail/smtp.mailer')).createSmtpMailer({
          url: config.SMTP_URL,
          from: config.MAIL_FROM,
        })
      : createOutboxMailer({ outbox, log, logBodies }));
  const sms = overrides.sms ?? createOutboxSms({ outbox, log, logBodies });
  return { outbox, mailer, sms };
}

export const outboxPlugin = defineModule('outbox', ['jobs'], async (app, { infra, overrides }) => {
  const messaging = await createMessaging(infra, overrides);
  const { config } = infra;
  // SMS through Twilio when configured (config.ts refuses a half-set one), queued as jobs.
  const sms =
    overrides.sms ??
    (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
      ? createQueuedSms({
          jobs: app.services.jobs,
          gateway: createTwilioClient({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
            apiBase: config.TWILIO_API_BASE,
          }),
        })
      : messaging.sms);
  provide(app, { ...messaging, sms });
  return { api: [outboxRoutes] };
});
