import type { TooltipItem } from 'chart.js';
import { describe, expect, test } from 'vitest';
import { buildChartConfig, type ChartData } from './chart-spec';
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

describe('chart colours', () => {
  test('every series colour stands out from the page (≥ 3:1) and carries white labels (≥ 4.5:1)', () => {
    for (const color of CHART_COLORS) {
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
