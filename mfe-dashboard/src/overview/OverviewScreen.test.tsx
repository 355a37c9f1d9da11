import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dashboardServer } from '../testing/insightsWorld';
import { renderDashboard } from '../testing/renderDashboard';

jest.mock('echarts/core', () => ({ use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));

// Each screen test runs the whole flow (session → time zones → batches → render) through shared-graph's clients.
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };

const valuesOf = async (label: string) => {
  const card = (await screen.findByRole('heading', { name: label, level: 2 }, slow)).closest('li')!;
  return within(card).getAllByTestId('kpi-value').map((v) => v.textContent);
};

it('shows KPI cards per currency for money and summed for counts, with the change against the previous period', async () => {
  const { graph } = dashboardServer({ preferences: { preset: 'delivery', metrics: ['spend', 'impressions', 'ctr'] } });
  renderDashboard('/dashboard?accounts=0:act_1,0:act_2,7:act_70');
  // 7 days × 10 per account: IDR alone, USD from two accounts — never added to the IDR amount.
  expect(await valuesOf('Amount spent')).toEqual([expect.stringMatching(/^IDR\s70$/), '$140.00']);
  expect(await valuesOf('Impressions')).toEqual(['21,000']);
  expect(await valuesOf('CTR (all)')).toEqual(['2.00%']);
  expect(screen.getAllByText('0 (0.0%) vs 21,000').length).toBeGreaterThan(0);
  // A trend chart per metric (per currency for money), each with the previous period.
  expect(screen.getByRole('figure', { name: 'Amount spent (USD) — Batik Global, Santoso Export' })).toBeInTheDocument();
  expect(within(screen.getByRole('figure', { name: 'Impressions' })).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'This period', 'Previous period']);

  // Each team's accounts go in their own batches, carried by that team (SPEC §6).
  const teamOf = (id: string) => graph.operationsTo('GET', `${id}/insights`).filter((op) => op.batched).map((op) => op.request.query.team_id);
  expect(new Set(teamOf('act_70'))).toEqual(new Set(['7']));
  expect(new Set(teamOf('act_1'))).toEqual(new Set(['0']));
});

it('names the accounts beside each per-currency value, and never gives a ratio a currency', async () => {
  dashboardServer({ preferences: { preset: 'revenue', metrics: ['roas', 'ctr', 'spend'] } });
  renderDashboard('/dashboard?accounts=0:act_1,0:act_2,7:act_70');
  const card = (await screen.findByRole('heading', { name: 'Purchase ROAS (return on ad spend)', level: 2 }, slow)).closest('li')!;
  // 50 of purchases on 10 of spend a day: 5.00 in both groups — only the accounts tell the two values apart.
  expect(within(card).getAllByTestId('kpi-value').map((v) => v.textContent)).toEqual(['5.00', '5.00']);
  expect(within(card).getAllByTestId('kpi-accounts').map((v) => v.textContent)).toEqual(['Batik ID (IDR)', 'Batik Global (USD), Santoso Export (USD)']);
  // A single figure (a rate over all accounts) needs no names.
  const ctr = screen.getByRole('heading', { name: 'CTR (all)', level: 2 }).closest('li')!;
  expect(within(ctr).queryByTestId('kpi-accounts')).toBeNull();
  // Chart titles: the ratio names its accounts and is never "(USD)"; money keeps its currency as its unit.
  expect(screen.getByRole('figure', { name: 'Purchase ROAS (return on ad spend) — Batik ID (IDR)' })).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Purchase ROAS (return on ad spend) — Batik Global (USD), Santoso Export (USD)' })).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Amount spent (IDR) — Batik ID' })).toBeInTheDocument();
  expect(screen.queryByRole('figure', { name: /ROAS[^—]*\((USD|IDR)\)\s*$/ })).toBeNull();
  expect(screen.queryByRole('figure', { name: /^Purchase ROAS \(return on ad spend\) \((USD|IDR)\)/ })).toBeNull();
});

it('draws a point a day on a 30-day range set to Daily, and a point a week when Weekly', async () => {
  const { graph } = dashboardServer({ preferences: { preset: 'delivery', metrics: ['impressions'] } });
  renderDashboard('/dashboard?accounts=0:act_1&date=last_30d');
  const chart = await screen.findByRole('figure', { name: 'Impressions' }, slow);
  const rows = within(chart).getAllByRole('row').slice(1);
  // 30 days, 30 points, each a single day (1,000 impressions a day in the fake world) — no 3-day buckets.
  expect(rows).toHaveLength(30);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).not.toContainEqual(expect.stringContaining('–'));
  expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('1,000');
  const increments = graph.batches
    .flat()
    .map((op) => new URLSearchParams(op.relative_url.split('?')[1]).get('time_increment'))
    .filter(Boolean);
  expect(new Set(increments)).toEqual(new Set(['1']));

  fireEvent.change(screen.getByRole('combobox', { name: 'Chart grouping' }), { target: { value: 'weekly' } });
  await waitFor(() => expect(within(screen.getByRole('figure', { name: 'Impressions' })).getAllByRole('row')).toHaveLength(1 + 5), slow);
});

it('lists campaign statuses and compares campaigns side by side', async () => {
  dashboardServer({ preferences: { preset: 'revenue', metrics: ['spend', 'purchases'] } });
  renderDashboard('/dashboard?accounts=0:act_2');
  const status = within(await screen.findByRole('region', { name: 'Status overview' }, slow)).getByRole('table');
  expect(within(status).getByRole('row', { name: /^Campaigns/ })).toHaveTextContent('Campaigns1100');
  expect(screen.getByRole('link', { name: 'Open campaigns in the ads manager' })).toHaveAttribute('href', '/adsmanager/act_2/campaigns');
  const grid = screen.getByRole('grid', { name: 'Compare campaigns' });
  expect(within(grid).getByRole('row', { name: /Spring sale campaign/ })).toHaveTextContent('$70.00$70.000.0%');
});

it('remembers a new objective preset on the server', async () => {
  const server = dashboardServer();
  renderDashboard('/dashboard?accounts=0:act_1');
  const objective = await screen.findByRole('combobox', { name: 'Objective' }, slow);
  expect(objective).toHaveValue('revenue');
  fireEvent.change(objective, { target: { value: 'website_lead' } });
  expect(await screen.findByRole('heading', { name: 'Website leads (pixel)', level: 2 }, slow)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'On-Facebook leads (instant forms)', level: 2 })).toBeInTheDocument();
  const put = server.requestsTo('put', '/api/dashboard/preferences')[0];
  expect(put!.body).toEqual({ preset: 'website_lead', metrics: ['spend', 'website_leads', 'cost_per_website_lead', 'on_facebook_leads', 'cost_per_on_facebook_lead', 'website_lead_conversion_rate', 'link_clicks', 'cpm'] });
  fireEvent.change(objective, { target: { value: 'leads' } });
  expect(await screen.findByRole('heading', { name: 'Leads (all)', level: 2 }, slow)).toBeInTheDocument();
  expect(server.lastRequestTo('put', '/api/dashboard/preferences').body.preset).toBe('leads');
});

describe('freshness', () => {
  const local = (h: number, m: number) => {
    const d = new Date();
    d.setHours(h, m, 0, 0);
    return d.toISOString();
  };

  it('shows its first numbers with the freshness stamp, and Refresh reads them again fresh', async () => {
    const { graph } = dashboardServer({ preferences: { preset: 'delivery', metrics: ['spend'] }, itemHeaders: () => ({ 'x-sasar-as-of': local(0, 5), 'x-sasar-source': 'platform' }) });
    const batchRequests = () => [...new Set(graph.operations.filter((op) => op.batched).map((op) => op.request))];
    renderDashboard('/dashboard?accounts=0:act_1');
    await valuesOf('Amount spent');
    expect(await screen.findByText('Figures as of 00:05', {}, slow)).toHaveAttribute('role', 'status');
    const before = batchRequests().length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(batchRequests().filter((request) => request.query._fresh === '1').length).toBeGreaterThan(0), slow);
    expect(batchRequests().length).toBeGreaterThan(before);
  });

  it("while Facebook throttles the account, shows the store's figures and the wait in words", async () => {
    const regain = new Date(Date.now() + 4 * 60_000 - 1000).toISOString();
    dashboardServer({
      preferences: { preset: 'delivery', metrics: ['spend'] },
      itemHeaders: () => ({
        'x-sasar-as-of': local(0, 1),
        'x-sasar-source': 'store',
        'x-sasar-throttle': JSON.stringify({ scope: 'account', account_id: 'act_1', use_case: 'ads_insights', regain_at: regain, code: 80000 }),
      }),
    });
    renderDashboard('/dashboard?accounts=0:act_1');
    expect(await valuesOf('Amount spent')).toEqual([expect.stringMatching(/^IDR\s70$/)]);
    expect(await screen.findByText(/^Figures as of 00:01 · from Sasar's store · Facebook asks us to wait 4 min \(until \d{2}:\d{2}\)$/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
