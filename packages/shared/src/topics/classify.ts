import { matchTag, matchText } from './matcher';
import type { Topic, TopicEvidence, TopicScore, TopicSource } from './topic';

/** A topic is assigned when its score reaches this: one clear word (weight 2) is enough. */
export const TOPIC_MIN_SCORE = 2;
/** …and when it reaches this share of the top topic's score, so stray mentions don't count. */
export const TOPIC_MIN_RELATIVE = 0.3;
/** Hashtags and content tags are labels the author chose: they count this much more. */
export const TAG_FACTOR = 1.5;
/** Evidence kept per topic (strongest first), enough to explain it. */
export const MAX_EVIDENCE = 8;

/** One text to classify and where it comes from. */
export type TopicDocument = {
  text: string;
  source: TopicSource;
  /** The text is one label (a content tag or a separately reported hashtag), not prose. */
  tag?: boolean;
};

type Accumulator = {
  term: string;
  forms: string[];
  sources: Set<TopicSource>;
  texts: number;
  best: number;
};

const round = (n: number) => Math.round(n * 100) / 100;

/** The assignment thresholds; defaults TOPIC_MIN_SCORE and TOPIC_MIN_RELATIVE. */
export type TopicThresholds = { minScore?: number; minRelative?: number };

/**
 * Scores every topic over a set of texts and keeps those above the thresholds, best first.
 *
 * Per text, each lexicon term counts once with its weight (× TAG_FACTOR when it came from a
 * hashtag or tag). Across texts a term's points grow with the log of the number of texts it
 * occurs in: points = best × (1 + log2(texts)), so a bio that says 'Fußball' in every post does
 * not drown every other interest. A topic's score is the sum of its terms' points.
 */
export function scoreTopics(
  documents: readonly TopicDocument[],
  { minScore = TOPIC_MIN_SCORE, minRelative = TOPIC_MIN_RELATIVE }: TopicThresholds = {},
): TopicScore[] {
  const byTopic = new Map<Topic, Map<string, Accumulator>>();
  for (const document of documents) {
    const perText = new Map<string, { topic: Topic; points: number; form: string; term: string }>();
    const hits = document.tag ? matchTag(document.text) : matchText(document.text);
    for (const hit of hits) {
      const points = hit.entry.weight * (hit.tagged ? TAG_FACTOR : 1);
      const id = `${hit.entry.topic}\u0000${hit.entry.term}`;
      const seen = perText.get(id);
      if (!seen || points > seen.points)
        perText.set(id, { topic: hit.entry.topic, points, form: hit.form, term: hit.entry.term });
    }
    for (const { topic, points, form, term } of perText.values()) {
      const terms = byTopic.get(topic) ?? new Map<string, Accumulator>();
      byTopic.set(topic, terms);
      const acc = terms.get(term) ?? { term, forms: [], sources: new Set(), texts: 0, best: 0 };
      terms.set(term, acc);
      acc.texts += 1;
      acc.best = Math.max(acc.best, points);
      acc.sources.add(document.source);
      if (acc.forms.length < 3 && !acc.forms.includes(form)) acc.forms.push(form);
    }
  }

  const scored = [...byTopic.entries()].map(([topic, terms]) => {
    const evidence: TopicEvidence[] = [...terms.values()]
      .map((acc) => ({
        term: acc.term,
        forms: acc.forms,
        sources: [...acc.sources],
        texts: acc.texts,
        points: round(acc.best * (1 + Math.log2(acc.texts))),
      }))
      .sort((a, b) => b.points - a.points || a.term.localeCompare(b.term));
    const score = round(evidence.reduce((sum, e) => sum + e.points, 0));
    return { topic, score, evidence: evidence.slice(0, MAX_EVIDENCE) };
  });
  const top = Math.max(0, ...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score > 0 && s.score >= minScore && s.score >= minRelative * top)
    .map((s) => ({ ...s, relative: round(s.score / top) }))
    .sort((a, b) => b.score - a.score || a.topic.localeCompare(b.topic));
}

/** What an account says about itself: the bio, its posts' texts, and separate hashtags. */
export type ProfileTopicInput = {
  bio?: string | null;
  posts?: readonly string[];
  /** Hashtags a platform reports apart from the text (with or without '#'). */
  hashtags?: readonly string[];
};

/**
 * The topics of interest of an account (issue 9). The display name is not used: names such as
 * 'Koch', 'Fischer' or 'Bauer' are topic words.
 */
export function classifyProfileTopics(
  input: ProfileTopicInput,
  thresholds?: TopicThresholds,
): TopicScore[] {
  const documents: TopicDocument[] = [];
  if (input.bio) documents.push({ text: input.bio, source: 'bio' });
  for (const post of input.posts ?? []) documents.push({ text: post, source: 'post' });
  for (const tag of input.hashtags ?? [])
    if (tag.trim()) documents.push({ text: tag, source: 'tag', tag: true });
  return scoreTopics(documents, thresholds);
}

/** A content item to classify (issue 12: creator matching on an item's tags and text). */
export type ContentTopicInput = {
  title?: string | null;
  text?: string | null;
  tags?: readonly string[];
};

/** The topics of a content item: its title and text, and its tags counted as labels. */
export function classifyTopics(
  input: ContentTopicInput,
  thresholds?: TopicThresholds,
): TopicScore[] {
  const documents: TopicDocument[] = [];
  const prose = [input.title, input.text].filter(Boolean).join('\n');
  if (prose) documents.push({ text: prose, source: 'text' });
  for (const tag of input.tags ?? [])
    if (tag.trim()) documents.push({ text: tag, source: 'tag', tag: true });
  return scoreTopics(documents, thresholds);
}

/** The topics of one text (a post, a bio, a list of hashtags). */
export const classifyText = (text: string, thresholds?: TopicThresholds): TopicScore[] =>
  scoreTopics([{ text, source: 'text' }], thresholds);
