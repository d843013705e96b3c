// Types only: chart.js itself stays in the lazy chunk of `chart-canvas.tsx`.
import type { ChartConfiguration, ChartType, Plugin, TooltipItem } from 'chart.js';
import { CHART_BACKGROUND, CHART_GRID, CHART_TEXT, colorAt } from './palette';

export type ChartKind = 'doughnut' | 'bar' | 'horizontalBar' | 'line';

/** One series of numbers, one value per label (`null` = no value, e.g. a missing snapshot). */
export type ChartSeries = { label: string; values: (number | null)[] };

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

declare module 'chart.js' {
  // Declaration merging is chart.js's way to type a plugin's options.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface PluginOptionsByType<TType extends ChartType> {
    vigilDataLabels?: DataLabelsOptions;
  }
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
    if (chart.kind === 'line') {
      return {
        label: s.label,
        data: s.values,
        borderColor: color,
        backgroundColor: color,
        pointRadius: 3,
        borderWidth: 2,
        spanGaps: true,
      };
    }
    return { label: s.label, data: s.values, backgroundColor: color, borderRadius: 3 };
  });

  const axisTitle = (text: string | undefined) =>
    text
      ? { display: true, text, color: CHART_TEXT, font: { weight: 'bold' as const } }
      : undefined;
  const valueAxis = {
    beginAtZero: true,
    title: axisTitle(chart.valueAxisLabel),
    ticks: { color: CHART_TEXT, format: chart.numberFormat },
    grid: { color: CHART_GRID },
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
          },
        },
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
