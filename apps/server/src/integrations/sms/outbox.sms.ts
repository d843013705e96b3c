import type { FastifyBaseLogger } from 'fastify';
import type { OutboxStore } from '../mail/outbox-store';
import type { SmsSender } from './sms';

/** Default SMS adapter: stored in the outbox; its text (a code) logged only with `logBodies`. */
export function createOutboxSms(deps: {
  outbox: OutboxStore;
  log: FastifyBaseLogger;
  logBodies: boolean;
}): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await deps.outbox.store({
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.body,
      });
      deps.log.info(
        { to: message.to },
        deps.logBodies ? `outbox SMS: ${message.body}` : 'outbox SMS stored (text in the Outbox)',
      );
    },
  };
}
