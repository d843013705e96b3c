import { afterAll, beforeAll, expect, test } from 'vitest';
import { createSmtpMailer } from '../../src/integrations/mail/smtp.mailer';
import { buildTestApp, outboxFor, tokenFromLink, uniqueEmail, type TestApp } from '../helper';
import { headerOf, startSmtpSink, textOf } from './smtp-sink';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
let sink: Sink;
let appSink: Sink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  appSink = await startSmtpSink();
  t = await buildTestApp({ env: { SMTP_URL: appSink.url, MAIL_FROM: 'Vigil <hi@vigil.test>' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await appSink.close();
});

const registerNew = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { inputEmail: email, inputPassword: 'smtp-password' },
  });

test('createSmtpMailer delivers sender, recipient, subject and an intact long link', async () => {
  const mailer = createSmtpMailer({ url: sink.url, from: 'Vigil <no-reply@vigil.test>' });
  const link = `http://vigil.test/#/verify-email?token=${'Ab_-9'.repeat(12)}`;
  try {
    await mailer.send({
      to: 'ada@example.test',
      subject: 'Vigil: please verify your e-mail address',
      text: `Hello Ada,\n\nopen this link:\n${link}\n\nBye`,
    });
  } finally {
    await mailer.close?.();
  }
  expect(sink.received).toHaveLength(1);
  const raw = sink.received[0]?.raw ?? '';
  expect(sink.received[0]?.from).toBe('no-reply@vigil.test');
  expect(sink.received[0]?.to).toEqual(['ada@example.test']);
  expect(headerOf(raw, 'from')).toBe('Vigil <no-reply@vigil.test>');
  expect(headerOf(raw, 'to')).toBe('ada@example.test');
  expect(headerOf(raw, 'subject')).toBe('Vigil: please verify your e-mail address');
  expect(textOf(raw)).toContain(link);
});

test('with SMTP_URL the app sends its e-mails over SMTP, not to the outbox', async () => {
  const email = uniqueEmail();
  const registered = await registerNew(email);
  expect(registered.statusCode).toBe(201);
  // The reply tells the screen the mail went to a mail server (not the Outbox).
  expect(registered.json()).toMatchObject({ delivery: 'smtp' });
  await t.app.services.background.idle(); // the verification mail goes out after the reply
  const mail = appSink.received.find((m) => m.to.includes(email));
  expect(mail?.from).toBe('hi@vigil.test');
  expect(headerOf(mail?.raw ?? '', 'subject')).toBe('Vigil: please verify your e-mail address');
  expect(await outboxFor(t.app, email)).toHaveLength(0);

  const token = tokenFromLink(textOf(mail?.raw ?? ''), 'verify-email');
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token },
  });
  expect(verify.statusCode).toBe(200);
});

test('an unreachable SMTP server does not change the register answer', async () => {
  const reachable = await registerNew(uniqueEmail());
  await appSink.close();
  const unreachable = await registerNew(uniqueEmail());
  expect(unreachable.statusCode).toBe(201);
  expect(unreachable.json()).toEqual(reachable.json());
});
