import { TOPICS } from '@vigil/shared';

/**
 * Creator matching over the stored accounts (issue 12). Scoring every stored account in one
 * SQL statement took 1.0–1.8 s over 100,000 accounts on PGlite (the array and JSON work per
 * row, not the I/O), far over the 300 ms budget. So SQL computes each account's features once
 * per refresh (topics, language, platform, the trust score and the engagement rate, with
 * the JSON read in the database) and this index ranks in memory: typed arrays, a few
 * milliseconds for 100,000 accounts. Decisions CU-8.
 */

/** Points per signal; they add up to 100. */
export const MATCH_POINTS = {
  topics: 40,
  language: 15,
  country: 10,
  platform: 10,
  authenticity: 15,
  engagement: 10,
} as const;
/** Likes per post per follower that earn the full engagement points (5 %). */
export const ENGAGEMENT_FULL = 0.05;

/** One stored account's features, as the repo reads them. */
export type CreatorFeatures = {
  id: string;
  platform: string;
  username: string;
  name: string;
  topics: string[];
  motherTongue: string | null;
  fakeProbability: number | null;
  /** Likes per post per follower (from the latest facts), null when unknown. */
  engagement: number | null;
  /** Lower-cased username and name (what `q` searches, with the topic ids). */
  searchText: string;
};

/** What the matching weighs, from the content item. */
export type MatchInput = {
  topics: readonly string[];
  language: string;
  /** Languages of the item's country (ISO 639-1). */
  countryLanguages: readonly string[];
  /** The item's platform plus those its additional platforms name (stored account ids). */
  platforms: readonly string[];
  /** Lower-cased filter text (name, handle or topic id), or undefined. */
  q: string | undefined;
};

/** One ranked account with the points of each signal. */
export type MatchRow = {
  id: string;
  platform: string;
  username: string;
  name: string;
  topics: string[];
  fakeProbability: number | null;
  shared: string[];
  motherTongue: string | null;
  engagement: number | null;
  points: Record<keyof typeof MATCH_POINTS, number>;
  score: number;
};

const TOPIC_BIT = new Map(TOPICS.map((t, i) => [t as string, 1 << i]));
const maskOf = (topics: readonly string[]) =>
  topics.reduce((m, t) => m | (TOPIC_BIT.get(t) ?? 0), 0);
const popcount = (n: number) => {
  let c = 0;
  for (let x = n; x; x &= x - 1) c++;
  return c;
};
const round1 = (n: number) => Math.round(n * 10) / 10;
const SPAN = 2 ** 24;

/** The accounts' features in columns; built once per refresh, read by every ranking. */
export function buildCreatorIndex(rows: readonly CreatorFeatures[]) {
  const n = rows.length;
  const masks = new Uint32Array(n);
  const langs: (string | null)[] = new Array(n);
  const platforms: string[] = new Array(n);
  /** Authenticity + engagement points: what does not depend on the item. */
  const quality = new Float64Array(n);
  // Ties are broken by id: each row's place in id order, so a sort key is one number.
  const byId = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
    rows[a]!.id < rows[b]!.id ? -1 : rows[a]!.id > rows[b]!.id ? 1 : 0,
  );
  const idRank = new Int32Array(n);
  byId.forEach((row, rank) => (idRank[row] = rank));
  const rowOfRank = Int32Array.from(byId);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    masks[i] = maskOf(r.topics);
    langs[i] = r.motherTongue;
    platforms[i] = r.platform;
    quality[i] = authenticityPoints(r.fakeProbability) + engagementPoints(r.engagement);
  }

  function rowAt(i: number, m: MatchInput, itemMask: number, itemTopics: number): MatchRow {
    const r = rows[i]!;
    const shared = r.topics.filter((t) => m.topics.includes(t));
    const raw = {
      topics: itemTopics ? (MATCH_POINTS.topics * popcount(masks[i]! & itemMask)) / itemTopics : 0,
      language: r.motherTongue === m.language ? MATCH_POINTS.language : 0,
      country:
        r.motherTongue && m.countryLanguages.includes(r.motherTongue) ? MATCH_POINTS.country : 0,
      platform: m.platforms.includes(r.platform) ? MATCH_POINTS.platform : 0,
      authenticity: authenticityPoints(r.fakeProbability),
      engagement: engagementPoints(r.engagement),
    };
    const points = Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, round1(v)]),
    ) as MatchRow['points'];
    const total = Object.values(raw).reduce((a, b) => a + b, 0);
    return {
      id: r.id,
      platform: r.platform,
      username: r.username,
      name: r.name,
      topics: r.topics,
      fakeProbability: r.fakeProbability,
      shared,
      motherTongue: r.motherTongue,
      engagement: r.engagement,
      points,
      score: round1(total),
    };
  }

  return {
    size: n,
    /**
     * Every candidate (an account sharing a topic with the item, or speaking its or its
     * country's language) ranked best first (score, then id), as row positions; `rowAt`
     * turns a position into a row.
     */
    rank(m: MatchInput) {
      const itemMask = maskOf(m.topics);
      const itemTopics = popcount(itemMask);
      const langSet = new Set([m.language, ...m.countryLanguages]);
      const platformSet = new Set(m.platforms);
      const countrySet = new Set(m.countryLanguages);
      const q = m.q;
      // key = score in tenths × SPAN + (SPAN − 1 − id rank): one native numeric sort orders
      // by score, then id; exact in a double for up to 16.7 million accounts.
      const keys = new Float64Array(n);
      let count = 0;
      for (let i = 0; i < n; i++) {
        const overlap = masks[i]! & itemMask;
        const lang = langs[i];
        if (!overlap && !(lang && langSet.has(lang))) continue;
        if (q) {
          const r = rows[i]!;
          if (!r.searchText.includes(q) && !r.topics.some((t) => t.includes(q))) continue;
        }
        let score = quality[i]!;
        if (overlap) score += (MATCH_POINTS.topics * popcount(overlap)) / itemTopics;
        if (lang === m.language) score += MATCH_POINTS.language;
        if (lang && countrySet.has(lang)) score += MATCH_POINTS.country;
        if (platformSet.has(platforms[i]!)) score += MATCH_POINTS.platform;
        keys[count++] = Math.round(score * 10) * SPAN + (SPAN - 1 - idRank[i]!);
      }
      const sorted = keys.subarray(0, count).sort();
      const positionAt = (k: number) => rowOfRank[SPAN - 1 - (sorted[count - 1 - k]! % SPAN)]!;
      return {
        total: count,
        rows: (from: number, to: number) => {
          const out: MatchRow[] = [];
          for (let k = from; k < Math.min(to, count); k++) {
            out.push(rowAt(positionAt(k), m, itemMask, itemTopics));
          }
          return out;
        },
      };
    },
  };
}
export type CreatorIndex = ReturnType<typeof buildCreatorIndex>;

function authenticityPoints(fake: number | null): number {
  return fake === null ? 0 : (MATCH_POINTS.authenticity * (100 - fake)) / 100;
}
function engagementPoints(rate: number | null): number {
  if (rate === null || !Number.isFinite(rate) || rate <= 0) return 0;
  return MATCH_POINTS.engagement * Math.min(1, rate / ENGAGEMENT_FULL);
}

/**
 * The index, refreshed from the database at most every `maxAgeMs`: a stale index answers
 * while one refresh runs in the background; only the very first ranking waits for the load.
 */
export function createCreatorIndexCache(deps: {
  load: () => Promise<CreatorFeatures[]>;
  now: () => number;
  maxAgeMs: number;
  onError: (err: unknown) => void;
}) {
  let current: { index: CreatorIndex; at: number } | undefined;
  let loading: Promise<CreatorIndex> | undefined;
  function refresh(): Promise<CreatorIndex> {
    loading ??= (async () => {
      const at = deps.now();
      try {
        const index = buildCreatorIndex(await deps.load());
        current = { index, at };
        return index;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  }
  return {
    async get(): Promise<CreatorIndex> {
      if (!current) return refresh();
      if (deps.now() - current.at > deps.maxAgeMs && !loading) {
        refresh().catch(deps.onError);
      }
      return current.index;
    },
    /** Loads now and waits (after bulk changes; tests). */
    refresh,
  };
}
