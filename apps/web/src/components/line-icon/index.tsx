import type { ReactNode } from 'react';

/**
 * A decorative line icon on a 24×24 grid in the text colour: the shapes inside are drawn as
 * 2px strokes without fill (a shape may still say otherwise). Hidden from assistive technology:
 * the control it sits in carries the name.
 */
export function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
