import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphError, type GraphAnswer, type GraphOperation, type RecordedRequest } from 'shared-graph/testing';
import { adsServer, answerWrites, campaignRow, ok, twoRanges } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const NOW = { spend: '300000', impressions: '10000', clicks: '200' };
const BEFORE = { spend: '200000', impressions: '9000', clicks: '150' };

/** Campaign 1 (active, figures) and 2 (paused); `paused` turns campaign 1 off in later reads. */
function platform(state: { paused?: boolean } = {}) {
  const api = adsServer();
  api.graph.on('GET', 'act_1/campaigns', (call) => {
    const off = { status: 'PAUSED', effective_status: 'PAUSED' };
    const rows = [campaignRow('1', 'Batik sale', state.paused ? off : {}), campaignRow('2', 'Tenun launch'), campaignRow('3', 'Songket clearance', off)];
    return { data: rows.map((row) => ({ ...row, insights: twoRanges(call, NOW, BEFORE) })), paging: { cursors: { after: 'end' } } };
  });
  return api;
}

/** The list's breakdown reads (other insights reads of the screen, e.g. the totals' hidden spend, are not). */
const isBreakdownCall = (call: RecordedRequest | GraphOperation) =>
  call.url.pathname === '/api/graph/v21.0/act_1/insights' && (call.url.searchParams.has('breakdowns') || call.url.searchParams.has('time_increment'));

/** `/act_1/insights` with a breakdown: age slices for campaigns 1 and 2 in both ranges (or per day with time_increment). */
function withBreakdowns(api: ReturnType<typeof platform>, answer?: () => GraphAnswer | undefined) {
  api.graph.on('GET', 'act_1/insights', (call) => {
    if (!isBreakdownCall(call)) return undefined;
    const custom = answer?.();
    if (custom) return custom;
    const p = call.query;
    if (p.get('time_increment') === '1') {
      const range = JSON.parse(p.get('time_range')!) as { since: string; until: string };
      return { data: [{ campaign_id: '1', spend: '1000', impressions: '50', date_start: range.since, date_stop: range.since }] };
    }
    // One call per period: the last 7 days end yesterday, the previous 7 end eight days ago.
    const range = JSON.parse(p.get('time_range')!) as { since: string; until: string };
    const isNow = Date.parse(range.until) > Date.now() - 7.5 * 86_400_000;
    const row = (id: string, age: string, spend: string) => ({ campaign_id: id, age, spend, impressions: '100', date_start: range.since, date_stop: range.until });
    return { data: isNow ? [row('1', '25-34', '200000'), row('1', '18-24', '100000'), row('2', '35-44', '70000')] : [row('1', '18-24', '50000')] };
  });
  return api;
}

const tree = () => screen.findByRole('treegrid', { name: 'Campaigns' }, { timeout: 15_000 });
const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));
/** A row's name: its link (an object's row, beside its rename button) or its text (a slice). */
const nameIn = (cell: HTMLElement) => (within(cell).queryByRole('link')?.textContent ?? cell.textContent)?.trim();
const rowNames = () => dataRows().map((row) => nameIn(within(row).getAllByRole('gridcell')[1]!));
const insightsCalls = (calls: RecordedRequest[]) => calls.filter(isBreakdownCall);

test('?breakdown=age shows each campaign\'s age slices under it with their figures, from one insights call per period for the rows shown', async () => {
  const { requests: calls } = withBreakdowns(platform());
  renderAds('/adsmanager/act_1/campaigns?breakdown=age');
  await tree();
  await waitFor(() => expect(rowNames()).toContain('18-24'));
  expect(rowNames()).toEqual(['Batik sale', '18-24', '25-34', 'Tenun launch', '35-44', 'Songket clearance']);

  const calls_ = insightsCalls(calls);
  expect(calls_).toHaveLength(2);
  const p = calls_[0]!.url.searchParams;
  expect(p.get('level')).toBe('campaign');
  expect(p.get('breakdowns')).toBe('age');
  expect(JSON.parse(p.get('filtering')!)).toEqual([{ field: 'campaign.id', operator: 'IN', value: ['3', '2', '1'] }]);
  expect(calls_.map((call) => JSON.parse(call.url.searchParams.get('time_range')!).until)).toHaveLength(2);
  expect(new Set(calls_.map((call) => call.url.searchParams.get('time_range'))).size).toBe(2);
  expect(p.get('fields')).toContain('campaign_id');

  // A slice shows its figures and its change; the row's settings (on/off, budget) stay on the row.
  const young = dataRows()[1]!;
  expect(young).toHaveAttribute('aria-level', '2');
  expect(within(young).getByText(/IDR\s?100,000/)).toBeInTheDocument();
  expect(within(young).getAllByText('▲100.0%').length).toBeGreaterThan(0);
  expect(within(young).queryByRole('switch')).not.toBeInTheDocument();
  expect(within(young).queryByRole('checkbox')).not.toBeInTheDocument();
  // The totals still add up the campaigns, not their slices.
  expect(screen.getByText(/Totals of 3 campaigns/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Hide the breakdown of Batik sale' }));
  expect(rowNames()).toEqual(['Batik sale', 'Tenun launch', '35-44', 'Songket clearance']);
  await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
  expect(rowNames()).toHaveLength(6);
  await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
  expect(rowNames()).toEqual(['Batik sale', 'Tenun launch', 'Songket clearance']);
});

test('choosing a breakdown keeps it in the address; by day asks for time_increment=1 over the period and names each day', async () => {
  const { requests: calls } = withBreakdowns(platform());
  const { router } = renderAds('/adsmanager/act_1/campaigns');
  await screen.findByRole('grid', { name: 'Campaigns' });
  fireEvent.change(screen.getByRole('combobox', { name: 'Breakdown' }), { target: { value: 'day' } });
  expect(router.state.location.search).toContain('breakdown=day');
  await tree();
  await waitFor(() => expect(dataRows()).toHaveLength(4));
  const p = insightsCalls(calls).at(-1)!.url.searchParams;
  expect(p.get('time_increment')).toBe('1');
  expect(p.get('time_ranges')).toBeNull();
  expect(p.get('breakdowns')).toBeNull();
  expect(rowNames()[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  fireEvent.change(screen.getByRole('combobox', { name: 'Breakdown' }), { target: { value: '' } });
  expect(router.state.location.search).not.toContain('breakdown');
  await screen.findByRole('grid', { name: 'Campaigns' });
  expect(rowNames()).toEqual(['Batik sale', 'Tenun launch', 'Songket clearance']);
});

test('a breakdown the platform refuses says so with Retry, and the list stays', async () => {
  let refuse = true;
  withBreakdowns(platform(), () => (refuse ? graphError({ message: '(#100) Current combination of data breakdown columns (action_type, age) is invalid', type: 'OAuthException', code: 100 }) : undefined));
  renderAds('/adsmanager/act_1/campaigns?breakdown=age');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/breakdown/i);
  expect(rowNames()).toEqual(['Batik sale', 'Tenun launch', 'Songket clearance']);
  refuse = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(rowNames()).toContain('18-24'));
});

test('turning a campaign off keeps it where it is; "Re-sort" puts the list in its order again', async () => {
  const state = { paused: false };
  answerWrites(platform(state).graph, () => {
    state.paused = true;
    return [ok()];
  });
  renderAds('/adsmanager/act_1/campaigns');
  await screen.findByRole('link', { name: 'Batik sale' });
  expect(rowNames()).toEqual(['Batik sale', 'Tenun launch', 'Songket clearance']);
  await userEvent.click(screen.getByRole('switch', { name: 'Status of Batik sale' }));
  // The list is read again (now paused, the platform's order puts it after the active one) …
  await screen.findByRole('button', { name: 'Re-sort' });
  expect(screen.getByRole('switch', { name: 'Status of Batik sale' })).toHaveAttribute('aria-checked', 'false');
  // … and the row has not moved.
  expect(rowNames()).toEqual(['Batik sale', 'Tenun launch', 'Songket clearance']);
  await userEvent.click(screen.getByRole('button', { name: 'Re-sort' }));
  expect(rowNames()).toEqual(['Tenun launch', 'Batik sale', 'Songket clearance']);
  expect(screen.queryByRole('button', { name: 'Re-sort' })).not.toBeInTheDocument();
});

test('ticking a row shows the bulk actions in the place the breakdown and the stamp had, which keeps its size', async () => {
  platform();
  renderAds('/adsmanager/act_1/campaigns');
  await screen.findByRole('link', { name: 'Batik sale' });
  const slot = screen.getByTestId('bulk-slot');
  const grid = screen.getByTestId('asset-grid');
  // The bar is laid out (hidden) before anything is selected, beside what the place shows now.
  expect(slot.querySelector('[role="toolbar"][aria-label="Selected items"]')).not.toBeVisible();
  expect(within(slot).getByRole('combobox', { name: 'Breakdown' })).toBeVisible();
  const before = [...slot.parentElement!.children].indexOf(grid.parentElement === slot.parentElement ? grid : grid.parentElement!);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Batik sale' }));
  expect(within(slot).getByRole('toolbar', { name: 'Selected items' })).toBeVisible();
  expect(slot.querySelector('select[aria-label="Breakdown"]')).not.toBeVisible();
  // Nothing was inserted above the grid.
  expect([...slot.parentElement!.children].indexOf(grid.parentElement === slot.parentElement ? grid : grid.parentElement!)).toBe(before);
});
