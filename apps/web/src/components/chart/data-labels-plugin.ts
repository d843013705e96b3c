import type { ArcElement, Chart, Plugin } from 'chart.js';
import type { DataLabelsOptions } from './chart-spec';

/** Slices narrower than this (radians) get no label: it would not fit. */
const MIN_ARC = 0.3;

/**
 * Prints each value on its slice (doughnut, white on the slice colour) or beside its bar (bar,
 * horizontal bar, page text colour). Small and local instead of another dependency; the
 * numbers come formatted in the locale.
 */
export const dataLabelsPlugin: Plugin = {
  id: 'vigilDataLabels',
  afterDatasetsDraw(chart: Chart, _args, options: DataLabelsOptions) {
    if (!options.display) return;
    const { ctx } = chart;
    const horizontal = chart.options.indexAxis === 'y';
    ctx.save();
    ctx.font = `600 12px ${chart.options.font?.family ?? 'system-ui, sans-serif'}`;
    chart.data.datasets.forEach((dataset, i) => {
      const meta = chart.getDatasetMeta(i);
      if (meta.hidden) return;
      meta.data.forEach((element, j) => {
        const value = dataset.data[j];
        if (typeof value !== 'number' || !chart.getDataVisibility(j)) return;
        const text = options.format(value);
        if (meta.type === 'doughnut') {
          const arc = element as ArcElement;
          if (arc.endAngle - arc.startAngle < MIN_ARC) return;
          const { x, y } = arc.tooltipPosition(false);
          ctx.fillStyle = options.insideColor;
          ctx.textAlign = 'center';
          ctx.textBaseline = 'middle';
          ctx.fillText(text, x, y);
          return;
        }
        if (meta.type !== 'bar') return;
        const { x, y } = element.getProps(['x', 'y'], true) as { x: number; y: number };
        ctx.fillStyle = options.outsideColor;
        if (horizontal) {
          ctx.textAlign = 'left';
          ctx.textBaseline = 'middle';
          ctx.fillText(text, x + 4, y);
        } else {
          ctx.textAlign = 'center';
          ctx.textBaseline = 'bottom';
          ctx.fillText(text, x, y - 4);
        }
      });
    });
    ctx.restore();
  },
};
