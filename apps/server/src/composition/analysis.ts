import { createAnalysisRepo } from '../modules/analysis/analysis.repo';
import { createAnalysisService } from '../modules/analysis/analysis.service';
import { createImageProxy } from '../modules/analysis/image-proxy';
import type { ImageUrls } from '../lib/image-hosts';
import type { LookupsService } from '../modules/lookups/lookups.service';
import type { Infrastructure } from './infrastructure';
import type { AppOverrides } from './overrides';

/** Issue 9: the analysis, account detail and dashboard over stored accounts; the image proxy. */
export function createAnalysisModule(
  infra: Infrastructure,
  overrides: AppOverrides,
  deps: { imageUrls: ImageUrls; lookups: LookupsService },
) {
  const repo = createAnalysisRepo(infra.database.db);
  const analysis = createAnalysisService({
    repo,
    lookups: deps.lookups,
    displayImage: deps.imageUrls.display,
    clock: infra.clock,
    log: infra.log,
    // One process owns an embedded PGlite and sees every write: totals and charts may be reused.
    cacheAggregates: infra.database.kind === 'pglite',
  });
  const imageProxy = createImageProxy(overrides.imageFetch ? { fetch: overrides.imageFetch } : {});
  return { repo, analysis, imageProxy };
}
