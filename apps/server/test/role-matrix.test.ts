import type { Role } from '@vigil/shared';
import { describe, expect, test } from 'vitest';
import { bearer, signIn, type Principal, useTestApp, expectError } from './helper';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ProtectedRoute = {
  method: Method;
  /** The route as the OpenAPI document names it; `{param}`s are filled with `x`. */
  path: string;
  /** The least role that may call the route. */
  needs: Role;
  body?: (p: Principal) => object;
  /** Ends the session or the account: gets its own principal instead of the shared one. */
  destructive?: boolean;
};

const user = (method: Method, path: string, body?: ProtectedRoute['body']): ProtectedRoute => ({
  method,
  path,
  needs: 'user',
  body,
});
const admin = (method: Method, path: string): ProtectedRoute => ({ method, path, needs: 'admin' });

/**
 * Every route that needs a session. A new protected route is one more line here. "Allowed"
 * means any answer but 401/403/5xx: a 400 for a placeholder parameter has passed the guard.
 */
const protectedRoutes: ProtectedRoute[] = [
  user('GET', '/api/accounts/current'),
  user('PUT', '/api/accounts/current', () => ({ name: 'M' })),
  {
    ...user('DELETE', '/api/accounts/current', (p) => ({ password: p.password })),
    destructive: true,
  },
  user('POST', '/api/accounts/current/registration', (p) => ({
    name: 'Matrix',
    email: p.email,
    password: p.password,
    mobileNo: '170 5550000',
    countryCode: '+49',
    dob: '1980-01-31',
  })),
  user('POST', '/api/accounts/current/mobile/send-code', () => ({ mobileNo: '+49 170 5550001' })),
  user('POST', '/api/accounts/current/mobile/verify', () => ({
    mobileNo: '+49 170 5550002',
    code: '123456',
  })),
  user('POST', '/api/accounts/current/export'),
  user('GET', '/api/linked-accounts'),
  user('GET', '/api/linked-accounts/{id}'),
  user('PUT', '/api/linked-accounts/{id}', () => ({ name: 'M' })),
  user('POST', '/api/linked-accounts/{id}/keep'),
  user('DELETE', '/api/linked-accounts/{id}'),
  user('GET', '/api/accounts/current/export/{id}'),
  admin('GET', '/api/outbox'),
  admin('GET', '/api/audit'),
  admin('GET', '/api/providers/status'),
  admin('POST', '/api/providers/{platform}/test'),
  { ...admin('POST', '/api/stored-accounts/{platform}/{username}/erase'), destructive: true },
  // Trust badge operator tools (issue 3).
  admin('GET', '/api/profiles'),
  admin('POST', '/api/verify-profile/{id}'),
  admin('DELETE', '/api/delete-profile/{id}'),
  admin('POST', '/api/upload-screenshot/{id}'),
  // Badges that stay true: the operators' review queue and its decisions.
  admin('GET', '/api/badge-reviews'),
  admin('POST', '/api/badge-reviews/{id}/revoke'),
  admin('POST', '/api/badge-reviews/{id}/clear'),
  user('GET', '/api/watchlists'),
  user('POST', '/api/watchlists', () => ({ name: 'Matrix' })),
  user('PATCH', '/api/watchlists/{id}', () => ({ name: 'M' })),
  user('DELETE', '/api/watchlists/{id}'),
  user('GET', '/api/watchlists/containing'),
  user('GET', '/api/watchlists/{id}/accounts'),
  user('POST', '/api/watchlists/{id}/accounts', () => ({ platform: 'tiktok', username: 'm' })),
  user('DELETE', '/api/watchlists/{id}/accounts/{accountId}'),
  user('POST', '/api/watchlists/{id}/import', () => ({ csv: 'tiktok,m' })),
  user('GET', '/api/watch/history/{platform}/{username}'),
  user('GET', '/api/alerts'),
  user('GET', '/api/alerts/unread-count'),
  user('POST', '/api/alerts/read', () => ({ all: true })),
  user('GET', '/api/alerts/settings'),
  user('PUT', '/api/alerts/settings', () => ({ email: 'daily' })),
  // Payments (issue 12): the signed-in user's own payments.
  user('GET', '/api/payments'),
  // Platform lookups and stored accounts (issue 4).
  user('GET', '/api/lookups/instagram/{username}'),
  user('GET', '/api/lookups/instagram/{username}/posts'),
  user('GET', '/api/lookups/instagram-community'),
  user('GET', '/api/lookups/facebook'),
  user('GET', '/api/lookups/linkedin'),
  user('GET', '/api/lookups/snapchat/{username}'),
  user('GET', '/api/lookups/social-profile/{platform}/{username}'),
  user('GET', '/api/lookups/telegram/{kind}/{username}'),
  user('GET', '/api/lookups/tiktok/{username}'),
  user('GET', '/api/lookups/tiktok/sec-uid/{secUid}/posts'),
  user('GET', '/api/lookups/tiktok/sec-uid/{secUid}/followers'),
  user('GET', '/api/lookups/tiktok/sec-uid/{secUid}/followings'),
  user('GET', '/api/lookups/truthsocial/{username}'),
  user('GET', '/api/lookups/truthsocial/id/{id}/posts'),
  user('GET', '/api/lookups/twitter/{username}'),
  user('GET', '/api/lookups/twitter/id/{userId}/posts'),
  user('GET', '/api/lookups/youtube/channel/{id}'),
  user('GET', '/api/lookups/youtube/suggestions'),
  user('GET', '/api/lookups/youtube/more-videos'),
  user('GET', '/api/accounts/{platform}'),
  admin('POST', '/api/storeAccount'),
  // Background jobs (issue 8): a signed-in user's own jobs; others' are 404.
  user('GET', '/api/jobs'),
  user('GET', '/api/jobs/{id}'),
  user('POST', '/api/jobs/{id}/cancel'),
  // Analysis, account detail and dashboard (issue 9).
  user('POST', '/api/lookups/refresh/{platform}/{username}'),
  user('GET', '/api/analysis/accounts'),
  user('GET', '/api/analysis/summary'),
  user('GET', '/api/accounts/{platform}/{username}'),
  user('GET', '/api/accounts/{platform}/{username}/history'),
  user('GET', '/api/dashboard/accounts'),
  // Follower analyzer (issue 10): a signed-in user's own analyses.
  user('GET', '/api/follower/analyze-profile/{platform}/{username}'),
  user('POST', '/api/analyze-followers', () => ({ username: 'demo', sampleSize: 10 })),
  user('GET', '/api/analyze-followers/{jobId}/results'),
  user('POST', '/api/analyze-followers/batch', () => ({ csv: 'instagram,demo' })),
  user('GET', '/api/analyze-followers/batch/{jobId}'),
  user('GET', '/api/analyze-followers/batch/{jobId}/csv'),
  // News outlet evaluation and source review (issue 11).
  user('POST', '/api/validate-url', () => ({ url: 'https://www.reuters.com' })),
  user('POST', '/api/add-url', () => ({ url: 'https://matrix-news.example.org' })),
  admin('GET', '/api/get-all-urls'),
  admin('PUT', '/api/update-url/{id}'),
  admin('GET', '/api/news-sources/{id}/changelog'),
  // Ownership proof, person pages and credentials (issue 13 §3–§4).
  user('GET', '/api/profile/{id}/proof'),
  user('POST', '/api/profile/{id}/proof'),
  user('POST', '/api/profile/{id}/proof/check'),
  user('PUT', '/api/profile/{id}/proof/demo-bio', () => ({ bio: 'x' })),
  user('GET', '/api/person-page'),
  user('PUT', '/api/person-page', () => ({ handle: 'matrix-person', enabled: false })),
  admin('POST', '/api/profile/{id}/credential/revoke'),
  // Content upload and creator matching (issue 12): every signed-in user, own items only.
  user('POST', '/api/content/files'),
  user('GET', '/api/content/usage'),
  user('POST', '/api/content', () => ({ title: 'Matrix' })),
  user('GET', '/api/content'),
  user('GET', '/api/content/{id}'),
  user('GET', '/api/content/{id}/matches'),
  user('GET', '/api/content/files/{name}'),
  // Image review (issue 12).
  admin('GET', '/api/image-review/items'),
  admin('GET', '/api/image-review/items/{id}'),
  admin('POST', '/api/image-review/items/{id}/claim'),
  admin('POST', '/api/image-review/items/{id}/release'),
  admin('POST', '/api/image-review/items/{id}/accept'),
  admin('POST', '/api/image-review/items/{id}/deny'),
  admin('POST', '/api/image-review/items/{id}/undo'),
  admin('POST', '/api/image-review/items/{id}/second-review'),
  admin('GET', '/api/image-review/keywords'),
  admin('POST', '/api/image-review/keywords'),
  admin('DELETE', '/api/image-review/keywords/{id}'),
];

/** Routes anyone may call; listed so that every route in the API is classified. */
const publicRoutes = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/register',
  'POST /api/register/resend',
  'POST /api/verify-email',
  // Issue 20 §1: the single-use token from the link mailed to the new address is the proof.
  'POST /api/confirm-email-change',
  'POST /api/login',
  // Platform sign-in (issue 13): a bearer token, when sent, makes start/exchange/authenticate link.
  'GET /api/oauth/providers',
  'POST /api/oauth/{platform}/start',
  'POST /api/exchange-code',
  'POST /api/accounts/authenticate',
  'POST /api/token/refresh',
  'POST /api/logout',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  // Anonymous or signed in (a sent token must be valid; its account owns the profile).
  'POST /api/profile',
  'GET /api/profile/{id}',
  'GET /api/generate-badge/{id}',
  'POST /api/checkout-session',
  'GET /api/payment-methods',
  'POST /api/webhooks/stripe',
  'POST /api/webhooks/paypal',
  'POST /api/authorize-paypal-transaction',
  'POST /api/generate-token',
  'GET /api/verify',
  'GET /api/verify/jwks',
  // Signed picture addresses instead of a sign-in (an <img> sends no token); content files
  // only with a short-lived signature (content.test.ts: wrong, foreign and expired → 403).
  'GET /api/proxy-image',
  'GET /api/content/shared/{name}',
  'GET /api/profile/{id}/ownership',
  'GET /api/profile/{id}/credential',
  'GET /api/profile/{id}/credential/info',
  'GET /api/credentials/status/{list}',
  'POST /api/credentials/verify',
  // The alert mails' unsubscribe link: its signed token is the credential.
  'GET /api/alerts/unsubscribe',
];

const call = (route: ProtectedRoute, p?: Principal) =>
  t.app.inject({
    method: route.method,
    url: route.path.replace(/\{[^}]+\}/g, 'x'),
    headers: p ? bearer(p.token) : {},
    ...(route.body ? { payload: route.body(p ?? ({} as Principal)) } : {}),
  });

/** One signed-in principal per role, shared by the rows that leave it intact. */
const shared = new Map<Role, Promise<Principal>>();
const principalFor = (route: ProtectedRoute, role: Role) => {
  if (route.destructive) return signIn(t.app, role);
  let p = shared.get(role);
  if (!p) shared.set(role, (p = signIn(t.app, role)));
  return p;
};

const label = (r: ProtectedRoute) => `${r.method} ${r.path}`;

test('every API route is in the matrix or listed as public', () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );
  const classified = [...protectedRoutes.map(label), ...publicRoutes];
  expect(documented.sort()).toEqual(classified.sort());
});

describe.each(protectedRoutes)('$method $path (needs $needs)', (route) => {
  test('visitor without a token: 401 UNAUTHENTICATED', async () => {
    const res = await call(route);
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  test(`user: ${route.needs === 'user' ? 'allowed' : '403 FORBIDDEN'}`, async () => {
    const res = await call(route, await principalFor(route, 'user'));
    if (route.needs === 'user') {
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect([401, 403], res.body).not.toContain(res.statusCode);
    } else {
      expectError(res, 403, 'FORBIDDEN');
    }
  });

  test('admin: allowed', async () => {
    const res = await call(route, await principalFor(route, 'admin'));
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect([401, 403], res.body).not.toContain(res.statusCode);
  });
});

test('the mobile verify row reaches the service for a user (not just past auth)', async () => {
  const route = protectedRoutes.find((r) => r.path.endsWith('/mobile/verify'));
  if (!route) throw new Error('row missing');
  const res = await call(route, await signIn(t.app, 'user'));
  expectError(res, 422, 'CODE_NOT_REQUESTED');
});
