/**
 * The adapters as the live server builds them (default hosts and paths from the configuration,
 * the HTTP transport, the client's retries), sent to the fake RapidAPI gateway that serves the
 * vendors' real reply shapes.
 */
import { profileFactsSchema, type ProfileFacts } from '@vigil/shared';
import { parseConfig } from '../../src/config';
import { createHttpTransport } from '../../src/integrations/social/http.transport';
import { createProviderClient } from '../../src/integrations/social/provider-client';
import type { AccountReading } from '../../src/integrations/social/social-provider';
import {
  createSocialProviders,
  providerHosts,
  type SocialProviders,
} from '../../src/integrations/social/social-providers';
import { startFakeRapidApi, type FakeRapidApi } from '../fake-rapidapi';
import { useForFile } from '../helper';
import { realShapeVendor, type VendorRoute } from '../provider-replies/vendor';

export const KEY = 'contract-test-key';

/** The configuration with a key and `env` (paths, hosts) set, every other value its default. */
export const contractConfig = (env: Record<string, string> = {}) =>
  parseConfig({ RAPIDAPI_KEY: KEY, ...env });

/** The providers as the server builds them with a key, every call going to `fake`. */
export function gatewayProviders(
  fake: FakeRapidApi,
  env: Record<string, string> = {},
): SocialProviders {
  const config = contractConfig(env);
  const client = createProviderClient({
    transport: createHttpTransport({
      apiKey: KEY,
      hosts: providerHosts(config),
      baseUrl: fake.url,
      timeoutMs: 5_000,
    }),
    retries: 0,
    retryBaseMs: 1,
    log: { warn: () => {} },
  });
  return createSocialProviders(client, config);
}

/**
 * The gateway and the providers pointed at it; `env` overrides configuration (paths, hosts),
 * `routes` the gateway's routes (all platforms' by default).
 */
export async function startRealGateway(
  env: Record<string, string> = {},
  routes?: VendorRoute[],
): Promise<{
  fake: FakeRapidApi;
  providers: SocialProviders;
  config: ReturnType<typeof parseConfig>;
}> {
  const fake = await startFakeRapidApi(realShapeVendor(routes));
  const config = contractConfig({ RAPIDAPI_BASE_URL: fake.url, ...env });
  return { fake, providers: gatewayProviders(fake, env), config };
}

export type RealGateway = { readonly fake: FakeRapidApi; readonly providers: SocialProviders };

/**
 * The file's gateway (all platforms' routes, default configuration) and the providers pointed
 * at it, started before its tests and closed after them, as `useTestApp` does for the app. Read
 * `fake` and `providers` inside tests and hooks: before the start there is nothing to read.
 */
export function useRealGateway(): RealGateway {
  return useForFile(
    'the gateway starts',
    () => startRealGateway(),
    (g) => g.fake.close(),
  );
}

const OBSERVED = '2026-08-01T00:00:00.000Z';

/** A reading's facts as stored (valid `ProfileFacts` once the lookup adds its time). */
export const factsOf = (r: AccountReading | undefined): ProfileFacts =>
  profileFactsSchema.parse({ ...r?.facts, observedAt: OBSERVED });
export const observedAt = OBSERVED;
