import { defineModule, provide } from '../../composition/module-plugin';
import { createDemoBios, type DemoBios } from '../../integrations/social/demo/demo-bios';
import { createSocialData, type SocialProviders } from '../../integrations/social/social-providers';
import type { Metrics } from '../../lib/metrics';
import { createMemoryLookupCache, createRedisLookupCache, type LookupCache } from './lookup-cache';
import { createLookupQuota, type LookupQuota } from './lookup-quota';
import { createLookupsRepo } from './lookups.repo';
import { lookupsRoutes, storedAccountsRoutes } from './lookups.routes';
import { createLookupsService, type LookupsService } from './lookups.service';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    lookups: LookupsService;
    /** The per-user lookup quota (LOOKUP_RATE_LIMIT_PER_MINUTE), shared by routes and jobs. */
    lookupQuota: LookupQuota;
    /** The platform adapters the lookups answer from (follower audits and bio proofs use them). */
    lookupSources: {
      providers: SocialProviders;
      source: ReturnType<typeof createSocialData>['source'];
      demoBios: DemoBios;
    };
  }
}

/** The cache, counting hits and misses for the metrics. */
function countingCache(cache: LookupCache, metrics: Metrics): LookupCache {
  return {
    kind: cache.kind,
    async get(key) {
      const hit = await cache.get(key);
      metrics.cacheRead(hit !== undefined);
      return hit;
    },
    set: (key, value, ttl) => cache.set(key, value, ttl),
  };
}

/** Platform lookups: real providers with RAPIDAPI_KEY, else the demo dataset. */
export const lookupsPlugin = defineModule(
  'lookups',
  ['events', 'providers'],
  async (app, { infra, overrides }) => {
    const { config, clock, log, redis } = infra;
    const repo = overrides.lookupsRepo ?? createLookupsRepo(infra.database.db);
    const demoBios = createDemoBios();
    const social = createSocialData(config, {
      clock,
      log,
      demoBios,
      onCall: (provider, outcome) => infra.metrics.providerCall(provider, outcome),
      observe: app.services.providers.observe,
    });
    if (social.source === 'demo' && config.NODE_ENV === 'production') {
      log.warn('no RAPIDAPI_KEY: lookups answer from the built-in demo dataset');
    }
    const lookups = createLookupsService({
      providers: social.providers,
      source: social.source,
      cache: countingCache(
        redis
          ? createRedisLookupCache({ redis, log, keyPrefix: config.REDIS_KEY_PREFIX })
          : createMemoryLookupCache({
              maxEntries: config.LOOKUP_CACHE_MAX_ENTRIES,
              now: () => clock.now().getTime(),
            }),
        infra.metrics,
      ),
      cacheTtlSeconds: config.LOOKUP_CACHE_TTL_SECONDS,
      repo,
      clock,
      log,
      publish: app.services.events.publish,
    });
    // One per-user lookup quota for the lookup routes, the trust score and the follower jobs.
    const lookupQuota = createLookupQuota({
      max: config.LOOKUP_RATE_LIMIT_PER_MINUTE,
      redis,
      keyPrefix: config.REDIS_KEY_PREFIX,
      now: () => clock.now().getTime(),
    });
    provide(app, {
      lookups,
      lookupQuota,
      lookupSources: { providers: social.providers, source: social.source, demoBios },
    });
    await app.register(lookupsRoutes, { prefix: '/api/lookups' });
    await app.register(storedAccountsRoutes, { prefix: '/api' });
  },
);
