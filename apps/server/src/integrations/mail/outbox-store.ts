/**
 * Where the outbox adapters (e-mail and SMS) put a message instead of sending it. The outbox
 * module provides it; adapters know only this shape, never the module.
 */
export type OutboxStore = {
  store: (message: {
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
  }) => Promise<void>;
};
