import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payments, profiles, webhookEvents } from '../src/db/schema';
import { BADGE_TEST_ENV, auditRows, createProfile } from './badge-helpers';
import { startFakeStripe, type FakeStripe } from './badge-stripe-fake';
import { buildTestApp, errorOf, type TestApp, expectError } from './helper';

const SECRET_KEY = 'sk_test_vigil_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_vigil_test_0123456789';

let fake: FakeStripe;
let t: TestApp;
/** What the app logs at warn and above, one JSON line each. */
const logLines: string[] = [];
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY });
  t = await buildTestApp({
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
    env: {
      ...BADGE_TEST_ENV,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.expired'
  | 'payment_intent.created';

/** An event as Stripe sends it; its copy of the session may claim anything. */
const stripeEvent = (
  type: EventType,
  sessionId: string,
  id = `evt_${randomBytes(10).toString('hex')}`,
) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
    },
  },
});

function deliver(
  event: object | string,
  opts: { secret?: string; tamper?: boolean; header?: string; timestamp?: number } = {},
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const header =
    opts.header ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
    });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    // Re-serialising would break the signature, so the exact bytes are sent.
    payload: opts.tamper ? payload.replace('"livemode":false', '"livemode":true') : payload,
  });
}

async function startCheckout(profileId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout-session',
    payload: { profileId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { sessionUrl } = res.json<{ sessionUrl: string }>();
  const sessionId = sessionUrl.split('/').pop()!;
  return { sessionUrl, sessionId };
}

const profileState = async (id: string) =>
  (await t.app.inject({ url: `/api/profile/${id}` })).json<{ paid: boolean; status: string }>();

describe('POST /api/checkout-session with Stripe', () => {
  test('creates a real Checkout Session: EUR 4.99, profile id in metadata, URLs back to the badge', async () => {
    const { profile_id } = await createProfile(t.app);
    const before = fake.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-session',
      payload: { profileId: profile_id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ sessionUrl: string; provider: string }>();
    expect(body.provider).toBe('stripe');
    expect(body.sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [call] = fake.requests.slice(before);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(call!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '499',
      'metadata[profileId]': profile_id,
      client_reference_id: profile_id,
      success_url: `http://vigil.test/#/badge/${profile_id}?payment=success`,
      cancel_url: `http://vigil.test/#/badge/${profile_id}?payment=cancelled`,
    });

    const sessionId = body.sessionUrl.split('/').pop()!;
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, sessionId));
    expect(row).toMatchObject({
      provider: 'stripe',
      profileId: profile_id,
      amountCents: 499,
      currency: 'eur',
      status: 'pending',
    });
  });

  test('Stripe failing is a 502 UPSTREAM_UNAVAILABLE, never a 500', async () => {
    const { profile_id } = await createProfile(t.app);
    fake.failNext(10);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout-session',
        payload: { profileId: profile_id },
      });
      expectError(res, 502, 'UPSTREAM_UNAVAILABLE');
    } finally {
      fake.failNext(0);
    }
  });

  test('the demo checkout does not exist while Stripe is configured', async () => {
    const res = await t.app.inject({ url: '/demo-checkout/demo_anything' });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/webhooks/stripe', () => {
  test('a bad, foreign, missing or body-tampered signature is 400 and changes nothing', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionId } = await startCheckout(profile_id);
    fake.pay(sessionId);
    const event = stripeEvent('checkout.session.completed', sessionId);
    const cases = [
      await deliver(event, { header: 't=1700000000,v1=deadbeef' }),
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { tamper: true }),
      await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ];
    for (const res of cases) {
      expectError(res, 400, 'VALIDATION_FAILED');
      expect(errorOf(res).message).toMatch(/Stripe/);
    }
    expect((await profileState(profile_id)).paid).toBe(false);
    const seen = await t.app.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, event.id));
    expect(seen).toHaveLength(0);
  });

  test('a correctly signed but malformed body is a 400 with a log line, never a 500', async () => {
    const bodies = [
      '{}',
      '[]',
      'null',
      '"evt"',
      'not json at all',
      '{"id":"evt_x","type":"checkout.session.completed"}',
      '{"id":"evt_x","type":"checkout.session.completed","data":null}',
      '{"id":"evt_x","type":"checkout.session.completed","data":{"object":null}}',
      '{"id":42,"type":"checkout.session.completed","data":{"object":{}}}',
    ];
    for (const body of bodies) {
      logLines.length = 0;
      const res = await deliver(body);
      expect(res.statusCode, `${body}: ${res.body}`).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
      expect(errorOf(res).message).toMatch(/Stripe event/);
      expect(logLines.join('')).toContain('Stripe webhook refused');
    }
  });

  test('a signature whose timestamp lies beyond the tolerance in the future is refused', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionId } = await startCheckout(profile_id);
    fake.pay(sessionId);
    const now = Math.floor(Date.now() / 1000);
    const future = await deliver(stripeEvent('checkout.session.completed', sessionId), {
      timestamp: now + 600,
    });
    expect(future.statusCode).toBe(400);
    expect(errorOf(future).message).toContain('future');
    const past = await deliver(stripeEvent('checkout.session.completed', sessionId), {
      timestamp: now - 600,
    });
    expect(past.statusCode).toBe(400);
    expect((await profileState(profile_id)).paid).toBe(false);
    // A clock a minute apart is within the tolerance.
    const skewed = await deliver(stripeEvent('checkout.session.completed', sessionId), {
      timestamp: now + 60,
    });
    expect(skewed.statusCode).toBe(200);
    expect((await profileState(profile_id)).paid).toBe(true);
  });

  test("the event's own claim is not trusted: an unpaid session stays unpaid", async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionId } = await startCheckout(profile_id);
    const res = await deliver(stripeEvent('checkout.session.completed', sessionId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect((await profileState(profile_id)).paid).toBe(false);

    fake.pay(sessionId);
    await deliver(stripeEvent('checkout.session.completed', sessionId));
    expect(await profileState(profile_id)).toMatchObject({ paid: true, status: 'awaiting_review' });
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, sessionId));
    expect(row?.status).toBe('paid');
    expect(row?.paidAt).toBeInstanceOf(Date);
  });

  test('a duplicate event is processed once: one re-read, one fulfilment', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionId } = await startCheckout(profile_id);
    fake.pay(sessionId);
    const event = stripeEvent('checkout.session.completed', sessionId);
    const retrievals = () =>
      fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith(sessionId)).length;
    const first = await deliver(event);
    const second = await deliver(event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(second.json()).toEqual({ received: true, duplicate: true });
    expect(retrievals()).toBe(1);
    expect(await auditRows(t.app, 'payment.fulfil', profile_id)).toHaveLength(1);
  });

  test('Stripe unreachable during the re-read: 502, and the redelivery is handled', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionId } = await startCheckout(profile_id);
    fake.pay(sessionId);
    const event = stripeEvent('checkout.session.completed', sessionId);
    fake.failNext(10);
    let res;
    try {
      res = await deliver(event);
    } finally {
      fake.failNext(0);
    }
    expect(res.statusCode).toBe(502);
    expect((await profileState(profile_id)).paid).toBe(false);
    const retry = await deliver(event);
    expect(retry.json()).toEqual({ received: true, duplicate: false });
    expect((await profileState(profile_id)).paid).toBe(true);
  });

  test('an expired session cancels its pending payment; a late event never un-pays', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionId } = await startCheckout(profile_id);
    fake.expire(sessionId);
    await deliver(stripeEvent('checkout.session.expired', sessionId));
    const [row] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, sessionId));
    expect(row?.status).toBe('cancelled');

    const paid = await createProfile(t.app);
    const second = await startCheckout(paid.profile_id);
    fake.pay(second.sessionId);
    await deliver(stripeEvent('checkout.session.completed', second.sessionId));
    await deliver(stripeEvent('checkout.session.expired', second.sessionId));
    expect((await profileState(paid.profile_id)).paid).toBe(true);
  });

  test('events about other objects are acknowledged and ignored', async () => {
    const res = await deliver(stripeEvent('payment_intent.created', 'pi_123'));
    expect(res.statusCode).toBe(200);
  });

  test('a session for an unknown session id is acknowledged without effect', async () => {
    const res = await deliver(stripeEvent('checkout.session.completed', 'cs_test_unknown'));
    expect(res.statusCode).toBe(200);
  });

  test('property: 1,000 duplicated or reordered webhook events fulfil each payment exactly once', async () => {
    const RUNS = 20;
    const DELIVERIES = 50;
    let delivered = 0;
    const types: EventType[] = [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.expired',
    ];
    const scenario = fc.record({
      // Per checkout: is it paid at Stripe, and how many distinct events Stripe sends about it.
      checkouts: fc.array(
        fc.record({
          paid: fc.boolean(),
          events: fc.array(fc.constantFrom(...types), { minLength: 1, maxLength: 3 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      // The delivery order: event indexes with repeats (redeliveries), in any order.
      order: fc.array(fc.nat(), { minLength: DELIVERIES, maxLength: DELIVERIES }),
      // How many deliveries run concurrently.
      parallel: fc.integer({ min: 1, max: 5 }),
    });

    await fc.assert(
      fc.asyncProperty(scenario, async ({ checkouts, order, parallel }) => {
        const made = [];
        for (const c of checkouts) {
          const { profile_id } = await createProfile(t.app);
          const { sessionId } = await startCheckout(profile_id);
          if (c.paid) fake.pay(sessionId);
          const events = c.events.map((type) => stripeEvent(type, sessionId));
          made.push({ ...c, profileId: profile_id, sessionId, events });
        }
        const all = made.flatMap((m) => m.events);
        const deliveries = order.map((n) => all[n % all.length]!);
        for (let i = 0; i < deliveries.length; i += parallel) {
          const batch = deliveries.slice(i, i + parallel);
          const replies = await Promise.all(batch.map((e) => deliver(e)));
          for (const r of replies) expect(r.statusCode, r.body).toBe(200);
        }
        delivered += deliveries.length;

        for (const m of made) {
          const reached = m.events.some((e) => deliveries.includes(e));
          const fulfilments = await auditRows(t.app, 'payment.fulfil', m.profileId);
          expect(fulfilments).toHaveLength(m.paid && reached ? 1 : 0);
          const [p] = await t.app.database.db
            .select({ paidAt: profiles.paidAt })
            .from(profiles)
            .where(eq(profiles.id, m.profileId));
          expect(Boolean(p?.paidAt)).toBe(m.paid && reached);
          const [row] = await t.app.database.db
            .select()
            .from(payments)
            .where(and(eq(payments.provider, 'stripe'), eq(payments.providerRef, m.sessionId)));
          if (m.paid && reached) expect(row?.status).toBe('paid');
          else expect(row?.status).not.toBe('paid');
        }
        const distinct = new Set(deliveries.map((e) => e.id));
        const recorded = await t.app.database.db
          .select()
          .from(webhookEvents)
          .where(inArray(webhookEvents.eventId, [...distinct]));
        expect(recorded).toHaveLength(distinct.size);
      }),
      { numRuns: RUNS },
    );
    expect(delivered).toBeGreaterThanOrEqual(1000);
  }, 180_000);
});
