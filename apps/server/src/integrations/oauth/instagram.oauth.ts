import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { OAuthPlatform, PlatformGrant } from './oauth-platform';
import { getWithTimeout, parseVendor, pkceCodeFlow, readVendorReply } from './vendor-http';

const VENDOR = 'Instagram';
/** Instagram API with Instagram Login (Basic Display and its `user_profile` scope are retired). */
export const INSTAGRAM_SCOPE = 'instagram_business_basic';
/** A short-lived Instagram user token lives one hour. */
const SHORT_LIVED_SECONDS = 3600;

const idSchema = z.union([z.string().min(1), z.number().int()]).transform(String);
const tokenSchema = z.object({ access_token: z.string().min(1), user_id: idSchema });
/** Documented as `{ data: [ … ] }`; some apps get the flat object. Both are read. */
const tokenReplySchema = z.union([
  z.object({ data: z.array(tokenSchema).min(1) }).transform((r) => r.data[0]!),
  tokenSchema,
]);
/** `{ error_type, code, error_message }` (token endpoint) or the Graph `{ error: { message } }`. */
const errorSchema = z.union([
  z.object({ error_message: z.string(), error_type: z.string().optional() }),
  z.object({ error: z.object({ message: z.string(), code: z.number().optional() }) }),
]);
const meSchema = z.object({
  id: idSchema.optional(),
  user_id: idSchema.optional(),
  username: z.string().min(1),
  name: z.string().optional(),
});

const errorMessage = (body: unknown) => {
  const e = errorSchema.safeParse(body);
  if (!e.success) return undefined;
  return 'error_message' in e.data ? e.data.error_message : e.data.error.message;
};

export function createInstagramOAuth(opts: {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  graphBase: string;
  graphVersion: string;
  timeoutMs: number;
  now: () => Date;
}): OAuthPlatform {
  const apiBase = opts.apiBase.replace(/\/+$/, '');
  const graphBase = opts.graphBase.replace(/\/+$/, '');
  const flow = pkceCodeFlow({
    vendor: VENDOR,
    authorizeEndpoint: `${apiBase}/oauth/authorize`,
    tokenEndpoint: `${apiBase}/oauth/access_token`,
    issuer: apiBase,
    clientId: opts.clientId,
    clientSecret: opts.clientSecret,
    scope: INSTAGRAM_SCOPE,
    tokenSchema: tokenReplySchema,
    errorMessage,
    timeoutMs: opts.timeoutMs,
  });
  return {
    platform: 'instagram',
    authorizationUrl: flow.authorizationUrl,

    async exchangeCode(p): Promise<PlatformGrant> {
      const token = await flow.exchangeCode(p);

      const me = new URL(`${graphBase}/${opts.graphVersion}/me`);
      me.search = new URLSearchParams({
        fields: 'id,user_id,username,name',
        access_token: token.access_token,
      }).toString();
      const profileReply = await readVendorReply(VENDOR, () => getWithTimeout(me, opts.timeoutMs));
      if (profileReply.status !== 200) {
        const message = errorMessage(profileReply.body);
        if (message && (profileReply.status === 400 || profileReply.status === 401))
          throw new AppError('OAUTH_TOKEN_INVALID', message);
        throw new AppError('PROVIDER_BAD_REPLY', `Instagram answered HTTP ${profileReply.status}.`);
      }
      const profile = parseVendor(VENDOR, meSchema, profileReply.body);
      return {
        accessToken: token.access_token,
        expiresAt: new Date(opts.now().getTime() + SHORT_LIVED_SECONDS * 1000),
        profile: {
          // The token reply's user id names the person for this app, whatever `/me` adds.
          platformUserId: token.user_id,
          username: profile.username,
          name: profile.name?.trim() || profile.username,
          email: null,
        },
      };
    },
  };
}
