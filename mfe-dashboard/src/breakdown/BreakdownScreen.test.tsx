import { screen, within } from '@testing-library/react';
import { dashboardServer } from '../testing/insightsWorld';
import { renderDashboard } from '../testing/renderDashboard';

jest.mock('echarts/core', () => ({ use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));

// Each screen test runs the whole flow (session → time zones → batches → render) through shared-graph's clients.
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };

it('shows each breakdown, and one that fails says so while the others stand', async () => {
  const { graph } = dashboardServer({
    preferences: { preset: 'delivery', metrics: ['impressions', 'spend'] },
    failOperation: ({ query }) => query.get('breakdowns')?.includes('gender') === true,
  });
  renderDashboard('/dashboard/breakdown?accounts=0:act_1,0:act_2');
  const age = await screen.findByRole('figure', { name: 'Impressions by age' }, slow);
  expect(within(age).getByRole('row', { name: /18-24/ })).toHaveTextContent('7,000');
  expect(screen.getByRole('heading', { name: 'The gender breakdown could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Impressions by country' })).toHaveTextContent('Indonesia');
  expect(screen.getByRole('figure', { name: 'Impressions by hour and weekday' })).toBeInTheDocument();
  // The second hourly breakdown: the same grid on the viewers' clocks.
  const viewers = screen.getByRole('figure', { name: "Impressions by hour and weekday in the viewer's time zone" });
  expect(within(viewers).getAllByRole('row').length).toBeGreaterThan(7);
  // Limit 1000 on every breakdown; batches of at most 10 operations.
  const insights = graph.batches.flat().filter((op) => op.relative_url.includes('breakdowns='));
  expect(insights).toHaveLength(16);
  expect(insights.every((op) => op.relative_url.includes('limit=1000'))).toBe(true);
  expect(graph.batches.every((batch) => batch.length <= 10)).toBe(true);
});

it('keeps money per currency: one chart per currency for spend', async () => {
  dashboardServer({ preferences: { preset: 'delivery', metrics: ['spend'] } });
  renderDashboard('/dashboard/breakdown?accounts=0:act_1,0:act_2');
  expect(await screen.findByRole('figure', { name: 'Amount spent (IDR) — Batik ID by age' }, slow)).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Amount spent (USD) — Batik Global by age' })).toBeInTheDocument();
});
