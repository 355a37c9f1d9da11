import { screen, within } from '@testing-library/react';
import { bannersAtom, loggedInAtom, sessionStore } from 'shared-graph/host';
import { apiError } from 'shared-graph/testing';
import { dashboardServer } from '../testing/insightsWorld';
import { renderDashboard } from '../testing/renderDashboard';

jest.mock('echarts/core', () => ({ use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));

jest.setTimeout(30_000);
const slow = { timeout: 15_000 };

it('shows the funnel per currency for money, one funnel for counts, and a row per stage and currency with the change', async () => {
  const server = dashboardServer({ preferences: { preset: 'delivery', metrics: ['spend', 'impressions'] } });
  renderDashboard('/dashboard/funnel?accounts=0:act_1,0:act_2,7:act_70');

  // 7 days × 10 a day per account; the cold stage holds 40 % of it. IDR and USD are never added up.
  const usd = await screen.findByRole('figure', { name: 'Amount spent (USD) — Batik Global, Santoso Export by funnel stage' }, slow);
  expect(within(usd).getAllByRole('row').map((r) => r.textContent)).toEqual(['StageValueOf previous stage', 'Cold$56.00-', 'Engaged$42.0075.0%', 'Visitors$28.0066.7%', 'Buyers & lists$14.0050.0%']);
  expect(screen.getByRole('figure', { name: 'Amount spent (IDR) — Batik ID by funnel stage' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Amount spent (USD) — Batik Global, Santoso Export: change against the previous period' })).toHaveTextContent('Cold $56.00 $0.00 (0.0%) vs $56.00');

  const table = screen.getByRole('grid', { name: 'Funnel stages' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(8);
  expect(rows.map((r) => within(r).getAllByRole('gridcell')[0]!.textContent)).toEqual(['1 · Cold', '1 · Cold', '2 · Engaged', '2 · Engaged', '3 · Visitors', '3 · Visitors', '4 · Buyers & lists', '4 · Buyers & lists']);
  const usdCold = rows.find((r) => /1 · Cold/.test(r.textContent ?? '') && /USD/.test(r.textContent ?? ''))!;
  // Ad sets of both USD accounts; impressions of the USD accounts only (a row is one currency's accounts).
  expect(within(usdCold).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['1 · Cold', 'USD', '8', '$56.00', '$0.00 (0.0%)', '5,600', '0 (0.0%)']);

  // One request per team, each carried by its team; the fields the metrics need; the period and the one before it.
  const requests = server.requestsTo('post', '/api/dashboard/funnel');
  expect(requests.map((c) => c.query.team).sort()).toEqual(['0', '7']);
  const own = requests.find((c) => c.query.team === '0')!.body;
  expect(own.adaccounts).toEqual(['act_1', 'act_2']);
  expect(own.fields).toEqual(expect.arrayContaining(['spend', 'impressions']));
  expect(own.time_ranges).toHaveLength(2);
  const [current, previous] = own.time_ranges as Array<{ since: string; until: string }>;
  expect(Date.parse(current!.since) - Date.parse(previous!.until)).toBe(86_400_000);
});

it('lets the user chart another chosen metric', async () => {
  dashboardServer({ preferences: { preset: 'delivery', metrics: ['spend', 'impressions'] } });
  renderDashboard('/dashboard/funnel?accounts=0:act_2');
  const picker = await screen.findByRole('combobox', { name: 'Funnel metric' }, slow);
  const { fireEvent } = await import('@testing-library/react');
  fireEvent.change(picker, { target: { value: 'impressions' } });
  expect(await screen.findByRole('figure', { name: 'Impressions by funnel stage' })).toBeInTheDocument();
});

it("keeps the other accounts when a team owner's session expired, with the banner instead of a logout", async () => {
  dashboardServer({
    preferences: { preset: 'delivery', metrics: ['spend'] },
    funnelAnswer: ({ query }) =>
      query.team === '7'
        ? apiError(401, 'graph_error', "The team owner's Facebook session has expired.", { graph: { message: 'Error validating access token', type: 'OAuthException', code: 190, error_subcode: 463 } })
        : undefined,
  });
  renderDashboard('/dashboard/funnel?accounts=0:act_2,7:act_70');
  expect(await screen.findByText('Not shown (their funnel could not be read): Santoso Export.', {}, slow)).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Amount spent (USD) by funnel stage' })).toBeInTheDocument();
  expect(sessionStore.get(loggedInAtom)).toBe(true);
  expect(sessionStore.get(bannersAtom).map((b) => b.id)).toContain('token-expired-7');
});

it("says what the platform refused when no account's funnel could be read", async () => {
  dashboardServer({
    preferences: { preset: 'delivery', metrics: ['spend'] },
    funnelAnswer: () => apiError(400, 'graph_error', 'Facebook refused the request: (#17) User request limit reached', { graph: { code: 17, error_subcode: 2446079, message: '(#17) User request limit reached' } }),
  });
  renderDashboard('/dashboard/funnel?accounts=0:act_2');
  expect(await screen.findByText('The funnel could not be loaded', {}, slow)).toBeInTheDocument();
  expect(screen.getByText('Facebook refused the request: (#17) User request limit reached')).toBeInTheDocument();
});
