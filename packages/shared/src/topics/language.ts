import { eld } from 'eld/extrasmall';
import { splitWords, trimWord } from '../lookup/tag-cloud';

/**
 * Language detection for the 'motherTongue' column (issue 9), on the eld library (Nito-ELD,
 * pure JavaScript n-gram detector, 60 languages, ISO 639-1 codes, its data inside the package:
 * no download at run time). Chosen over franc-min and tinyld on the labelled sample
 * (decision TL7 in docs/decisions/topics-language.md). Its 'extrasmall' database is ~280 KB
 * gzip and ~35 MB of heap once loaded (~0.3 s), so this module is imported by the server only
 * and is not re-exported from the package index: the web renders the stored code with
 * `Intl.DisplayNames`.
 */

/** Fewer letters than this (after removing links, handles, hashtags, emoji) → no answer. */
export const LANGUAGE_MIN_LETTERS = 20;
/**
 * The best language's score must lead the runner-up by this much, else no answer. On the
 * labelled sample's prefixes of ≥ 20 letters, this answers 92 % of texts at 98 % precision
 * (without it: 100 % at 95.5 %).
 */
export const LANGUAGE_MIN_MARGIN = 0.05;
/** Longer inputs are cut here: more text does not change the answer, only the time. */
export const LANGUAGE_MAX_CHARS = 2_000;

const DOMAIN = /[\p{L}\p{N}]\.[a-z]{2,}(?:\/|$)/iu;

/** The part of a text that shows its language: words, without links, handles and hashtags. */
export function languageText(texts: readonly string[]): string {
  const words: string[] = [];
  let length = 0;
  for (const text of texts) {
    for (const raw of splitWords(text)) {
      const word = trimWord(raw).replace(/\p{Extended_Pictographic}/gu, '');
      if (!word || word.startsWith('#') || word.includes('@') || DOMAIN.test(word)) continue;
      if (!/\p{L}/u.test(word)) continue;
      words.push(word);
      length += word.length + 1;
      if (length >= LANGUAGE_MAX_CHARS) return words.join(' ');
    }
    // Separate texts as sentences, so n-grams do not run across them.
    if (words.length > 0 && !words[words.length - 1]!.endsWith('.')) words.push('.');
  }
  return words.join(' ');
}

/** The detector's answer with the numbers it was based on. */
export type LanguageGuess = {
  /** ISO 639-1 code ('de', 'en'), or null when the text is too short or the result uncertain. */
  language: string | null;
  /** Letters in the cleaned text. */
  letters: number;
  /** Lead of the best language's score over the runner-up; null when not detected. */
  margin: number | null;
};

/** Detects the language of one or more texts taken together. */
export function detectLanguage(texts: string | readonly string[]): LanguageGuess {
  const text = languageText(typeof texts === 'string' ? [texts] : texts);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < LANGUAGE_MIN_LETTERS) return { language: null, letters, margin: null };
  const result = eld.detect(text);
  const scores = Object.values(result.getScores()).sort((a, b) => b - a);
  if (!result.language || scores.length === 0) return { language: null, letters, margin: null };
  const margin = Math.round(((scores[0] ?? 0) - (scores[1] ?? 0)) * 1000) / 1000;
  return { language: margin >= LANGUAGE_MIN_MARGIN ? result.language : null, letters, margin };
}

/**
 * An account's language ('motherTongue', issue 9) from its bio and post texts together, as an
 * ISO 639-1 code; null ('k.A.') when they are too short or too mixed to tell.
 */
export function motherTongue(input: {
  bio?: string | null;
  posts?: readonly string[];
}): string | null {
  const texts = [input.bio ?? '', ...(input.posts ?? [])].filter((t) => t.trim() !== '');
  return detectLanguage(texts).language;
}
