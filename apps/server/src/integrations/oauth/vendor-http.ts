import * as oauth from 'oauth4webapi';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** What a vendor said: status and JSON body (undefined when the body was not JSON). */
export type VendorReply = { status: number; body: unknown };

const unavailable = (vendor: string, why: string) =>
  new AppError('UPSTREAM_UNAVAILABLE', `${vendor} is not reachable right now (${why}).`);

/**
 * Reads a vendor reply: 5xx, time-outs and network failures become `UPSTREAM_UNAVAILABLE`;
 * 2xx/4xx bodies are returned parsed (undefined when not JSON) for the adapter to judge.
 */
export async function readVendorReply(vendor: string, send: () => Promise<Response>) {
  let res: Response;
  try {
    res = await send();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const name = err instanceof Error ? err.name : '';
    throw unavailable(
      vendor,
      name === 'TimeoutError' || name === 'AbortError' ? 'time-out' : 'network',
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw unavailable(vendor, 'reply cut off');
  }
  if (res.status >= 500) throw unavailable(vendor, `HTTP ${res.status}`);
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body } satisfies VendorReply;
}

/** Parses a 2xx body with the vendor's schema; anything else is `PROVIDER_BAD_REPLY`. */
export function parseVendor<S extends z.ZodType>(
  vendor: string,
  schema: S,
  body: unknown,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new AppError('PROVIDER_BAD_REPLY', `${vendor} sent a reply we cannot read.`);
  return parsed.data;
}

/** GET with the time limit of one vendor call. */
export const getWithTimeout = (url: URL | string, timeoutMs: number) =>
  fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });

/**
 * The address of the vendor's consent page for an authorization-code grant with PKCE (S256).
 */
export function pkceAuthorizationUrl(
  endpoint: string,
  p: { clientId: string; scope: string; state: string; codeChallenge: string; redirectUri: string },
) {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    response_type: 'code',
    scope: p.scope,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * The authorization-code grant through oauth4webapi: `state` (and a declined consent) checked by
 * `validateAuthResponse`, the code sent with the PKCE verifier and `client_secret_post`.
 * Instagram's token reply has no `token_type` and Facebook's errors are not RFC 6749 shaped, so
 * the adapter brings its vendor's token schema and the way to read a refusal's message: a 400
 * with a message is `OAUTH_CODE_INVALID`, any other non-200 `PROVIDER_BAD_REPLY`.
 */
export async function exchangeCodeForToken<S extends z.ZodType>(p: {
  vendor: string;
  tokenSchema: S;
  errorMessage: (body: unknown) => string | undefined;
  tokenEndpoint: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  params: URLSearchParams;
  expectedState: string;
  codeVerifier: string;
  redirectUri: string;
  timeoutMs: number;
}) {
  const as: oauth.AuthorizationServer = { issuer: p.issuer, token_endpoint: p.tokenEndpoint };
  const client: oauth.Client = { client_id: p.clientId };
  let callback: URLSearchParams;
  try {
    callback = oauth.validateAuthResponse(as, client, p.params, p.expectedState);
  } catch (err) {
    if (err instanceof oauth.AuthorizationResponseError)
      throw new AppError('OAUTH_DENIED', `The sign-in at ${p.vendor} was declined (${err.error}).`);
    throw new AppError('OAUTH_STATE_INVALID', 'The sign-in state does not match.');
  }
  const reply = await readVendorReply(p.vendor, () =>
    oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(p.clientSecret),
      callback,
      p.redirectUri,
      p.codeVerifier,
      {
        signal: AbortSignal.timeout(p.timeoutMs),
        // Only a local fake (tests, the browser suite) is plain http; the vendors are https.
        [oauth.allowInsecureRequests]: p.tokenEndpoint.startsWith('http:'),
      },
    ),
  );
  if (reply.status !== 200) {
    const message = p.errorMessage(reply.body);
    if (reply.status === 400 && message)
      throw new AppError('OAUTH_CODE_INVALID', `${p.vendor} refused the code: ${message}`);
    throw new AppError('PROVIDER_BAD_REPLY', `${p.vendor} answered HTTP ${reply.status}.`);
  }
  return parseVendor(p.vendor, p.tokenSchema, reply.body);
}

/**
 * A vendor's authorization-code sign-in with PKCE as the two steps of `OAuthPlatform`: the
 * consent page's address and the code exchange (`exchangeCodeForToken`), with the vendor's
 * endpoints, client and token schema bound once.
 */
export function pkceCodeFlow<S extends z.ZodType>(c: {
  vendor: string;
  authorizeEndpoint: string;
  tokenEndpoint: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  tokenSchema: S;
  errorMessage: (body: unknown) => string | undefined;
  timeoutMs: number;
}) {
  return {
    authorizationUrl: (p: { state: string; codeChallenge: string; redirectUri: string }) =>
      pkceAuthorizationUrl(c.authorizeEndpoint, { ...p, clientId: c.clientId, scope: c.scope }),
    exchangeCode: (p: {
      params: URLSearchParams;
      expectedState: string;
      codeVerifier: string;
      redirectUri: string;
    }) =>
      exchangeCodeForToken({
        ...p,
        vendor: c.vendor,
        tokenSchema: c.tokenSchema,
        errorMessage: c.errorMessage,
        issuer: c.issuer,
        tokenEndpoint: c.tokenEndpoint,
        clientId: c.clientId,
        clientSecret: c.clientSecret,
        timeoutMs: c.timeoutMs,
      }),
  };
}
