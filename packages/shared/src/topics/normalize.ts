/**
 * Text normalization shared by the lexicon index and the texts it is matched against, so that
 * 'Fußball', 'Fussball', 'FUSSBALL' and '#fußball' meet on one key. See README.md in this folder.
 */

const UMLAUT_TO_DIGRAPH: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };

/**
 * The matching key of a word: compatibility forms unified (the '𝐅𝐚𝐬𝐡𝐢𝐨𝐧' letter fonts of
 * bios, 'CO₂'), lower case, German umlauts as their digraphs (ä → ae, ß → ss), other diacritics
 * removed (é → e). 'Fußball' → 'fussball', 'Müll' → 'muell', 'Café' → 'cafe'.
 */
export function foldKey(word: string): string {
  // Most words are plain ASCII, for which every step but lower-casing is the identity.
  if (/^[\x20-\x7e]*$/.test(word)) return word.toLowerCase();
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (c) => UMLAUT_TO_DIGRAPH[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * The second key of a lexicon word with umlauts, for texts typed without them: 'müll' → 'mull'
 * (umlaut dropped), while `foldKey` gives 'muell'. Null when the word has no umlaut. Only the
 * lexicon gets both keys; a text's word is folded once, so either spelling finds the entry.
 */
export function plainKey(word: string): string | null {
  const lower = word.normalize('NFKC').toLowerCase();
  if (!/[äöü]/.test(lower)) return null;
  return foldKey(lower.replace(/[äöü]/g, (c) => c.normalize('NFD').charAt(0)));
}

/**
 * Splits a camel-case or mixed hashtag body into its words: 'ElectricCars' → ['Electric',
 * 'Cars'], 'NBAFinals' → ['NBA', 'Finals'], 'Election2024' → ['Election', '2024'].
 */
export function splitCamelCase(body: string): string[] {
  return body.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu) ?? [];
}

/**
 * Inflection endings tried when a word is not in the lexicon as written, longest first:
 * English plurals and -ing/-ed forms, German plural and case endings. Each rule is
 * [ending, replacement]. A stripped form must keep at least 3 letters.
 */
const INFLECTIONS: readonly (readonly [string, string])[] = [
  ['ies', 'y'],
  ['ern', ''],
  ['ing', ''],
  ['ing', 'e'],
  ['en', ''],
  ['er', ''],
  ['es', ''],
  ['ed', ''],
  ['e', ''],
  ['n', ''],
  ['s', ''],
  ['d', ''],
];

/**
 * The word followed by its possible uninflected forms: 'autos' → ['autos', 'auto'], 'banken' →
 * ['banken', 'banke', 'bank'], 'parties' → ['parties', 'party', …]. The lexicon lists irregular
 * forms (umlaut plurals such as 'bücher') itself.
 */
export function inflectionCandidates(key: string): string[] {
  const out = [key];
  for (const [ending, replacement] of INFLECTIONS) {
    if (key.length - ending.length < 3 || !key.endsWith(ending)) continue;
    const stem = key.slice(0, key.length - ending.length) + replacement;
    if (!out.includes(stem)) out.push(stem);
  }
  return out;
}
