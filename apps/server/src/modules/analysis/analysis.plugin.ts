import { defineModule, provide } from '../../composition/module-plugin';
import { createAnalysisRepo } from './analysis.repo';
import { analysisRoutes, imageProxyRoutes } from './analysis.routes';
import { createAnalysisService, type AnalysisService } from './analysis.service';
import { createImageProxy, type ImageProxy } from './image-proxy';
import { subscribeAnalysis } from './subscriptions';

declare module '../../composition/module-plugin' {
  interface ModuleServices {
    analysis: AnalysisService;
    imageProxy: ImageProxy;
  }
}

/** Issue 9: the analysis, account detail and dashboard over stored accounts; the image proxy. */
export const analysisPlugin = defineModule(
  'analysis',
  ['events', 'auth', 'lookups'],
  async (app, { infra, overrides }) => {
    const { events, imageUrls, lookups } = app.services;
    const analysis = createAnalysisService({
      repo: createAnalysisRepo(infra.database.db),
      lookups,
      displayImage: imageUrls.display,
      clock: infra.clock,
      log: infra.log,
      // One process owns an embedded PGlite and sees every write: totals and charts may be reused.
      cacheAggregates: infra.database.kind === 'pglite',
    });
    const imageProxy = createImageProxy(
      overrides.imageFetch ? { fetch: overrides.imageFetch } : {},
    );
    subscribeAnalysis(events, { analysis });
    provide(app, { analysis, imageProxy });
    return { api: [analysisRoutes, imageProxyRoutes] };
  },
);
