import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  BADGE_TEST_ENV,
  auditRows,
  createProfile,
  payOnDemo,
  pressDemoPay,
  unlockedProfile,
  verifyAsAdmin,
} from './badge-helpers';
import { buildTestApp, errorOf, useTestApp, expectError, requestAs, useSignedIn } from './helper';

const t = useTestApp({ env: BADGE_TEST_ENV });
const admin = useSignedIn(t, 'admin');

const generateToken = (profileId: string, status?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-token',
    payload: { profileId, ...(status ? { status } : {}) },
  });

const verifyJson = (token: string) =>
  t.app.inject({
    url: `/api/verify?token=${encodeURIComponent(token)}`,
    headers: { accept: 'application/json' },
  });

const deleteProfile = (id: string) =>
  requestAs(t.app, admin, 'DELETE', `/api/delete-profile/${id}`);

async function tokenFor(profileId: string) {
  const res = await generateToken(profileId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string; verify_url: string; expires_at: string }>();
}

describe('checkout (demo provider)', () => {
  test('POST /api/checkout-session answers the demo checkout URL and stores a pending payment', async () => {
    const { profile_id } = await createProfile(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-session',
      payload: { profileId: profile_id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ sessionUrl: string; provider: string }>();
    expect(body.provider).toBe('demo');
    expect(body.sessionUrl).toMatch(/^http:\/\/vigil\.test\/demo-checkout\/demo_[\w-]+$/);

    const owner = res.cookies.find((c) => c.name === 'vigil_checkout')?.value ?? '';
    const page = await t.app.inject({
      url: new URL(body.sessionUrl).pathname,
      cookies: { vigil_checkout: owner },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Demo – keine echte Zahlung');
    expect(page.body).toContain('4,99');
    expect(page.body).toContain(`href="/#/badge/${profile_id}?payment=cancelled"`);
    expect(page.body).not.toContain('<script');
  });

  test('paying on the demo page marks the profile paid, once, and returns to the badge', async () => {
    const { profile_id } = await createProfile(t.app);
    const { sessionPath, cookie, redirect } = await payOnDemo(t.app, profile_id);
    expect(redirect).toBe(`/#/badge/${profile_id}?payment=success`);
    const state = await t.app.inject({ url: `/api/profile/${profile_id}` });
    expect(state.json()).toMatchObject({ paid: true, status: 'awaiting_review' });

    // Pressing pay again (back button, double click) is a clear answer, not a second payment.
    const again = await pressDemoPay(t.app, sessionPath, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Diese Zahlung ist bereits eingegangen.');
    expect(await auditRows(t.app, 'payment.fulfil', profile_id)).toHaveLength(1);
    const page = await t.app.inject({ url: sessionPath, cookies: { vigil_checkout: cookie } });
    expect(page.body).toContain('bereits eingegangen');
  });

  test('a paid profile cannot start another checkout: 409', async () => {
    const { profile_id } = await createProfile(t.app);
    await payOnDemo(t.app, profile_id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-session',
      payload: { profileId: profile_id },
    });
    expectError(res, 409, 'CONFLICT');
  });

  test('unknown or deleted profiles are 404; a missing profileId is a 400 naming it', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-session',
      payload: { profileId: 'CPT-NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    const { profile_id } = await createProfile(t.app);
    await deleteProfile(profile_id);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-session',
      payload: { profileId: profile_id },
    });
    expect(deleted.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/checkout-session',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toContain('profileId');
  });

  test('an unknown demo checkout is a 404 page, and paying it is 404', async () => {
    expect((await t.app.inject({ url: '/demo-checkout/demo_nothing' })).statusCode).toBe(404);
    const pay = await pressDemoPay(t.app, '/demo-checkout/demo_nothing', { cookie: 'x' });
    expect(pay.statusCode).toBe(404);
  });

  test('without Stripe keys the Stripe webhook is 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/generate-badge/:id', () => {
  test('an unlocked profile gets a rendered PNG badge', async () => {
    const id = await unlockedProfile(t.app, admin.token);
    const res = await t.app.inject({ url: `/api/generate-badge/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([640, 320]);
    // Not blank: the rendered text and the check mark give many distinct colours.
    const stats = await sharp(res.rawPayload).stats();
    expect(stats.isOpaque).toBe(true);
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
  });

  test('unpaid, unverified, deleted and unknown profiles get 404', async () => {
    const unpaid = (await createProfile(t.app)).profile_id;
    await verifyAsAdmin(t.app, admin.token, unpaid);
    const unverified = (await createProfile(t.app)).profile_id;
    await payOnDemo(t.app, unverified);
    const deleted = await unlockedProfile(t.app, admin.token);
    await deleteProfile(deleted);
    for (const id of [unpaid, unverified, deleted, 'CPT-UNKNOWN']) {
      const res = await t.app.inject({ url: `/api/generate-badge/${id}` });
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('GET /p/:profileId', () => {
  test('an unlocked profile has a server-rendered page with the QR and no script', async () => {
    const id = await unlockedProfile(t.app, admin.token, {
      full_name: 'Petra Public',
      username: 'petra',
      platform: 'linkedin',
      profile_url: 'https://www.linkedin.com/in/petra',
    });
    const res = await t.app.inject({ url: `/p/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const text of [
      'Petra Public',
      'LinkedIn',
      '@petra',
      'href="https://www.linkedin.com/in/petra"',
      'Verifiziert durch Vigil',
      id,
      '<svg',
    ]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toMatch(
      /Verifiziert am<\/dt>\s*<dd><time datetime="[^"]+">\d\d\.\d\d\.\d{4}</,
    );
    expect(res.body).not.toContain('<script');
    const verifyLink = /href="(http:\/\/vigil\.test\/api\/verify\?token=[^"]+)"/.exec(
      res.body,
    )?.[1];
    expect(verifyLink).toBeTruthy();
    const verdict = await t.app.inject({
      url: new URL(verifyLink!.replaceAll('&amp;', '&')).pathname + new URL(verifyLink!).search,
      headers: { accept: 'application/json' },
    });
    expect(verdict.json().result).toBe('verified');
  });

  test('user text is escaped: a name with <script> stays text', async () => {
    const id = await unlockedProfile(t.app, admin.token, {
      full_name: '<script>alert("x")</script> & Co',
      username: '"><img src=x onerror=alert(1)>',
    });
    const res = await t.app.inject({ url: `/p/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    // The badge image escapes it too (an unescaped '<' would make the SVG invalid: no PNG).
    const badge = await t.app.inject({ url: `/api/generate-badge/${id}` });
    expect(badge.statusCode).toBe(200);
  });

  test('unknown, unpaid, unverified and revoked profiles get the 404 page', async () => {
    const unpaid = (await createProfile(t.app)).profile_id;
    await verifyAsAdmin(t.app, admin.token, unpaid);
    const unverified = (await createProfile(t.app)).profile_id;
    await payOnDemo(t.app, unverified);
    const revoked = await unlockedProfile(t.app, admin.token);
    await deleteProfile(revoked);
    for (const id of ['CPT-UNKNOWN', unpaid, unverified, revoked, 'x'.repeat(80)]) {
      const res = await t.app.inject({ url: `/p/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('404');
    }
  });
});

describe('POST /api/generate-token', () => {
  test('an unlocked profile gets an EdDSA token with profile id, status, iat and exp', async () => {
    const id = await unlockedProfile(t.app, admin.token);
    const { token, verify_url, expires_at } = await tokenFor(id);
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(id);
    expect(claims.status).toBe('verified');
    expect(typeof claims.iat).toBe('number');
    expect(claims.exp! - claims.iat!).toBe(365 * 24 * 60 * 60);
    expect(expires_at).toBe(new Date(claims.exp! * 1000).toISOString());
    expect(verify_url).toBe(`http://vigil.test/api/verify?token=${token}`);
    // It rides in a 200 px level-H QR: every byte makes the code denser.
    expect(verify_url.length).toBeLessThan(300);
  });

  test('unknown or deleted profiles are 404; unpaid or unverified are 409', async () => {
    expect((await generateToken('CPT-UNKNOWN')).statusCode).toBe(404);
    const unpaid = (await createProfile(t.app)).profile_id;
    await verifyAsAdmin(t.app, admin.token, unpaid);
    const r1 = await generateToken(unpaid);
    expect(r1.statusCode).toBe(409);
    expect(errorOf(r1).message).toContain('payment');
    const unverified = (await createProfile(t.app)).profile_id;
    await payOnDemo(t.app, unverified);
    expect((await generateToken(unverified)).statusCode).toBe(409);
    const revoked = await unlockedProfile(t.app, admin.token);
    await deleteProfile(revoked);
    expect((await generateToken(revoked)).statusCode).toBe(404);
  });

  test('a status other than verified, or no profileId, is a 400', async () => {
    const id = await unlockedProfile(t.app, admin.token);
    expect((await generateToken(id, 'revoked')).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/generate-token', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('profileId');
  });
});

describe('GET /api/verify', () => {
  let id: string;
  let token: string;
  beforeAll(async () => {
    id = await unlockedProfile(t.app, admin.token, { full_name: 'Vera Verified' });
    token = (await tokenFor(id)).token;
  });

  test('a valid token of an unlocked profile: verified (JSON on request)', async () => {
    const res = await verifyJson(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body).toMatchObject({
      result: 'verified',
      profile_id: id,
      profile: { full_name: 'Vera Verified', public_url: `http://vigil.test/p/${id}` },
    });
    expect(body.profile).not.toHaveProperty('email');
  });

  test('browsers get an HTML page', async () => {
    const res = await t.app.inject({
      url: `/api/verify?token=${token}`,
      headers: { accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Verifiziert');
    expect(res.body).toContain('Vera Verified');
    expect(res.body).not.toContain('<script');
  });

  test('a tampered token never verifies', async () => {
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const otherId = await unlockedProfile(t.app, admin.token);
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: otherId })).toString(
      'base64url',
    );
    const flipped = s.slice(0, -2) + (s.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [
      `${h}.${forgedPayload}.${s}`,
      `${h}.${p}.${flipped}`,
      `${h}.${p}.`,
      'garbage',
    ]) {
      const res = await verifyJson(bad);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ result: 'not_verified', profile: null, profile_id: null });
    }
  });

  test('a token signed with a foreign Ed25519 key never verifies', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const forged = await new SignJWT({ status: 'verified' })
      .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
      .setSubject(id)
      .setIssuer('vigil')
      .setIssuedAt()
      .setExpirationTime('1y')
      .sign(privateKey);
    const res = await verifyJson(forged);
    expect(res.json().result).toBe('not_verified');
  });

  test('an unsigned (alg none) or HS256 token never verifies', async () => {
    const claims = decodeJwt(token);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await verifyJson(none)).json().result).toBe('not_verified');
    const jwks = (await t.app.inject({ url: '/api/verify/jwks' })).json<{
      keys: { x: string }[];
    }>();
    // HS256 keyed with the public key's bytes: the classic algorithm-confusion forgery.
    const hs = await new SignJWT({ status: 'verified' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer('vigil')
      .setIssuedAt()
      .setExpirationTime('1y')
      .sign(Buffer.from(jwks.keys[0]!.x, 'base64url'));
    expect((await verifyJson(hs)).json().result).toBe('not_verified');
  });

  test('an expired token never verifies', async () => {
    const fresh = (await tokenFor(id)).token;
    const unseen = (await tokenFor(await unlockedProfile(t.app, admin.token))).token;
    // Checked once (and remembered as well signed) before it expires: expiry still counts.
    expect((await verifyJson(fresh)).json().result).toBe('verified');
    t.clock.advance(366 * 24 * 60 * 60 * 1000);
    try {
      for (const expired of [fresh, unseen]) {
        const res = await verifyJson(expired);
        expect(res.json()).toMatchObject({ result: 'not_verified' });
        expect(res.json().message).toContain('expired');
      }
    } finally {
      t.clock.advance(-366 * 24 * 60 * 60 * 1000);
    }
    expect((await verifyJson(fresh)).json().result).toBe('verified');
  });

  test('deleting the profile revokes its QR at once', async () => {
    const victim = await unlockedProfile(t.app, admin.token);
    const { token: qr } = await tokenFor(victim);
    expect((await verifyJson(qr)).json().result).toBe('verified');
    await deleteProfile(victim);
    const res = await verifyJson(qr);
    expect(res.json()).toMatchObject({ result: 'revoked', profile_id: victim, profile: null });
    const html = await t.app.inject({ url: `/api/verify?token=${qr}` });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('Widerrufen');
  });

  test('a missing token is a 400', async () => {
    const json = await t.app.inject({
      url: '/api/verify',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).message).toContain('token');
    const html = await t.app.inject({ url: '/api/verify' });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('Nicht verifiziert');
  });

  test('the public key is published as a JWK set', async () => {
    const res = await t.app.inject({ url: '/api/verify/jwks' });
    expect(res.statusCode).toBe(200);
    const [key] = res.json<{ keys: Record<string, string>[] }>().keys;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  });
});

test('the signing key is kept in DATA_DIR: tokens survive a restart on the same folder', async () => {
  const id = await unlockedProfile(t.app, admin.token);
  const { token } = await tokenFor(id);
  const jwks1 = (await t.app.inject({ url: '/api/verify/jwks' })).json();
  const again = await buildTestApp({ env: { ...BADGE_TEST_ENV, DATA_DIR: t.app.config.DATA_DIR } });
  try {
    expect((await again.app.inject({ url: '/api/verify/jwks' })).json()).toEqual(jwks1);
  } finally {
    await again.close().catch(() => {});
  }
  expect(token).toBeTruthy();
});
