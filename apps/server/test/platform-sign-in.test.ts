import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { linkedIdentities, oauthStates, users } from '../src/db/schema';
import type { App } from '../src/app';
import { ownershipSchema } from '@vigil/shared';
import { createProfile } from './badge-helpers';
import {
  bearer,
  buildTestApp,
  errorOf,
  signIn,
  type TestApp,
  postLogin,
  postRefresh,
  expectError,
  requestAs,
} from './helper';
import { fakeUser, startMetaFake, type MetaFake } from './oauth-fakes';

const TOKEN_KEY = randomBytes(32).toString('base64');
const IG = { id: 'ig-client-1', secret: 'ig-secret-1' };
const FB = { id: '1234567890', secret: 'fb-app-secret-1' };
let fakeOffset = 0;
const fakeNow = () => Date.now() + fakeOffset;

let t: TestApp;
let ig: MetaFake;
let fb: MetaFake;
beforeAll(async () => {
  ig = await startMetaFake({
    kind: 'instagram',
    clientId: IG.id,
    clientSecret: IG.secret,
    now: fakeNow,
  });
  fb = await startMetaFake({
    kind: 'facebook',
    clientId: FB.id,
    clientSecret: FB.secret,
    now: fakeNow,
  });
  t = await buildTestApp({
    env: {
      INSTAGRAM_CLIENT_ID: IG.id,
      INSTAGRAM_CLIENT_SECRET: IG.secret,
      INSTAGRAM_API_BASE: ig.base,
      INSTAGRAM_GRAPH_BASE: ig.base,
      FACEBOOK_APP_ID: FB.id,
      FACEBOOK_APP_SECRET: FB.secret,
      FACEBOOK_GRAPH_BASE: fb.base,
      FACEBOOK_DIALOG_BASE: fb.base,
      OAUTH_TOKEN_KEY: TOKEN_KEY,
      OAUTH_TIMEOUT_MS: '400',
    },
  });
});
afterAll(async () => {
  await t.close();
  await ig.close();
  await fb.close();
});

type Platform = 'instagram' | 'facebook';
const fakeOf = (p: Platform) => (p === 'instagram' ? ig : fb);

async function start(app: App, platform: Platform, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/oauth/${platform}/start`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'vigil_oauth_state');
  expect(cookie?.httpOnly).toBe(true);
  return { url: new URL(res.json<{ url: string }>().url), cookie: cookie!.value };
}

/** The person at the consent page: Allow or Deny, then the hop through `/oauth/return`. */
async function consent(
  platform: Platform,
  url: URL,
  decision: 'allow' | 'deny',
  username?: string,
) {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow');
  const form = new URLSearchParams(url.searchParams);
  form.set('decision', decision);
  if (username) form.set('username', username);
  const consentPath = platform === 'instagram' ? '/oauth/consent' : '/v27.0/dialog/consent';
  const back = await fetch(`${fakeOf(platform).base}${consentPath}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(back.status).toBe(302);
  const location = new URL(back.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe('http://vigil.test/oauth/return');
  const hop = await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
  expect(hop.statusCode).toBe(302);
  const target = String(hop.headers.location);
  expect(target.startsWith('http://vigil.test/#/login?')).toBe(true);
  return new URLSearchParams(target.split('?')[1]);
}

function exchange(params: URLSearchParams, cookie: string | undefined, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/exchange-code',
    payload: Object.fromEntries(params),
    headers: token ? bearer(token) : {},
    cookies: cookie ? { vigil_oauth_state: cookie } : {},
  });
}

async function signInWith(platform: Platform, username?: string) {
  const { url, cookie } = await start(t.app, platform);
  const params = await consent(platform, url, 'allow', username);
  const res = await exchange(params, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ mode: string; token: string }>();
  expect(body.mode).toBe('signed_in');
  return { token: body.token, res };
}

const uniqueName = (label: string) => `${label}_${randomBytes(4).toString('hex')}`;

describe('configuration', () => {
  test('the server names the configured platforms; without them the routes answer 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(res.json()).toEqual({ platforms: ['instagram', 'facebook'] });

    const bare = await buildTestApp();
    try {
      const none = await bare.app.inject({ method: 'GET', url: '/api/oauth/providers' });
      expect(none.json()).toEqual({ platforms: [] });
      const startRes = await bare.app.inject({ method: 'POST', url: '/api/oauth/instagram/start' });
      expectError(startRes, 404, 'OAUTH_NOT_CONFIGURED');
      const sdk = await bare.app.inject({
        method: 'POST',
        url: '/api/accounts/authenticate',
        payload: { accessToken: 'EAAB-anything' },
      });
      expect(errorOf(sdk).code).toBe('OAUTH_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });

  test('a platform id without its secret, or without a token key, is a configuration error', async () => {
    await expect(
      buildTestApp({ env: { INSTAGRAM_CLIENT_ID: 'x', OAUTH_TOKEN_KEY: TOKEN_KEY } }),
    ).rejects.toThrow(/INSTAGRAM_CLIENT_SECRET/);
    await expect(
      buildTestApp({ env: { FACEBOOK_APP_ID: 'x', FACEBOOK_APP_SECRET: 'y' } }),
    ).rejects.toThrow(/OAUTH_TOKEN_KEY/);
  });
});

describe('sign in with Instagram', () => {
  test('the consent page gets state, PKCE S256 and our redirect URI', async () => {
    const { url } = await start(t.app, 'instagram');
    expect(url.origin).toBe(ig.base);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe(IG.id);
    expect(url.searchParams.get('redirect_uri')).toBe('http://vigil.test/oauth/return');
    expect(url.searchParams.get('scope')).toBe('instagram_business_basic');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
  });

  test('success: our own session (token + refresh cookie), an account without a password', async () => {
    const username = uniqueName('insta');
    const { token, res } = await signInWith('instagram', username);
    const refresh = res.cookies.find((c) => c.name === 'vigil_refresh');
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.path).toBe('/api');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/current',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ emailSignIn: false, emailVerified: false });
    // The refresh cookie works like a password login's.
    const renewed = await postRefresh(t.app, refresh!.value);
    expect(renewed.statusCode).toBe(200);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/linked-accounts',
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({
      emailSignIn: false,
      items: [{ platform: 'instagram', username, name: expect.any(String) }],
    });

    // The platform's token is stored only encrypted, never in the clear, and never sent.
    const [row] = await t.app.database.db
      .select()
      .from(linkedIdentities)
      .where(eq(linkedIdentities.username, username));
    expect(row?.accessTokenEnc).toMatch(/^v1\./);
    const tokenRequest = ig.requests.filter((r) => r.path === '/v27.0/me').at(-1);
    const platformToken = tokenRequest!.query.get('access_token')!;
    expect(row?.accessTokenEnc).not.toContain(platformToken);
    expect(JSON.stringify(list.json()) + res.body).not.toContain(platformToken);
    // The code went with the client secret and the PKCE verifier.
    const exchangeReq = ig.requests.filter((r) => r.path === '/oauth/access_token').at(-1);
    expect(exchangeReq?.form?.get('client_secret')).toBe(IG.secret);
    expect(exchangeReq?.form?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(exchangeReq?.form?.get('grant_type')).toBe('authorization_code');

    // Signing in again finds the same account.
    const again = await signInWith('instagram', username);
    const me2 = await requestAs(t.app, again, 'GET', '/api/accounts/current');
    expect(me2.json<{ id: string }>().id).toBe(me.json<{ id: string }>().id);
  });

  test('the user denies: 400 OAUTH_DENIED and the state is spent', async () => {
    const { url, cookie } = await start(t.app, 'instagram');
    const params = await consent('instagram', url, 'deny');
    expect(params.get('error')).toBe('access_denied');
    const res = await exchange(params, cookie);
    expectError(res, 400, 'OAUTH_DENIED');
    const replay = await exchange(
      new URLSearchParams({ state: params.get('state')!, code: 'x' }),
      cookie,
    );
    expect(errorOf(replay).code).toBe('OAUTH_STATE_INVALID');
  });

  test('bad state: another browser, no cookie, an unknown or expired state', async () => {
    const { url, cookie } = await start(t.app, 'instagram');
    const params = await consent('instagram', url, 'allow');
    const other = await start(t.app, 'instagram');
    // The code came back in this browser, the cookie is another sign-in's (login CSRF).
    const wrongCookie = await exchange(params, other.cookie);
    expectError(wrongCookie, 400, 'OAUTH_STATE_INVALID');
    expect(errorOf(await exchange(params, undefined)).code).toBe('OAUTH_STATE_INVALID');
    const forged = new URLSearchParams({ state: 'forged-state-value', code: params.get('code')! });
    expect(errorOf(await exchange(forged, 'forged-state-value')).code).toBe('OAUTH_STATE_INVALID');
    // A sign-in left at the consent page longer than 10 minutes.
    const late = await start(t.app, 'instagram');
    const lateParams = await consent('instagram', late.url, 'allow');
    t.clock.advance(11 * 60_000);
    try {
      expect(errorOf(await exchange(lateParams, late.cookie)).code).toBe('OAUTH_STATE_INVALID');
    } finally {
      t.clock.advance(-11 * 60_000);
    }
    // The untouched first sign-in still completes.
    const ok = await exchange(params, cookie);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  test("a reused code is refused with Instagram's reason", async () => {
    const { url, cookie } = await start(t.app, 'instagram');
    const params = await consent('instagram', url, 'allow');
    expect((await exchange(params, cookie)).statusCode).toBe(200);
    const again = await start(t.app, 'instagram');
    const reuse = new URLSearchParams({
      state: again.url.searchParams.get('state')!,
      code: params.get('code')!,
    });
    const res = await exchange(reuse, again.cookie);
    const error = expectError(res, 400, 'OAUTH_CODE_INVALID');
    expect(error.message).toContain('This authorization code has been used');
  });

  test('an expired code is refused', async () => {
    const { url, cookie } = await start(t.app, 'instagram');
    const params = await consent('instagram', url, 'allow');
    fakeOffset = 2 * 3_600_000;
    try {
      const res = await exchange(params, cookie);
      expect(errorOf(res)).toMatchObject({
        code: 'OAUTH_CODE_INVALID',
        message: expect.stringContaining('expired'),
      });
    } finally {
      fakeOffset = 0;
    }
  });

  test.each([
    ['HTTP 500', 500, 'UPSTREAM_UNAVAILABLE', 502],
    ['HTTP 503', 503, 'UPSTREAM_UNAVAILABLE', 502],
    ['a time-out', 'hang', 'UPSTREAM_UNAVAILABLE', 502],
    ['a reply that is not JSON', 'malformed', 'PROVIDER_BAD_REPLY', 502],
  ] as const)('the token endpoint fails with %s', async (_label, how, code, status) => {
    const { url, cookie } = await start(t.app, 'instagram');
    const params = await consent('instagram', url, 'allow');
    ig.failNext('token', how);
    const res = await exchange(params, cookie);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).code).toBe(code);
  });

  test('the profile call fails (5xx, time-out)', async () => {
    for (const how of [500, 'hang'] as const) {
      const { url, cookie } = await start(t.app, 'instagram');
      const params = await consent('instagram', url, 'allow');
      ig.failNext('graph', how);
      const res = await exchange(params, cookie);
      expectError(res, 502, 'UPSTREAM_UNAVAILABLE');
    }
  });
});

describe('sign in with Facebook', () => {
  test("the code flow signs in; the address Facebook gives becomes the account's", async () => {
    const username = uniqueName('fbuser');
    const { url } = await start(t.app, 'facebook');
    expect(url.pathname).toBe('/v27.0/dialog/oauth');
    expect(url.searchParams.get('scope')).toBe('public_profile,email');
    const { token } = await signInWith('facebook', username);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/current',
      headers: bearer(token),
    });
    expect(me.json()).toMatchObject({ email: `${username}@example.com`, emailSignIn: false });
    // No password yet: a password sign-in with that address fails like any wrong password.
    const byPassword = await postLogin(t.app, `${username}@example.com`, 'any-password-at-all');
    expectError(byPassword, 401, 'INVALID_CREDENTIALS');
    // `/me` was called with the appsecret_proof.
    expect(
      fb.requests
        .filter((r) => r.path === '/v27.0/me')
        .at(-1)
        ?.query.get('appsecret_proof'),
    ).toMatch(/^[0-9a-f]{64}$/);
  });

  test('deny, reused and expired codes', async () => {
    const denied = await start(t.app, 'facebook');
    const deniedParams = await consent('facebook', denied.url, 'deny');
    expect(errorOf(await exchange(deniedParams, denied.cookie)).code).toBe('OAUTH_DENIED');

    const first = await start(t.app, 'facebook');
    const params = await consent('facebook', first.url, 'allow');
    expect((await exchange(params, first.cookie)).statusCode).toBe(200);
    const second = await start(t.app, 'facebook');
    const reuse = new URLSearchParams({
      state: second.url.searchParams.get('state')!,
      code: params.get('code')!,
    });
    expect(errorOf(await exchange(reuse, second.cookie))).toMatchObject({
      code: 'OAUTH_CODE_INVALID',
      message: expect.stringContaining('This authorization code has been used.'),
    });

    const late = await start(t.app, 'facebook');
    const lateParams = await consent('facebook', late.url, 'allow');
    fakeOffset = 11 * 60_000;
    try {
      expect(errorOf(await exchange(lateParams, late.cookie))).toMatchObject({
        code: 'OAUTH_CODE_INVALID',
        message: expect.stringContaining('This authorization code has expired.'),
      });
    } finally {
      fakeOffset = 0;
    }
  });

  describe('POST /api/accounts/authenticate (Facebook JS SDK token)', () => {
    const authenticate = (accessToken: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/accounts/authenticate',
        payload: { accessToken },
        headers: token ? bearer(token) : {},
      });

    test('a valid token of our app signs in and answers the template account with our token', async () => {
      const user = fakeUser(uniqueName('sdk'), { name: 'Sdk Person' });
      const res = await authenticate(fb.mintToken({ user }));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{
        id: string;
        facebookId: string;
        name: string;
        extraInfo: string;
        token: string;
      }>();
      expect(body).toMatchObject({ facebookId: user.id, name: 'Sdk Person', extraInfo: '' });
      expect(res.cookies.find((c) => c.name === 'vigil_refresh')).toBeDefined();
      const me = await requestAs(t.app, body, 'GET', '/api/accounts/current');
      expect(me.json<{ id: string }>().id).toBe(body.id);
      // The same person through the code flow lands on the same account.
      const again = await authenticate(fb.mintToken({ user }));
      expect(again.json<{ id: string }>().id).toBe(body.id);
    });

    test('a token issued to another app is 401 Unauthorized', async () => {
      const res = await authenticate(
        fb.mintToken({ appId: '999999', user: fakeUser(uniqueName('other')) }),
      );
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'OAUTH_TOKEN_INVALID', message: 'Unauthorized' });
    });

    test("an expired or unknown token is 401 with Facebook's message", async () => {
      const expired = await authenticate(fb.mintToken({ ttlMs: -1000 }));
      expect(expired.statusCode).toBe(401);
      expect(errorOf(expired).message).toMatch(
        /^Error validating access token: Session has expired/,
      );
      const unknown = await authenticate('EAAB-not-a-token');
      expect(unknown.statusCode).toBe(401);
      expect(errorOf(unknown).message).toBe(
        'Invalid OAuth access token - Cannot parse access token',
      );
    });

    test('Facebook down or slow is 502, a malformed reply too', async () => {
      for (const [how, code] of [
        [500, 'UPSTREAM_UNAVAILABLE'],
        ['hang', 'UPSTREAM_UNAVAILABLE'],
        ['malformed', 'PROVIDER_BAD_REPLY'],
      ] as const) {
        fb.failNext('graph', how);
        const res = await authenticate(fb.mintToken());
        expect(res.statusCode).toBe(502);
        expect(errorOf(res).code).toBe(code);
      }
    });
  });
});

describe('linked accounts', () => {
  test('a signed-in user links Instagram; the identity cannot go on a second account', async () => {
    const owner = await signIn(t.app, 'user');
    const username = uniqueName('linked');
    const { url, cookie } = await start(t.app, 'instagram', owner.token);
    const params = await consent('instagram', url, 'allow', username);
    // The link finishes only for the account that started it.
    const stranger = await exchange(params, cookie);
    expect(errorOf(stranger).code).toBe('OAUTH_STATE_INVALID');

    const again = await start(t.app, 'instagram', owner.token);
    const res = await exchange(
      await consent('instagram', again.url, 'allow', username),
      again.cookie,
      owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mode: 'linked', platform: 'instagram' });
    const list = await requestAs(t.app, owner, 'GET', '/api/linked-accounts');
    expect(list.json()).toMatchObject({
      emailSignIn: true,
      items: [{ platform: 'instagram', username }],
    });

    // Another account tries to link the same Instagram identity.
    const other = await signIn(t.app, 'user');
    const theirs = await start(t.app, 'instagram', other.token);
    const taken = await exchange(
      await consent('instagram', theirs.url, 'allow', username),
      theirs.cookie,
      other.token,
    );
    expectError(taken, 409, 'IDENTITY_TAKEN');

    // Signing in with that identity opens the owner's account.
    const { token } = await signInWith('instagram', username);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/current',
      headers: bearer(token),
    });
    expect(me.json<{ email: string }>().email).toBe(owner.email);

    // What ownership proofs read.
    const userId = me.json<{ id: string }>().id;
    const identities = await t.app.services.linkedAccounts.identitiesOf(userId);
    expect(identities).toEqual([
      { platform: 'instagram', platformUserId: expect.stringMatching(/^\d+$/), username },
    ]);

    // An account with a password may unlink its last identity.
    const id = list.json<{ items: Array<{ id: string }> }>().items[0]!.id;
    const del = await requestAs(t.app, owner, 'DELETE', `/api/linked-accounts/${id}`);
    expect(del.statusCode).toBe(204);
  });

  test("linking Instagram proves the account's own badge profile of that handle, no one else's", async () => {
    const owner = await signIn(t.app, 'user');
    const handle = uniqueName('proof');
    const mine = await createProfile(t.app, {
      email: owner.email,
      platform: 'instagram',
      username: handle,
    });
    // A profile of another handle, submitted by someone else: the owner controls that
    // Instagram account too (links it below), but did not submit this profile.
    const foreignHandle = uniqueName('foreign');
    const foreign = await createProfile(t.app, { platform: 'instagram', username: foreignHandle });
    const ownership = async (id: string) =>
      ownershipSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/profile/${id}/ownership` })).json(),
      );
    expect((await ownership(mine.profile_id)).state).not.toBe('proven');

    const link = async (username: string) => {
      const { url, cookie } = await start(t.app, 'instagram', owner.token);
      const res = await exchange(
        await consent('instagram', url, 'allow', username),
        cookie,
        owner.token,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await link(handle);
    const proven = await ownership(mine.profile_id);
    expect(proven.state).toBe('proven');
    expect(proven.method).toBe('instagram_signin');
    expect(proven.proven_at).not.toBeNull();

    await link(foreignHandle);
    expect((await ownership(foreign.profile_id)).state).not.toBe('proven');
  });

  test('edit (Name is required), and unlinking the last way to sign in is refused', async () => {
    const { token } = await signInWith('instagram', uniqueName('solo'));
    const list = () =>
      t.app.inject({ method: 'GET', url: '/api/linked-accounts', headers: bearer(token) });
    const [item] = (await list()).json<{ items: Array<{ id: string }> }>().items;
    const put = (payload: object, id = item!.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/linked-accounts/${id}`,
        headers: bearer(token),
        payload,
      });

    const blank = await put({ name: '  ', extraInfo: '' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toContain('Name is required');
    const saved = await put({ name: 'My shop', extraInfo: 'Main account' });
    expect(saved.json()).toMatchObject({ name: 'My shop', extraInfo: 'Main account' });
    const other = await signIn(t.app, 'user');
    const foreign = await requestAs(t.app, other, 'PUT', `/api/linked-accounts/${item!.id}`, {
      name: 'Mine now',
    });
    expect(foreign.statusCode).toBe(404);

    const unlink = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/linked-accounts/${id}`, headers: bearer(token) });
    const refused = await unlink(item!.id);
    expectError(refused, 409, 'LAST_SIGN_IN_METHOD');

    // With Facebook linked too, Instagram may go; then Facebook is the last one.
    const fbStart = await start(t.app, 'facebook', token);
    const linked = await exchange(
      await consent('facebook', fbStart.url, 'allow', uniqueName('solofb')),
      fbStart.cookie,
      token,
    );
    expect(linked.json()).toEqual({ mode: 'linked', platform: 'facebook' });
    expect((await unlink(item!.id)).statusCode).toBe(204);
    const [fbItem] = (await list()).json<{ items: Array<{ id: string; platform: string }> }>()
      .items;
    expect(fbItem?.platform).toBe('facebook');
    expect(errorOf(await unlink(fbItem!.id)).code).toBe('LAST_SIGN_IN_METHOD');

    // Setting a password (the account form) makes the last identity removable.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/current',
      headers: bearer(token),
    });
    const email = `solo-${randomBytes(3).toString('hex')}@example.com`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/current/registration',
      headers: bearer(token),
      payload: {
        email,
        mobileNo: '+49 170 5550001',
        password: 'first-password-1',
        name: 'Solo',
        countryCode: '+49',
        dob: '1990-01-01',
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json()).toMatchObject({ emailSignIn: true, id: me.json<{ id: string }>().id });
    expect((await unlink(fbItem!.id)).statusCode).toBe(204);
  });

  test('erasing the account removes its identities, which can sign up again', async () => {
    const username = uniqueName('erase');
    const { token } = await signInWith('instagram', username);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/current',
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(204);
    const rows = await t.app.database.db
      .select()
      .from(linkedIdentities)
      .where(eq(linkedIdentities.username, username));
    expect(rows).toHaveLength(0);
    const { token: fresh } = await signInWith('instagram', username);
    expect(fresh).toBeTruthy();
  });

  test('/oauth/return forwards only code, state and error to the login screen', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/oauth/return?code=abc&state=xyz&evil=%3Cscript%3E&error_description=hi',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://vigil.test/#/login?code=abc&state=xyz');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('states are stored hashed and verifiers encrypted', async () => {
    const { url } = await start(t.app, 'facebook');
    const state = url.searchParams.get('state')!;
    const rows = await t.app.database.db.select().from(oauthStates);
    expect(rows.some((r) => r.stateHash === state)).toBe(false);
    expect(rows.every((r) => r.codeVerifierEnc.startsWith('v1.'))).toBe(true);
    const passwordless = await t.app.database.db.select().from(users);
    expect(passwordless.some((u) => u.passwordHash === null)).toBe(true);
  });
});
