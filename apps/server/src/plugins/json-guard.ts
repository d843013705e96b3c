/** Deepest nesting of objects and arrays a JSON body may have. */
export const JSON_MAX_DEPTH = 64;

/** Why a JSON text is refused before it is parsed, or null when it may be parsed. */
export type JsonRefusal =
  { reason: 'too_deep'; depth: number } | { reason: 'nul' } | { reason: 'lone_surrogate' } | null;

const BACKSLASH = 0x5c;
const QUOTE = 0x22;

const hexAt = (text: string, at: number) => {
  const hex = text.slice(at, at + 4);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? Number.parseInt(hex, 16) : -1;
};
const isHigh = (u: number) => u >= 0xd800 && u <= 0xdbff;
const isLow = (u: number) => u >= 0xdc00 && u <= 0xdfff;

/**
 * One pass over a JSON text, without recursion and without parsing it, that finds what must
 * never reach `JSON.parse` or the database: nesting deeper than `maxDepth` (a 10,000-deep body
 * overflows the stack of whatever walks it), a NUL character (PostgreSQL text cannot hold it)
 * and an unpaired UTF-16 surrogate (PostgreSQL's jsonb refuses it). Literal control characters
 * inside strings are left to `JSON.parse`, which refuses them anyway.
 */
export function checkJsonText(text: string, maxDepth = JSON_MAX_DEPTH): JsonRefusal {
  let depth = 0;
  let inString = false;
  // The code unit of the previous `\u` escape if it was a high surrogate waiting for its pair.
  let pendingHigh = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) {
        const next = text.charCodeAt(i + 1);
        if (next === 0x75 /* u */) {
          const unit = hexAt(text, i + 2);
          if (unit === 0) return { reason: 'nul' };
          if (pendingHigh && !isLow(unit)) return { reason: 'lone_surrogate' };
          if (!pendingHigh && isLow(unit)) return { reason: 'lone_surrogate' };
          pendingHigh = !pendingHigh && isHigh(unit);
          i += 5;
        } else {
          if (pendingHigh) return { reason: 'lone_surrogate' };
          i += 1;
        }
        continue;
      }
      if (pendingHigh) return { reason: 'lone_surrogate' };
      if (c === 0) return { reason: 'nul' };
      if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > maxDepth) return { reason: 'too_deep', depth };
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
    else if (c === 0) return { reason: 'nul' };
  }
  return null;
}

/** Whether a decoded string (a form field, a header) holds a NUL character. */
export const hasNul = (value: string) => value.includes('\u0000');
