import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payments } from '../src/db/schema';
import { BADGE_TEST_ENV, createProfile, pressDemoPay, startDemoCheckout } from './badge-helpers';
import { startFakeStripe, type FakeStripe } from './badge-stripe-fake';
import { buildTestApp, errorOf, type TestApp } from './helper';

/**
 * Finding 1.3 (a free badge in production): a payment method whose provider is not configured
 * fell back to the demo checkout even with NODE_ENV=production, whose pay button unlocks the
 * badge without money. In production a method without a provider is not offered and refused;
 * the demo checkout exists only with DEMO_CHECKOUT=1, and then says so on every page.
 */
const SECRET_KEY = 'sk_test_vigil_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_vigil_test_0123456789';

let fake: FakeStripe;
/** Production with Stripe only. */
let stripeOnly: TestApp;
/** Production with nothing but DEMO_CHECKOUT=1. */
let demoOn: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe({ secretKey: SECRET_KEY });
  stripeOnly = await buildTestApp({
    env: {
      ...BADGE_TEST_ENV,
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  demoOn = await buildTestApp({
    env: { ...BADGE_TEST_ENV, NODE_ENV: 'production', DEMO_CHECKOUT: '1' },
  });
});
afterAll(async () => {
  await stripeOnly?.close();
  await demoOn?.close();
  await fake.close();
});

const checkout = (t: TestApp, profileId: string, method?: 'card' | 'paypal') =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout-session',
    payload: { profileId, ...(method ? { method } : {}) },
  });

describe('production with Stripe only', () => {
  test('finding 1.3 (free badge in production): PayPal without PayPal keys is refused, not the demo checkout', async () => {
    const { profile_id } = await createProfile(stripeOnly.app);
    const res = await checkout(stripeOnly, profile_id, 'paypal');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Payment by PayPal is not offered here.',
    });
    expect(res.cookies.find((c) => c.name === 'vigil_checkout')).toBeUndefined();
    const rows = await stripeOnly.app.database.db.select().from(payments);
    expect(rows.filter((r) => r.subjectId === profile_id)).toEqual([]);
    const profile = await stripeOnly.app.inject({ url: `/api/profile/${profile_id}` });
    expect(profile.json<{ paid: boolean }>().paid).toBe(false);
  });

  test('finding 1.3: only the card is offered, by Stripe', async () => {
    const res = await stripeOnly.app.inject({ url: '/api/payment-methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ methods: [{ method: 'card', demo: false }] });
    const card = await checkout(stripeOnly, (await createProfile(stripeOnly.app)).profile_id);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json<{ provider: string }>().provider).toBe('stripe');
  });

  test('finding 1.3: the demo checkout pages do not exist', async () => {
    const page = await stripeOnly.app.inject({ url: '/demo-checkout/demo_abc' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Demo');
    const pay = await pressDemoPay(stripeOnly.app, '/demo-checkout/demo_abc', { cookie: 'x' });
    expect(pay.statusCode).toBe(404);
    expect(pay.body).not.toContain('Demo');
  });
});

describe('production with DEMO_CHECKOUT=1', () => {
  test('both methods are offered as demos', async () => {
    const res = await demoOn.app.inject({ url: '/api/payment-methods' });
    expect(res.json()).toEqual({
      methods: [
        { method: 'card', demo: true },
        { method: 'paypal', demo: true },
      ],
    });
  });

  test('finding 1.3: the demo checkout works and says so on every page it shows', async () => {
    const { profile_id } = await createProfile(demoOn.app);
    const { sessionPath, cookie } = await startDemoCheckout(demoOn.app, profile_id, 'en');
    const stranger = await demoOn.app.inject({ url: sessionPath });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.body).toContain('Demo – keine echte Zahlung');
    const page = await demoOn.app.inject({
      url: `${sessionPath}?lang=en`,
      cookies: { vigil_checkout: cookie.value },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo – no real payment');
    expect(page.body).toContain('This server runs the demo checkout: no money is moved.');
    const missing = await demoOn.app.inject({ url: '/demo-checkout/demo_nope?lang=en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Demo – no real payment');
    const pay = await pressDemoPay(demoOn.app, sessionPath, { cookie: cookie.value });
    expect(pay.statusCode, pay.body).toBe(303);
    const again = await pressDemoPay(demoOn.app, sessionPath, { cookie: cookie.value });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Demo – keine echte Zahlung');
    const profile = await demoOn.app.inject({ url: `/api/profile/${profile_id}` });
    expect(profile.json<{ paid: boolean }>().paid).toBe(true);
  });
});
