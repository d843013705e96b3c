/**
 * Series colours. Each has at least 4.5:1 contrast against the white page, so bars, lines and
 * slices stand out (WCAG 1.4.11 asks 3:1 for graphics) and white data labels inside a doughnut
 * slice are readable text (1.4.3, 4.5:1). Neighbours alternate hue and lightness so adjacent
 * slices differ for colour-blind readers too; the legend and the data table carry the labels.
 */
export const CHART_COLORS = [
  '#1971c2', // blue
  '#b35900', // orange
  '#087f5b', // teal
  '#c2255c', // pink
  '#6741d9', // violet
  '#8a5300', // brown
  '#0b7285', // cyan
  '#c92a2a', // red
  '#862e9c', // grape
  '#495057', // grey
] as const;

/** Text on the white chart area (axes, legend, labels outside bars): Mantine gray.8. */
export const CHART_TEXT = '#343a40';
/** Grid lines: quiet, they are not information. */
export const CHART_GRID = '#dee2e6';
/** The page behind the charts. */
export const CHART_BACKGROUND = '#ffffff';

/** The colour of series (or doughnut slice) `index`, repeating after the last one. */
export const colorAt = (index: number) => CHART_COLORS[index % CHART_COLORS.length]!;

const channel = (hex: string, at: number) => {
  const v = parseInt(hex.slice(at, at + 2), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a `#rrggbb` colour (WCAG 2). */
export const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG contrast ratio of two `#rrggbb` colours, 1–21. */
export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
