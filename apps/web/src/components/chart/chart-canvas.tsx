import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import { buildChartConfig, type ChartData } from './chart-spec';
import { dataLabelsPlugin } from './data-labels-plugin';
import { markersPlugin } from './markers-plugin';

// Only what the four kinds need (tree-shaken chart.js): this module is the lazy chunk.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export type ChartCanvasProps = {
  chart: ChartData;
  /** The canvas's accessible name (the chart's title). */
  label: string;
  locale: string;
  animate: boolean;
  width: number;
  height: number;
};

/** The drawing itself, on chart.js through react-chartjs-2. Loaded only where a chart is drawn. */
export default function ChartCanvas({
  chart,
  label,
  locale,
  animate,
  width,
  height,
}: ChartCanvasProps) {
  const config = buildChartConfig(chart, { locale, animate, width, height }, [
    dataLabelsPlugin,
    markersPlugin,
  ]);
  return (
    <ReactChart
      type={config.type}
      data={config.data}
      options={config.options}
      plugins={config.plugins}
      role="img"
      aria-label={label}
      // Re-created when the language changes, so axes and labels re-format at once.
      key={locale}
    />
  );
}
