import { defineModule, provide } from '../../composition/module-plugin';
import { createFacebookOAuth } from '../../integrations/oauth/facebook.oauth';
import { createInstagramOAuth } from '../../integrations/oauth/instagram.oauth';
import type { OAuthPlatforms } from '../../integrations/oauth/oauth-platform';
import { createSecretBox } from '../../lib/secret-box';
import { createLinkedAccountsRepo } from './linked-accounts.repo';
import { linkedAccountsRoutes, oauthReturnRoutes, oauthRoutes } from './linked-accounts.routes';
import { createLinkedAccountsService, type LinkedAccountsService } from './linked-accounts.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    linkedAccounts: LinkedAccountsService;
  }
}

/**
 * Sign-in with Instagram and Facebook and the linked accounts (issue 13). A platform is on
 * when its id and secret are set (the config demands OAUTH_TOKEN_KEY then); otherwise its
 * button is hidden and its routes answer 404.
 */
export const linkedAccountsPlugin = defineModule(
  'linked-accounts',
  ['audit', 'auth', 'ownership'],
  async (app, { infra }) => {
    const { config, clock } = infra;
    const { auth, audit, ownership } = app.services;
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
      auth,
      audit,
      platforms,
      box: config.OAUTH_TOKEN_KEY ? createSecretBox(config.OAUTH_TOKEN_KEY) : undefined,
      transaction: infra.transaction,
      clock,
      redirectUri: `${config.PUBLIC_BASE_URL}/oauth/return`,
      // Issue 13 §3: a profile linked through Instagram or Facebook sign-in is proven by it.
      onIdentityVerified: (i) => ownership.proveBySignIn(i),
      log: infra.log,
    });
    // Issue 20: a reset or first verification lists the identities linked before it.
    auth.setIdentityReviewSource((userId) => linkedAccounts.toReview(userId));
    provide(app, { linkedAccounts });
    return {
      api: [oauthRoutes, linkedAccountsRoutes],
      // The platforms' redirect back, outside the API.
      pages: [oauthReturnRoutes],
    };
  },
);
