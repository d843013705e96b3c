import type { AccountPlatform, ActivityStats, ProfileFacts } from '../profile-facts';

/**
 * Facts as the trust model scores them: a `ProfileFacts` whose platform and username may be
 * unknown too. A stored lookup always knows both; a partial record handed to the score CLI, or a
 * labelled set that ships no handles, may not. A `ProfileFacts` is one of these.
 */
export type ScoredFacts = Omit<ProfileFacts, 'platform' | 'username'> & {
  platform: AccountPlatform | null;
  username: string | null;
};

/**
 * What the trust model reads about one account: plain numbers and flags derived from
 * `ProfileFacts`. `null` means unknown, exactly as in `ProfileFacts`; nothing is guessed.
 *
 * The labelled training sets that ship no usernames, names or bios (only statistics of them)
 * give those statistics directly as traits (`LabelledProfile.traits`), which is why traits are
 * their own type rather than being computed inside the feature code.
 */
export type ProfileTraits = {
  followers: number | null;
  following: number | null;
  posts: number | null;
  likesGiven: number | null;
  listed: number | null;
  /** Whole days between `createdAt` and `observedAt`. */
  ageDays: number | null;
  usernameLength: number | null;
  usernameDigits: number | null;
  /** Digits ÷ length. Known even when length and count are not (the Kaggle set). */
  usernameDigitShare: number | null;
  /** Shannon entropy of the username's characters, bits per character. */
  usernameEntropy: number | null;
  /** Words in the display name; 0 when the account has none. */
  nameWords: number | null;
  nameDigitShare: number | null;
  /** Display name equals the username once case, accents and punctuation are ignored. */
  nameMatchesUsername: boolean | null;
  /** Character-bigram similarity (Dice, 0–1) of display name and username. */
  nameSimilarity: number | null;
  bioLength: number | null;
  hasLink: boolean | null;
  hasPicture: boolean | null;
  defaultProfile: boolean | null;
  private: boolean | null;
  verified: boolean | null;
  activity: ActivityStats | null;
};

const DAY_MS = 86_400_000;

/** Counts digits without a regex allocation (this runs for every scored profile). */
function digitCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

const asciiCounts = new Int32Array(128);

/** Shannon entropy of the characters of `s` in bits per character (0 for '' or 'aaaa'). */
export function characterEntropy(s: string): number {
  if (s.length === 0) return 0;
  // Usernames are nearly always ASCII: count those in a reused array, the rest in a map.
  let other: Map<string, number> | null = null;
  let total = 0;
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c < 128) asciiCounts[c]!++;
    else {
      other ??= new Map();
      other.set(ch, (other.get(ch) ?? 0) + 1);
    }
    total++;
  }
  let h = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) continue;
    const n = asciiCounts[c]!;
    if (n === 0) continue;
    const p = n / total;
    h -= p * Math.log2(p);
    asciiCounts[c] = 0;
  }
  if (other) {
    for (const n of other.values()) {
      const p = n / total;
      h -= p * Math.log2(p);
    }
  }
  return h;
}

/** Lower case, accents dropped, only letters and digits kept: how a handle is compared to a name. */
export function foldName(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length && ascii; i++) ascii = s.charCodeAt(i) < 128;
  if (ascii) {
    // The common case without Unicode normalization: keep a–z and 0–9, lower-casing A–Z.
    let out = '';
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += s[i];
      else if (c >= 65 && c <= 90) out += String.fromCharCode(c + 32);
    }
    return out;
  }
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Dice coefficient of the character bigrams of two folded strings (1 = same bigrams). */
export function bigramSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  // A bigram as one number (two UTF-16 units), so no substring is allocated per pair.
  const grams = new Map<number, number>();
  for (let i = 0; i < a.length - 1; i++) {
    const g = a.charCodeAt(i) * 65536 + a.charCodeAt(i + 1);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  let shared = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const g = b.charCodeAt(i) * 65536 + b.charCodeAt(i + 1);
    const n = grams.get(g) ?? 0;
    if (n > 0) {
      shared++;
      grams.set(g, n - 1);
    }
  }
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

function wordCount(s: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Space, tab, line breaks and the no-break and ideographic spaces separate words.
    const space = c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 0x3000;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

/** Whole days from creation to observation; null when unknown, unparsable or in the future. */
export function ageInDays(createdAt: string | null, observedAt: string): number | null {
  if (createdAt === null) return null;
  const created = Date.parse(createdAt);
  const observed = observedTime(observedAt);
  if (Number.isNaN(created) || Number.isNaN(observed) || observed < created) return null;
  return Math.floor((observed - created) / DAY_MS);
}

// A bulk run observes most profiles at the same moment: parse that string once, not per profile.
let lastObservedAt = '';
let lastObservedTime = Number.NaN;
function observedTime(observedAt: string): number {
  if (observedAt !== lastObservedAt) {
    lastObservedTime = Date.parse(observedAt);
    lastObservedAt = observedAt;
  }
  return lastObservedTime;
}

const isAscii = (s: string) => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 128) return false;
  return true;
};
const lowerAscii = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/**
 * `characterEntropy(s.toLowerCase())`, for ASCII without the lower-cased copy: the same sums in
 * the same order, so the same number to the last bit.
 */
function caseFoldedEntropy(s: string): number {
  if (!isAscii(s)) return characterEntropy(s.toLowerCase());
  const total = s.length;
  if (total === 0) return 0;
  for (let i = 0; i < total; i++) asciiCounts[lowerAscii(s.charCodeAt(i))]!++;
  let h = 0;
  for (let i = 0; i < total; i++) {
    const c = lowerAscii(s.charCodeAt(i));
    const n = asciiCounts[c]!;
    if (n === 0) continue;
    const p = n / total;
    h -= p * Math.log2(p);
    asciiCounts[c] = 0;
  }
  return h;
}

// Scratch space for the likeness of two ASCII names: folded characters, then their bigrams.
const foldedA = new Uint16Array(64);
const foldedB = new Uint16Array(64);
const gramsA = new Int32Array(64);
const gramsB = new Int32Array(64);

/** `foldName` of ASCII `s` into `out`; its length, or -1 when it does not fit. */
function foldAsciiInto(s: string, out: Uint16Array): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const kept =
      (c >= 97 && c <= 122) || (c >= 48 && c <= 57) ? c : c >= 65 && c <= 90 ? c + 32 : -1;
    if (kept < 0) continue;
    if (n === out.length) return -1;
    out[n++] = kept;
  }
  return n;
}

/** The sorted bigrams of `folded[0..n)` into `out` (insertion sort: names are short). */
function sortedBigrams(folded: Uint16Array, n: number, out: Int32Array): number {
  const m = n - 1;
  for (let i = 0; i < m; i++) {
    const g = folded[i]! * 65536 + folded[i + 1]!;
    let j = i;
    while (j > 0 && out[j - 1]! > g) {
      out[j] = out[j - 1]!;
      j--;
    }
    out[j] = g;
  }
  return m;
}

/** `foldName(s)` into `out` (ASCII without the string); its length, or -1 when it does not fit. */
function foldInto(s: string, out: Uint16Array): number {
  if (isAscii(s)) return foldAsciiInto(s, out);
  const folded = foldName(s);
  if (folded.length > out.length) return -1;
  for (let i = 0; i < folded.length; i++) out[i] = folded.charCodeAt(i);
  return folded.length;
}

/**
 * Whether display name and username fold to the same text, and their `bigramSimilarity`, in
 * scratch arrays instead of folded strings and a map (same results; a test compares it with
 * the string functions); names too long for the arrays go the string way.
 */
function nameLikeness(name: string, username: string): [matches: boolean, similarity: number] {
  const na = foldInto(name, foldedA);
  const nb = na >= 0 ? foldInto(username, foldedB) : -1;
  if (na < 0 || nb < 0) {
    const a = foldName(name);
    const b = foldName(username);
    return [a === b, bigramSimilarity(a, b)];
  }
  let same = na === nb;
  for (let i = 0; same && i < na; i++) same = foldedA[i] === foldedB[i];
  if (same) return [true, 1];
  if (na < 2 || nb < 2) return [false, 0];
  const ma = sortedBigrams(foldedA, na, gramsA);
  const mb = sortedBigrams(foldedB, nb, gramsB);
  // Shared bigrams counted as a multiset, as the map in `bigramSimilarity` counts them.
  let shared = 0;
  for (let i = 0, j = 0; i < ma && j < mb;) {
    if (gramsA[i] === gramsB[j]) {
      shared++;
      i++;
      j++;
    } else if (gramsA[i]! < gramsB[j]!) i++;
    else j++;
  }
  return [false, (2 * shared) / (ma + mb)];
}

/**
 * Derives the traits of one profile from what a lookup observed. Without a username every
 * username trait, and the likeness of name and username, is unknown: nothing is computed from
 * an empty string.
 */
export function profileTraits(facts: ScoredFacts): ProfileTraits {
  const username = facts.username;
  const name = facts.displayName;
  const hasName = name !== null && name.trim().length > 0;
  let usernameDigits: number | null = null;
  let nameMatchesUsername: boolean | null = null;
  let nameSimilarity: number | null = null;
  if (username !== null) {
    usernameDigits = digitCount(username);
    if (name !== null) {
      if (hasName) [nameMatchesUsername, nameSimilarity] = nameLikeness(name, username);
      else {
        nameMatchesUsername = false;
        nameSimilarity = 0;
      }
    }
  }
  return {
    followers: facts.followers,
    following: facts.following,
    posts: facts.posts,
    likesGiven: facts.likesGiven,
    listed: facts.listed,
    ageDays: ageInDays(facts.createdAt, facts.observedAt),
    usernameLength: username === null ? null : username.length,
    usernameDigits,
    usernameDigitShare:
      username !== null && username.length > 0 ? usernameDigits! / username.length : null,
    usernameEntropy: username === null ? null : caseFoldedEntropy(username),
    nameWords: name === null ? null : wordCount(name),
    nameDigitShare: name === null ? null : name.length > 0 ? digitCount(name) / name.length : 0,
    nameMatchesUsername,
    nameSimilarity,
    bioLength: facts.bio === null ? null : facts.bio.trim().length,
    hasLink: facts.externalUrl === null ? null : facts.externalUrl.trim().length > 0,
    hasPicture: facts.hasProfilePicture,
    defaultProfile: facts.defaultProfile,
    private: facts.private,
    verified: facts.verified,
    activity: facts.activity,
  };
}
