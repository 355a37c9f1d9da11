import { configure, screen, within } from '@testing-library/react';
import { graphError, type GraphOperation } from 'shared-graph/testing';
import { adsServer } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

// jsdom has no canvas: the chart draws into a stand-in (its figures are checked in the table).
jest.mock('echarts/core', () => ({ use: jest.fn(), init: jest.fn(() => ({ setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() })) }));
jest.mock('echarts/charts', () => ({}));
jest.mock('echarts/components', () => ({}));
jest.mock('echarts/renderers', () => ({}));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

function insights({ query }: GraphOperation) {
  // The objective lookup of a link without the object's level: an object that never delivered has no rows.
  if (query.get('fields') === 'objective') return { data: [] };
  const range = JSON.parse(query.get('time_range')!) as { since: string; until: string };
  // Every day of the asked range spent 1,000 (current) — the previous period only on its first day.
  // The current period ends yesterday (in the account's zone), the previous one a week before.
  const current = range.until >= new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  return { data: [{ date_start: range.since, date_stop: range.since, spend: current ? '1000' : '500', impressions: '100' }] };
}

/** Ad set 12 and its daily insights. */
function platform() {
  const api = adsServer();
  api.graph.on('GET', '12', { id: '12', name: 'Jakarta women' }).on('GET', '12/insights', insights);
  return api;
}

test('daily figures of the object over the range with the previous period, in a chart and a table', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/timeline/12?account=act_1&date=last_7d');
  expect(await screen.findByRole('heading', { name: 'Daily performance: Jakarta women', level: 1 })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Daily figures' });
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 7 + 2);
  expect(within(table).getByText('Previous period').closest('tr')!.textContent).toMatch(/IDR\s?500.*\+100\.0%/);
  expect(screen.getByRole('figure', { name: /Purchases/ })).toBeInTheDocument();
  const insights = calls.filter((c) => c.url.pathname.endsWith('/12/insights') && c.url.searchParams.has('time_range'));
  expect(insights).toHaveLength(2);
  expect(insights.every((c) => c.url.searchParams.get('time_increment') === '1')).toBe(true);
});

test('weekly groups five weeks in points of 7 days', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/timeline/12?account=act_1&group=weekly');
  const table = await screen.findByRole('table', { name: 'Daily figures' });
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 5 + 2);
  expect(calls.filter((c) => c.url.pathname.endsWith('/12/insights') && c.url.searchParams.has('time_range')).every((c) => c.url.searchParams.get('time_increment') === '7')).toBe(true);
});

test("without a chosen preset the figures follow the object's objective (an awareness ad set shows reach, not purchases) and lead back to it", async () => {
  const api = platform();
  api.graph.on('GET', '12', { id: '12', name: 'Jakarta women', campaign: { objective: 'OUTCOME_AWARENESS' } });
  const calls = api.requests;
  renderAds('/adsmanager/timeline/12?account=act_1&level=adset');
  const table = await screen.findByRole('table', { name: 'Daily figures' });
  expect(within(table).getByRole('columnheader', { name: 'Reach' })).toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: 'Purchases' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Metrics' })).toHaveValue('awareness');
  expect(screen.getByRole('link', { name: '← Jakarta women' })).toHaveAttribute('href', '/adsmanager/act_1/adsets/12');
  expect(calls.find((c) => c.url.pathname === '/api/graph/v21.0/12')!.url.searchParams.get('fields')).toBe('id,name,campaign{objective}');
});

test("a link without the object's level learns the objective from the object's insights", async () => {
  const api = platform();
  api.graph.on('GET', '12/insights', ({ query }) =>
    query.get('fields') === 'objective' ? { data: [{ objective: 'OUTCOME_AWARENESS', date_start: '2026-01-01', date_stop: '2026-11-25' }] } : undefined,
  );
  const calls = api.requests;
  renderAds('/adsmanager/timeline/12?account=act_1');
  const table = await screen.findByRole('table', { name: 'Daily figures' });
  expect(within(table).getByRole('columnheader', { name: 'Reach' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Metrics' })).toHaveValue('awareness');
  const lookup = calls.find((c) => c.url.searchParams.get('fields') === 'objective')!;
  expect(lookup.url.searchParams.get('date_preset')).toBe('maximum');
});

test('an object the platform does not know (100/33) is "Not found" with the way back to the lists', async () => {
  const unknown = graphError({ message: "Unsupported get request. Object with ID '99' does not exist, cannot be loaded due to missing permissions, or does not support this operation.", type: 'GraphMethodException', code: 100, error_subcode: 33, fbtrace_id: 'A1' });
  platform().graph.on('GET', /^99(\/|$)/, unknown);
  renderAds('/adsmanager/timeline/99?account=act_1&level=adset');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All campaigns' })).toHaveAttribute('href', '/adsmanager/act_1/campaigns');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});
