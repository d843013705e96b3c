import type { SignInPlatform } from '@vigil/shared';

/** Who the platform says signed in; nothing else of the vendor's reply travels further. */
export type PlatformProfile = {
  platformUserId: string;
  username: string | null;
  name: string;
  /** Only Facebook gives one (and only a confirmed address, with the `email` permission). */
  email: string | null;
};

/** A platform access token (kept only encrypted) and the person it belongs to. */
export type PlatformGrant = {
  accessToken: string;
  expiresAt: Date | null;
  profile: PlatformProfile;
};

/**
 * One platform's OAuth 2.0 authorization-code sign-in (issue 13). Adapters own the vendor's
 * endpoints, time-outs, reply parsing and the mapping of its failures to our error codes:
 * `OAUTH_DENIED`, `OAUTH_STATE_INVALID`, `OAUTH_CODE_INVALID`, `OAUTH_TOKEN_INVALID` (401),
 * `UPSTREAM_UNAVAILABLE` (5xx, time-out, network) and `PROVIDER_BAD_REPLY`.
 */
export type OAuthPlatform = {
  platform: SignInPlatform;
  /** The consent page, with `state` and the PKCE challenge (S256). */
  authorizationUrl(p: { state: string; codeChallenge: string; redirectUri: string }): string;
  /**
   * Checks what came back to the redirect URI (`state`, a declined consent) and exchanges the
   * code, server to server, with the client secret and the PKCE verifier.
   */
  exchangeCode(p: {
    params: URLSearchParams;
    expectedState: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<PlatformGrant>;
};

/** Facebook also takes a user access token from its JS SDK (spec 002 §7), checked with `/debug_token`. */
export type FacebookPlatform = OAuthPlatform & {
  verifyAccessToken(accessToken: string): Promise<PlatformGrant>;
};

/** The configured platforms; a missing one has no button and its routes answer 404. */
export type OAuthPlatforms = { instagram?: OAuthPlatform; facebook?: FacebookPlatform };
