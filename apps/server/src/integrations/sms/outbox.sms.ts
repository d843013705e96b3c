import type { FastifyBaseLogger } from 'fastify';
import type { OutboxStore } from '../mail/outbox-store';
import type { SmsSender } from './sms';

/** Default SMS adapter: stored in the outbox and printed to the log, like e-mail. */
export function createOutboxSms(deps: { outbox: OutboxStore; log: FastifyBaseLogger }): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await deps.outbox.store({
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.body,
      });
      deps.log.info({ to: message.to }, `outbox SMS: ${message.body}`);
    },
  };
}
