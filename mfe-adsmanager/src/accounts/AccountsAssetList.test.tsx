import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adAccountSpanAtom, chooseAdAccounts, sessionStore, userAtom } from 'shared-graph/host';
import { account, makeUser } from 'shared-graph/testing';
import { graphError, type GraphOperation } from 'shared-graph/testing';
import { adsetRow, adsServer, answerWrites, batchOps, campaignRow, isBatch, twoRanges } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const teams = [
  { id: 0, name: 'Dewi', created_by: 42, package: 'pro', users: [] },
  { id: 7, name: 'Budi Agency', created_by: 7, package: 'Agency', users: [] },
];

/** Dewi's own IDR account and her agency's USD account, each with campaigns and spend. */
function twoCurrencies() {
  const api = adsServer();
  api.graph
    .on('GET', 'act_1/campaigns', (call) => ({
      data: [
        { ...campaignRow('11', 'Batik sale'), insights: twoRanges(call, { spend: '300000' }, { spend: '200000' }) },
        { ...campaignRow('12', 'Batik retarget', { status: 'PAUSED', effective_status: 'PAUSED' }), insights: twoRanges(call, { spend: '100000' }, { spend: '100000' }) },
      ],
      paging: { cursors: { after: 'end' } },
    }))
    .on('GET', 'act_70/campaigns', (call) => ({
      data: [{ ...campaignRow('71', 'US launch', { account_id: '70', daily_budget: '5000' }), insights: twoRanges(call, { spend: '42.50' }, { spend: '40' }) }],
      paging: { cursors: { after: 'end' } },
    }));
  return api;
}

function signInWithTwoAccounts() {
  act(() => {
    sessionStore.set(userAtom, makeUser({ teams, ad_accounts: [{ ...account('act_1', 0), name: 'Batik Lestari ID', min_daily_budget: 15000 }, { ...account('act_70', 7), name: 'Batik US', currency: 'USD', min_daily_budget: 100 }] }));
  });
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('[role="row"]') as HTMLElement;

test('"All ad accounts" lists every account with an Account column and one totals line per currency', async () => {
  const { requests: calls } = twoCurrencies();
  signInWithTwoAccounts();
  renderAds('/adsmanager/all/campaigns');
  await screen.findByRole('link', { name: 'US launch' });
  await screen.findByRole('link', { name: 'Batik sale' });
  // The picker's choice follows the URL.
  expect(sessionStore.get(adAccountSpanAtom)).toBe('all');

  expect(within(await rowOf('US launch')).getByText('Batik US')).toBeInTheDocument();
  expect(within(await rowOf('US launch')).getByText('$42.50')).toBeInTheDocument();
  expect(within(await rowOf('Batik sale')).getByText('Batik Lestari ID')).toBeInTheDocument();
  expect(within(await rowOf('Batik sale')).getByText(/IDR\s?300,000/)).toBeInTheDocument();

  // Each account went through its own team.
  const teamOf = (account: string) => calls.find((c) => c.url.pathname.endsWith(`/${account}/campaigns`))!.url.searchParams.get('team_id');
  expect(teamOf('act_1')).toBe('0');
  expect(teamOf('act_70')).toBe('7');

  // Totals per currency: IDR 400,000 and $42.50 — never one sum.
  expect(screen.getByText('Totals in IDR of 2 campaigns (active, paused) · Last 7 Days')).toBeInTheDocument();
  expect(screen.getByText('Totals in USD of 1 campaign (active) · Last 7 Days')).toBeInTheDocument();
  expect(screen.getByText(/IDR\s?400,000/)).toBeInTheDocument();
  expect(screen.getAllByText('$42.50')).toHaveLength(2);
  expect(screen.getByText('IDR · 1 account')).toBeInTheDocument();
  expect(screen.getByText('3 campaigns loaded from 2 accounts')).toBeInTheDocument();
});

test('deleted spend is read per account through its team: one note, a sentence per currency, never added across currencies', async () => {
  const api = twoCurrencies();
  api.graph
    .on('GET', 'act_70/insights', { data: [{ campaign_id: '79', spend: '12.00', date_start: '2026-11-01', date_stop: '2026-11-07' }] })
    .on('GET', 'act_1/insights', { data: [{ campaign_id: '19', spend: '50000', date_start: '2026-11-01', date_stop: '2026-11-07' }] });
  const calls = api.requests;
  signInWithTwoAccounts();
  renderAds('/adsmanager/all/campaigns');
  const notes = await screen.findAllByRole('note', { name: 'Spend not in these totals' });
  expect(notes).toHaveLength(1);
  expect(notes[0]).toHaveTextContent(/^IDR\s?50,000 was spent by 1 deleted or archived campaign in this period — not in these totals\.\$12\.00 was spent by 1 deleted or archived campaign in this period — not in these totals\.Include deleted and archived$/);
  expect(calls.find((c) => c.url.pathname.endsWith('/act_70/insights'))!.url.searchParams.get('team_id')).toBe('7');
});

test('a set in the URL lists only those accounts; one account that fails leaves the other on screen', async () => {
  twoCurrencies().graph.on('GET', 'act_70/campaigns', graphError({ message: 'Permissions error', type: 'OAuthException', code: 200 }));
  signInWithTwoAccounts();
  renderAds('/adsmanager/all/campaigns?accounts=0:act_1,7:act_70');
  await screen.findByRole('link', { name: 'Batik sale' });
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Batik US:/);
  expect(screen.queryByRole('link', { name: 'US launch' })).not.toBeInTheDocument();
  expect(sessionStore.get(adAccountSpanAtom)).toEqual([
    { teamId: 0, accountId: 'act_1' },
    { teamId: 7, accountId: 'act_70' },
  ]);
});

test('a link naming no account the user can pick says so', async () => {
  twoCurrencies();
  signInWithTwoAccounts();
  renderAds('/adsmanager/all/campaigns?accounts=0:act_404');
  expect(await screen.findByText('Ad accounts not available')).toBeInTheDocument();
});

test("a toggle goes through the row's own team; switching the picker to one account navigates to its list", async () => {
  const api = twoCurrencies();
  answerWrites(api.graph, []);
  const calls = api.requests;
  signInWithTwoAccounts();
  const { router } = renderAds('/adsmanager/all/campaigns?date=last_30d');
  await screen.findByRole('link', { name: 'US launch' });
  await userEvent.click(within(await rowOf('US launch')).getByRole('switch', { name: 'Status of US launch' }));
  await waitFor(() => expect(calls.some(isBatch)).toBe(true));
  const batch = calls.find(isBatch)!;
  expect(batch.url.searchParams.get('team_id')).toBe('7');
  expect(batchOps(batch).map((op) => op.relative_url)).toEqual(['71']);

  act(() => chooseAdAccounts({ kind: 'account', teamId: 0, accountId: 'act_1' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/campaigns'));
  expect(router.state.location.search).toBe('?date=last_30d');
});

/** Age slices of each account's campaigns, from `/act_…/insights?breakdowns=age` (one call per period). */
function ageSlices(call: GraphOperation) {
  const p = call.query;
  const account = call.params.account;
  if (p.get('breakdowns') !== 'age') return undefined;
  const now = JSON.parse(p.get('time_range')!) as { since: string; until: string };
  const row = (id: string, age: string, spend: string) => ({ campaign_id: id, age, spend, impressions: '100', date_start: now.since, date_stop: now.until });
  return { data: account === 'act_1' ? [row('11', '25-34', '200000'), row('11', '18-24', '100000')] : [row('71', '35-44', '30.00')] };
}

const grid = () => screen.findByRole('treegrid', { name: 'Campaigns' }, { timeout: 15_000 });
const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));
const nameOf = (row: HTMLElement) => within(row).getAllByRole('gridcell')[1]!.textContent?.trim();

test('"All ad accounts" with a breakdown by age: each account read through its own team, slices under the rows of both currencies', async () => {
  const api = twoCurrencies();
  api.graph.on('GET', ':account/insights', ageSlices);
  const calls = api.requests;
  signInWithTwoAccounts();
  renderAds('/adsmanager/all/campaigns?breakdown=age');
  await grid();
  await waitFor(() => expect(dataRows().map(nameOf)).toContain('35-44'));
  await waitFor(() => expect(dataRows().map(nameOf)).toContain('18-24'));

  const breakdownCalls = calls.filter((c) => c.url.pathname.endsWith('/insights') && c.url.searchParams.get('breakdowns') === 'age');
  // This period and the previous one, per account.
  expect(breakdownCalls.map((c) => [c.url.pathname.split('/').at(-2), c.url.searchParams.get('team_id')]).sort()).toEqual([
    ['act_1', '0'],
    ['act_1', '0'],
    ['act_70', '7'],
    ['act_70', '7'],
  ]);
  expect(JSON.parse(breakdownCalls.find((c) => c.url.pathname.includes('act_70'))!.url.searchParams.get('filtering')!)).toEqual([{ field: 'campaign.id', operator: 'IN', value: ['71'] }]);

  // A slice shows its figures in its row's currency and leaves the account and the settings to the row.
  const usSlice = dataRows().find((row) => nameOf(row) === '35-44')!;
  expect(usSlice).toHaveAttribute('aria-level', '2');
  expect(within(usSlice).getByText('$30.00')).toBeInTheDocument();
  expect(within(usSlice).queryByText('Batik US')).not.toBeInTheDocument();
  expect(within(usSlice).queryByRole('switch')).not.toBeInTheDocument();
  const idSlice = dataRows().find((row) => nameOf(row) === '18-24')!;
  expect(within(idSlice).getByText(/IDR\s?100,000/)).toBeInTheDocument();
  // The totals still add up the rows, per currency.
  expect(screen.getByText('Totals in USD of 1 campaign (active) · Last 7 Days')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
  expect(dataRows().map(nameOf)).not.toContain('35-44');
});

test('"All ad accounts" applies the saved conditional formats (in each row\'s currency) and keeps the saved widths; the freshness stamp is there', async () => {
  const preferences = { preset: null, columns: null, view_id: null, layout: { widths: { name: 333 }, sort: [], formats: [{ metric: 'spend', operator: 'above' as const, value: 40, to: null, colour: 'red' as const }] } };
  twoCurrencies().on('get', '/api/adsmanager/preferences', preferences);
  signInWithTwoAccounts();
  renderAds('/adsmanager/all/campaigns');
  const us = await rowOf('US launch');
  expect(await within(us).findByText(/flagged: above \$40\.00/)).toBeInTheDocument();
  const batik = await rowOf('Batik sale');
  expect(await within(batik).findByText(/flagged: above IDR\s?40/)).toBeInTheDocument();
  expect(screen.getByRole('separator', { name: 'Width of Name' })).toHaveAttribute('aria-valuenow', '333');
  expect(screen.getByTestId('freshness-stamp')).toBeInTheDocument();
});

test('"All ad accounts" ad sets show their funnel stage, each account asked for through its own team', async () => {
  const api = adsServer().on('post', '/api/adsmgr/funnel', ({ body }) => (body.adaccount === 'act_1' ? [{ id: '11', stage: 4 as const, audiences: [] }] : [{ id: '71', stage: 1 as const, audiences: [] }]));
  api.graph.on('GET', 'act_1/adsets', { data: [adsetRow('11', 'Retarget buyers')], paging: {} }).on('GET', 'act_70/adsets', { data: [adsetRow('71', 'US broad', { account_id: '70' })], paging: {} });
  const calls = api.requests;
  signInWithTwoAccounts();
  renderAds('/adsmanager/all/adsets');
  expect(await within(await rowOf('Retarget buyers')).findByText('4 · Imported or purchase')).toBeInTheDocument();
  expect(await within(await rowOf('US broad')).findByText('1 · Cold')).toBeInTheDocument();
  const funnelCalls = calls.filter((c) => c.url.pathname === '/api/adsmgr/funnel').map((c) => [c.url.searchParams.get('team'), c.body]);
  expect(funnelCalls.sort()).toEqual([
    ['0', { adaccount: 'act_1', adsets: ['11'] }],
    ['7', { adaccount: 'act_70', adsets: ['71'] }],
  ]);
});
