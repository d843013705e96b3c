/**
 * Facts about a news outlet (name, founding, awards, former names, staff, logo, a one-line
 * description) from a knowledge base. Every field is optional: the URL check shows the spec's
 * default for what is missing, and never waits long for this (see `news/facts-cache.ts`).
 */
export type OutletFacts = {
  name?: string;
  /** Year or date of founding as the source gives it (`1851`, `1851-09-18`). */
  established?: string;
  awards?: number;
  previousNames?: string[];
  employees?: number;
  logo?: string;
  description?: string;
};

export interface OutletFactsProvider {
  readonly kind: 'knowledge-base' | 'demo';
  /**
   * Facts about the outlet at this registrable domain (`bbc.co.uk`), texts in `lang` where the
   * source has them (else English), or null when unknown.
   */
  lookup(domain: string, lang: 'de' | 'en', signal?: AbortSignal): Promise<OutletFacts | null>;
}
