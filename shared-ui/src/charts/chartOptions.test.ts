import { theme } from '../theme/theme';
import { barChartOption, barChartTable } from './barChartOption';
import type { ChartContext } from './chartBase';
import { formatChartValue } from './chartFormat';
import { donutChartOption, donutChartTable, sliceShare } from './donutChartOption';
import { funnelChartOption, funnelChartTable, stageConversion } from './funnelChartOption';
import { heatCellColor, heatCellTextColor, heatmapChartOption, heatmapChartTable, HOUR_LABELS } from './heatmapChartOption';
import { percentChange, trendChartOption, trendChartTable, type TrendChartData } from './trendChartOption';

// Options are plain data typed loosely by echarts; the tests read them as such.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- echarts options are untyped nested data
type Loose = Record<string, any>;
const trendOption = (...args: Parameters<typeof trendChartOption>) => trendChartOption(...args) as Loose;
const barOption = (...args: Parameters<typeof barChartOption>) => barChartOption(...args) as Loose;
const funnelOption = (...args: Parameters<typeof funnelChartOption>) => funnelChartOption(...args) as Loose;
const heatmapOption = (...args: Parameters<typeof heatmapChartOption>) => heatmapChartOption(...args) as Loose;
const donutOption = (...args: Parameters<typeof donutChartOption>) => donutChartOption(...args) as Loose;

const wide: ChartContext = { theme, compact: false };
const phone: ChartContext = { theme, compact: true };

describe('formatChartValue', () => {
  it('writes counts, numbers, percentages and money with the shared-ui formatters', () => {
    expect(formatChartValue(1234567, 'count')).toBe('1,234,567');
    expect(formatChartValue(1234.5, 'number')).toBe('1,234.50');
    expect(formatChartValue(2.456, 'percent')).toBe('2.46%');
    expect(formatChartValue(1234.5, { currency: 'USD' })).toBe('$1,234.50');
    expect(formatChartValue(150000, { currency: 'IDR' })).toMatch(/^IDR\s150,000$/);
    expect(formatChartValue(null, 'count')).toBe('-');
    expect(formatChartValue(Number.NaN, { currency: 'USD' })).toBe('-');
  });

  it('compacts axis labels with K/M/B and keeps the currency symbol', () => {
    expect(formatChartValue(1500, { currency: 'USD' }, { compact: true })).toBe('$1.5K');
    expect(formatChartValue(2_500_000, { currency: 'IDR' }, { compact: true })).toMatch(/^IDR\s?2.5M$/);
    expect(formatChartValue(-1500, { currency: 'USD' }, { compact: true })).toBe('-$1.5K');
    expect(formatChartValue(12_000, 'count', { compact: true })).toBe('12K');
    expect(formatChartValue(3.5, 'percent', { compact: true })).toBe('3.5%');
  });

  it('keeps axis ticks below 1 apart (a 0.12% conversion rate, a $0.30 CPC, a 0.25 ROAS)', () => {
    expect([0, 0.05, 0.1, 0.15].map((v) => formatChartValue(v, 'percent', { compact: true }))).toEqual(['0%', '0.05%', '0.1%', '0.15%']);
    expect([0.25, 0.3].map((v) => formatChartValue(v, { currency: 'USD' }, { compact: true }))).toEqual(['$0.25', '$0.3']);
    expect([0.05, 0.1].map((v) => formatChartValue(v, 'number', { compact: true }))).toEqual(['0.05', '0.1']);
    expect(formatChartValue(12.345, 'percent', { compact: true })).toBe('12.3%');
  });
});

describe('trend chart', () => {
  const data: TrendChartData = {
    labels: ['Nov 17', 'Nov 18', 'Nov 19'],
    series: [
      { name: 'Spend', values: [100, null, 125] },
      { name: 'Previous period', values: [80, 90, 100], comparison: true, pointLabels: ['Nov 10', 'Nov 11', 'Nov 12'] },
    ],
    format: { currency: 'USD' },
    area: true,
  };

  it('draws the current period solid and filled, the comparison period dashed, grey and unfilled', () => {
    const option = trendOption(data, wide);
    const [current, previous] = option.series;
    expect(current).toMatchObject({ type: 'line', name: 'Spend', data: [100, null, 125], lineStyle: { type: 'solid', color: theme.charts.series[0] } });
    expect(current.areaStyle).toBeDefined();
    expect(previous).toMatchObject({ name: 'Previous period', data: [80, 90, 100], lineStyle: { type: 'dashed', color: theme.charts.comparison } });
    expect(previous.areaStyle).toBeUndefined();
    expect(option.xAxis).toMatchObject({ type: 'category', data: data.labels });
  });

  it('labels the value axis in compact money and takes its fonts and colours from the theme', () => {
    const option = trendOption(data, wide);
    expect(option.yAxis.axisLabel.formatter(1500)).toBe('$1.5K');
    expect(option.yAxis.axisLabel.color).toBe(theme.charts.axis);
    expect(option.textStyle.fontFamily).toBe(theme.fonts.body);
    expect(option.tooltip.backgroundColor).toBe(theme.colors.tooltip);
  });

  it("shows each point's own date, the formatted values and the change in the tooltip", () => {
    const option = trendOption(data, wide);
    const html = option.tooltip.formatter([
      { seriesIndex: 0, dataIndex: 2, seriesName: 'Spend', value: 125 },
      { seriesIndex: 1, dataIndex: 2, seriesName: 'Previous period', value: 100 },
    ]);
    expect(html).toContain('<strong>Nov 19</strong>');
    expect(html).toContain('Spend: $125.00');
    expect(html).toContain('Previous period (Nov 12): $100.00');
    expect(html).toContain('Change: +25.0%');
  });

  it('escapes names in the tooltip', () => {
    const option = trendOption({ labels: ['<b>x</b>'], series: [{ name: '<img src=x>', values: [1] }], format: 'count' }, wide);
    const html = option.tooltip.formatter([{ seriesIndex: 0, dataIndex: 0, seriesName: '<img src=x>', value: 1 }]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x&gt;');
  });

  it('uses fewer value-axis steps at phone width', () => {
    expect(trendOption(data, phone).yAxis.splitNumber).toBe(3);
    expect(trendOption(data, wide).yAxis.splitNumber).toBe(5);
  });

  it('turns animation off for users who asked for less motion', () => {
    expect(trendOption(data, { ...wide, reducedMotion: true }).animation).toBe(false);
  });

  it('has a text alternative with every value, comparison values under their own dates', () => {
    expect(trendChartTable(data)).toEqual({
      columns: ['Date', 'Spend', 'Previous period'],
      rows: [
        ['Nov 17', '$100.00', '$80.00 (Nov 10)'],
        ['Nov 18', '-', '$90.00 (Nov 11)'],
        ['Nov 19', '$125.00', '$100.00 (Nov 12)'],
      ],
    });
  });

  it('computes the change only where the previous value means something', () => {
    expect(percentChange(125, 100)).toBe(25);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(null, 10)).toBeNull();
  });
});

describe('bar chart', () => {
  const data = {
    categories: ['18-24', '25-34'],
    series: [
      { name: 'Female', values: [10, 20] },
      { name: 'Male', values: [5, null] },
    ],
    format: 'count' as const,
  };

  it('puts categories on the x axis, or down the side when horizontal', () => {
    const vertical = barOption(data, wide);
    expect(vertical.xAxis).toMatchObject({ type: 'category', data: ['18-24', '25-34'] });
    expect(vertical.yAxis.type).toBe('value');
    const horizontal = barOption({ ...data, horizontal: true }, wide);
    expect(horizontal.yAxis).toMatchObject({ type: 'category', data: ['18-24', '25-34'], inverse: true });
    expect(horizontal.xAxis.type).toBe('value');
  });

  it('stacks series when asked and colours them from the theme palette', () => {
    const option = barOption({ ...data, stacked: true }, wide);
    expect(option.series.map((s: { stack?: string }) => s.stack)).toEqual(['total', 'total']);
    expect(option.series.map((s: { color: string }) => s.color)).toEqual([theme.charts.series[0], theme.charts.series[1]]);
    expect(option.series[1].data).toEqual([5, null]);
  });

  it('has a text alternative', () => {
    expect(barChartTable(data, 'Age')).toEqual({ columns: ['Age', 'Female', 'Male'], rows: [['18-24', '10', '5'], ['25-34', '20', '-']] });
  });
});

describe('funnel chart', () => {
  const data = {
    stages: [
      { name: 'Cold', value: 1000 },
      { name: 'Engagement', value: 250 },
      { name: 'Pixel visitors', value: 0 },
      { name: 'Purchase', value: 5 },
    ],
    format: 'count' as const,
  };

  it('keeps the stages in their order and scales to the largest', () => {
    const [series] = funnelOption(data, wide).series;
    expect(series).toMatchObject({ type: 'funnel', sort: 'none', min: 0, max: 1000 });
    expect(series.data.map((d: { name: string }) => d.name)).toEqual(['Cold', 'Engagement', 'Pixel visitors', 'Purchase']);
    expect(series.label.formatter({ dataIndex: 1 })).toBe('Engagement: 250');
  });

  it('gives each stage its share of the previous one; none after an empty stage', () => {
    expect(stageConversion(data.stages, 0)).toBeNull();
    expect(stageConversion(data.stages, 1)).toBe(25);
    expect(stageConversion(data.stages, 3)).toBeNull();
    expect(funnelChartTable(data).rows).toEqual([
      ['Cold', '1,000', '-'],
      ['Engagement', '250', '25.0%'],
      ['Pixel visitors', '0', '0.0%'],
      ['Purchase', '5', '-'],
    ]);
  });
});

describe('hour × day heat map', () => {
  const values = [HOUR_LABELS.map((_, h) => (h === 20 ? 100 : h)), HOUR_LABELS.map(() => null)];
  const data = { rows: ['Mon', 'Tue'], columns: HOUR_LABELS, values, format: 'count' as const };

  it('places one cell per hour and day with data, and scales the colour ramp to the largest value', () => {
    const option = heatmapOption(data, wide);
    const cells = option.series[0].data as Array<{ value: [number, number, number] }>;
    expect(cells).toHaveLength(24);
    expect(cells[20]!.value).toEqual([20, 0, 100]);
    expect(option.visualMap).toBeUndefined();
    expect(cells[20]!).toMatchObject({ itemStyle: { color: theme.charts.heatHigh } });
    expect(cells[0]!).toMatchObject({ itemStyle: { color: theme.charts.heatLow } });
    expect(option.xAxis.data[0]).toBe('00');
    expect(option.yAxis).toMatchObject({ data: ['Mon', 'Tue'], inverse: true });
  });

  it('prints figures in dark text on pale cells and white on dark cells; none at phone width', () => {
    const cells = heatmapOption(data, wide).series[0].data as Array<{ label: { color: string } }>;
    expect(cells[1]!.label.color).toBe('#1b2430');
    expect(cells[20]!.label.color).toBe('#ffffff');
    expect(heatCellTextColor(0, 0, theme.charts.heatLow, theme.charts.heatHigh)).toBe('#1b2430');
    expect(heatmapOption(data, phone).series[0].label.show).toBe(false);
    expect(heatmapOption(data, phone).xAxis.axisLabel.interval).toBe(5);
  });

  it('leaves figures out of 24 narrow cells when they would not fit (money with its currency code)', () => {
    expect(heatmapOption(data, wide).series[0].label.show).toBe(true);
    const money = { ...data, values: [HOUR_LABELS.map(() => 98_800)], rows: ['Mon'], format: { currency: 'IDR' } };
    expect(heatmapOption(money, wide).series[0].label.show).toBe(false);
  });

  it('shades a cell by its share of the largest value', () => {
    expect(heatCellColor(50, 100, '#000000', '#ffffff')).toBe('#808080');
    expect(heatCellColor(5, 0, '#000000', '#ffffff')).toBe('#000000');
  });

  it('has a text alternative with a column per hour', () => {
    const table = heatmapChartTable(data);
    expect(table.columns).toHaveLength(25);
    expect(table.rows[0]![21]).toBe('100');
    expect(table.rows[1]![1]).toBe('-');
  });
});

describe('donut chart', () => {
  const data = { slices: [{ name: 'Facebook', value: 75 }, { name: 'Instagram', value: 25 }], format: { currency: 'USD' } };

  it('draws a ring with theme colours and the share in the tooltip', () => {
    const option = donutOption(data, wide);
    expect(option.series[0]).toMatchObject({ type: 'pie', radius: ['48%', '72%'] });
    expect(option.series[0].data[1]).toMatchObject({ name: 'Instagram', value: 25, itemStyle: { color: theme.charts.series[1] } });
    expect(option.tooltip.formatter({ dataIndex: 0 })).toContain('Facebook</strong>: $75.00 (75.0%)');
  });

  it('gives no share when the whole is zero', () => {
    expect(sliceShare([{ name: 'a', value: 0 }], 0)).toBeNull();
    expect(donutChartTable(data, 'Platform').rows).toEqual([
      ['Facebook', '$75.00', '75.0%'],
      ['Instagram', '$25.00', '25.0%'],
    ]);
  });
});
