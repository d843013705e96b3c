import type { OAuthPlatforms } from '../integrations/oauth/oauth-platform';
import { createFacebookOAuth } from '../integrations/oauth/facebook.oauth';
import { createInstagramOAuth } from '../integrations/oauth/instagram.oauth';
import { createSecretBox } from '../lib/secret-box';
import type { AuditService } from '../modules/audit/audit.service';
import type { AuthService } from '../modules/auth';
import { createLinkedAccountsRepo } from '../modules/linked-accounts/linked-accounts.repo';
import {
  createLinkedAccountsService,
  type VerifiedIdentity,
} from '../modules/linked-accounts/linked-accounts.service';
import type { Infrastructure } from './infrastructure';

/**
 * Sign-in with Instagram and Facebook and the linked accounts (issue 13). A platform is on
 * when its id and secret are set (the config demands OAUTH_TOKEN_KEY then); otherwise its
 * button is hidden and its routes answer 404.
 */
export function createPlatformSignInModule(
  infra: Infrastructure,
  deps: {
    auth: AuthService;
    audit: AuditService;
    /** Proves the user's badge profile of a signed-in handle (the ownership module). */
    onIdentityVerified: (identity: VerifiedIdentity) => Promise<unknown>;
  },
) {
  const { config, clock } = infra;
  const now = () => clock.now();
  const platforms: OAuthPlatforms = {};
  if (config.INSTAGRAM_CLIENT_ID && config.INSTAGRAM_CLIENT_SECRET) {
    platforms.instagram = createInstagramOAuth({
      clientId: config.INSTAGRAM_CLIENT_ID,
      clientSecret: config.INSTAGRAM_CLIENT_SECRET,
      apiBase: config.INSTAGRAM_API_BASE,
      graphBase: config.INSTAGRAM_GRAPH_BASE,
      graphVersion: config.GRAPH_API_VERSION,
      timeoutMs: config.OAUTH_TIMEOUT_MS,
      now,
    });
  }
  if (config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET) {
    platforms.facebook = createFacebookOAuth({
      appId: config.FACEBOOK_APP_ID,
      appSecret: config.FACEBOOK_APP_SECRET,
      graphBase: config.FACEBOOK_GRAPH_BASE,
      dialogBase: config.FACEBOOK_DIALOG_BASE,
      graphVersion: config.GRAPH_API_VERSION,
      timeoutMs: config.OAUTH_TIMEOUT_MS,
      now,
    });
  }
  const repo = createLinkedAccountsRepo(infra.database.db);
  // Export: the linked identities as the screen shows them; the platform token never leaves
  // the server, not even encrypted. Erasure: the rows go with the user row (cascade).
  infra.personalData.register({
    module: 'linked-accounts',
    async collect(who) {
      const rows = await repo.listOf(who.userId);
      return {
        records: {
          linkedIdentities: rows.map(({ accessTokenEnc: _token, ...identity }) => identity),
        },
      };
    },
  });
  const linkedAccounts = createLinkedAccountsService({
    repo,
    auth: deps.auth,
    audit: deps.audit,
    platforms,
    box: config.OAUTH_TOKEN_KEY ? createSecretBox(config.OAUTH_TOKEN_KEY) : undefined,
    transaction: infra.transaction,
    clock,
    redirectUri: `${config.PUBLIC_BASE_URL}/oauth/return`,
    onIdentityVerified: deps.onIdentityVerified,
    log: infra.log,
  });
  // Issue 20: a reset or first verification lists the identities linked before it.
  deps.auth.setIdentityReviewSource((userId) => linkedAccounts.toReview(userId));
  return { linkedAccounts };
}
