import { fireEvent, screen, within } from '@testing-library/react';
import { dashboardServer } from '../testing/insightsWorld';
import { renderDashboard } from '../testing/renderDashboard';

jest.mock('echarts/core', () => ({ use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));

// Each screen test runs the whole flow (session → time zones → batches → render) through shared-graph's clients.
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };

it('lists the days of the range with the previous period, totals, a chart and a CSV export', async () => {
  dashboardServer({ preferences: { preset: 'delivery', metrics: ['impressions', 'ctr'] } });
  renderDashboard('/dashboard/daily-performance?accounts=0:act_1&since=2026-11-01&until=2026-11-03');
  const grid = await screen.findByRole('grid', { name: 'Daily performance' }, slow);
  const rows = within(grid).getAllByRole('row');
  expect(rows).toHaveLength(5); // header, 3 days, totals
  expect(rows[1]).toHaveTextContent('Nov 11,0001,0000.0%2.00%2.00%0.0%');
  expect(rows[4]).toHaveTextContent('Total3,0003,0000.0%2.00%2.00%0.0%');
  expect(screen.getByRole('figure', { name: 'Impressions' })).toBeInTheDocument();

  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  const csv = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(created[0]!);
  });
  expect(csv.split('\r\n')[0]).toBe('Date,Previous period date,Impressions,"Impressions, previous period",CTR (all),"CTR (all), previous period"');
  expect(csv.split('\r\n')[1]).toBe('2026-11-01,2026-10-29,1000,1000,2,2');
  expect(click).toHaveBeenCalled();
});
