/**
 * The echarts side of the chart kit, loaded on demand (ChartFrame imports this module lazily, so the login page
 * and every chart-free area never download echarts). Modular echarts: only the charts and components the kit
 * draws are registered — never the full build. Legends and the heat map's colour scale are HTML (ChartFrame), which
 * keeps echarts' legend and visualMap components out of the bundle.
 */
import EChartsReactCore from 'echarts-for-react/esm/core';
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { dispose, getInstanceByDom, init, use as registerEchartsModules } from 'echarts/core';
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

// Only what echarts-for-react calls. Handing it the whole `echarts/core` namespace would keep every export of it
// (maps, graphic helpers, …) in the bundle: about 70 KB gzip for nothing.
const echarts = { init, getInstanceByDom, dispose };

export interface EChartCanvasProps {
  option: ChartOption;
}

export default function EChartCanvas({ option }: EChartCanvasProps) {
  // notMerge: a new option replaces the old one (a metric switch must not leave the previous series behind).
  return <EChartsReactCore echarts={echarts} option={option} notMerge style={{ width: '100%', height: '100%' }} opts={{ renderer: 'canvas' }} />;
}
