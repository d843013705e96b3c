import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPayPalPayments } from '../src/integrations/payments/paypal.payments';
import { payments, webhookEvents } from '../src/db/schema';
import { auditRows, BADGE_TEST_ENV, createProfile } from './badge-helpers';
import { bearer, buildTestApp, errorOf, signIn, type TestApp, expectError } from './helper';
import { startFakePayPal, type FakePayPal } from './paypal-fake';

/**
 * PayPal (issue 12) against a local server speaking PayPal's REST shapes: the order, the
 * approval, authorize and capture on the payer's return, the verified webhook, and every way it
 * fails (declined, expired, 5xx, time-out, malformed, mismatched amounts). Fulfilment is the
 * same idempotent path as Stripe's: duplicated and reordered deliveries fulfil once.
 */
const CLIENT_ID = 'AVigilFakeClientId0123456789';
const CLIENT_SECRET = 'EVigilFakeSecret0123456789';
const WEBHOOK_ID = '4JH86294D6297924G';

let fake: FakePayPal;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakePayPal({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    webhookId: WEBHOOK_ID,
  });
  t = await buildTestApp({
    env: {
      ...BADGE_TEST_ENV,
      PAYPAL_CLIENT_ID: CLIENT_ID,
      PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      PAYPAL_API_BASE: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Starts a PayPal checkout for a fresh profile; returns the order id. */
async function startPayPal(opts: { token?: string; lang?: 'de' | 'en' } = {}) {
  const { profile_id } = await createProfile(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout-session',
    payload: { profileId: profile_id, method: 'paypal', ...(opts.lang ? { lang: opts.lang } : {}) },
    ...(opts.token ? { headers: bearer(opts.token) } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<{ sessionUrl: string; provider: string }>();
  expect(reply.provider).toBe('paypal');
  const orderId = new URL(reply.sessionUrl).searchParams.get('token')!;
  expect(fake.orders.has(orderId)).toBe(true);
  // The browser that started the checkout holds its owner cookie (issue 20 §3).
  const cookies: Record<string, string> = {};
  for (const c of res.cookies) cookies[c.name] = c.value;
  ownerCookies.set(orderId, cookies);
  return { profileId: profile_id, orderId, sessionUrl: reply.sessionUrl, cookies, res };
}

/** The owner cookies of each order started here: the starting browser's jar. */
const ownerCookies = new Map<string, Record<string, string>>();

/**
 * The returning browser asks to authorize: by default the one that started the order (its
 * cookies); `as` is someone else (no cookies, or a bearer token, or other cookies).
 */
const authorize = (orderID: string, as?: { cookies?: Record<string, string>; token?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authorize-paypal-transaction',
    payload: { orderID },
    cookies: as ? (as.cookies ?? {}) : (ownerCookies.get(orderID) ?? {}),
    ...(as?.token ? { headers: bearer(as.token) } : {}),
  });

/** PayPal's cancel page, opened by the starting browser unless `cookies` says otherwise. */
const cancelPage = (orderId: string, cookies?: Record<string, string>) =>
  t.app.inject({
    url: `/paypal/cancel?token=${orderId}`,
    cookies: cookies ?? ownerCookies.get(orderId) ?? {},
  });

const paymentOf = async (orderId: string) => {
  const [row] = await t.app.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'paypal'), eq(payments.providerRef, orderId)));
  return row!;
};

const profilePaid = async (profileId: string) =>
  (await t.app.inject({ url: `/api/profile/${profileId}` })).json<{ paid: boolean }>().paid;

describe('the order and the approval', () => {
  test('creates an AUTHORIZE order for EUR 4.99 with our payment id and return URLs', async () => {
    const before = fake.requests.length;
    const { orderId, sessionUrl, profileId } = await startPayPal({ lang: 'en' });
    expect(sessionUrl).toBe(`${fake.url}/checkoutnow?token=${orderId}`);
    const created = fake.requests
      .slice(before)
      .find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')!;
    expect(created.authorization).toMatch(/^Bearer A21AA/);
    const row = await paymentOf(orderId);
    expect(created.requestId).toBe(`order-${row.id}`);
    expect(created.body).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [
        {
          custom_id: row.id,
          invoice_id: row.id,
          reference_id: `badge:${profileId}`,
          amount: { currency_code: 'EUR', value: '4.99' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: 'http://vigil.test/paypal/return',
            cancel_url: 'http://vigil.test/paypal/cancel',
            locale: 'en-GB',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    expect(row).toMatchObject({
      purpose: 'badge',
      subjectId: profileId,
      profileId,
      status: 'pending',
      amountCents: 499,
      currency: 'eur',
    });
  });

  test('the access token is fetched once with client credentials and reused', async () => {
    await startPayPal();
    await startPayPal();
    const tokenCalls = fake.requests.filter((r) => r.path === '/v1/oauth2/token');
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]!.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(tokenCalls[0]!.body).toBe('grant_type=client_credentials');
  });
});

describe('the payer comes back', () => {
  test('approve → return → authorize: "Authorization created for Grace", captured and paid once', async () => {
    const user = await signIn(t.app, 'user');
    const { orderId, profileId } = await startPayPal({ token: user.token });
    fake.approve(orderId, 'Grace');

    const back = await t.app.inject({
      url: `/paypal/return?token=${orderId}&PayerID=QYR5Z8XDVJNXQ`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/badge/${profileId}?paypal=${orderId}`);

    const res = await authorize(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      payer_given_name: 'Grace',
      status: 'paid',
      purpose: 'badge',
      subject_id: profileId,
    });
    expect(await profilePaid(profileId)).toBe(true);
    const row = await paymentOf(orderId);
    const capture = fake.orders.get(orderId)!.purchase_units[0]!.payments!.captures![0]!;
    expect(row).toMatchObject({ status: 'paid', receiptRef: capture.id, payerGivenName: 'Grace' });
    expect(await auditRows(t.app, 'payment.fulfil', profileId)).toHaveLength(1);

    // Asking again (a reload) answers from our record: no second authorization or capture.
    const calls = fake.requests.length;
    const again = await authorize(orderId);
    expect(again.json()).toMatchObject({ payer_given_name: 'Grace', status: 'paid' });
    expect(fake.requests.length).toBe(calls);

    // The payer's list shows it, with the capture as the receipt reference.
    const list = await t.app.inject({ url: '/api/payments', headers: bearer(user.token) });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        purpose: 'badge',
        subject_id: profileId,
        provider: 'paypal',
        status: 'paid',
        amount_cents: 499,
        receipt_ref: capture.id,
      }),
    ]);
  });

  test('an order the payer has not approved is a 409 and stays pending', async () => {
    const { orderId } = await startPayPal();
    const res = await authorize(orderId);
    expectError(res, 409, 'CONFLICT');
    expect((await paymentOf(orderId)).status).toBe('pending');
  });

  test('cancel on PayPal: back to the badge with the cancel notice; the payment is cancelled', async () => {
    const { orderId, profileId } = await startPayPal();
    const back = await cancelPage(orderId);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/#/badge/${profileId}?payment=cancelled`);
    expect((await paymentOf(orderId)).status).toBe('cancelled');
    // Someone else's cancel link for an approved order changes nothing.
    const second = await startPayPal();
    fake.approve(second.orderId);
    await cancelPage(second.orderId);
    expect((await paymentOf(second.orderId)).status).toBe('pending');
    expect((await authorize(second.orderId)).json()).toMatchObject({ status: 'paid' });
  });

  test('finding 3.6 (PayPal order not bound to its owner): the owner cookie is httpOnly, SameSite=Lax, on the two paths that need it', async () => {
    const { orderId, res } = await startPayPal();
    const mine = res.cookies.filter((c) => c.name === `vigil_pp_${orderId}`);
    expect(mine.map((c) => c.path).sort()).toEqual([
      '/api/authorize-paypal-transaction',
      '/paypal/cancel',
    ]);
    for (const c of mine) {
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(c.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  test("finding 3.6: a visitor's approved order cannot be authorized or captured by another browser", async () => {
    const { orderId, profileId } = await startPayPal();
    fake.approve(orderId);
    const stranger = await signIn(t.app, 'user');
    for (const as of [
      {},
      { token: stranger.token },
      { cookies: { [`vigil_pp_${orderId}`]: 'guessed-secret-value' } },
    ]) {
      const res = await authorize(orderId, as);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({
        code: 'FORBIDDEN',
        message: 'Only the browser or account that started this PayPal payment can complete it.',
      });
    }
    // Nothing was asked of PayPal on their behalf, and nothing changed.
    expect(fake.orders.get(orderId)!.status).toBe('APPROVED');
    expect((await paymentOf(orderId)).status).toBe('pending');
    expect(await profilePaid(profileId)).toBe(false);
    expect((await authorize(orderId)).json()).toMatchObject({ status: 'paid' });
  });

  test("finding 3.6: a signed-in payer's order is theirs: their token completes it, another user's does not", async () => {
    const payer = await signIn(t.app, 'user');
    const other = await signIn(t.app, 'user');
    const { orderId } = await startPayPal({ token: payer.token });
    fake.approve(orderId);
    expect((await authorize(orderId, { token: other.token })).statusCode).toBe(403);
    expect((await paymentOf(orderId)).status).toBe('pending');
    // From another device (no cookie), signed in as the payer.
    const res = await authorize(orderId, { token: payer.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid' });
  });

  test("finding 3.6: someone else's cancel link does not cancel the order", async () => {
    const { orderId } = await startPayPal();
    const back = await cancelPage(orderId, {});
    expect(back.statusCode).toBe(303);
    expect((await paymentOf(orderId)).status).toBe('pending');
    const guessed = await cancelPage(orderId, { [`vigil_pp_${orderId}`]: 'guessed-secret-value' });
    expect(guessed.statusCode).toBe(303);
    expect((await paymentOf(orderId)).status).toBe('pending');
    await cancelPage(orderId);
    expect((await paymentOf(orderId)).status).toBe('cancelled');
  });

  test('unknown or missing order ids on the return pages land on the payments screen', async () => {
    const unknown = await t.app.inject({ url: '/paypal/return?token=NOSUCHORDER0000' });
    expect(unknown.headers.location).toBe('/#/payments?payment=unknown');
    const none = await t.app.inject({ url: '/paypal/return' });
    expect(none.statusCode).toBe(303);
    const res = await authorize('NOSUCHORDER0000');
    expect(res.statusCode).toBe(404);
  });

  test('a declined capture is 402 PAYMENT_DECLINED; the payment failed, the badge unpaid', async () => {
    for (const how of ['error', 'status'] as const) {
      const { orderId, profileId } = await startPayPal();
      fake.approve(orderId);
      fake.declineCapture(orderId, how);
      const res = await authorize(orderId);
      expect(res.statusCode, how).toBe(402);
      expect(errorOf(res).code).toBe('PAYMENT_DECLINED');
      expect((await paymentOf(orderId)).status).toBe('failed');
      expect(await profilePaid(profileId)).toBe(false);
    }
  });

  test('a declined authorization is 402 too', async () => {
    const { orderId } = await startPayPal();
    fake.approve(orderId);
    fake.declineAuthorization(orderId);
    const res = await authorize(orderId);
    expect(res.statusCode).toBe(402);
    expect((await paymentOf(orderId)).status).toBe('failed');
  });

  test('an expired or voided order is 410 PAYMENT_EXPIRED and the payment cancelled', async () => {
    const expired = await startPayPal();
    fake.approve(expired.orderId);
    fake.expire(expired.orderId);
    const res = await authorize(expired.orderId);
    expectError(res, 410, 'PAYMENT_EXPIRED');
    expect((await paymentOf(expired.orderId)).status).toBe('cancelled');

    const voided = await startPayPal();
    fake.void(voided.orderId);
    expect((await authorize(voided.orderId)).statusCode).toBe(410);
  });

  test('an order whose amount is not ours is refused and never fulfilled', async () => {
    const { orderId, profileId } = await startPayPal();
    fake.approve(orderId);
    fake.setAmount(orderId, '0.01');
    const res = await authorize(orderId);
    expect(res.statusCode).toBe(409);
    expect((await paymentOf(orderId)).status).toBe('failed');
    expect(await profilePaid(profileId)).toBe(false);
    expect(fake.orders.get(orderId)!.status).toBe('APPROVED');
  });

  test('PayPal 5xx: retried; still failing is 502 and the payment can be completed later', async () => {
    const { orderId, profileId } = await startPayPal();
    fake.approve(orderId);
    fake.failNext(1, 503);
    expect((await authorize(orderId)).statusCode).toBe(200);
    expect(await profilePaid(profileId)).toBe(true);

    const second = await startPayPal();
    fake.approve(second.orderId);
    fake.failNext(20, 500);
    const res = await authorize(second.orderId);
    expectError(res, 502, 'UPSTREAM_UNAVAILABLE');
    expect((await paymentOf(second.orderId)).status).toBe('pending');
    fake.failNext(0);
    expect((await authorize(second.orderId)).json()).toMatchObject({ status: 'paid' });
  });

  test('PayPal down while starting: 502, no payment row', async () => {
    const { profile_id } = await createProfile(t.app);
    fake.failNext(20, 502);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-session',
      payload: { profileId: profile_id, method: 'paypal' },
    });
    fake.failNext(0);
    expect(res.statusCode).toBe(502);
    const rows = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.subjectId, profile_id));
    expect(rows).toEqual([]);
  });
});

describe('the adapter on its own', () => {
  const adapter = (over: { timeoutMs?: number } = {}) =>
    createPayPalPayments({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      webhookId: WEBHOOK_ID,
      apiBase: fake.url,
      backoffMs: 5,
      ...over,
    });

  test('a time-out is UPSTREAM_UNAVAILABLE within the limit, and is not retried', async () => {
    const paypal = adapter({ timeoutMs: 150 });
    await paypal.getOrder('WARMUPTOKEN000000'); // fetches the token
    const before = fake.requests.length;
    fake.hangNext(1, 5_000);
    const started = Date.now();
    await expect(paypal.getOrder('ANYORDER000000000')).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
    // Gave up at the time-out, long before the reply would have come.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fake.requests.length - before).toBe(1);
  });

  test('a malformed 2xx reply is UPSTREAM_UNAVAILABLE, never a crash', async () => {
    const paypal = adapter();
    await paypal.getOrder('WARMUPTOKEN000000');
    fake.malformedNext(1);
    await expect(paypal.getOrder('ANYORDER000000000')).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  test('wrong credentials are UPSTREAM_UNAVAILABLE (our configuration, logged as such)', async () => {
    const paypal = createPayPalPayments({
      clientId: CLIENT_ID,
      clientSecret: 'wrong',
      webhookId: WEBHOOK_ID,
      apiBase: fake.url,
    });
    await expect(paypal.getOrder('ANYORDER000000000')).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  test('an unknown order reads as null (PayPal has forgotten it)', async () => {
    expect(await adapter().getOrder('NOSUCHORDER000000')).toBeNull();
  });
});

/** A webhook event as PayPal sends it. */
function orderApproved(orderId: string, id = `WH-${randomBytes(8).toString('hex')}`) {
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'checkout-order',
    resource_version: '2.0',
    event_type: 'CHECKOUT.ORDER.APPROVED',
    summary: 'An order has been approved by buyer',
    resource: { id: orderId, intent: 'AUTHORIZE', status: 'APPROVED', links: [] },
    links: [],
  };
}

function captureCompleted(orderId: string, id = `WH-${randomBytes(8).toString('hex')}`) {
  return {
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    resource_version: '2.0',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: 'Payment completed for EUR 4.99 EUR',
    resource: {
      id: randomBytes(8).toString('hex').toUpperCase(),
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '4.99' },
      supplementary_data: { related_ids: { order_id: orderId } },
    },
    links: [],
  };
}

function deliver(event: object | string, headers?: Record<string, string>) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: { 'content-type': 'application/json', ...(headers ?? fake.signedHeaders(payload)) },
    payload,
  });
}

describe('the webhook', () => {
  test('CHECKOUT.ORDER.APPROVED settles an order whose payer never came back; redelivery is a no-op', async () => {
    const { orderId, profileId } = await startPayPal();
    fake.approve(orderId, 'Ada');
    const event = orderApproved(orderId);
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await profilePaid(profileId)).toBe(true);
    expect((await paymentOf(orderId)).payerGivenName).toBe('Ada');
    const verify = fake.requests.filter(
      (r) => r.path === '/v1/notifications/verify-webhook-signature',
    );
    expect(verify.at(-1)!.body).toMatchObject({ webhook_id: WEBHOOK_ID, webhook_event: event });

    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await auditRows(t.app, 'payment.fulfil', profileId)).toHaveLength(1);
    // The browser returning afterwards sees the same result.
    expect((await authorize(orderId)).json()).toMatchObject({
      payer_given_name: 'Ada',
      status: 'paid',
    });
  });

  test('a forged, tampered or unsigned delivery is 400 and changes nothing', async () => {
    const { orderId, profileId } = await startPayPal();
    fake.approve(orderId);
    const payload = JSON.stringify(orderApproved(orderId));
    const signed = fake.signedHeaders(payload);
    const tampered = payload.replace('"1.0"', '"1.1"');
    const forged = await deliver(tampered, signed);
    expectError(forged, 400, 'VALIDATION_FAILED');
    const { 'paypal-transmission-sig': _sig, ...unsigned } = signed;
    expect((await deliver(payload, unsigned)).statusCode).toBe(400);
    expect((await deliver('not json', fake.signedHeaders('{}'))).statusCode).toBe(400);
    expect((await deliver({ hello: 'world' })).statusCode).toBe(400);
    expect(await profilePaid(profileId)).toBe(false);
  });

  test('PayPal unreachable while verifying: 502 and the redelivery is handled', async () => {
    const { orderId, profileId } = await startPayPal();
    fake.approve(orderId);
    const event = orderApproved(orderId);
    fake.failNext(20, 500);
    const res = await deliver(event);
    fake.failNext(0);
    expect(res.statusCode).toBe(502);
    const retry = await deliver(event);
    expect(retry.json()).toEqual({ received: true, duplicate: false });
    expect(await profilePaid(profileId)).toBe(true);
  });

  test('PayPal unreachable while settling: the event is forgotten so the redelivery settles', async () => {
    const { orderId, profileId } = await startPayPal();
    fake.approve(orderId);
    const event = captureCompleted(orderId);
    // The signature check answers; every order call fails.
    fake.failNext(20, 500, '/v2/');
    const res = await deliver(event);
    fake.failNext(0);
    expect(res.statusCode).toBe(502);
    const [recorded] = await t.app.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, event.id));
    expect(recorded).toBeUndefined();
    expect(await profilePaid(profileId)).toBe(false);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect(await profilePaid(profileId)).toBe(true);
  });

  test('a declined capture through the webhook is recorded and acknowledged', async () => {
    const { orderId } = await startPayPal();
    fake.approve(orderId);
    fake.declineCapture(orderId);
    const res = await deliver(orderApproved(orderId));
    expect(res.statusCode).toBe(200);
    expect((await paymentOf(orderId)).status).toBe('failed');
  });

  test('property: duplicated and reordered events plus the returning browser fulfil exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('approved', 'captured', 'browser', 'approved-dup'), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.boolean(),
        async (steps, concurrent) => {
          const { orderId, profileId } = await startPayPal();
          fake.approve(orderId);
          const approvedEvent = orderApproved(orderId);
          const run = (step: string) =>
            step === 'browser'
              ? authorize(orderId)
              : step === 'captured'
                ? deliver(captureCompleted(orderId))
                : deliver(approvedEvent);
          const replies = concurrent
            ? await Promise.all(steps.map(run))
            : await steps.reduce<Promise<{ statusCode: number }[]>>(
                async (acc, s) => [...(await acc), await run(s)],
                Promise.resolve([]),
              );
          for (const r of replies) expect(r.statusCode).toBeLessThan(500);
          // Whatever arrived, one more delivery settles what is left (as PayPal's retries do).
          await deliver(orderApproved(orderId));
          expect(await profilePaid(profileId)).toBe(true);
          expect(await auditRows(t.app, 'payment.fulfil', profileId)).toHaveLength(1);
          const captures = fake.orders.get(orderId)!.purchase_units[0]!.payments!.captures!;
          expect(captures).toHaveLength(1);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('image licences with PayPal configured', () => {
  test('Accept answers the PayPal approve link; the return goes to the payments screen', async () => {
    const operator = await signIn(t.app, 'admin');
    const payer = (await t.app.services.auth.findUserByEmail(operator.email))!;
    const subject = `review-item-${Date.now()}`;
    const started = await t.app.services.payments.startLicenceCheckout({
      subjectId: subject,
      amountCents: 1999,
      currency: 'eur',
      payerId: payer.id,
      description: 'Bildlizenz: Sonnenuntergang',
      lang: 'de',
    });
    const orderId = new URL(started.links[0]!.href).searchParams.get('token')!;
    expect(started.links).toEqual([
      { rel: 'approve', href: `${fake.url}/checkoutnow?token=${orderId}` },
    ]);
    expect(fake.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'EUR',
      value: '19.99',
    });
    fake.approve(orderId, 'Lin');
    const back = await t.app.inject({ url: `/paypal/return?token=${orderId}` });
    expect(back.headers.location).toBe(`/#/payments?paypal=${orderId}`);
    // The operator who accepted is the payer: their session completes it (no owner cookie).
    expect((await authorize(orderId, { token: operator.token })).json()).toEqual({
      payer_given_name: 'Lin',
      status: 'paid',
      purpose: 'image_licence',
      subject_id: subject,
    });
    expect((await t.app.services.payments.licenceStatusOf([subject])).get(subject)).toBe('paid');
    expect(await auditRows(t.app, 'payment.fulfil', subject)).toHaveLength(1);
  });
});
