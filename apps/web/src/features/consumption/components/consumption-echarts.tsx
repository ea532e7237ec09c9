import { BarChart, HeatmapChart, LineChart } from 'echarts/charts';
import {
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { EChartsView, type TEChartsModules } from '../../../shared/ui/chart/echarts-view.tsx';
import type { TConsumptionChartOption } from '../model/chart-options.ts';

// What the consumption views draw: bars (and their period legend), the day profile's lines, the
// heat map and its colour scale, a slider for long ranges. SVG, like the invoice chart.
const MODULES: TEChartsModules = [
  BarChart,
  LineChart,
  HeatmapChart,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  SVGRenderer,
];

/** The consumption chart's drawing: its own chunk, loaded when the section first has data to draw. */
export default function ConsumptionECharts({
  option,
  height,
  onBucket,
}: {
  option: TConsumptionChartOption;
  height: number;
  onBucket?: (index: number) => void;
}) {
  return <EChartsView modules={MODULES} option={option} height={height} testId="consumption-chart-canvas" onClick={onBucket} />;
}
