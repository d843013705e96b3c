import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { FacebookPlatform, PlatformGrant } from './oauth-platform';
import { getWithTimeout, parseVendor, pkceCodeFlow, readVendorReply } from './vendor-http';

const VENDOR = 'Facebook';
export const FACEBOOK_SCOPE = 'public_profile,email';

/** Graph API errors: `{ error: { message, type, code, error_subcode, fbtrace_id } }`. */
const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
  }),
});
const tokenReplySchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});
const debugTokenSchema = z.object({
  data: z.object({
    app_id: z.string().optional(),
    type: z.string().optional(),
    is_valid: z.boolean(),
    expires_at: z.number().optional(),
    user_id: z.string().optional(),
    error: z.object({ message: z.string(), code: z.number().optional() }).optional(),
  }),
});
const meSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

/** The spec's wording for every refusal that has no message of Facebook's. */
const unauthorized = (message = 'Unauthorized') => new AppError('OAUTH_TOKEN_INVALID', message);

const graphMessage = (body: unknown) => {
  const e = graphErrorSchema.safeParse(body);
  return e.success ? e.data.error : undefined;
};

export function createFacebookOAuth(opts: {
  appId: string;
  appSecret: string;
  graphBase: string;
  dialogBase: string;
  graphVersion: string;
  timeoutMs: number;
  now: () => Date;
}): FacebookPlatform {
  const graph = `${opts.graphBase.replace(/\/+$/, '')}/${opts.graphVersion}`;
  const dialog = `${opts.dialogBase.replace(/\/+$/, '')}/${opts.graphVersion}/dialog/oauth`;

  async function graphGet(path: string, query: Record<string, string>) {
    const url = new URL(`${graph}${path}`);
    url.search = new URLSearchParams(query).toString();
    return readVendorReply(VENDOR, () => getWithTimeout(url, opts.timeoutMs));
  }

  /** `/me` with `appsecret_proof` (Facebook's guard against a token used from elsewhere). */
  async function profileOf(accessToken: string) {
    const proof = createHmac('sha256', opts.appSecret).update(accessToken).digest('hex');
    const reply = await graphGet('/me', {
      fields: 'id,name,email',
      access_token: accessToken,
      appsecret_proof: proof,
    });
    if (reply.status !== 200) {
      const error = graphMessage(reply.body);
      if (error && reply.status < 500) throw unauthorized(error.message);
      throw new AppError('PROVIDER_BAD_REPLY', `Facebook answered HTTP ${reply.status}.`);
    }
    const me = parseVendor(VENDOR, meSchema, reply.body);
    return {
      platformUserId: me.id,
      username: null,
      name: me.name?.trim() || `Facebook ${me.id}`,
      email: me.email ?? null,
    };
  }

  const flow = pkceCodeFlow({
    vendor: VENDOR,
    authorizeEndpoint: dialog,
    tokenEndpoint: `${graph}/oauth/access_token`,
    issuer: graph,
    clientId: opts.appId,
    clientSecret: opts.appSecret,
    scope: FACEBOOK_SCOPE,
    tokenSchema: tokenReplySchema,
    errorMessage: (body) => graphMessage(body)?.message,
    timeoutMs: opts.timeoutMs,
  });

  return {
    platform: 'facebook',
    authorizationUrl: flow.authorizationUrl,

    async exchangeCode(p): Promise<PlatformGrant> {
      const token = await flow.exchangeCode(p);
      return {
        accessToken: token.access_token,
        expiresAt: token.expires_in
          ? new Date(opts.now().getTime() + token.expires_in * 1000)
          : null,
        profile: await profileOf(token.access_token),
      };
    },

    async verifyAccessToken(accessToken): Promise<PlatformGrant> {
      const reply = await graphGet('/debug_token', {
        input_token: accessToken,
        access_token: `${opts.appId}|${opts.appSecret}`,
      });
      if (reply.status !== 200) {
        const error = graphMessage(reply.body);
        if (error && reply.status < 500) throw unauthorized(error.message);
        throw new AppError('PROVIDER_BAD_REPLY', `Facebook answered HTTP ${reply.status}.`);
      }
      const { data } = parseVendor(VENDOR, debugTokenSchema, reply.body);
      if (!data.is_valid) throw unauthorized(data.error?.message);
      // A token issued to another app must not sign anybody in here.
      if (!data.app_id || !sameText(data.app_id, opts.appId)) throw unauthorized();
      if (data.type !== undefined && data.type !== 'USER') throw unauthorized();
      if (!data.user_id) throw unauthorized();
      const profile = await profileOf(accessToken);
      if (profile.platformUserId !== data.user_id) throw unauthorized();
      return {
        accessToken,
        expiresAt: data.expires_at ? new Date(data.expires_at * 1000) : null,
        profile,
      };
    },
  };
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
