import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';
import type { OutboxStore } from './outbox-store';

/**
 * Default mailer: the message is stored in the outbox; its text (links, codes) is printed to the
 * log only with `logBodies` (outside production), else only recipient and subject.
 */
export function createOutboxMailer(deps: {
  outbox: OutboxStore;
  log: FastifyBaseLogger;
  logBodies: boolean;
}): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await deps.outbox.store({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
      });
      deps.log.info(
        { to: message.to, subject: message.subject },
        deps.logBodies
          ? `outbox e-mail:\n${message.text}`
          : 'outbox e-mail stored (text in the Outbox)',
      );
    },
  };
}
