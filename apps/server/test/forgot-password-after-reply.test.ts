import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Mailer, MailMessage } from '../src/integrations/mail/mailer';
import { buildTestApp, uniqueEmail, type TestApp } from './helper';

/**
 * Forgot-password must not tell known from unknown addresses by its timing: the request only
 * schedules the work; the look-up, the reset token and the mail happen after the reply. (The
 * timing itself is measured in `npm run bench`, not here.)
 */

/** A mailer that holds every message until the test opens the gate. */
function gatedMailer() {
  const sent: MailMessage[] = [];
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const mailer: Mailer = {
    kind: 'outbox',
    async send(message) {
      await gate;
      sent.push(message);
    },
  };
  return { mailer, sent, open };
}

const held = gatedMailer();
let t: TestApp;
let known: string;
beforeAll(async () => {
  t = await buildTestApp({ mailer: held.mailer });
  known = uniqueEmail('forgot');
  // A verified account, made without a verification mail (which would wait at the gate).
  await t.app.services.auth.ensureAdmin({
    email: known,
    password: 'forgot-password-1',
    force: true,
  });
});
afterAll(async () => {
  held.open(); // a failed test must not leave the mail (and the shutdown) waiting
  await t.close();
});

const forgot = (inputEmail: string) =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { inputEmail } });

test('the reply does not wait for the mail, and known and unknown get the same reply', async () => {
  const unknown = uniqueEmail('nobody');

  const a = await forgot(known);
  const b = await forgot(unknown);
  expect(a.statusCode).toBe(202);
  expect(b.statusCode).toBe(202);
  expect(b.body).toBe(a.body);
  const strip = (h: Record<string, unknown>) => {
    const { 'x-request-id': _id, date: _date, 'x-ratelimit-remaining': _left, ...rest } = h;
    return rest;
  };
  expect(strip(b.headers)).toEqual(strip(a.headers));
  // Both replies are out; the mail to the known address is still held at the gate.
  expect(held.sent).toEqual([]);

  held.open();
  await t.app.services.background.idle();
  expect(held.sent.map((m) => m.to)).toEqual([known]);
  expect(held.sent[0]?.subject).toBe('Vigil: reset your password');
});
