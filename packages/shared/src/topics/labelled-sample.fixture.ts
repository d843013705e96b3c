import sample from './labelled-sample.json';
import type { Topic } from './topic';

/**
 * The labelled sample the topic classifier and the language detection are measured on
 * (accuracy.test.ts, language.test.ts). Written by hand as bios, posts and hashtag lists of the
 * kind stored lookups hold, German and English, with emoji, links, @mentions and mixed case.
 *
 * Labels say what a reader would call the text's topics, decided when the text was written and
 * before the lexicon existed. Every fifth text at positions 1 and 3 (index % 5) is HELD OUT: the
 * lexicon was tuned only on the other texts, and the held-out numbers are reported separately.
 * Do not fix misses in the held-out part by adding its words to the lexicon; that would turn it
 * into a second tuning set.
 */
export type LabelledText = {
  id: number;
  lang: 'de' | 'en';
  kind: 'bio' | 'post' | 'tags';
  text: string;
  /** Gold topics; empty for texts with no topic. */
  topics: Topic[];
  split: 'tune' | 'holdout';
};

/** One text of the sample: its language, kind, gold topics (space-separated) and text. */
type Row = [lang: 'de' | 'en', kind: 'bio' | 'post' | 'tags', topics: string, text: string];

/**
 * The texts, grouped by the topic they were written for (`labelled-sample.json`). Their order
 * is their id: it decides which texts are held out, so append, never insert.
 */
const rows = Object.values(sample as unknown as Record<string, Row[]>).flat();

export const labelledSample: LabelledText[] = rows.map(([lang, kind, topics, text], id) => ({
  id,
  lang,
  kind,
  text,
  topics: topics ? (topics.split(' ') as Topic[]) : [],
  split: id % 5 === 1 || id % 5 === 3 ? 'holdout' : 'tune',
}));
