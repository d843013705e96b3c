import { isStopWord, splitWords, trimWord } from '../lookup/tag-cloud';
import { FILLER_WORDS } from './filler-words';
import { LEXICON } from './lexicon';
import { foldKey, inflectionCandidates, plainKey, splitCamelCase } from './normalize';
import { TOPICS, type Topic } from './topic';

/** How a lexicon term is matched (see lexicon.ts for the notation). */
export type TermKind = 'word' | 'prefix' | 'suffix' | 'phrase' | 'emoji';

/** One lexicon term of one topic. */
export type LexiconEntry = {
  topic: Topic;
  /** Display form: 'fußball', 'klima…', '…politik', 'machine learning', '⚽'. */
  term: string;
  weight: number;
  kind: TermKind;
};

/** One lexicon term found in a text. */
export type TermHit = {
  entry: LexiconEntry;
  /** The text's word as written: '#Fußball', 'Klimawandel', 'machine learning'. */
  form: string;
  /** From a hashtag or a content tag: the author labelled the text with it. */
  tagged: boolean;
  /**
   * The word is the term itself or an inflection of it ('Autos' for 'auto'), not a compound
   * or run-together hashtag containing it ('Elektroauto', '#vwgolf').
   */
  whole: boolean;
};

type Match = { entry: LexiconEntry; whole: boolean };
type Token = { key: string; form: string };

/** Words shorter than this are never split into pieces (segmentation, see README.md). */
const MIN_SEGMENT_WORD = 8;
const MIN_SEGMENT_HASHTAG = 5;
const MAX_PIECE = 24;
/** Shortest stem / compound head the index accepts, so that stems cannot match everything. */
export const MIN_STEM = 3;
export const MIN_HEAD = 3;

const EMOJI = /\p{Extended_Pictographic}/gu;
/** Variation selectors and joiners that follow emoji ('✈️' is '✈' + U+FE0F). */
const EMOJI_MODIFIERS = /[\uFE0E\uFE0F\u200D]/g;
const DOMAIN = /[\p{L}\p{N}]\.(?:com|de|net|org|io|at|ch|eu|uk|co|me|tv|app|info|ly)$/iu;

type Index = {
  words: Map<string, LexiconEntry[]>;
  prefixes: Map<string, LexiconEntry[]>;
  suffixes: Map<string, LexiconEntry[]>;
  phrases: Map<string, LexiconEntry[]>;
  /** First words of phrases: only there is a phrase look-up worth trying. */
  phraseStarts: Set<string>;
  emoji: Map<string, LexiconEntry[]>;
  longestPhrase: number;
  fillers: Set<string>;
};

function add(map: Map<string, LexiconEntry[]>, key: string, entry: LexiconEntry) {
  const list = map.get(key) ?? [];
  const same = list.find((e) => e.topic === entry.topic);
  // A term listed twice for one topic keeps its higher weight (lexicon.test.ts forbids it).
  if (same) same.weight = Math.max(same.weight, entry.weight);
  else list.push({ ...entry });
  map.set(key, list);
}

function keysOf(word: string): string[] {
  const plain = plainKey(word);
  const key = foldKey(word);
  return plain && plain !== key ? [key, plain] : [key];
}

/** Parses the lexicon notation into look-up maps. Exported for the lexicon's own tests. */
export function buildIndex(): Index {
  const index: Index = {
    words: new Map(),
    prefixes: new Map(),
    suffixes: new Map(),
    phrases: new Map(),
    phraseStarts: new Set(),
    emoji: new Map(),
    longestPhrase: 1,
    fillers: new Set(FILLER_WORDS.map(foldKey)),
  };
  for (const topic of TOPICS) {
    for (const [weightText, terms] of Object.entries(LEXICON[topic])) {
      const weight = Number(weightText);
      for (const raw of terms.split(/\s+/).filter(Boolean)) {
        const term = raw.replace(EMOJI_MODIFIERS, '');
        if (/\p{Extended_Pictographic}/u.test(term)) {
          add(index.emoji, term, { topic, term, weight, kind: 'emoji' });
        } else if (term.includes('_')) {
          const words = term.split('_');
          const entry: LexiconEntry = { topic, term: words.join(' '), weight, kind: 'phrase' };
          add(index.phrases, words.map(foldKey).join(' '), entry);
          index.phraseStarts.add(foldKey(words[0]!));
          // The run-together form, for hashtags ('#machinelearning') and joined words.
          add(index.words, foldKey(words.join('')), entry);
          index.longestPhrase = Math.max(index.longestPhrase, words.length);
        } else if (term.endsWith('*')) {
          const stem = term.slice(0, -1);
          for (const key of keysOf(stem))
            add(index.prefixes, key, { topic, term: `${stem}…`, weight, kind: 'prefix' });
        } else if (term.startsWith('*')) {
          const head = term.slice(1);
          for (const key of keysOf(head))
            add(index.suffixes, key, { topic, term: `…${head}`, weight, kind: 'suffix' });
        } else {
          for (const key of keysOf(term))
            add(index.words, key, { topic, term, weight, kind: 'word' });
        }
      }
    }
  }
  return index;
}

/** Built on first use, so importing the package costs nothing until something is matched. */
let built: Index | undefined;
const indexOf = (): Index => (built ??= buildIndex());

/** Per-word results; words repeat a lot across posts. Cleared when it grows too large. */
const cache = new Map<string, readonly Match[]>();
const CACHE_LIMIT = 50_000;

function cached(key: string, compute: () => readonly Match[]): readonly Match[] {
  let found = cache.get(key);
  if (found) return found;
  found = compute();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, found);
  return found;
}

const positive = (entries: readonly LexiconEntry[], whole: boolean): Match[] =>
  entries.filter((e) => e.weight > 0).map((entry) => ({ entry, whole }));

/**
 * A word's matches without splitting it: the word or an inflection of it as a lexicon word
 * (a weight-0 blocker ends the search here), else the longest lexicon stem it starts with plus
 * the longest compound head it ends with.
 */
function lookupDirect(key: string): readonly Match[] {
  return cached(key, () => {
    const index = indexOf();
    const candidates = inflectionCandidates(key);
    for (const candidate of candidates) {
      const entries = index.words.get(candidate);
      if (entries) return positive(entries, true);
    }
    const out: Match[] = [];
    for (let length = key.length; length >= MIN_STEM; length--) {
      const entries = index.prefixes.get(key.slice(0, length));
      if (!entries) continue;
      const whole = candidates.some((c) => c.length === length);
      out.push(...positive(entries, whole));
      break;
    }
    let head: { length: number; entries: LexiconEntry[] } | null = null;
    for (const candidate of candidates) {
      for (let start = 1; start <= candidate.length - MIN_HEAD; start++) {
        const entries = index.suffixes.get(candidate.slice(start));
        if (!entries) continue;
        if (!head || candidate.length - start > head.length)
          head = { length: candidate.length - start, entries };
        break;
      }
    }
    if (head) out.push(...positive(head.entries, false));
    return strongestPerTopic(out);
  });
}

/** One word is one piece of evidence per topic: 'Elektroauto' is not 'elektroauto…' + '…auto'. */
function strongestPerTopic(matches: Match[]): Match[] {
  const best = new Map<Topic, Match>();
  for (const match of matches) {
    const seen = best.get(match.entry.topic);
    if (!seen || match.entry.weight > seen.entry.weight) best.set(match.entry.topic, match);
  }
  return [...best.values()];
}

function isPiece(piece: string): boolean {
  const index = indexOf();
  if (index.fillers.has(piece) || isStopWord(piece) || index.prefixes.has(piece)) return true;
  return inflectionCandidates(piece).some((c) => index.words.has(c));
}

function pieceMatches(piece: string): Match[] {
  const index = indexOf();
  for (const candidate of inflectionCandidates(piece)) {
    const entries = index.words.get(candidate);
    if (entries) return positive(entries, false);
  }
  return positive(index.prefixes.get(piece) ?? [], false);
}

/**
 * Splits a run-together word into the fewest known pieces (lexicon words and stems, filler
 * and stop words) and returns the lexicon pieces' matches: '#instafood' → insta + food.
 * Nothing when the word cannot be covered completely.
 */
function lookupSegmented(key: string): readonly Match[] {
  return cached(`~${key}`, () => {
    const n = key.length;
    const best = new Array<number>(n + 1).fill(Infinity);
    const from = new Array<number>(n + 1).fill(-1);
    best[0] = 0;
    for (let i = 0; i < n; i++) {
      const here = best[i]!;
      if (here === Infinity) continue;
      for (let j = i + 2; j <= Math.min(n, i + MAX_PIECE); j++) {
        if (here + 1 < best[j]! && isPiece(key.slice(i, j))) {
          best[j] = here + 1;
          from[j] = i;
        }
      }
    }
    if (best[n] === Infinity || best[n]! < 2) return [];
    const out: Match[] = [];
    for (let j = n; j > 0; j = from[j]!) out.unshift(...pieceMatches(key.slice(from[j]!, j)));
    return out;
  });
}

function emit(hits: TermHit[], matches: readonly Match[], form: string, tagged: boolean) {
  for (const { entry, whole } of matches) hits.push({ entry, form, tagged, whole });
}

const ignorable = (token: Token) =>
  token.key.length < 2 || isStopWord(token.form.toLowerCase()) || /^\p{N}+$/u.test(token.key);

/** Phrases first (longest), then each remaining word on its own. */
function matchSequence(tokens: readonly Token[], hits: TermHit[], tagged: boolean) {
  const index = indexOf();
  let i = 0;
  outer: while (i < tokens.length) {
    const longest = index.phraseStarts.has(tokens[i]!.key) ? index.longestPhrase : 1;
    for (let length = Math.min(longest, tokens.length - i); length >= 2; length--) {
      const slice = tokens.slice(i, i + length);
      const entries = index.phrases.get(slice.map((t) => t.key).join(' '));
      if (!entries) continue;
      emit(hits, positive(entries, true), slice.map((t) => t.form).join(' '), tagged);
      i += length;
      continue outer;
    }
    const token = tokens[i]!;
    i++;
    if (ignorable(token)) continue;
    let matches = lookupDirect(token.key);
    if (matches.length === 0 && token.key.length >= MIN_SEGMENT_WORD)
      matches = lookupSegmented(token.key);
    emit(hits, matches, token.form, tagged);
  }
}

/**
 * A hashtag body or a one-word content tag: the whole word, else its camel-case parts (and the
 * parts between '_' or '-'), else its known pieces. `form` is what the author wrote.
 */
function matchLabel(body: string, form: string, hits: TermHit[]) {
  const words = body.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const key = foldKey(words.join(''));
  if (key.length < 2 || /^\p{N}+$/u.test(key)) return;
  const direct = lookupDirect(key);
  if (direct.length > 0) return emit(hits, direct, form, true);
  const parts = words.flatMap(splitCamelCase);
  if (parts.length > 1) {
    const before = hits.length;
    matchSequence(
      parts.map((p) => ({ key: foldKey(p), form: p })),
      hits,
      true,
    );
    // Parts keep the label as their form, so the evidence shows what the author wrote.
    for (let i = before; i < hits.length; i++) hits[i] = { ...hits[i]!, form, whole: false };
    if (hits.length > before) return;
  }
  if (key.length >= MIN_SEGMENT_HASHTAG) emit(hits, lookupSegmented(key), form, true);
}

function matchEmoji(text: string, hits: TermHit[], tagged: boolean) {
  const { emoji } = indexOf();
  for (const [char] of text.matchAll(EMOJI))
    emit(hits, positive(emoji.get(char) ?? [], true), char, tagged);
}

/**
 * The lexicon terms of a content tag (issue 12), all counted as labels. A tag with spaces is a
 * short text ('electric cars'); a one-word tag is read like a hashtag ('ElectricCars',
 * 'E-Commerce', '#fußball').
 */
export function matchTag(tag: string): TermHit[] {
  const trimmed = tag.trim();
  if (/\s/.test(trimmed)) return matchText(trimmed, true);
  const hits: TermHit[] = [];
  matchEmoji(trimmed, hits, true);
  matchLabel(trimmed.replace(/^#/, ''), trimmed, hits);
  return hits;
}

/**
 * Every lexicon term in a text, in order: emoji, hashtags (whole, camel-case parts, or split
 * into known pieces), phrases and words (with inflections, stems and compound heads). @mentions,
 * e-mail addresses, links and domains are skipped: handles are names, not topics.
 * With `tagged`, every hit counts as a label (content tags).
 */
export function matchText(text: string, tagged = false): TermHit[] {
  const hits: TermHit[] = [];
  matchEmoji(text, hits, tagged);
  let sequence: Token[] = [];
  const flush = () => {
    matchSequence(sequence, hits, tagged);
    sequence = [];
  };
  for (const raw of splitWords(text)) {
    const word = trimWord(raw);
    if (!word || word.includes('@') || /^www\./i.test(word) || DOMAIN.test(word)) {
      flush();
      continue;
    }
    if (word.startsWith('#')) {
      flush();
      // The hashtag ends where a platform's link ends: '#E-Autos' is '#E'.
      const body = /^#([\p{L}\p{N}_]+)/u.exec(word)?.[1];
      if (body) matchLabel(body, `#${body}`, hits);
      continue;
    }
    const parts = word.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const joined = parts.length > 1 ? lookupDirect(foldKey(parts.join(''))) : [];
    if (joined.length > 0) {
      // 'E-Autos', 'Start-up', 'Wi-Fi': the joined word is the term.
      flush();
      emit(hits, joined, word, tagged);
    } else {
      for (const part of parts) sequence.push({ key: foldKey(part), form: part });
    }
    // A phrase never spans the end of a sentence or a list item.
    if (/[.!?;:|,]$/.test(raw)) flush();
  }
  flush();
  return hits;
}
