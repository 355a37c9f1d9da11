import { act, screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { TrendChart } from './charts';

// Counts how often echarts' code is loaded: the chart kit must fetch it only when a chart is drawn.
let mockEchartsLoads = 0;
jest.mock('echarts/core', () => {
  mockEchartsLoads += 1;
  return { use: jest.fn() };
});
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));
jest.mock('echarts-for-react/esm/core', () => ({ __esModule: true, default: () => <div data-testid="echarts-instance" /> }));

it('loads echarts only when the first chart is drawn, showing a placeholder of the same height meanwhile', async () => {
  expect(mockEchartsLoads).toBe(0);
  renderUi(<TrendChart title="Clicks" labels={['Nov 1']} series={[{ name: 'Clicks', values: [3] }]} format="count" height={180} />);
  expect(screen.queryByTestId('echarts-instance')).toBeNull();
  expect(screen.getByTestId('chart-canvas')).toHaveStyle({ height: '180px' });
  await act(async () => undefined);
  expect(screen.getByTestId('echarts-instance')).toBeInTheDocument();
  expect(mockEchartsLoads).toBe(1);
});
