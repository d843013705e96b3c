/** Tag clouds (spec 001 §5): the 10 most frequent words, or hashtags for X and Instagram. */

export const TAG_CLOUD_SIZE = 10;

export type Tag = { tag: string; count: number };

/**
 * Words that carry no topic. The spec counts every space-separated word; we drop these and
 * punctuation so that the cloud shows topics, not "the" and "und" (decision L4 in
 * docs/decisions/lookups.md).
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or our ' +
    'she so that the their them they this to was we were what when which who will with you your ' +
    'der die das und ist in im zu den dem des ein eine einer eines mit von für auf nicht sich es ich du er sie wir ihr ' +
    'auch als an am aus bei bis da dass doch hat haben ja nur noch oder so um was wie wird zum zur'
  ).split(' '),
);

/** Whether a lower-cased word is a German or English stop word (carries no topic). */
export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** Strips punctuation around a word; a leading '#' or '@' stays (hashtags, mentions). */
export const trimWord = (raw: string) =>
  raw.replace(/^[^\p{L}\p{N}#@]+/u, '').replace(/[^\p{L}\p{N}]+$/u, '');

const normalizeWord = (raw: string) => trimWord(raw.toLowerCase());

/** The whitespace-separated words of a text as the clouds see them: links left out, case kept. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter((raw) => raw !== '' && !/^https?:\/\//i.test(raw));
}

/** The hashtags of a text, lower-cased with their '#', in order (repeats kept). */
export function hashtagsOf(text: string): string[] {
  return [...text.matchAll(/#[\p{L}\p{N}_]+/gu)].map((match) => match[0].toLowerCase());
}

function topN(counts: Map<string, number>, n: number): Tag[] {
  // Ties keep first-seen order (Map preserves insertion order; sort is stable).
  return [...counts.entries()]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, n);
}

/** Most frequent words of post descriptions (Telegram, TikTok, Truth Social). */
export function wordCloud(texts: readonly string[], n = TAG_CLOUD_SIZE): Tag[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const raw of splitWords(text)) {
      const word = normalizeWord(raw);
      if (word.length < 2 || isStopWord(word) || !/\p{L}/u.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return topN(counts, n);
}

/** Most frequent hashtags (words starting with #) across posts (X, Instagram captions). */
export function hashtagCloud(texts: readonly string[], n = TAG_CLOUD_SIZE): Tag[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const tag of hashtagsOf(text)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return topN(counts, n);
}

/** Strips HTML tags, for clouds over HTML post content (Truth Social). */
export const stripHtml = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
