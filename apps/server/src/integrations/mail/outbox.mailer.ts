import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';
import type { OutboxStore } from './outbox-store';

/** Default mailer: the message is stored in the outbox and printed to the log. */
export function createOutboxMailer(deps: { outbox: OutboxStore; log: FastifyBaseLogger }): Mailer {
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
        `outbox e-mail:\n${message.text}`,
      );
    },
  };
}
