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
 * The authorization-code grant through oauth4webapi: `state` (and a declined consent) checked by
 * `validateAuthResponse`, the code sent with the PKCE verifier and `client_secret_post`.
 * The reply is returned raw: Instagram's has no `token_type` and Facebook's errors are not
 * RFC 6749 shaped, so each adapter parses its own vendor's body.
 */
export async function authorizationCodeGrant(p: {
  vendor: string;
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
  return readVendorReply(p.vendor, () =>
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
}
