/** Sends a text message to a phone number in international form (`+49 170…`). */
export type SmsSender = {
  readonly kind: 'outbox' | 'twilio';
  send: (message: { to: string; body: string }) => Promise<void>;
};
