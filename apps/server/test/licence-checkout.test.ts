import { paymentLinksSchema, approveLinkOf } from '@vigil/shared';
import { expect, test } from 'vitest';
import { auditRows, BADGE_TEST_ENV, pressDemoPay } from './badge-helpers';
import { bearer, signIn, useTestApp, expectError } from './helper';

/**
 * Image licences on the demo checkout (no PayPal keys): `startLicenceCheckout` answers the
 * spec's payment links, the approve link makes the opening browser the owner, the demo pay
 * button runs the same fulfilment as a real capture, and `licenceStatusOf` reports it.
 */
const t = useTestApp({ env: BADGE_TEST_ENV });

const licence = (subjectId: string, payerId: string) => ({
  subjectId,
  amountCents: 1250,
  currency: 'eur' as const,
  payerId,
  description: `Bildlizenz ${subjectId}`,
  lang: 'de' as const,
});

test('a licence checkout answers an approve link; paying it marks the licence paid once', async () => {
  const operator = await signIn(t.app, 'admin');
  const payer = (await t.app.services.auth.findUserByEmail(operator.email))!;
  const subject = `item-${Date.now()}`;
  const payments = t.app.services.payments;

  const started = await payments.startLicenceCheckout(licence(subject, payer.id));
  expect(paymentLinksSchema.parse(started).links).toHaveLength(1);
  const href = approveLinkOf(started);
  expect(href).toMatch(/^http:\/\/vigil\.test\/demo-checkout\/demo_[A-Za-z0-9_-]+\?lang=de&claim=/);
  expect(await payments.licenceStatusOf([subject, 'other'])).toEqual(
    new Map([[subject, 'pending']]),
  );

  // Without the claim the page is refused; with it the browser becomes the owner.
  const url = new URL(href!);
  const refused = await t.app.inject({ url: url.pathname });
  expect(refused.statusCode).toBe(403);
  const claimed = await t.app.inject({ url: `${url.pathname}${url.search}` });
  expect(claimed.statusCode).toBe(303);
  expect(claimed.headers.location).toBe(`${url.pathname}?lang=de`);
  const cookie = claimed.cookies.find((c) => c.name === 'vigil_checkout');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: url.pathname });
  // A wrong claim makes nobody the owner.
  const wrong = await t.app.inject({ url: `${url.pathname}?claim=guessed` });
  expect(wrong.statusCode).toBe(403);
  expect(wrong.cookies).toEqual([]);

  const page = await t.app.inject({
    url: url.pathname,
    cookies: { vigil_checkout: cookie!.value },
  });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Bildlizenz bezahlen');
  expect(page.body).toContain(`Bildlizenz ${subject}`);
  expect(page.body).toContain('12,50');

  const pay = await pressDemoPay(t.app, url.pathname, { cookie: cookie!.value });
  expect(pay.statusCode).toBe(303);
  expect(pay.headers.location).toBe('/#/payments?payment=success');
  expect((await payments.licenceStatusOf([subject])).get(subject)).toBe('paid');
  const again = await pressDemoPay(t.app, url.pathname, { cookie: cookie!.value });
  expect(again.statusCode).toBe(409);
  const audit = await auditRows(t.app, 'payment.fulfil', subject);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ subjectType: 'image_licence' });

  // A licensed image is not sold twice.
  await expect(payments.startLicenceCheckout(licence(subject, payer.id))).rejects.toMatchObject({
    code: 'CONFLICT',
  });

  // The payer sees it on their payments list, paid, with a receipt reference.
  const list = await t.app.inject({ url: '/api/payments', headers: bearer(operator.token) });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().items).toEqual([
    expect.objectContaining({
      purpose: 'image_licence',
      subject_id: subject,
      status: 'paid',
      amount_cents: 1250,
      currency: 'eur',
      provider: 'demo',
      receipt_ref: expect.stringMatching(/^demo_/),
    }),
  ]);
});

test('the latest payment of a subject counts, unless an earlier one was paid', async () => {
  const user = await signIn(t.app, 'user');
  const payer = (await t.app.services.auth.findUserByEmail(user.email))!;
  const subject = `item-b-${Date.now()}`;
  const payments = t.app.services.payments;
  await payments.startLicenceCheckout(licence(subject, payer.id));
  await payments.startLicenceCheckout(licence(subject, payer.id));
  expect((await payments.licenceStatusOf([subject])).get(subject)).toBe('pending');
  await expect(
    payments.startLicenceCheckout({ ...licence(subject, payer.id), amountCents: 0 }),
  ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  expect(await payments.licenceStatusOf([])).toEqual(new Map());
});

test('the payments list needs a signed-in user and shows nobody else’s payments', async () => {
  const res = await t.app.inject({ url: '/api/payments' });
  expectError(res, 401, 'UNAUTHENTICATED');
  const stranger = await signIn(t.app, 'user');
  const list = await t.app.inject({ url: '/api/payments', headers: bearer(stranger.token) });
  expect(list.json()).toMatchObject({ items: [], total: 0, page: 1, pages: 1 });
});
