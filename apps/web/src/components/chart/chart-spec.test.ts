import type { TooltipItem } from 'chart.js';
import { describe, expect, test } from 'vitest';
import { buildChartConfig, MARKER_COLORS, type ChartData } from './chart-spec';
import { CHART_BACKGROUND, CHART_COLORS, CHART_TEXT, contrastRatio } from './palette';

const topics: ChartData = {
  kind: 'bar',
  labels: ['Tech', 'Music'],
  series: [{ label: 'Accounts', values: [1234.5, 7] }],
  valueAxisLabel: 'Accounts',
};
const size = { width: 700, height: 400 };
const build = (chart: ChartData, over: { locale?: string; animate?: boolean } = {}) =>
  buildChartConfig(chart, { locale: 'en', animate: true, ...size, ...over });

// Shapes of the built configuration this test reads (chart.js types them as wide unions).
type Options = {
  animation: unknown;
  locale: string;
  indexAxis: string;
  aspectRatio: number;
  scales: Record<string, { title?: { text: string }; ticks?: { format?: unknown } }>;
  plugins: {
    legend: { display: boolean };
    tooltip: { callbacks: { label: (item: Partial<TooltipItem<'bar'>>) => string } };
    vigilDataLabels: { display: boolean; format: (n: number) => string };
  };
};
const options = (chart: ChartData, over?: { locale?: string; animate?: boolean }) =>
  build(chart, over).options as unknown as Options;

describe('chart configuration', () => {
  test('the four kinds map to chart.js types; the horizontal bar turns the index axis', () => {
    expect(build({ ...topics, kind: 'doughnut' }).type).toBe('doughnut');
    expect(build(topics).type).toBe('bar');
    expect(options(topics).indexAxis).toBe('x');
    expect(build({ ...topics, kind: 'horizontalBar' }).type).toBe('bar');
    expect(options({ ...topics, kind: 'horizontalBar' }).indexAxis).toBe('y');
    expect(build({ ...topics, kind: 'line' }).type).toBe('line');
  });

  test('the size props set the aspect ratio (700×400, 400×400)', () => {
    expect(options(topics).aspectRatio).toBeCloseTo(1.75);
    expect(
      (
        buildChartConfig(topics, { locale: 'en', animate: true, width: 400, height: 400 })
          .options as unknown as Options
      ).aspectRatio,
    ).toBe(1);
  });

  test('no animation when motion is reduced', () => {
    expect(options(topics, { animate: false }).animation).toBe(false);
    expect(options(topics, { animate: true }).animation).not.toBe(false);
  });

  test('the value axis is titled on the value side of either orientation', () => {
    expect(options(topics).scales.y?.title?.text).toBe('Accounts');
    expect(
      options({ ...topics, kind: 'horizontalBar', valueAxisLabel: 'Mentions' }).scales.x?.title
        ?.text,
    ).toBe('Mentions');
  });

  test('numbers read in the locale: labels, tooltips and chart.js ticks', () => {
    const de = options(topics, { locale: 'de' });
    expect(de.locale).toBe('de');
    expect(de.plugins.vigilDataLabels.format(1234.5)).toBe('1.234,5');
    expect(options(topics).plugins.vigilDataLabels.format(1234.5)).toBe('1,234.5');
    expect(
      de.plugins.tooltip.callbacks.label({
        raw: 1234.5,
        label: 'Tech',
        dataset: { label: 'Accounts' },
      } as never),
    ).toBe('Accounts: 1.234,5');
    const percent = options({ ...topics, numberFormat: { style: 'percent' } }, { locale: 'de' });
    expect(percent.plugins.vigilDataLabels.format(0.25)).toMatch(/^25\s%$/u);
    expect(percent.scales.y?.ticks?.format).toEqual({ style: 'percent' });
  });

  test('legend and data labels: on for doughnuts, labels on bars, off on lines', () => {
    const doughnut = options({ ...topics, kind: 'doughnut' });
    expect(doughnut.plugins.legend.display).toBe(true);
    expect(doughnut.plugins.vigilDataLabels.display).toBe(true);
    expect(options(topics).plugins.legend.display).toBe(false);
    expect(options(topics).plugins.vigilDataLabels.display).toBe(true);
    expect(options({ ...topics, kind: 'line' }).plugins.vigilDataLabels.display).toBe(false);
    expect(options({ ...topics, legend: true }).plugins.legend.display).toBe(true);
  });

  test('each slice of a doughnut gets its own colour; series of bars one colour each', () => {
    const doughnut = build({
      ...topics,
      kind: 'doughnut',
      labels: ['a', 'b', 'c'],
      series: [{ label: 'n', values: [1, 2, 3] }],
    });
    expect(doughnut.data.datasets[0]?.backgroundColor).toEqual(CHART_COLORS.slice(0, 3));
    const bars = build({
      ...topics,
      series: [
        { label: 'a', values: [1, 2] },
        { label: 'b', values: [3, 4] },
      ],
    });
    expect(bars.data.datasets.map((d) => d.backgroundColor)).toEqual(CHART_COLORS.slice(0, 2));
  });
});

describe('line charts with a second axis and markers', () => {
  const history: ChartData = {
    kind: 'line',
    labels: ['1 Mar', '2 Mar', '3 Mar', '4 Mar'],
    series: [
      { label: 'Followers', values: [1000, 1010, 13400, 13420] },
      { label: 'Trust score', values: [20, 21, 64, 66], axis: 'secondary' },
    ],
    valueAxisLabel: 'Count',
    secondaryAxisLabel: 'Score',
    secondaryAxisRange: { min: 0, max: 100 },
    markers: [
      { index: 2, label: '+12,390 followers', tone: 'alert' },
      { index: 1, label: 'Bio changed', tone: 'note' },
      { index: 2, label: 'Name changed', tone: 'note' },
    ],
  };
  type Dataset = { yAxisID?: string; borderDash?: number[] };
  type Scale = { position?: string; min?: number; max?: number; title?: { text: string } };
  type Markers = { markers: { n: number; index: number; label: string }[] };

  test('a secondary series gets its own right-hand axis with fixed bounds, and a dashed line', () => {
    const config = build(history);
    const [followers, score] = config.data.datasets as Dataset[];
    expect(followers?.yAxisID).toBeUndefined();
    expect(score?.yAxisID).toBe('y1');
    expect(score?.borderDash).toEqual([6, 4]);
    const y1 = (config.options as { scales: Record<string, Scale> }).scales.y1;
    expect(y1).toMatchObject({ position: 'right', min: 0, max: 100, title: { text: 'Score' } });
  });

  test('a series may be left out of the drawing; the value axis may scale to the values', () => {
    const config = build({
      ...history,
      series: [{ ...history.series[0]!, hidden: true }, history.series[1]!],
      valueAxisFromZero: false,
    });
    expect((config.data.datasets as { hidden?: boolean }[]).map((d) => d.hidden)).toEqual([
      true,
      false,
    ]);
    const scales = (config.options as { scales: Record<string, { beginAtZero?: boolean }> }).scales;
    expect(scales.y?.beginAtZero).toBe(false);
    expect(
      (build(history).options as { scales: Record<string, { beginAtZero?: boolean }> }).scales.y
        ?.beginAtZero,
    ).toBe(true);
  });

  test('without a secondary series there is no right-hand axis', () => {
    const single = { ...history, series: [history.series[0]!] };
    expect(Object.keys(options(single).scales)).toEqual(['x', 'y']);
  });

  test('markers are numbered in label order and listed in the tooltip of their point', () => {
    const config = build(history);
    const plugins = (config.options as { plugins: { vigilMarkers: Markers } }).plugins;
    expect(plugins.vigilMarkers.markers.map((m) => [m.n, m.index, m.label])).toEqual([
      [1, 1, 'Bio changed'],
      [2, 2, '+12,390 followers'],
      [3, 2, 'Name changed'],
    ]);
    const afterBody = (
      config.options as {
        plugins: {
          tooltip: { callbacks: { afterBody: (i: { dataIndex: number }[]) => string[] } };
        };
      }
    ).plugins.tooltip.callbacks.afterBody;
    expect(afterBody([{ dataIndex: 2 }])).toEqual(['2. +12,390 followers', '3. Name changed']);
    expect(afterBody([{ dataIndex: 0 }])).toEqual([]);
  });

  test('markers belong to line charts only', () => {
    const bars = build({ ...topics, markers: [{ index: 0, label: 'x', tone: 'note' }] });
    expect(
      (bars.options as { plugins: { vigilMarkers: Markers } }).plugins.vigilMarkers.markers,
    ).toEqual([]);
  });
});

describe('chart colours', () => {
  test('every series colour stands out from the page (≥ 3:1) and carries white labels (≥ 4.5:1)', () => {
    for (const color of CHART_COLORS) {
      expect(contrastRatio(color, CHART_BACKGROUND), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('marker colours read on the page and carry their white numbers (≥ 4.5:1)', () => {
    for (const color of Object.values(MARKER_COLORS)) {
      expect(contrastRatio(color, CHART_BACKGROUND), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('chart text reads on the page (≥ 4.5:1)', () => {
    expect(contrastRatio(CHART_TEXT, CHART_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  test('the contrast formula gives the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
