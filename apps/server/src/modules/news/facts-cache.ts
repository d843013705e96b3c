import type { FastifyBaseLogger } from 'fastify';
import type {
  OutletFacts,
  OutletFactsProvider,
} from '../../integrations/outlet-facts/outlet-facts';

export type FactsResult = { facts: OutletFacts | null; source: 'knowledge-base' | 'demo' | 'none' };

/**
 * Outlet facts that never hold up a rating: a cached answer (facts or "none", for `ttlMs`) is
 * served at once; otherwise the provider gets `budgetMs`, and when it is slower the check
 * answers without facts while the lookup finishes in the background and fills the cache for
 * the next check. A failure is cached briefly (`failureTtlMs`) so a dead endpoint is not
 * asked on every check.
 */
export function createFactsCache(opts: {
  provider: OutletFactsProvider;
  ttlMs: number;
  budgetMs: number;
  failureTtlMs?: number;
  maxEntries?: number;
  now: () => number;
  log: FastifyBaseLogger;
}) {
  const entries = new Map<string, { facts: OutletFacts | null; until: number }>();
  const inFlight = new Map<string, Promise<OutletFacts | null>>();
  const max = opts.maxEntries ?? 5000;
  const put = (domain: string, facts: OutletFacts | null, ttl: number) => {
    entries.delete(domain);
    if (entries.size >= max) entries.delete(entries.keys().next().value as string);
    entries.set(domain, { facts, until: opts.now() + ttl });
  };
  const start = (key: string, domain: string, lang: 'de' | 'en') => {
    let p = inFlight.get(key);
    if (!p) {
      p = opts.provider
        .lookup(domain, lang)
        .then((facts) => {
          put(key, facts, opts.ttlMs);
          return facts;
        })
        .catch((err: unknown) => {
          opts.log.warn({ err, domain }, 'outlet facts lookup failed');
          put(key, null, opts.failureTtlMs ?? 60_000);
          return null;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, p);
    }
    return p;
  };
  const source = (facts: OutletFacts | null): FactsResult['source'] =>
    facts ? opts.provider.kind : 'none';
  return {
    async get(domain: string, lang: 'de' | 'en' = 'en'): Promise<FactsResult> {
      const key = `${lang}:${domain}`;
      const hit = entries.get(key);
      if (hit && hit.until > opts.now()) return { facts: hit.facts, source: source(hit.facts) };
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), opts.budgetMs);
      });
      const facts = await Promise.race([start(key, domain, lang), late]);
      clearTimeout(timer);
      if (facts === 'late') return { facts: null, source: 'none' };
      return { facts, source: source(facts) };
    },
    /** Waits for background lookups (tests, shutdown). */
    async idle() {
      await Promise.all([...inFlight.values()]);
    },
  };
}
export type FactsCache = ReturnType<typeof createFactsCache>;
