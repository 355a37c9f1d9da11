import { act, screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { TrendChart } from './charts';

// Counts how often echarts' code is loaded: the chart kit must fetch it only when a chart is drawn.
let mockEchartsLoads = 0;
jest.mock('echarts/core', () => {
  mockEchartsLoads += 1;
  return { use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) };
});
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));

it('loads echarts only when the first chart is drawn, showing a placeholder of the same height meanwhile', async () => {
  expect(mockEchartsLoads).toBe(0);
  renderUi(<TrendChart title="Clicks" labels={['Nov 1']} series={[{ name: 'Clicks', values: [3] }]} format="count" height={180} />);
  const canvas = screen.getByTestId('chart-canvas');
  expect(canvas).toHaveStyle({ height: '180px' });
  await act(async () => undefined);
  expect(mockEchartsLoads).toBe(1);
  expect(jest.requireMock<{ init: jest.Mock }>('echarts/core').init).toHaveBeenCalledWith(canvas.querySelector('div'), undefined, { renderer: 'canvas' });
});
