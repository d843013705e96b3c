// Types only: chart.js itself stays in the lazy chunk of `chart-canvas.tsx`.
import type { ChartConfiguration, ChartType, Plugin, TooltipItem } from 'chart.js';
import { CHART_BACKGROUND, CHART_GRID, CHART_TEXT, colorAt } from './palette';

export type ChartKind = 'doughnut' | 'bar' | 'horizontalBar' | 'line';

/**
 * One series of numbers, one value per label (`null` = no value, e.g. a missing snapshot).
 * `axis: 'secondary'` draws a line on its own value axis on the right (a score of 0–100 beside
 * counts in the hundred thousands), dashed so it stays apart from the others without colour.
 */
export type ChartSeries = {
  label: string;
  values: (number | null)[];
  axis?: 'secondary';
  /** Left out of the drawing (a line chart's series the reader switched off); still in the table. */
  hidden?: boolean;
};

/**
 * Something that happened at one point of a line chart (a profile change, a growth flag): a
 * numbered vertical line on the chart, the same number and text in the tooltip and the data
 * table. `alert` marks what needs attention (red), `note` what is only worth knowing.
 */
export type ChartMarker = { index: number; label: string; tone: 'alert' | 'note' };

/** What a chart shows; the same numbers feed the canvas and the data table alternative. */
export type ChartData = {
  kind: ChartKind;
  /** The categories (bars, slices) or the points in time (line). */
  labels: string[];
  series: ChartSeries[];
  /** Title of the value axis (spec: 'Accounts', 'Mentions'). */
  valueAxisLabel?: string;
  /** Title of the category axis; also the first column of the data table. */
  categoryAxisLabel?: string;
  /** How values read (`{ style: 'percent' }`, `{ maximumFractionDigits: 1 }` …), in the locale. */
  numberFormat?: Intl.NumberFormatOptions;
  /** Values printed on the bars and slices; default on for doughnut and bars, off for lines. */
  dataLabels?: boolean;
  /** The legend; default on for doughnuts and several series. */
  legend?: boolean;
  /**
   * Whether the value axis starts at zero (default). A line chart of one count over time may
   * scale to its values instead, so a step of a few percent is visible.
   */
  valueAxisFromZero?: boolean;
  /** Title of the right-hand axis of the `secondary` series (line charts). */
  secondaryAxisLabel?: string;
  /** Fixed bounds of the right-hand axis (a score's 0–100). */
  secondaryAxisRange?: { min: number; max: number };
  /** Numbered events on a line chart, by label index. */
  markers?: ChartMarker[];
};

/** Options of the small data-label plugin (`data-labels-plugin.ts`). */
export type DataLabelsOptions = {
  display: boolean;
  format: (value: number) => string;
  /** Inside doughnut slices (on the series colour). */
  insideColor: string;
  /** Beside bars (on the page). */
  outsideColor: string;
};

/** Options of the markers plugin (`markers-plugin.ts`). */
export type MarkersOptions = {
  /** The markers with their number (1-based, in label order), as the table and tooltip show it. */
  markers: (ChartMarker & { n: number })[];
  colors: Record<ChartMarker['tone'], string>;
  /** The number's colour inside its disc. */
  textColor: string;
};

/** Marker colours: red for alerts, the page text's grey for notes (both ≥ 4.5:1 on white). */
export const MARKER_COLORS: Record<ChartMarker['tone'], string> = {
  alert: '#c92a2a',
  note: '#495057',
};

declare module 'chart.js' {
  // Declaration merging is chart.js's way to type a plugin's options.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface PluginOptionsByType<TType extends ChartType> {
    vigilDataLabels?: DataLabelsOptions;
    vigilMarkers?: MarkersOptions;
  }
}

/** The markers numbered 1, 2, … in label order (ties keep their given order). */
export function numberedMarkers(markers: readonly ChartMarker[] = []) {
  return markers
    .map((m, i) => ({ m, i }))
    .sort((a, b) => a.m.index - b.m.index || a.i - b.i)
    .map(({ m }, k) => ({ ...m, n: k + 1 }));
}

export const numberFormatter = (locale: string, options?: Intl.NumberFormatOptions) => {
  const format = new Intl.NumberFormat(locale, options);
  return (value: number) => format.format(value);
};

/**
 * The chart.js configuration for a chart: pure, so the wiring is tested without a canvas.
 * `locale` formats every number (ticks, tooltips, labels); `animate` is false when the user
 * prefers reduced motion.
 */
export function buildChartConfig(
  chart: ChartData,
  {
    locale,
    animate,
    width,
    height,
  }: { locale: string; animate: boolean; width: number; height: number },
  plugins: Plugin[] = [],
): ChartConfiguration {
  const format = numberFormatter(locale, chart.numberFormat);
  const doughnut = chart.kind === 'doughnut';
  const horizontal = chart.kind === 'horizontalBar';
  const legend = chart.legend ?? (doughnut || chart.series.length > 1);
  const dataLabels = chart.dataLabels ?? chart.kind !== 'line';

  const line = chart.kind === 'line';
  const secondary = line && chart.series.some((s) => s.axis === 'secondary');
  const markers = line ? numberedMarkers(chart.markers) : [];

  const datasets = chart.series.map((s, i) => {
    const color = colorAt(i);
    if (doughnut) {
      return {
        label: s.label,
        data: s.values,
        backgroundColor: s.values.map((_, j) => colorAt(j)),
        borderColor: CHART_BACKGROUND,
        borderWidth: 2,
      };
    }
    if (line) {
      const onSecondary = secondary && s.axis === 'secondary';
      return {
        label: s.label,
        data: s.values,
        borderColor: color,
        backgroundColor: color,
        // A year of daily points is a curve, not 365 dots.
        pointRadius: s.values.length > 60 ? 0 : 3,
        pointHitRadius: 6,
        borderWidth: 2,
        spanGaps: true,
        hidden: s.hidden === true,
        ...(onSecondary ? { yAxisID: 'y1', borderDash: [6, 4] } : {}),
      };
    }
    return { label: s.label, data: s.values, backgroundColor: color, borderRadius: 3 };
  });

  const axisTitle = (text: string | undefined) =>
    text
      ? { display: true, text, color: CHART_TEXT, font: { weight: 'bold' as const } }
      : undefined;
  const valueAxis = {
    beginAtZero: chart.valueAxisFromZero ?? true,
    title: axisTitle(chart.valueAxisLabel),
    ticks: { color: CHART_TEXT, format: chart.numberFormat },
    grid: { color: CHART_GRID },
  };
  const secondaryAxis = {
    position: 'right' as const,
    // Shown while one of its series is drawn.
    display: 'auto' as const,
    beginAtZero: true,
    ...(chart.secondaryAxisRange ?? {}),
    title: axisTitle(chart.secondaryAxisLabel),
    ticks: { color: CHART_TEXT, format: chart.numberFormat },
    // One grid is enough: the left axis draws it.
    grid: { drawOnChartArea: false },
  };
  const categoryAxis = {
    title: axisTitle(chart.categoryAxisLabel),
    ticks: { color: CHART_TEXT, autoSkip: chart.kind === 'line' },
    grid: { display: false },
  };

  return {
    type: doughnut ? 'doughnut' : chart.kind === 'line' ? 'line' : 'bar',
    data: { labels: chart.labels, datasets },
    plugins,
    options: {
      locale,
      responsive: true,
      maintainAspectRatio: true,
      aspectRatio: width / height,
      animation: animate ? { duration: 600 } : false,
      indexAxis: horizontal ? 'y' : 'x',
      color: CHART_TEXT,
      // Room for the labels printed beside the bars.
      layout: {
        padding: dataLabels && !doughnut ? (horizontal ? { right: 48 } : { top: 20 }) : 0,
      },
      scales: doughnut
        ? {}
        : horizontal
          ? { x: valueAxis, y: categoryAxis }
          : secondary
            ? { x: categoryAxis, y: valueAxis, y1: secondaryAxis }
            : { x: categoryAxis, y: valueAxis },
      plugins: {
        legend: {
          display: legend,
          position: doughnut ? 'right' : 'top',
          labels: { color: CHART_TEXT },
        },
        tooltip: {
          callbacks: {
            label: (item: TooltipItem<ChartType>) => {
              const value = typeof item.raw === 'number' ? format(item.raw) : '';
              const name = doughnut ? item.label : item.dataset.label;
              return name ? `${name}: ${value}` : value;
            },
            // The events of the hovered point, under its values.
            afterBody: (items: TooltipItem<ChartType>[]) => {
              const at = items[0]?.dataIndex;
              return markers.filter((m) => m.index === at).map((m) => `${m.n}. ${m.label}`);
            },
          },
        },
        vigilMarkers: { markers, colors: MARKER_COLORS, textColor: CHART_BACKGROUND },
        vigilDataLabels: {
          display: dataLabels,
          format,
          insideColor: CHART_BACKGROUND,
          outsideColor: CHART_TEXT,
        },
      },
    },
  } as ChartConfiguration;
}
