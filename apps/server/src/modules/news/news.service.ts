import {
  biasPosition,
  URL_INFO_DEFAULTS,
  type AddUrlBody,
  type Bias,
  type OutletRating,
  type SourceEntry,
  type SourceListQuery,
  type UpdateSourceBody,
  type UrlInfo,
} from '@vigil/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction, Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { mapPage } from '../../lib/list/paginate';
import type { AuditService } from '../audit/audit.service';
import { lookupKeys, normalizeNewsDomain } from './domain';
import { createCheckCounter } from './check-counter';
import { createRowCache } from '../../lib/row-cache';
import type { FactsCache } from './facts-cache';
import type { OutletFacts } from '../../integrations/outlet-facts/outlet-facts';
import type { NewsRepo, NewsSourceRow } from './news.repo';
import { parseRatingsFile, type ParsedRatings } from './ratings-file';

/** The spec's message for a URL that is invalid or not in the database (002 §8). */
export const NOT_IN_DATABASE = 'Die URL ist keine valide URL oder nicht in unserer Datenbank.';
const SUBJECT = 'news_source';

const round1 = (n: number) => Math.round(n * 10) / 10;

function toEntry(row: NewsSourceRow): SourceEntry {
  return {
    id: row.id,
    url: row.url,
    domain: row.domain,
    name: row.name,
    status: row.status,
    political_orientation: row.politicalOrientation || 'n/a',
    additionalText: row.additionalText,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type RatingRead = Awaited<ReturnType<NewsRepo['ratingsFor']>>[number];

/** The ratings of the best-matching key: the first of `keys` that any source rates. */
function bestMatch(keys: string[], all: RatingRead[]) {
  for (const key of keys) {
    const rows = all.filter((r) => r.domain === key);
    if (rows.length) return { key, rows };
  }
  return null;
}

/**
 * From the ratings to the spec's numbers. Each source counts once, with its newest year:
 * trustedByPercent = the mean of their quality scores (0–1) × 100, fakeProbability = 100 −
 * trustedByPercent (both 0, the spec default, when no source rates quality). The bias history
 * has one entry per year (the first source of that year with a bias label).
 */
export function summarize(ratings: OutletRating[], thisYear: number) {
  const newest = new Map<string, OutletRating>();
  for (const r of ratings) {
    const seen = newest.get(r.source);
    if (!seen || r.year > seen.year) newest.set(r.source, r);
  }
  const qualities = [...newest.values()]
    .map((r) => r.quality)
    .filter((q): q is number => q !== null);
  const trusted = qualities.length
    ? round1((qualities.reduce((a, b) => a + b, 0) / qualities.length) * 100)
    : null;
  const years = [...new Set(ratings.map((r) => r.year))].sort((a, b) => a - b);
  const history = years.map((year) => {
    const ofYear = ratings.filter((r) => r.year === year);
    const bias = (ofYear.find((r) => r.bias)?.bias ?? null) as Bias | null;
    const q = ofYear.map((r) => r.quality).filter((x): x is number => x !== null);
    return {
      year,
      bias,
      position: bias ? biasPosition(bias) : null,
      quality: q.length ? q.reduce((a, b) => a + b, 0) / q.length : null,
    };
  });
  const withBias = history.filter((h) => h.bias);
  return {
    trustedByPercent: trusted ?? URL_INFO_DEFAULTS.trustedByPercent,
    fakeProbability: trusted === null ? URL_INFO_DEFAULTS.fakeProbability : round1(100 - trusted),
    history,
    latestBias: withBias.at(-1)?.bias ?? null,
    biasThisYear: history.find((h) => h.year === thisYear)?.bias ?? null,
    biasOverYears: withBias.length ? withBias.map((h) => `${h.year}: ${h.bias}`).join(', ') : null,
  };
}

/**
 * The URL info fields the outlet facts fill. A count the facts do not hold (awards, employees)
 * is null, not known, and the reports counts are null always: no source counts them.
 */
export function factFields(facts: OutletFacts | null) {
  return {
    shortInfo: facts?.description ?? URL_INFO_DEFAULTS.shortInfo,
    name: facts?.name ?? URL_INFO_DEFAULTS.name,
    established: facts?.established ?? URL_INFO_DEFAULTS.established,
    awards: facts?.awards ?? URL_INFO_DEFAULTS.awards,
    previousNames: facts?.previousNames?.join(', ') || URL_INFO_DEFAULTS.previousNames,
    employees: facts?.employees ?? URL_INFO_DEFAULTS.employees,
    logo: facts?.logo ?? URL_INFO_DEFAULTS.logo,
    falseReports: URL_INFO_DEFAULTS.falseReports,
    uncoveringReports: URL_INFO_DEFAULTS.uncoveringReports,
  };
}

export function createNewsService(deps: {
  repo: NewsRepo;
  audit: AuditService;
  transaction: RunInTransaction;
  facts: FactsCache;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Finds a submitted page's title (through the safe fetch); null when it cannot. */
  fetchTitle: (url: string) => Promise<string | null>;
  /** Runs work after the reply has gone out. */
  afterReply: (label: string, work: () => Promise<void>) => void;
  /** Whether this process sees every write (embedded PGlite): reviews may be cached then. */
  cacheRows?: boolean;
}) {
  const { repo } = deps;
  /**
   * The review of a domain, as `validate-url` shows it on every check: cached where this process
   * sees every write (each add and decision clears it after its commit), read each time otherwise.
   */
  const reviews = createRowCache<NewsSourceRow | undefined>({
    enabled: deps.cacheRows ?? false,
    max: 10_000,
    ttlMs: 60_000,
  });
  // A 3 ms window: at 800 req/s one commit per check was half of the embedded database's time.
  const checks = createCheckCounter({ write: (adds) => repo.addChecks(adds), windowMs: 3 });
  /**
   * Ratings per lookup key, cached: they change only by an import. An import in this process
   * clears the cache; one by the CLI in another process (PostgreSQL) shows within the TTL.
   */
  const ratingsCache = new Map<string, { rows: RatingRead[]; until: number }>();
  const RATINGS_TTL_MS = 60_000;
  const RATINGS_CACHE_MAX = 10_000;
  async function ratingsFor(keys: string[]) {
    const cacheKey = keys.join(' ');
    const now = Date.now();
    const hit = ratingsCache.get(cacheKey);
    if (hit && hit.until > now) return hit.rows;
    const rows = await repo.ratingsFor(keys);
    if (ratingsCache.size >= RATINGS_CACHE_MAX) ratingsCache.clear();
    ratingsCache.set(cacheKey, { rows, until: now + RATINGS_TTL_MS });
    return rows;
  }

  const domainOf = (url: string) => {
    const d = normalizeNewsDomain(url);
    if (!d) throw new AppError('VALIDATION_FAILED', 'Invalid URL format');
    return d;
  };

  return {
    /** Account erasure: a submitted source stays for review; who submitted it does not. */
    forgetSubmitter: (userId: string, tx: Tx) => repo.forgetSubmitter(userId, tx),

    /** Imports a ratings file's text as one rating source and year (all or nothing). */
    async importRatings(input: {
      content: string;
      format: 'csv' | 'json';
      name: string;
      year: number;
      citation?: string | null;
    }): Promise<{ rows: number; skipped: ParsedRatings['skipped'] }> {
      const parsed = parseRatingsFile(input.content, input.format);
      const result = await repo.importRatings({
        name: input.name,
        year: input.year,
        citation: input.citation ?? null,
        rows: parsed.rows,
      });
      ratingsCache.clear();
      return { rows: result.rows, skipped: parsed.skipped };
    },

    hasRatings: async () => (await repo.countRatingSources()) > 0,

    /** `POST /api/validate-url`: the URL info of spec 002 §3, counted as one check. */
    async validateUrl(url: string, lang: 'de' | 'en' = 'en'): Promise<UrlInfo> {
      const domain = domainOf(url);
      const keys = lookupKeys(domain);
      const match = bestMatch(keys, await ratingsFor(keys));
      const key = match?.key ?? domain.host;
      const now = deps.clock.now();
      const check = await checks.record(key, now);
      const reviewKeys = match ? [key] : keys;
      const review = await reviews.get(reviewKeys.join(' '), () =>
        repo.findSourceByKeys(reviewKeys),
      );
      const reviewView = review
        ? { status: review.status, political_orientation: review.politicalOrientation || 'n/a' }
        : null;
      const base = {
        valid: false,
        domain: key,
        created_at: check.firstCheckedAt.toISOString(),
        count: check.count,
        ...URL_INFO_DEFAULTS,
        message: NOT_IN_DATABASE,
        ratings: [],
        history: [],
        review: reviewView,
        factsSource: 'none' as const,
      };
      if (!match) return base;
      const ratings: OutletRating[] = match.rows
        .map((r) => ({
          source: r.source,
          year: r.year,
          quality: r.quality,
          bias: (r.bias as Bias | null) ?? null,
          factuality: r.factuality,
        }))
        .sort((a, b) => a.source.localeCompare(b.source) || a.year - b.year);
      const s = summarize(ratings, now.getUTCFullYear());
      const { facts, source } = await deps.facts.get(domain.registrable, lang);
      const reviewed =
        reviewView && reviewView.political_orientation !== 'n/a'
          ? reviewView.political_orientation
          : null;
      return {
        ...base,
        url: url.trim(),
        valid: true,
        message: '',
        fakeProbability: s.fakeProbability,
        trustedByPercent: s.trustedByPercent,
        ...factFields(facts),
        politicalOrientation: reviewed ?? s.latestBias ?? URL_INFO_DEFAULTS.politicalOrientation,
        biasOverYears: s.biasOverYears ?? URL_INFO_DEFAULTS.biasOverYears,
        biasThisYear: s.biasThisYear ?? URL_INFO_DEFAULTS.biasThisYear,
        ratings,
        history: s.history,
        factsSource: source,
      };
    },

    /** `POST /api/add-url`: stores a source for review as Pending (once per domain). */
    async addUrl(body: AddUrlBody, userId: string): Promise<SourceEntry> {
      const domain = domainOf(body.url);
      const key = domain.host;
      const { row, created } = await deps.transaction(async (tx) => {
        const result = await repo.insertSource(
          {
            domain: key,
            url: body.url.trim(),
            name: key,
            additionalText: body.additionalText,
            submittedBy: userId,
          },
          tx,
        );
        if (result.created) {
          await deps.audit.record(
            {
              actorId: userId,
              action: 'news_source.submitted',
              subjectType: SUBJECT,
              subjectId: result.row.id,
              details: {
                before: {},
                after: { status: 'pending', url: result.row.url, name: result.row.name },
              },
            },
            tx,
          );
        }
        return result;
      });
      if (created) reviews.clear();
      if (created) {
        // The page title names the source; fetched after the reply, only via the safe fetch.
        deps.afterReply('news source title', async () => {
          const title = await deps.fetchTitle(row.url);
          if (title) await repo.setFetchedName(row.id, row.domain, title);
        });
      }
      return toEntry(row);
    },

    async list(query: SourceListQuery) {
      return mapPage(await repo.listSources(query), toEntry);
    },

    /**
     * A reviewer's decision or bias edit. `version` must be the one the reviewer saw: a change
     * made meanwhile by someone else answers 409 with the current value (nothing is
     * overwritten unseen). Audited with before and after, in the same transaction.
     */
    async update(id: string, body: UpdateSourceBody, userId: string): Promise<SourceEntry> {
      const entry = await deps.transaction(async (tx) => {
        const current = await repo.findSource(id, tx);
        if (!current) throw new AppError('NOT_FOUND', 'No such source.');
        const conflict = (row: NewsSourceRow) =>
          new AppError(
            'CONFLICT',
            'Someone else changed this source meanwhile; the current value is shown.',
            {
              params: {
                version: row.version,
                status: row.status,
                political_orientation: row.politicalOrientation,
              },
            },
          );
        if (current.version !== body.version) throw conflict(current);
        const set = {
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.political_orientation !== undefined
            ? { politicalOrientation: body.political_orientation || 'n/a' }
            : {}),
        };
        const updated = await repo.updateSource(id, body.version, set, tx);
        if (!updated) throw conflict((await repo.findSource(id, tx)) ?? current);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (set.status !== undefined) {
          before.status = current.status;
          after.status = updated.status;
        }
        if (set.politicalOrientation !== undefined) {
          before.political_orientation = current.politicalOrientation;
          after.political_orientation = updated.politicalOrientation;
        }
        await deps.audit.record(
          {
            actorId: userId,
            action: set.status !== undefined ? 'news_source.reviewed' : 'news_source.bias_edited',
            subjectType: SUBJECT,
            subjectId: id,
            details: { before, after, version: updated.version },
          },
          tx,
        );
        return toEntry(updated);
      });
      reviews.clear();
      return entry;
    },

    /** A source's changelog from the audit log, oldest first. */
    async changelog(id: string) {
      if (!(await repo.findSource(id))) throw new AppError('NOT_FOUND', 'No such source.');
      const rows = await deps.audit.historyOf(SUBJECT, id);
      return {
        items: rows.map((r) => {
          const d = (r.details ?? {}) as { before?: unknown; after?: unknown };
          const obj = (v: unknown) =>
            v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
          return {
            at: r.createdAt.toISOString(),
            actor: r.actorEmail ?? null,
            action: r.action,
            before: obj(d.before),
            after: obj(d.after),
          };
        }),
      };
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
