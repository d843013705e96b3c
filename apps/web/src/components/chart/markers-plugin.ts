import type { Chart, Plugin } from 'chart.js';
import type { MarkersOptions } from './chart-spec';

/** Radius of the numbered disc at the top of a marker line. */
const DISC = 8;

/**
 * Draws each marker as a dashed vertical line through the chart area at its label, with its
 * number in a disc at the top; the number matches the tooltip, the data table and the list the
 * screen shows under the chart. Markers on the same label share one line and stack their discs.
 */
export const markersPlugin: Plugin = {
  id: 'vigilMarkers',
  afterDatasetsDraw(chart: Chart, _args, options: MarkersOptions) {
    const markers = options.markers ?? [];
    const x = chart.scales.x;
    if (markers.length === 0 || !x) return;
    const { ctx, chartArea } = chart;
    ctx.save();
    ctx.font = `700 11px ${chart.options.font?.family ?? 'system-ui, sans-serif'}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const stacked = new Map<number, number>();
    for (const m of markers) {
      const px = x.getPixelForValue(m.index);
      if (!Number.isFinite(px) || px < chartArea.left - 1 || px > chartArea.right + 1) continue;
      const color = options.colors[m.tone];
      const level = stacked.get(m.index) ?? 0;
      stacked.set(m.index, level + 1);
      if (level === 0) {
        ctx.strokeStyle = color;
        ctx.lineWidth = 1.5;
        ctx.setLineDash([4, 3]);
        ctx.beginPath();
        ctx.moveTo(px, chartArea.top + DISC * 2);
        ctx.lineTo(px, chartArea.bottom);
        ctx.stroke();
        ctx.setLineDash([]);
      }
      const cy = chartArea.top + DISC + level * (DISC * 2 + 2);
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(px, cy, DISC, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = options.textColor;
      ctx.fillText(String(m.n), px, cy + 0.5);
    }
    ctx.restore();
  },
};
