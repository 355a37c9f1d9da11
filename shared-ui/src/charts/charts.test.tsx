import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { mockMatchMedia, renderUi } from '../testing/render';
import { theme } from '../theme/theme';
import { BarChart, DonutChart, FunnelChart, HeatmapChart, TrendChart } from './charts';
import { HOUR_LABELS } from './heatmapChartOption';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- echarts options are untyped nested data
type Option = Record<string, any>;

// jsdom has no canvas: echarts itself is replaced by a stand-in that records what the kit sets on each chart.
const mockSetOptions: Array<{ option: Option; opts: unknown }> = [];
jest.mock('echarts/core', () => ({
  use: jest.fn(),
  init: jest.fn(() => ({ setOption: (option: Option, opts: unknown) => mockSetOptions.push({ option, opts }), resize: jest.fn(), dispose: jest.fn() })),
}));
jest.mock('echarts/charts', () => ({ LineChart: 'LineChart', BarChart: 'BarChart', FunnelChart: 'FunnelChart', HeatmapChart: 'HeatmapChart', PieChart: 'PieChart' }));
jest.mock('echarts/components', () => ({ GridComponent: 'GridComponent', TooltipComponent: 'TooltipComponent' }));
jest.mock('echarts/renderers', () => ({ CanvasRenderer: 'CanvasRenderer' }));

const lastOption = () => mockSetOptions.at(-1)!.option;

/** Render and let the lazily loaded canvas settle. */
async function renderChart(ui: ReactElement) {
  const result = renderUi(ui);
  await act(async () => undefined);
  return result;
}

beforeEach(() => {
  mockSetOptions.length = 0;
});

const trend = {
  title: 'Spend',
  labels: ['Nov 17', 'Nov 18'],
  series: [
    { name: 'This period', values: [1200.5, 1300] },
    { name: 'Previous period', values: [1000, null], comparison: true, pointLabels: ['Nov 10', 'Nov 11'] },
  ],
  format: { currency: 'USD' },
};

it('is a keyboard-focusable figure named by its title, with its figures in a table for screen readers', async () => {
  await renderChart(<TrendChart {...trend} description="Daily spend against the previous 2 days" />);
  const figure = screen.getByRole('figure', { name: 'Spend' });
  expect(figure).toHaveAttribute('tabindex', '0');
  expect(figure).toHaveAccessibleDescription('Daily spend against the previous 2 days');
  const table = within(figure).getByRole('table', { name: 'Spend' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'This period', 'Previous period']);
  expect(within(table).getByRole('row', { name: /Nov 17/ })).toHaveTextContent('$1,200.50$1,000.00 (Nov 10)');
  expect(within(table).getByRole('row', { name: /Nov 18/ })).toHaveTextContent('$1,300.00-');
  expect(within(figure).getByText('Previous period', { selector: 'li' })).toBeInTheDocument();
  // The canvas is decoration for assistive technology: the table carries the content.
  expect(screen.getByTestId('chart-canvas')).toHaveAttribute('aria-hidden', 'true');
});

it('hands echarts the modular build with only the charts and components the kit draws', async () => {
  await renderChart(<TrendChart {...trend} />);
  const echarts = jest.requireMock('echarts/core') as Record<'use' | 'init', jest.Mock>;
  expect(echarts.init).toHaveBeenLastCalledWith(expect.any(HTMLDivElement), undefined, { renderer: 'canvas' });
  // A new option replaces the previous one (no series left over from another metric).
  expect(mockSetOptions.at(-1)!.opts).toEqual({ notMerge: true });
  expect(echarts.use).toHaveBeenCalledWith([
    'LineChart', 'BarChart', 'FunnelChart', 'HeatmapChart', 'PieChart',
    'GridComponent', 'TooltipComponent', 'CanvasRenderer',
  ]);
  expect(lastOption().series[1].lineStyle.type).toBe('dashed');
  expect(lastOption().series[0].data).toEqual([1200.5, 1300]);
});

it('builds a phone layout at phone width', async () => {
  const media = mockMatchMedia(true);
  try {
    await renderChart(<HeatmapChart title="Impressions by hour" rows={['Mon']} columns={HOUR_LABELS} values={[HOUR_LABELS.map((_, h) => h)]} format="count" />);
    expect(lastOption().xAxis.axisLabel.interval).toBe(5);
    expect(lastOption().series[0].label.show).toBe(false);
  } finally {
    media.restore();
  }
});

it('keeps the title for screen readers only when the card around it shows one', async () => {
  await renderChart(<BarChart title="Spend by age" hideTitle categories={['18-24']} series={[{ name: 'Spend', values: [5] }]} format="count" categoryLabel="Age" />);
  expect(screen.getByRole('figure', { name: 'Spend by age' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Age' })).toBeInTheDocument();
});

it('renders a funnel and a donut with their tables', async () => {
  await renderChart(
    <>
      <FunnelChart title="Funnel" stages={[{ name: 'Cold', value: 100 }, { name: 'Warm', value: 40 }]} format="count" />
      <DonutChart title="Platforms" slices={[{ name: 'Facebook', value: 3 }, { name: 'Instagram', value: 1 }]} format="count" />
    </>,
  );
  expect(within(screen.getByRole('table', { name: 'Funnel' })).getByRole('row', { name: /Warm/ })).toHaveTextContent('Warm4040.0%');
  expect(within(screen.getByRole('table', { name: 'Platforms' })).getByRole('row', { name: /Instagram/ })).toHaveTextContent('Instagram125.0%');
  expect(mockSetOptions.map((p) => p.option.series[0].type).sort()).toEqual(['funnel', 'pie']);
  expect(mockSetOptions[0]!.option.color).toEqual(theme.charts.series);
});
