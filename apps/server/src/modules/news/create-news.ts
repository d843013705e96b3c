import { readFile } from 'node:fs/promises';
import type { Infrastructure } from '../../composition/infrastructure';
import { createDemoOutletFacts } from '../../integrations/outlet-facts/demo.outlet-facts';
import { createWikidataOutletFacts } from '../../integrations/outlet-facts/wikidata.outlet-facts';
import type { AuditService } from '../audit/audit.service';
import { createFactsCache } from './facts-cache';
import { createNewsRepo } from './news.repo';
import { createNewsService } from './news.service';
import { createTitleFetcher } from './page-title';
import { formatOf } from './ratings-file';

/** The Lin et al. (2023) ratings, imported on the first start of an empty database. */
export const SEED_SOURCE = {
  name: 'Lin et al. 2023',
  year: 2023,
  citation:
    'H. Lin, J. Lasser, S. Lewandowsky, R. Cole, A. Gully, D. G. Rand, G. Pennycook, "High level of correspondence across different news domain quality rating sets", PNAS Nexus 2(9): pgad286 (2023), doi:10.1093/pnasnexus/pgad286',
} as const;

/**
 * News outlet evaluation and source review: ratings, outlet facts, checks and reviews. The
 * module's plugin, the CLI (news-import) and the bench build it here: no routes imported.
 */
export async function createNews(infra: Infrastructure, deps: { audit: AuditService }) {
  const { config, clock, log } = infra;
  const provider = config.NEWS_FACTS_ENDPOINT
    ? createWikidataOutletFacts({
        endpoint: config.NEWS_FACTS_ENDPOINT,
        timeoutMs: config.NEWS_FACTS_TIMEOUT_MS,
      })
    : createDemoOutletFacts();
  const facts = createFactsCache({
    provider,
    ttlMs: config.NEWS_FACTS_CACHE_TTL_SECONDS * 1000,
    budgetMs: config.NEWS_FACTS_BUDGET_MS,
    now: () => Date.now(),
    log,
  });
  const news = createNewsService({
    repo: createNewsRepo(infra.database.db),
    audit: deps.audit,
    transaction: infra.transaction,
    facts,
    clock,
    log,
    fetchTitle: createTitleFetcher(),
    afterReply: (label, work) => infra.afterReply.run(label, work),
    cacheRows: infra.cacheRows,
  });
  // Once across processes that start together: the others wait, then find the ratings.
  await infra.database.exclusive(async () => {
    if (!config.NEWS_SEED_RATINGS || !config.NEWS_RATINGS_FILE || (await news.hasRatings())) return;
    const started = performance.now();
    const file = config.NEWS_RATINGS_FILE;
    const result = await news.importRatings({
      content: await readFile(file, 'utf8'),
      format: formatOf(file),
      ...SEED_SOURCE,
    });
    log.info(
      {
        rows: result.rows,
        skipped: result.skipped.length,
        ms: Math.round(performance.now() - started),
      },
      'imported the Lin et al. 2023 news domain ratings (first start)',
    );
  });
  return { news, facts };
}
