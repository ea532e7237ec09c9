import { BarChart } from 'echarts/charts';
import { DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { EChartsView, type TEChartsModules } from '../../../../shared/ui/chart/echarts-view.tsx';
import type { TInvoiceChartOption } from '../../model/invoice-chart-option.ts';

// Only what the invoice chart draws, so the chunk stays small (ECharts' tree-shakable entry points).
// SVG: crisp at any zoom, printable, and lighter than canvas for a few dozen bars. The slider moves
// the months in view when there are more than fit (a phone shows the newest 12).
const MODULES: TEChartsModules = [BarChart, DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent, SVGRenderer];

/** The invoice chart's drawing, loaded lazily with the invoice list (this module is its own chunk). */
export default function EChartsBars({ option, height }: { option: TInvoiceChartOption; height: number }) {
  return <EChartsView modules={MODULES} option={option} height={height} testId="invoices-chart-canvas" />;
}
