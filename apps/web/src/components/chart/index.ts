export { Chart, type ChartProps } from './chart';
export type { ChartData, ChartKind, ChartMarker, ChartSeries } from './chart-spec';
export { MARKER_COLORS, numberedMarkers } from './chart-spec';
