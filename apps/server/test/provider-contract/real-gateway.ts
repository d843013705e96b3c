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
import { requestAs, useForFile, useSignedIn, useVendorApp, type VendorTestApp } from '../helper';
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

/**
 * The file's app with the RapidAPI key `key`, every provider call going to the real-shape gateway,
 * and a user signed in before its tests: `get` is that user's GET.
 */
export function useRealShapeApp(
  key: string,
  env: Record<string, string> = {},
): { t: VendorTestApp; get: (url: string) => ReturnType<typeof requestAs> } {
  const t = useVendorApp(realShapeVendor(), { env: { RAPIDAPI_KEY: key, ...env } });
  const user = useSignedIn(t, 'user');
  return { t, get: (url) => requestAs(t.app, user, 'GET', url) };
}

/**
 * The activity the sample replies' posts give (`sample_user_1`): the X timeline's five tweets and
 * the two Truth Social statuses, as the adapters compute it and the lookups store it.
 */
export const sampleActivity = {
  twitter: {
    sampleSize: 5,
    repostShare: 0.2,
    replyShare: 0.2,
    linkShare: 0.2,
    likesPerPost: 2200,
    repostsPerPost: 323.8,
    distinctSources: 2,
  },
  truthsocial: {
    sampleSize: 2,
    repostShare: 0,
    replyShare: 0,
    linkShare: 0,
    likesPerPost: 3776.5,
    repostsPerPost: 749,
    // Statuses of this reply name no application: nothing to tell automation by.
    distinctSources: null,
  },
} as const;

const OBSERVED = '2026-08-01T00:00:00.000Z';

/** A reading's facts as stored (valid `ProfileFacts` once the lookup adds its time). */
export const factsOf = (r: AccountReading | undefined): ProfileFacts =>
  profileFactsSchema.parse({ ...r?.facts, observedAt: OBSERVED });
export const observedAt = OBSERVED;
