import { Fragment, type CSSProperties } from 'react';

/** Where each kind of text may wrap: after these characters (before '@' in an e-mail). */
const BREAK_AFTER: Record<BreakableKind, RegExp> = {
  email: /[._\-+]/,
  url: /[/.?&=#_-]/,
  id: /-/,
};

export type BreakableKind = 'email' | 'url' | 'id';

/** The pieces of `text` between its wrap points: 'ada.lovelace@example.com' → ada. lovelace @example. com */
export function breakPoints(text: string, kind: BreakableKind): string[] {
  const pieces: string[] = [];
  let current = '';
  const chars = [...text];
  chars.forEach((char, i) => {
    if (kind === 'email' && char === '@' && current) {
      pieces.push(current);
      current = '';
    }
    current += char;
    // A run of separators ('://') stays together.
    const next = chars[i + 1];
    if (BREAK_AFTER[kind].test(char) && next !== undefined && !BREAK_AFTER[kind].test(next)) {
      pieces.push(current);
      current = '';
    }
  });
  if (current) pieces.push(current);
  return pieces;
}

const style: CSSProperties = {
  // Only when one piece is wider than the whole line does it break inside a word.
  overflowWrap: 'anywhere',
};

/**
 * An e-mail address, URL or id that wraps at its separators on narrow screens instead of in
 * the middle of a word (or of pushing the page wider than the screen).
 */
export function BreakableText({ children, kind }: { children: string; kind: BreakableKind }) {
  const pieces = breakPoints(children, kind);
  return (
    <span style={style}>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
