import { defineModule, provide } from '../../composition/module-plugin';
import type { Infrastructure } from '../../composition/infrastructure';
import type { AppOverrides } from '../../composition/overrides';
import { createOutboxMailer } from '../../integrations/mail/outbox.mailer';
import type { Mailer } from '../../integrations/mail/mailer';
import { createOutboxSms } from '../../integrations/sms/outbox.sms';
import type { SmsSender } from '../../integrations/sms/sms';
import { createOutboxRepo } from './outbox.repo';
import { outboxRoutes } from './outbox.routes';
import { createOutboxService, type OutboxService } from './outbox.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    outbox: OutboxService;
    /** How e-mail leaves: the outbox (default), SMTP (`SMTP_URL`) or a test's fake. */
    mailer: Mailer;
    sms: SmsSender;
  }
}

/** E-mail and SMS: the outbox (default) or SMTP (`SMTP_URL`). Also used by the CLI. */
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

export const outboxPlugin = defineModule('outbox', [], async (app, { infra, overrides }) => {
  provide(app, await createMessaging(infra, overrides));
  await app.register(outboxRoutes, { prefix: '/api' });
});
