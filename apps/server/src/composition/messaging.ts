import { createOutboxMailer } from '../integrations/mail/outbox.mailer';
import { createOutboxSms } from '../integrations/sms/outbox.sms';
import { createOutboxRepo } from '../modules/outbox/outbox.repo';
import { createOutboxService } from '../modules/outbox/outbox.service';
import type { Infrastructure } from './infrastructure';
import type { AppOverrides } from './overrides';

/** E-mail and SMS: the outbox (default) or SMTP (`SMTP_URL`). */
export async function createMessagingModule(infra: Infrastructure, overrides: AppOverrides) {
  const { config, log } = infra;
  const repo = createOutboxRepo(infra.database.db);
  const outbox = createOutboxService({ repo });
  // Links and codes stay out of a production log (issue 20 §2): there, only admins read them.
  const logBodies = config.NODE_ENV !== 'production';
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? (await import('../integrations/mail/smtp.mailer')).createSmtpMailer({
          url: config.SMTP_URL,
          from: config.MAIL_FROM,
        })
      : createOutboxMailer({ outbox, log, logBodies }));
  const sms = overrides.sms ?? createOutboxSms({ outbox, log, logBodies });
  return { repo, outbox, mailer, sms };
}
export type MessagingModule = Awaited<ReturnType<typeof createMessagingModule>>;
