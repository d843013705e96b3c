export { Chart, type ChartProps } from './chart';
export type { ChartData, ChartKind, ChartSeries } from './chart-spec';
