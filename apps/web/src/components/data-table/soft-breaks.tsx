import { Fragment } from 'react';

/**
 * Text with break opportunities after '@' and before '.', '/' and '?', so an e-mail address
 * or a URL wraps between its parts instead of in the middle of a word (`<wbr>` adds no
 * characters: copying the text copies it unchanged).
 */
export function SoftBreaks({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=[./?])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
