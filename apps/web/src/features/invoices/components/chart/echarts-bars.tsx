import Box from '@mui/material/Box';
import { BarChart } from 'echarts/charts';
import { DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { TInvoiceChartOption } from '../../model/invoice-chart-option.ts';

// Only what the invoice chart draws, so the chunk stays small (ECharts' tree-shakable entry points).
// SVG: crisp at any zoom, printable, and lighter than canvas for a few dozen bars. The slider moves
// the months in view when there are more than fit (a phone shows the newest 12).
use([BarChart, DataZoomSliderComponent, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/**
 * ECharts on a div, loaded lazily with the invoice list (this module is its own chunk). The
 * chart follows its container's width; the option is replaced whole when it changes.
 */
export default function EChartsBars({ option, height }: { option: TInvoiceChartOption; height: number }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const instance = init(node, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    chart.current?.resize();
  }, [height]);

  return <Box ref={element} sx={{ width: '100%', height }} data-testid="invoices-chart-canvas" />;
}
