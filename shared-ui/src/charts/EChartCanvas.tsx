/**
 * The echarts side of the chart kit, loaded on demand (ChartFrame imports this module lazily, so the login page
 * and every chart-free area never download echarts). Modular echarts: only the charts and components the kit
 * draws are registered — never the full build. Legends and the heat map's colour scale are HTML (ChartFrame), which
 * keeps echarts' legend and visualMap components out of the bundle. The canvas is echarts' own API (init, setOption,
 * resize, dispose) with a ResizeObserver on its box, rather than echarts-for-react: its size sensor missed a window
 * narrowed from 1366 to 390 px (the daily-performance charts stayed 489 px wide in a 308 px box and the page scrolled
 * sideways), and it added 2.8 KB gzip.
 */
import { useEffect, useRef } from 'react';
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEchartsModules, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartOption } from './chartBase';

registerEchartsModules([
  LineChart,
  BarChart,
  FunnelChart,
  HeatmapChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface EChartCanvasProps {
  option: ChartOption;
}

export default function EChartCanvas({ option }: EChartCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const instance = init(element.current!, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const sizeWatch = new ResizeObserver(() => instance.resize());
    sizeWatch.observe(element.current!);
    return () => {
      sizeWatch.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a new option replaces the old one (a metric switch must not leave the previous series behind).
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} style={{ width: '100%', height: '100%' }} />;
}
