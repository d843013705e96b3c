import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** WCAG AA for normal text is 4.5:1; a little headroom survives rounding in axe. */
const MIN_CONTRAST = 4.6;

/** The contrast ratio of two opaque colours (WCAG 2 formula). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color`, darkened in small steps until it reaches {@link MIN_CONTRAST} on `background`. */
export function readableOn(color: string, background: string): string {
  for (let amount = 0; amount <= 0.9; amount += 0.05) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (contrast(candidate, background) >= MIN_CONTRAST) return candidate;
  }
  return '#000000';
}

export const theme = createTheme({
  primaryColor: 'blue',
  // White on blue.6 is 3.5:1; blue.8 reaches 5:1, so filled buttons meet WCAG AA (axe-checked).
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // People who ask their system for less motion get modals, menus and toasts without their
  // transitions (and axe never checks a dialog halfway through its fade-in).
  respectReducedMotion: true,
  headings: {
    sizes: {
      // 34 px from ~570 px up; smaller on phones, so long German words ('Zahlungskomponente',
      // 'Instagram-Benutzerinformationen') fit a 390 px screen instead of widening the page.
      h1: { fontSize: 'clamp(1.5rem, 5vw + 0.35rem, 2.125rem)' },
    },
  },
  // Plain objects, not `Modal.extend(…)`: importing the components here would pull them (and
  // the modal machinery, ~20 KB gzip) into the entry chunk.
  components: {
    // A word longer than the line (a long id in a heading) breaks instead of overflowing.
    Title: { styles: { root: { overflowWrap: 'break-word', hyphens: 'auto' } } },
    // A modal's header renders as <header>, which assistive technology reads as a second
    // page banner (axe: landmark-no-duplicate-banner); inside a dialog it is just a title row,
    // so it renders as a div.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

const WHITE = '#ffffff';

/**
 * Mantine's light-scheme text colours fall below 4.5:1 in several places (dimmed text and
 * input descriptions: gray.6 is 3.3:1; error text red.6; the text of light alerts and badges
 * in teal, green, yellow, orange; white on filled teal or green). This resolver raises every
 * one of them to AA once, for the whole app, instead of per screen. Dark scheme is not used.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {};
  const gray = t.colors.gray;
  light['--mantine-color-dimmed'] = gray[7];
  light['--mantine-color-placeholder'] = readableOn(gray[6], WHITE);
  light['--mantine-color-error'] = readableOn(t.colors.red[8], WHITE);
  light['--mantine-color-anchor'] = readableOn(t.colors[t.primaryColor]![8], WHITE);
  for (const [name, palette] of Object.entries(t.colors) as [string, MantineColorsTuple][]) {
    if (name === 'dark' || !(name in DEFAULT_THEME.colors)) continue;
    // `light` and `subtle` variants: shade 9 text on the shade-1 background (alerts, light
    // badges, buttons) and on the shade-2 background under the pointer (a subtle button's hover,
    // the darker of the two, so readable there is readable on both).
    light[`--mantine-color-${name}-light-color`] = readableOn(palette[9], palette[2]);
    // `outline` / `subtle` variants and `c="{color}"` text on the white page.
    const onWhite = readableOn(palette[8], WHITE);
    light[`--mantine-color-${name}-outline`] = onWhite;
    light[`--mantine-color-${name}-text`] = onWhite;
    // `filled` variant: white text on the fill.
    const fill = readableOn(palette[8], WHITE);
    light[`--mantine-color-${name}-filled`] = fill;
    light[`--mantine-color-${name}-filled-hover`] = darken(fill, 0.1);
  }
  return { variables: {}, light, dark: {} };
};
