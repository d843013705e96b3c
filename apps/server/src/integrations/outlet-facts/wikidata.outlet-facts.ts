import { z } from 'zod';
import type { OutletFacts, OutletFactsProvider } from './outlet-facts';

/** A SPARQL 1.1 JSON results document (`application/sparql-results+json`), as Wikidata sends it. */
const bindingValue = z.object({ type: z.string(), value: z.string() });
const sparqlReply = z.object({
  head: z.object({ vars: z.array(z.string()) }),
  results: z.object({ bindings: z.array(z.record(z.string(), bindingValue)) }),
});

export class OutletFactsError extends Error {
  constructor(
    readonly reason: 'TIMEOUT' | 'HTTP' | 'BAD_REPLY' | 'CONNECTION',
    message: string,
  ) {
    super(message);
    this.name = 'OutletFactsError';
  }
}

/** The outlet whose official website (P856) is this domain, with the facts we show. */
export function factsQuery(domain: string, lang: 'de' | 'en' = 'en'): string {
  // The domain is normalised (letters, digits, dots, hyphens) before it gets here; escape anyway.
  const d = domain.replace(/[^a-z0-9.-]/g, '');
  const sites = [`https://${d}/`, `https://www.${d}/`, `http://${d}/`, `http://www.${d}/`]
    .concat([`https://${d}`, `https://www.${d}`, `http://${d}`, `http://www.${d}`])
    .map((s) => `<${s}>`)
    .join(' ');
  return `SELECT ?item ?itemLabel ?itemDescription (MIN(?inception) AS ?established)
  (SAMPLE(?logo) AS ?logo) (MAX(?employees) AS ?employees) (COUNT(DISTINCT ?award) AS ?awards)
  (GROUP_CONCAT(DISTINCT ?previousName; separator="|") AS ?previousNames)
WHERE {
  VALUES ?site { ${sites} }
  ?item wdt:P856 ?site .
  OPTIONAL { ?item wdt:P571 ?inception }
  OPTIONAL { ?item wdt:P154 ?logo }
  OPTIONAL { ?item wdt:P1128 ?employees }
  OPTIONAL { ?item wdt:P166 ?award }
  OPTIONAL { ?item p:P1448 ?nameStatement . ?nameStatement ps:P1448 ?previousName ; pq:P582 ?ended }
  SERVICE wikibase:label { bd:serviceParam wikibase:language "${lang === 'de' ? 'de,en' : 'en,de'}". }
}
GROUP BY ?item ?itemLabel ?itemDescription
LIMIT 1`;
}

const num = (v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Math.round(Number(v));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** Reads the first binding of a facts query reply into {@link OutletFacts}. */
export function readFacts(body: unknown): OutletFacts | null {
  const parsed = sparqlReply.safeParse(body);
  if (!parsed.success) throw new OutletFactsError('BAD_REPLY', 'not a SPARQL JSON result');
  const row = parsed.data.results.bindings[0];
  if (!row?.item) return null;
  const v = (k: string) => row[k]?.value || undefined;
  const label = v('itemLabel');
  const established = v('established');
  const previous = v('previousNames')
    ?.split('|')
    .map((s) => s.trim())
    .filter((s) => s && s !== label);
  return {
    // Wikidata answers the Q-id as label when it has none in our languages.
    ...(label && !/^Q\d+$/.test(label) ? { name: label } : {}),
    ...(established ? { established: established.slice(0, 10).replace(/-01-01$/, '') } : {}),
    ...(num(v('awards')) ? { awards: num(v('awards')) } : {}),
    ...(previous?.length ? { previousNames: previous } : {}),
    ...(num(v('employees')) ? { employees: num(v('employees')) } : {}),
    ...(v('logo')?.startsWith('http') ? { logo: v('logo') } : {}),
    ...(v('itemDescription') ? { description: v('itemDescription') } : {}),
  };
}

/**
 * Outlet facts from a Wikidata-style SPARQL endpoint (`NEWS_FACTS_ENDPOINT`, e.g.
 * `https://query.wikidata.org/sparql`). The endpoint is the operator's configuration, not a
 * user's input, so it is fetched directly (tests point it at a local server); each call is
 * capped by `timeoutMs`, and every failure is an {@link OutletFactsError}.
 */
export function createWikidataOutletFacts(opts: {
  endpoint: string;
  timeoutMs: number;
  userAgent?: string;
}): OutletFactsProvider {
  return {
    kind: 'knowledge-base',
    async lookup(domain, lang, signal) {
      const url = new URL(opts.endpoint);
      url.searchParams.set('query', factsQuery(domain, lang));
      url.searchParams.set('format', 'json');
      const timeout = AbortSignal.timeout(opts.timeoutMs);
      let res: Response;
      try {
        res = await fetch(url, {
          headers: {
            accept: 'application/sparql-results+json',
            'user-agent': opts.userAgent ?? 'Vigil/0.1 (news outlet evaluation)',
          },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (err) {
        if (timeout.aborted) throw new OutletFactsError('TIMEOUT', 'the knowledge base timed out');
        throw new OutletFactsError('CONNECTION', String(err));
      }
      if (!res.ok) throw new OutletFactsError('HTTP', `the knowledge base answered ${res.status}`);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        if (timeout.aborted) throw new OutletFactsError('TIMEOUT', 'the knowledge base timed out');
        throw new OutletFactsError('BAD_REPLY', 'the knowledge base sent no JSON');
      }
      return readFacts(body);
    },
  };
}
