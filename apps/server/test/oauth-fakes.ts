import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local Instagram and Facebook servers that speak the vendors' OAuth 2.0 and Graph JSON:
 * a consent page (Allow / Deny) that redirects back, the token endpoint (client secret, PKCE
 * S256, single-use codes that expire, their error bodies), Instagram's `/me`, Facebook's
 * `/me` (with `appsecret_proof`) and `/debug_token`. Failures on demand: HTTP 5xx, a reply
 * that never comes (time-out), a body that is not JSON. Used by the server tests and, through
 * `e2e/fakes/*.ts`, by the browser suite.
 */
export type MetaKind = 'instagram' | 'facebook';
export type Failure = 500 | 503 | 'hang' | 'malformed';
type Code = {
  clientId: string;
  redirectUri: string;
  challenge: string | undefined;
  user: FakeUser;
  issuedAt: number;
  used: boolean;
};
export type FakeUser = { id: string; username: string; name: string; email?: string };
type Token = { appId: string; user: FakeUser; expiresAt: number };

export type MetaFakeOptions = {
  kind: MetaKind;
  clientId: string;
  clientSecret: string;
  /** The Graph version in paths (`/v27.0/me`). */
  version?: string;
  /** How long a code may wait for its exchange (Instagram: 1 hour, Facebook: 10 minutes). */
  codeTtlMs?: number;
  now?: () => number;
  port?: number;
};

/** A stable numeric id per username, as the platforms' ids look. */
export const fakeUserId = (username: string) =>
  String(BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 13)}`));

export const fakeUser = (username: string, extra: Partial<FakeUser> = {}): FakeUser => ({
  id: fakeUserId(username),
  username,
  name: extra.name ?? `${username[0]!.toUpperCase()}${username.slice(1)} Example`,
  ...extra,
});

async function readForm(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startMetaFake(opts: MetaFakeOptions) {
  const version = opts.version ?? 'v27.0';
  const now = opts.now ?? Date.now;
  const codeTtl = opts.codeTtlMs ?? (opts.kind === 'instagram' ? 3_600_000 : 600_000);
  const codes = new Map<string, Code>();
  const tokens = new Map<string, Token>();
  const pendingFailures: Array<{ on: 'token' | 'graph'; how: Failure }> = [];
  const requests: Array<{
    method: string;
    path: string;
    query: URLSearchParams;
    form?: URLSearchParams;
  }> = [];
  const hung = new Set<ServerResponse>();
  let defaultUser = fakeUser(opts.kind === 'instagram' ? 'insta_tester' : 'fb_tester', {
    ...(opts.kind === 'facebook' ? { email: 'fb_tester@example.com' } : {}),
  });

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const fbError = (
    res: ServerResponse,
    status: number,
    message: string,
    code: number,
    subcode?: number,
  ) =>
    json(res, status, {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode ? { error_subcode: subcode } : {}),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    });
  const igTokenError = (res: ServerResponse, message: string) =>
    json(res, 400, { error_type: 'OAuthException', code: 400, error_message: message });

  /** Applies a queued failure; true when the request was answered (or left hanging). */
  function failed(on: 'token' | 'graph', res: ServerResponse) {
    const i = pendingFailures.findIndex((f) => f.on === on);
    if (i < 0) return false;
    const [{ how }] = pendingFailures.splice(i, 1) as [{ on: string; how: Failure }];
    if (how === 'hang') {
      hung.add(res);
      return true;
    }
    if (how === 'malformed') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Sorry, something went wrong.</body></html>');
      return true;
    }
    res.writeHead(how, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { message: 'An unexpected error has occurred.', code: 2, type: 'OAuthException' },
      }),
    );
    return true;
  }

  function consentPage(q: URLSearchParams) {
    const platform = opts.kind === 'instagram' ? 'Instagram' : 'Facebook';
    const hidden = [
      'client_id',
      'redirect_uri',
      'state',
      'code_challenge',
      'code_challenge_method',
      'scope',
    ]
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.get(k) ?? '')}">`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${platform} (local fake): allow access?</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>${platform} (local test server)</h1>
<p>The app <strong>${escapeHtml(q.get('client_id') ?? '')}</strong> asks for: ${escapeHtml(q.get('scope') ?? '')}</p>
<form method="post" action="consent">${hidden}
<p><label for="username">Sign in as</label><br><input id="username" name="username" value="${escapeHtml(defaultUser.username)}"></p>
<p><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></p>
</form></main></body></html>`;
  }

  function authorize(q: URLSearchParams, res: ServerResponse) {
    if (
      q.get('client_id') !== opts.clientId ||
      q.get('response_type') !== 'code' ||
      !q.get('redirect_uri')
    ) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end(
        '<html><body>Invalid request: client_id, redirect_uri or response_type.</body></html>',
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(consentPage(q));
  }

  function consent(form: URLSearchParams, res: ServerResponse) {
    const redirect = new URL(form.get('redirect_uri') ?? '');
    const state = form.get('state');
    if (form.get('decision') !== 'allow') {
      if (opts.kind === 'instagram') {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_reason', 'user_denied');
        redirect.searchParams.set('error_description', 'The user denied your request.');
      } else {
        redirect.searchParams.set('error', 'access_denied');
        redirect.searchParams.set('error_code', '200');
        redirect.searchParams.set('error_description', 'Permissions error');
        redirect.searchParams.set('error_reason', 'user_denied');
      }
      if (state) redirect.searchParams.set('state', state);
    } else {
      const username = form.get('username')?.trim() || defaultUser.username;
      const user =
        username === defaultUser.username
          ? defaultUser
          : fakeUser(
              username,
              opts.kind === 'facebook' ? { email: `${username}@example.com` } : {},
            );
      const code = issueCode({
        user,
        redirectUri: form.get('redirect_uri') ?? '',
        challenge: form.get('code_challenge') ?? undefined,
      });
      redirect.searchParams.set('code', code);
      if (state) redirect.searchParams.set('state', state);
      // Instagram appends `#_` to the redirect.
      if (opts.kind === 'instagram') redirect.hash = '_';
    }
    res.writeHead(302, { location: redirect.toString() });
    res.end();
  }

  function issueCode(p: {
    user: FakeUser;
    redirectUri: string;
    challenge?: string;
    clientId?: string;
  }) {
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      clientId: p.clientId ?? opts.clientId,
      redirectUri: p.redirectUri,
      challenge: p.challenge,
      user: p.user,
      issuedAt: now(),
      used: false,
    });
    return code;
  }

  /** A user access token as the platform would give one (for `/debug_token` tests). */
  function mintToken(p: { user?: FakeUser; appId?: string; ttlMs?: number } = {}) {
    const token = `${opts.kind === 'instagram' ? 'IGAA' : 'EAAB'}${randomBytes(24).toString('base64url')}`;
    tokens.set(token, {
      appId: p.appId ?? opts.clientId,
      user: p.user ?? defaultUser,
      expiresAt: now() + (p.ttlMs ?? 3_600_000),
    });
    return token;
  }

  function exchange(form: URLSearchParams, res: ServerResponse) {
    const refuse = (message: string, subcode?: number) =>
      opts.kind === 'instagram'
        ? igTokenError(res, message)
        : fbError(res, 400, message, 100, subcode);
    if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret)
      return opts.kind === 'instagram'
        ? igTokenError(res, 'Invalid platform app')
        : fbError(res, 400, 'Error validating client secret.', 1);
    const code = codes.get(form.get('code') ?? '');
    if (!code) return refuse('Invalid verification code format.', 36008);
    if (code.used) return refuse('This authorization code has been used.', 36009);
    if (now() - code.issuedAt > codeTtl)
      return refuse('This authorization code has expired.', 36007);
    if (code.redirectUri !== form.get('redirect_uri'))
      return refuse(
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        36008,
      );
    if (code.challenge && s256(form.get('code_verifier') ?? '') !== code.challenge)
      return refuse('Invalid code verifier.', 36008);
    code.used = true;
    const token = mintToken({ user: code.user });
    if (opts.kind === 'instagram') {
      return json(res, 200, {
        data: [
          { access_token: token, user_id: code.user.id, permissions: 'instagram_business_basic' },
        ],
      });
    }
    return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
  }

  function me(q: URLSearchParams, res: ServerResponse) {
    const token = tokens.get(q.get('access_token') ?? '');
    if (!token || token.expiresAt <= now())
      return fbError(res, 400, 'Invalid OAuth access token - Cannot parse access token', 190);
    if (opts.kind === 'facebook') {
      const proof = createHmac('sha256', opts.clientSecret)
        .update(q.get('access_token') ?? '')
        .digest('hex');
      if (token.appId === opts.clientId && q.get('appsecret_proof') !== proof)
        return fbError(res, 400, 'Invalid appsecret_proof provided in the API argument', 100);
      return json(res, 200, {
        id: token.user.id,
        name: token.user.name,
        ...(token.user.email ? { email: token.user.email } : {}),
      });
    }
    return json(res, 200, {
      id: token.user.id,
      user_id: `178414${token.user.id.slice(0, 11)}`,
      username: token.user.username,
      name: token.user.name,
    });
  }

  function debugToken(q: URLSearchParams, res: ServerResponse) {
    if (q.get('access_token') !== `${opts.clientId}|${opts.clientSecret}`)
      return fbError(res, 400, 'Invalid OAuth access token signature.', 190);
    const input = q.get('input_token') ?? '';
    const token = tokens.get(input);
    if (!token)
      return json(res, 200, {
        data: {
          error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' },
          is_valid: false,
          scopes: [],
        },
      });
    const expired = token.expiresAt <= now();
    return json(res, 200, {
      data: {
        app_id: token.appId,
        type: 'USER',
        application: token.appId === opts.clientId ? 'Vigil' : 'Another App',
        data_access_expires_at: Math.floor(now() / 1000) + 7_776_000,
        expires_at: Math.floor(token.expiresAt / 1000),
        is_valid: !expired,
        ...(expired
          ? {
              error: {
                code: 190,
                message: `Error validating access token: Session has expired on ${new Date(token.expiresAt).toUTCString()}.`,
                subcode: 463,
              },
            }
          : {}),
        scopes: ['public_profile', 'email'],
        user_id: token.user.id,
      },
    });
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const form = req.method === 'POST' ? await readForm(req) : undefined;
    requests.push({
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      ...(form ? { form } : {}),
    });
    const ig = opts.kind === 'instagram';
    if (req.method === 'GET' && path === '/health') return json(res, 200, { ok: true });
    if (req.method === 'GET' && path === (ig ? '/oauth/authorize' : `/${version}/dialog/oauth`))
      return authorize(url.searchParams, res);
    if (req.method === 'POST' && path === (ig ? '/oauth/consent' : `/${version}/dialog/consent`))
      return consent(form!, res);
    if (path === (ig ? '/oauth/access_token' : `/${version}/oauth/access_token`)) {
      if (failed('token', res)) return;
      return exchange(form ?? url.searchParams, res);
    }
    if (req.method === 'GET' && path === `/${version}/me`) {
      if (failed('graph', res)) return;
      return me(url.searchParams, res);
    }
    if (!ig && req.method === 'GET' && path === `/${version}/debug_token`) {
      if (failed('graph', res)) return;
      return debugToken(url.searchParams, res);
    }
    fbError(res, 404, 'Unknown path components', 2500);
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    requests,
    issueCode,
    mintToken,
    setDefaultUser: (user: FakeUser) => {
      defaultUser = user;
    },
    /** The next call of that kind fails this way. */
    failNext: (on: 'token' | 'graph', how: Failure) => pendingFailures.push({ on, how }),
    close: async () => {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type MetaFake = Awaited<ReturnType<typeof startMetaFake>>;
