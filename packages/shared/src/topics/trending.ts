import { z } from 'zod';
import { hashtagsOf } from '../lookup/tag-cloud';
import { matchText, type TermHit } from './matcher';
import { topicSchema, type Topic } from './topic';

/** A term a post mentions: a hashtag or a topic word. */
export const trendingTermKindSchema = z.enum(['hashtag', 'word']);
export type TrendingTermKind = z.infer<typeof trendingTermKindSchema>;

export type PostTerm = {
  /** '#fußball' for hashtags (lower-cased, as the hashtag cloud counts them); 'klimawandel' for words. */
  term: string;
  kind: TrendingTermKind;
  /** The topics the term belongs to (empty for a hashtag the lexicon does not know). */
  topics: Topic[];
};

/** A word trends only if it is a clear term (weight ≥ 2) of at least one topic. */
export const TRENDING_MIN_WEIGHT = 2;

/**
 * The terms one post mentions, each once, for counting mentions per time window (issue 9,
 * 'Trending Topics'): every hashtag, and every clear word or phrase of the topic lexicon
 * (weight ≥ TRENDING_MIN_WEIGHT; stop words, weak words such as 'model' or 'rock' and words
 * without a topic are left out). Emoji are not terms.
 *
 * A word that is a lexicon term or an inflection of it is counted under the term ('Autos',
 * 'Fussball' → 'auto', 'fußball'), so spellings add up; a compound is counted as written,
 * lower-cased ('Klimawandel' → 'klimawandel'), because it says more than its stem.
 */
export function postTerms(text: string): PostTerm[] {
  const terms = new Map<string, PostTerm>();
  const add = (term: string, kind: TrendingTermKind, topic?: Topic) => {
    const entry = terms.get(term) ?? { term, kind, topics: [] };
    terms.set(term, entry);
    if (topic && !entry.topics.includes(topic)) entry.topics.push(topic);
  };
  for (const tag of hashtagsOf(text)) add(tag, 'hashtag');
  const words = new Map<string, TermHit[]>();
  for (const hit of matchText(text)) {
    if (hit.entry.kind === 'emoji') continue;
    if (hit.form.startsWith('#')) {
      // Every hashtag is a term already; the lexicon only adds its topics.
      add(hit.form.toLowerCase(), 'hashtag', hit.entry.topic);
      continue;
    }
    const term = hit.whole
      ? hit.entry.term.replace(/…/g, '')
      : hit.form.normalize('NFC').toLowerCase();
    words.set(term, [...(words.get(term) ?? []), hit]);
  }
  for (const [term, hits] of words) {
    if (!hits.some((hit) => hit.entry.weight >= TRENDING_MIN_WEIGHT)) continue;
    for (const hit of hits) add(term, 'word', hit.entry.topic);
  }
  return [...terms.values()];
}

/** Mentions of one term in one window, as the server counts them. */
export type TermCount = { term: string; count: number; topics?: readonly Topic[] };

/** One row of the 'Trending Topics' chart. */
export const trendingTermSchema = z.object({
  term: z.string(),
  /** Posts in the current window that mention the term. */
  mentions: z.number().int().min(0),
  /** Posts in the previous window of the same length that mention it. */
  previous: z.number().int().min(0),
  /** mentions − previous. */
  change: z.number().int(),
  /** Change against the previous window in percent, rounded; null when it had no mentions. */
  changePercent: z.number().nullable(),
  topics: z.array(topicSchema).optional(),
});
export type TrendingTerm = z.infer<typeof trendingTermSchema>;

/** Bars the 'Trending Topics' chart shows by default. */
export const TRENDING_LIMIT = 15;

function sumByTerm(counts: readonly TermCount[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { term, count } of counts) sums.set(term, (sums.get(term) ?? 0) + count);
  return sums;
}

function topicsByTerm(counts: readonly TermCount[]): Map<string, Topic[]> {
  const topics = new Map<string, Topic[]>();
  for (const row of counts) {
    if (!row.topics) continue;
    const list = topics.get(row.term) ?? [];
    topics.set(row.term, list);
    for (const topic of row.topics) if (!list.includes(topic)) list.push(topic);
  }
  return topics;
}

/**
 * Ranks the terms of the current window by mentions (then by growth, then alphabetically, so
 * the order is stable) with the change against the previous window. Terms mentioned only in
 * the previous window are not trending and are left out; duplicate rows of a term are summed.
 * Topics given with the current counts are passed through (for colouring the bars).
 */
export function rankTrending(
  current: readonly TermCount[],
  previous: readonly TermCount[],
  limit = TRENDING_LIMIT,
): TrendingTerm[] {
  const now = sumByTerm(current);
  const before = sumByTerm(previous);
  const topics = topicsByTerm(current);
  return [...now.entries()]
    .filter(([, mentions]) => mentions > 0)
    .map(([term, mentions]) => {
      const prior = before.get(term) ?? 0;
      const known = topics.get(term);
      return {
        term,
        mentions,
        previous: prior,
        change: mentions - prior,
        changePercent: prior === 0 ? null : Math.round(((mentions - prior) / prior) * 100),
        ...(known ? { topics: known } : {}),
      };
    })
    .sort((a, b) => b.mentions - a.mentions || b.change - a.change || a.term.localeCompare(b.term))
    .slice(0, Math.max(0, limit));
}
