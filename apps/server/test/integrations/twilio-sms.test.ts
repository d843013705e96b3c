import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createTwilioClient, TwilioError } from '../../src/integrations/sms/twilio.sms';
import { SMS_MAX_ATTEMPTS } from '../../src/modules/outbox/sms-queue';
import { until } from '../jobs-helpers';
import { bearer, buildTestApp, outboxFor, signIn, type Principal, type TestApp } from '../helper';
import { startFakeTwilio } from './twilio-fake';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
const FROM = '+15005550006';

let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  fake = await startFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
});
afterAll(async () => {
  await fake.close();
});

describe('the Twilio client', () => {
  const client = (over: Partial<Parameters<typeof createTwilioClient>[0]> = {}) =>
    createTwilioClient({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      apiBase: fake.url,
      ...over,
    });
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TwilioError);
    return err as TwilioError;
  };

  test('sends To, From and Body as a form with Basic auth and reads the sid', async () => {
    const sent = await client().send({ to: '+4915123456789', body: 'code 123456' });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe('queued');
    const req = fake.requests.at(-1);
    expect(req?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(req?.contentType).toBe('application/x-www-form-urlencoded');
    expect(req?.form).toEqual({ To: '+4915123456789', From: FROM, Body: 'code 123456' });
  });

  test('a Messaging Service replaces From', async () => {
    const sent = await client({ from: undefined, messagingServiceSid: 'MG0123' }).send({
      to: '+4915123456789',
      body: 'x',
    });
    expect(sent.status).toBe('accepted');
    expect(fake.requests.at(-1)?.form).toEqual({
      To: '+4915123456789',
      MessagingServiceSid: 'MG0123',
      Body: 'x',
    });
  });

  test('an invalid number (400, 21211) and bad credentials (401, 20003) are not retryable', async () => {
    const bad = await refusal(client().send({ to: '12345', body: 'x' }));
    expect(bad).toMatchObject({ httpStatus: 400, twilioCode: 21211, retryable: false });
    expect(bad.message).toContain("Invalid 'To' Phone Number");
    const auth = await refusal(
      client({ authToken: 'wrong' }).send({ to: '+4915123456789', body: 'x' }),
    );
    expect(auth).toMatchObject({ httpStatus: 401, twilioCode: 20003, retryable: false });
  });

  test('throttling (429, 20429), outages (503) and an unreachable host are retryable', async () => {
    fake.throttleNext();
    const throttled = await refusal(client().send({ to: '+4915123456789', body: 'x' }));
    expect(throttled).toMatchObject({ httpStatus: 429, twilioCode: 20429, retryable: true });
    fake.failNext();
    expect(await refusal(client().send({ to: '+4915123456789', body: 'x' }))).toMatchObject({
      httpStatus: 503,
      retryable: true,
    });
    const away = await refusal(
      client({ apiBase: 'http://127.0.0.1:9' }).send({ to: '+4915123456789', body: 'x' }),
    );
    expect(away).toMatchObject({ httpStatus: null, retryable: true });
  });
});

describe('verification codes through Twilio (jobs table)', () => {
  let t: TestApp;
  let user: Principal;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: FROM,
        TWILIO_API_BASE: fake.url,
        JOBS_POLL_INTERVAL_MS: '20',
        // The jobs table, whose back-off follows the test clock; with Redis (as in CI)
        // BullMQ would wait the real 2–32 s between the outage test's six attempts.
        REDIS_URL: '',
      },
    });
    user = await signIn(t.app, 'user');
  });
  afterAll(async () => {
    await t?.close();
  });

  const sendCode = (mobileNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/current/mobile/send-code',
      headers: bearer(user.token),
      payload: { mobileNo },
    });
  const smsJobs = () => t.app.database.db.select().from(jobs).where(eq(jobs.type, 'sms.send'));
  const jobTo = async (to: string) =>
    (await smsJobs()).find((j) => (j.payload as { to: string }).to === to);
  /** Waits for the job to settle, moving the clock past each retry's back-off. */
  const settled = (to: string) =>
    until(async () => {
      const job = await jobTo(to);
      if (job && (job.status === 'succeeded' || job.status === 'failed')) return job;
      // Only a job waiting for its retry: a running one would lose its lease.
      if (job?.status === 'queued' && job.attempts > 0) t.clock.advance(60_000);
      return undefined;
    });

  test('the reply says "sms", the code reaches Twilio and verifies; nothing in the Outbox', async () => {
    const res = await sendCode('+49 151 20000001');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ delivery: 'sms' });
    const job = await settled('+4915120000001');
    expect(job.status).toBe('succeeded');
    const sent = fake.requests.filter((r) => r.form.To === '+4915120000001');
    expect(sent).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(sent[0]?.form.Body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxFor(t.app, '+4915120000001')).toEqual([]);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/current/mobile/verify',
      headers: bearer(user.token),
      payload: { mobileNo: '+49 151 20000001', code },
    });
    expect(verified.json()).toMatchObject({
      mobileVerified: true,
      delivery: { email: 'outbox', sms: 'sms' },
    });
  });

  test('429 and 503 are retried until Twilio takes the message', async () => {
    fake.throttleNext();
    fake.failNext();
    expect((await sendCode('+49 151 20000002')).statusCode).toBe(202);
    const job = await settled('+4915120000002');
    expect(job.status).toBe('succeeded');
    expect(job.attempts).toBe(3);
    expect(fake.requests.filter((r) => r.form.To === '+4915120000002')).toHaveLength(3);
  });

  test('a refused number (400, 21211) fails at once and the reason is recorded', async () => {
    fake.refuseNext(400, 21211, "Invalid 'To' Phone Number: +4915120000003");
    expect((await sendCode('+49 151 20000003')).statusCode).toBe(202);
    const job = await settled('+4915120000003');
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(1);
    expect(job.error).toMatchObject({ code: 'SMS_REJECTED' });
    expect(JSON.stringify(job.error)).toContain('21211');
  });

  test('an outage that lasts fails the job after its attempts', async () => {
    for (let i = 0; i < SMS_MAX_ATTEMPTS; i++) fake.failNext();
    expect((await sendCode('+49 151 20000004')).statusCode).toBe(202);
    const job = await settled('+4915120000004');
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(SMS_MAX_ATTEMPTS);
    expect(job.error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  });
});
