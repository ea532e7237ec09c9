import Box from '@mui/material/Box';
import { type EChartsCoreOption, init, use } from 'echarts/core';
import { useEffect, useRef } from 'react';

/** The ECharts extensions a chart draws with (charts, components, a renderer), from ECharts' tree-shakable entry points. */
export type TEChartsModules = Parameters<typeof use>[0];

/**
 * ECharts on a div, shared by the features that draw charts. Import it only from a module the
 * feature loads lazily (its own chunk), which names the extensions it needs: ECharts then never
 * weighs on a page without a chart (the login page above all). The chart follows its
 * container's width; the option is replaced whole when it changes.
 */
export function EChartsView({
  modules,
  option,
  height,
  testId,
  onClick,
}: {
  modules: TEChartsModules;
  option: EChartsCoreOption;
  height: number;
  testId?: string;
  /** A click on a data item, with its index on the category axis (a bar of any series). */
  onClick?: (dataIndex: number) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  // The latest handler, read at click time: the chart is not rebuilt when it changes.
  const click = useRef(onClick);
  click.current = onClick;

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    // Registering twice is harmless: ECharts skips what it already has.
    use(modules);
    const instance = init(node, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (params) => {
      if (typeof params.dataIndex === 'number') click.current?.(params.dataIndex);
    });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [modules]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    chart.current?.resize();
  }, [height]);

  return <Box ref={element} sx={{ width: '100%', height }} data-testid={testId} />;
}
