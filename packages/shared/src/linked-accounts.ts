import { z } from 'zod';

/** The platforms a person can sign in with and link to an account (issue 13). */
export const signInPlatformSchema = z.enum(['instagram', 'facebook']);
export type SignInPlatform = z.infer<typeof signInPlatformSchema>;

/** `GET /api/oauth/providers`: the platform sign-ins this server has configured. */
export const oauthProvidersReplySchema = z.object({ platforms: z.array(signInPlatformSchema) });
export type OAuthProvidersReply = z.infer<typeof oauthProvidersReplySchema>;

export const oauthStartParamsSchema = z.object({ platform: signInPlatformSchema });

/**
 * `POST /api/oauth/:platform/start`: the platform's consent page to open. With a session the
 * identity is linked to the signed-in account on return; without one it signs in.
 */
export const oauthStartReplySchema = z.object({ url: z.url() });
export type OAuthStartReply = z.infer<typeof oauthStartReplySchema>;

/**
 * `POST /api/exchange-code` (spec 000 §7): what the platform sent back to `/oauth/return`:
 * `code` and `state`, or `error` (the person declined) and `state`.
 */
export const exchangeCodeInputSchema = z
  .object({
    state: z.string().min(1).max(256),
    code: z.string().min(1).max(2048).optional(),
    error: z.string().min(1).max(200).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.error === undefined), {
    message: 'Send either code or error',
    path: ['code'],
  });
export type ExchangeCodeInput = z.infer<typeof exchangeCodeInputSchema>;

export const exchangeCodeReplySchema = z.discriminatedUnion('mode', [
  /** Signed in: our access token (the refresh cookie is set as at password login). */
  z.object({ mode: z.literal('signed_in'), token: z.string() }),
  /** Linked to the signed-in account; the session goes on unchanged. */
  z.object({ mode: z.literal('linked'), platform: signInPlatformSchema }),
]);
export type ExchangeCodeReply = z.infer<typeof exchangeCodeReplySchema>;

/** `POST /api/accounts/authenticate` (spec 002 §7): a Facebook user access token from the JS SDK. */
export const facebookAuthenticateInputSchema = z.object({
  accessToken: z.string().min(1).max(4096),
});
export type FacebookAuthenticateInput = z.infer<typeof facebookAuthenticateInputSchema>;

/** The template account of spec 002 §3 with our access token (15 minutes, renewed by the cookie). */
export const facebookAuthenticateReplySchema = z.object({
  id: z.string(),
  facebookId: z.string(),
  name: z.string(),
  extraInfo: z.string(),
  token: z.string(),
});
export type FacebookAuthenticateReply = z.infer<typeof facebookAuthenticateReplySchema>;

/** One row of the linked accounts screen (the template account screens of spec 002, made real). */
export const linkedAccountSchema = z.object({
  id: z.string(),
  platform: signInPlatformSchema,
  platformUserId: z.string(),
  username: z.string().nullable(),
  name: z.string(),
  extraInfo: z.string(),
  linkedAt: z.string(),
  /**
   * Linked while the account's e-mail address was not verified (issue 20: pre-account
   * hijack): once the address is verified it cannot sign in until the owner keeps it.
   */
  needsReview: z.boolean(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** `GET /api/linked-accounts`: every identity of the signed-in account, and whether it has a password. */
export const linkedAccountsReplySchema = z.object({
  items: z.array(linkedAccountSchema),
  emailSignIn: z.boolean(),
});
export type LinkedAccountsReply = z.infer<typeof linkedAccountsReplySchema>;

export const linkedAccountParamsSchema = z.object({ id: z.uuid() });

/** `PUT /api/linked-accounts/:id`: Name required ('Name is required'), Extra Info optional. */
export const updateLinkedAccountInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  extraInfo: z.string().trim().max(2000).default(''),
});
export type UpdateLinkedAccountInput = z.infer<typeof updateLinkedAccountInputSchema>;
