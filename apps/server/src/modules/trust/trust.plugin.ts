import { defineModule, provide } from '../../composition/module-plugin';
import { loadSigningKey, type SigningKeyPair } from '../../lib/signing-key';
import { createTrustTokens } from './trust-tokens';
import { trustRoutes } from './trust.routes';
import { createTrustService, type TrustService } from './trust.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    trust: TrustService;
    /** One Ed25519 key signs QR tokens and badge credentials (issue 13). */
    signingKeys: SigningKeyPair;
  }
}

/** The signed QR of a paid badge (the last link of the trust-badge chain). */
export const trustPlugin = defineModule('trust', ['profiles'], async (app, { infra }) => {
  const { config, clock } = infra;
  const signingKeys = loadSigningKey(config.QR_SIGNING_KEY, config.DATA_DIR);
  const trust = createTrustService({
    tokens: await createTrustTokens({ keys: signingKeys, clock }),
    profiles: app.services.profiles,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    now: () => clock.now(),
  });
  provide(app, { trust, signingKeys });
  return { api: [trustRoutes] };
});
