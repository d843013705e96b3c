import { createDemoBios } from '../integrations/social/demo/demo-bios';
import { createSocialData } from '../integrations/social/social-providers';
import type { Metrics } from '../lib/metrics';
import {
  createMemoryLookupCache,
  createRedisLookupCache,
  type LookupCache,
} from '../modules/lookups/lookup-cache';
import { createLookupsRepo } from '../modules/lookups/lookups.repo';
import { createLookupQuota } from '../modules/lookups/lookup-quota';
import { createLookupsService, type LookupsServiceDeps } from '../modules/lookups/lookups.service';
import type { Infrastructure } from './infrastructure';
import type { AppOverrides } from './overrides';

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
export function createLookupsModule(
  infra: Infrastructure,
  overrides: AppOverrides,
  hooks: Pick<LookupsServiceDeps, 'publish'> = {},
) {
  const { config, clock, log, redis } = infra;
  const repo = overrides.lookupsRepo ?? createLookupsRepo(infra.database.db);
  const demoBios = createDemoBios();
  const social = createSocialData(config, {
    clock,
    log,
    demoBios,
    onCall: (provider, outcome) => infra.metrics.providerCall(provider, outcome),
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
    ...hooks,
  });
  // One per-user lookup quota for the lookup routes, the trust score and the follower jobs.
  const quota = createLookupQuota({
    max: config.LOOKUP_RATE_LIMIT_PER_MINUTE,
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    now: () => clock.now().getTime(),
  });
  return { repo, lookups, quota, providers: social.providers, source: social.source, demoBios };
}
