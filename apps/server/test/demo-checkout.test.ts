import { describe, expect, test } from 'vitest';
import {
  auditRows,
  BADGE_TEST_ENV,
  createProfile,
  pressDemoPay,
  startDemoCheckout,
  TEST_ORIGIN,
} from './badge-helpers';
import { useTestApp } from './helper';

/**
 * The demo checkout (no Stripe keys) moves no money but unlocks a badge, so it is guarded like
 * a payment: only the browser that started it completes it (an httpOnly SameSite cookie bound
 * to that checkout), the pay request must come from our own page (Origin, else Referer), a
 * completed checkout is not completed again, and the page speaks the user's language.
 */
const t = useTestApp({ env: BADGE_TEST_ENV });

const paid = async (profileId: string) =>
  (await t.app.inject({ url: `/api/profile/${profileId}` })).json<{ paid: boolean }>().paid;

describe('only the browser that started the checkout completes it', () => {
  test('the owner cookie is httpOnly, SameSite=Strict and scoped to this checkout', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie } = await startDemoCheckout(t.app, profile_id);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: sessionPath });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('someone who only knows the id sees no pay button and cannot pay', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath } = await startDemoCheckout(t.app, profile_id);
    const page = await t.app.inject({ url: sessionPath });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(
      'nur in dem Browser abgeschlossen werden, in dem sie gestartet wurde',
    );
    expect(page.body).not.toContain('<form');

    const stranger = await pressDemoPay(t.app, sessionPath);
    expect(stranger.statusCode).toBe(403);
    const guessed = await pressDemoPay(t.app, sessionPath, { cookie: 'guessed-cookie-value' });
    expect(guessed.statusCode).toBe(403);
    expect(await paid(profile_id)).toBe(false);
  });

  test('the owner pays and is sent back to the badge', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie } = await startDemoCheckout(t.app, profile_id);
    const page = await t.app.inject({
      url: sessionPath,
      cookies: { vigil_checkout: cookie.value },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${sessionPath}/pay`);
    // The page keeps its origin in the Origin header of the form post.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const pay = await pressDemoPay(t.app, sessionPath, { cookie: cookie.value });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/#/badge/${profile_id}?payment=success`);
    expect(await paid(profile_id)).toBe(true);
  });

  test('the cookie of one checkout does not pay another', async () => {
    const a = await startDemoCheckout(t.app, (await createProfile(t.app)).profile_id);
    const { profile_id } = await createProfile(t.app);
    const b = await startDemoCheckout(t.app, profile_id);
    expect((await pressDemoPay(t.app, b.sessionPath, { cookie: a.cookie.value })).statusCode).toBe(
      403,
    );
    expect(await paid(profile_id)).toBe(false);
  });
});

describe('the pay request must come from our own page (CSRF)', () => {
  test('a cross-site post is refused even with the cookie', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie } = await startDemoCheckout(t.app, profile_id);
    for (const origin of ['https://evil.example', 'null', 'http://vigil.test.evil.example']) {
      const res = await pressDemoPay(t.app, sessionPath, { cookie: cookie.value, origin });
      expect(res.statusCode, origin).toBe(403);
    }
    const noOrigin = await pressDemoPay(t.app, sessionPath, { cookie: cookie.value, origin: null });
    expect(noOrigin.statusCode).toBe(403);
    const foreignReferer = await pressDemoPay(t.app, sessionPath, {
      cookie: cookie.value,
      origin: null,
      referer: 'https://evil.example/page',
    });
    expect(foreignReferer.statusCode).toBe(403);
    expect(await paid(profile_id)).toBe(false);
  });

  test('without an Origin header, our own page as Referer is accepted', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie } = await startDemoCheckout(t.app, profile_id);
    const res = await pressDemoPay(t.app, sessionPath, {
      cookie: cookie.value,
      origin: null,
      referer: `${TEST_ORIGIN}${sessionPath}`,
    });
    expect(res.statusCode).toBe(303);
  });
});

describe('a completed checkout is not completed again', () => {
  test('a second press answers 409 with a clear message, and nothing is fulfilled twice', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie } = await startDemoCheckout(t.app, profile_id);
    expect((await pressDemoPay(t.app, sessionPath, { cookie: cookie.value })).statusCode).toBe(303);
    const again = await pressDemoPay(t.app, sessionPath, { cookie: cookie.value });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Diese Zahlung ist bereits eingegangen.');
    expect(again.body).toContain(`href="/#/badge/${profile_id}"`);
    expect(await auditRows(t.app, 'payment.fulfil', profile_id)).toHaveLength(1);
  });

  test('two presses at once fulfil once; the other gets the same clear answer', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie } = await startDemoCheckout(t.app, profile_id);
    const replies = await Promise.all(
      [1, 2, 3].map(() => pressDemoPay(t.app, sessionPath, { cookie: cookie.value })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([303, 409, 409]);
    expect(await auditRows(t.app, 'payment.fulfil', profile_id)).toHaveLength(1);
  });

  test('a second checkout started before the first was paid cannot pay the badge again', async () => {
    const { profile_id } = await createProfile(t.app);
    const first = await startDemoCheckout(t.app, profile_id);
    const second = await startDemoCheckout(t.app, profile_id);
    expect(
      (await pressDemoPay(t.app, first.sessionPath, { cookie: first.cookie.value })).statusCode,
    ).toBe(303);
    const res = await pressDemoPay(t.app, second.sessionPath, { cookie: second.cookie.value });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Dieses Badge ist bereits bezahlt.');
  });
});

describe('the page speaks the user’s language, and only that one', () => {
  const GERMAN = [
    'keine echte Zahlung',
    'bezahlen',
    'Abbrechen',
    'Betrag',
    'Plattform',
    'Profil-ID',
  ];
  const ENGLISH = ['no real payment', 'Pay ', 'Cancel', 'Amount', 'Platform', 'Profile ID'];

  test('the web app passes lang=en: the page and its pay result are English', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionUrl, sessionPath, cookie } = await startDemoCheckout(t.app, profile_id, 'en');
    expect(sessionUrl).toMatch(/\?lang=en$/);
    const page = await t.app.inject({
      url: `${sessionPath}?lang=en`,
      cookies: { vigil_checkout: cookie.value },
    });
    expect(page.body).toContain('<html lang="en"');
    for (const word of ENGLISH) expect(page.body).toContain(word);
    for (const word of GERMAN) expect(page.body).not.toContain(word);
    expect(page.body).toContain('€4.99');
    expect(page.body).toContain(`action="${sessionPath}/pay?lang=en"`);

    await pressDemoPay(t.app, sessionPath, { cookie: cookie.value, query: '?lang=en' });
    const again = await pressDemoPay(t.app, sessionPath, {
      cookie: cookie.value,
      query: '?lang=en',
    });
    expect(again.body).toContain('This payment has already been received.');
    expect(again.body).not.toContain('bereits');
  });

  test('without lang, Accept-Language decides; German is the default', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie } = await startDemoCheckout(t.app, profile_id);
    const english = await t.app.inject({
      url: sessionPath,
      headers: { 'accept-language': 'en-US,en;q=0.9,de;q=0.5' },
      cookies: { vigil_checkout: cookie.value },
    });
    for (const word of ENGLISH) expect(english.body).toContain(word);
    for (const word of GERMAN) expect(english.body).not.toContain(word);
    const german = await t.app.inject({
      url: sessionPath,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      cookies: { vigil_checkout: cookie.value },
    });
    expect(german.body).toContain('<html lang="de"');
    for (const word of GERMAN) expect(german.body).toContain(word);
    for (const word of ENGLISH) expect(german.body).not.toContain(word);
    expect(german.body).toContain('4,99');
  });

  test('the refusal pages are in the chosen language too', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath } = await startDemoCheckout(t.app, profile_id);
    const page = await t.app.inject({ url: `${sessionPath}?lang=en` });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('can only be completed in the browser where it was started');
    for (const word of GERMAN) expect(page.body).not.toContain(word);
  });
});
