import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import { graphReply, networkError, type GraphAnswer, type GraphHandler, type GraphOperation } from 'shared-graph/testing';
import { adsetRow, adsServer, answerWrites, batchOps, campaignRow, isBatch, ok, refused, twoRanges } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const SALES = { spend: '300000', actions: [{ action_type: 'purchase', value: '6' }], action_values: [{ action_type: 'purchase', value: '1200000' }], impressions: '10000' };
const BEFORE = { spend: '200000', actions: [{ action_type: 'purchase', value: '4' }], action_values: [{ action_type: 'purchase', value: '600000' }], impressions: '9000' };

function campaignsRoute(pages: Record<string, unknown>[][] = [[campaignRow('2', 'Paused sale', { status: 'PAUSED', effective_status: 'PAUSED' }), campaignRow('1', 'Batik sale')]]) {
  return (call: GraphOperation) => {
    const after = call.query.get('after');
    const index = after ? Number(after) : 0;
    const rows = (pages[index] ?? []).map((row) => ({ ...row, insights: row.id === '1' ? twoRanges(call, SALES, BEFORE) : undefined }));
    const next = index + 1 < pages.length ? { cursors: { after: String(index + 1) }, next: `https://graph/next?after=${index + 1}` } : { cursors: { after: 'end' } };
    return { data: rows, paging: next };
  };
}

/** The ads manager's platform with the account's campaigns; a test adds its own routes. */
function platform(campaigns: GraphHandler = campaignsRoute()) {
  const api = adsServer();
  api.graph.on('GET', 'act_1/campaigns', campaigns);
  return api;
}

const grid = () => screen.findByRole('grid', { name: 'Campaigns' });
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('[role="row"]') as HTMLElement;

test('lists the campaigns ACTIVE first with settings, the objective preset and the previous period beside the figures, and a totals row', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/act_1/campaigns');
  await grid();
  await screen.findByRole('link', { name: 'Batik sale' });
  const rows = screen.getAllByRole('row');
  const names = rows.map((r) => within(r).queryByRole('link')?.textContent).filter(Boolean);
  expect(names).toEqual(['Batik sale', 'Paused sale']);
  const sale = await rowOf('Batik sale');
  expect(within(sale).getByText(/IDR\s?150,000/)).toBeInTheDocument();
  expect(within(sale).getByText('daily')).toBeInTheDocument();
  // Purchase ROAS 1,200,000 / 300,000 = 4.00, was 3.00: +33.3 %.
  expect(within(sale).getByText('4.00')).toBeInTheDocument();
  expect(within(sale).getByText('▲33.3%')).toBeInTheDocument();
  expect(screen.getByText('Totals of 2 campaigns (active, paused) · Last 7 Days')).toBeInTheDocument();
  // Asked for once, as the list first renders: the list's own query finds that read on its way.
  expect(calls.filter((c) => c.url.pathname.endsWith('/act_1/campaigns'))).toHaveLength(1);
  const list = calls.find((c) => c.url.pathname.endsWith('/act_1/campaigns'))!;
  expect(list.url.searchParams.get('limit')).toBe('50');
  expect(list.url.searchParams.get('team_id')).toBe('0');
  expect(list.url.searchParams.get('fields')).toMatch(/insights\.time_ranges\(\[\{"since":"\d{4}-\d\d-\d\d","until":"\d{4}-\d\d-\d\d"\},\{"since"/);
});

test('Load more reads the next 50 with the cursor and merges them into the list', async () => {
  const { requests: calls } = platform(campaignsRoute([[campaignRow('1', 'First page')], [campaignRow('3', 'Second page', { status: 'PAUSED', effective_status: 'PAUSED' })]]));
  renderAds('/adsmanager/act_1/campaigns');
  await screen.findByRole('link', { name: 'First page' });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByRole('link', { name: 'Second page' });
  expect(calls.filter((c) => c.url.pathname.endsWith('/campaigns')).at(-1)!.url.searchParams.get('after')).toBe('1');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('the status toggle shows the change at once, and flips back with the reason when the platform refuses', async () => {
  let answer: (value: GraphAnswer) => void = () => undefined;
  platform().graph.on('POST', ':id', () => new Promise<GraphAnswer>((resolve) => (answer = resolve)));
  renderAds('/adsmanager/act_1/campaigns');
  const toggle = await screen.findByRole('switch', { name: 'Status of Batik sale' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(toggle);
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Status of Batik sale' })).toHaveAttribute('aria-checked', 'false'));
  answer(refused('This campaign is being reviewed and cannot be changed right now.'));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'Status of Batik sale' })).toHaveAttribute('aria-checked', 'true'));
  await waitFor(() => expect(sessionStore.get(toastsAtom).map((t) => t.message)).toContainEqual(expect.stringContaining('being reviewed and cannot be changed')));
});

test('a status change on the way stays with its campaign when a sort moves the rows under it (reused row elements)', async () => {
  let answer: (value: GraphAnswer) => void = () => undefined;
  platform(campaignsRoute([[campaignRow('1', 'Zebra sale'), campaignRow('2', 'Apple sale')]])).graph.on('POST', ':id', () => new Promise<GraphAnswer>((resolve) => (answer = resolve)));
  renderAds('/adsmanager/act_1/campaigns');
  const toggle = (name: string) => screen.getByRole('switch', { name: `Status of ${name}` });
  const shownNames = () => screen.getAllByRole('row').map((row) => within(row).queryByRole('link')?.textContent).filter(Boolean);
  await screen.findByRole('switch', { name: 'Status of Zebra sale' });
  const firstRow = toggle('Zebra sale').closest('[role="row"]');
  await userEvent.click(toggle('Zebra sale'));
  await waitFor(() => expect(toggle('Zebra sale')).toHaveAttribute('aria-busy', 'true'));
  expect(toggle('Apple sale')).not.toHaveAttribute('aria-busy');

  const byName = within(screen.getByRole('columnheader', { name: /^Name/ })).getByRole('button');
  await userEvent.click(byName);
  await waitFor(() => expect(shownNames()).toEqual(['Apple sale', 'Zebra sale']));
  // The row element that showed Zebra sale shows Apple sale now: the busy switch went with Zebra sale.
  expect(toggle('Apple sale').closest('[role="row"]')).toBe(firstRow);
  expect(toggle('Zebra sale')).toHaveAttribute('aria-busy', 'true');
  expect(toggle('Zebra sale')).toBeDisabled();
  expect(toggle('Apple sale')).not.toHaveAttribute('aria-busy');
  expect(toggle('Apple sale')).toBeEnabled();

  answer(ok());
  await waitFor(() => expect(toggle('Zebra sale')).not.toHaveAttribute('aria-busy'));
  expect(toggle('Zebra sale')).toBeEnabled();
});

test('a status change that gets no answer says the outcome is not known, never the browser\'s "Failed to fetch"', async () => {
  platform().graph.on('POST', ':id', networkError());
  renderAds('/adsmanager/act_1/campaigns');
  await userEvent.click(await screen.findByRole('switch', { name: 'Status of Batik sale' }));
  await waitFor(() =>
    expect(sessionStore.get(toastsAtom).map((t) => t.message)).toContainEqual(
      'Sasar could not reach the server, so it is not known whether the campaign "Batik sale" was turned off. Check your connection, then check the list before you try again.',
    ),
  );
  expect(sessionStore.get(toastsAtom).map((t) => t.message).join(' ')).not.toMatch(/Failed to fetch|Could not turn/);
});

test('a status change goes in a batch with __metadata so the server logs it, and the list is read again', async () => {
  const api = platform();
  answerWrites(api.graph, []);
  const calls = api.requests;
  renderAds('/adsmanager/act_1/campaigns');
  await userEvent.click(await screen.findByRole('switch', { name: 'Status of Batik sale' }));
  await waitFor(() => expect(calls.some(isBatch)).toBe(true));
  const [op] = batchOps(calls.find(isBatch)!);
  expect(op).toMatchObject({ method: 'POST', relative_url: '1' });
  const body = new URLSearchParams(op!.body);
  expect(body.get('status')).toBe('PAUSED');
  expect(JSON.parse(body.get('__metadata')!)).toEqual({ object_id: '1', object_type: 'campaign', object_name: 'Batik sale', account_id: 'act_1', original: { status: 'ACTIVE' } });
  await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/campaigns')).length).toBeGreaterThan(1));
});

test("a budget below the account's floor is refused in the platform's words before anything is sent; the amount typed stays", async () => {
  const api = platform();
  answerWrites(api.graph, []);
  const calls = api.requests;
  renderAds('/adsmanager/act_1/campaigns');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit budget of Batik sale' }));
  const input = await screen.findByRole('textbox', { name: 'Daily budget (IDR)' });
  await userEvent.clear(input);
  await userEvent.type(input, '9000');
  await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
  expect(await screen.findByText('Your campaign budget must be more than IDR15000 or your ads may not be delivered.')).toBeInTheDocument();
  expect(input).toHaveValue('9000');
  expect(calls.some(isBatch)).toBe(false);

  await userEvent.clear(input);
  await userEvent.type(input, '175000');
  await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const body = new URLSearchParams(batchOps(calls.find(isBatch)!)[0]!.body);
  expect(body.get('daily_budget')).toBe('175000');
  expect(JSON.parse(body.get('__metadata')!).original).toEqual({ daily_budget: 150000 });
});

test("the platform's refusal of a budget shows beside the field", async () => {
  answerWrites(platform().graph, () => [refused('(#17) User request limit reached', 17)]);
  renderAds('/adsmanager/act_1/campaigns');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit budget of Batik sale' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Save budget' }));
  expect(await within(screen.getByRole('dialog')).findByText('(#17) User request limit reached')).toBeInTheDocument();
});

test('bulk budget +10 % previews old → new, sends one batch and shows a result per row, a refusal included', async () => {
  const adsets = [adsetRow('11', 'Jakarta women'), adsetRow('12', 'Bandung women', { daily_budget: '20000' }), adsetRow('13', 'Under CBO', { daily_budget: '0' })];
  const api = adsServer();
  answerWrites(api.graph.on('GET', 'act_1/adsets', { data: adsets, paging: { cursors: { after: 'x' } } }), () => [ok(), refused('Your ad set budget must be more than IDR15000 or your ads may not be delivered.', 100, 1885272)]);
  const calls = api.requests;
  renderAds('/adsmanager/act_1/adsets');
  await screen.findByRole('grid', { name: 'Ad sets' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
  await userEvent.click(screen.getByRole('button', { name: 'Budget…' }));
  const dialog = await screen.findByRole('dialog');
  const preview = within(dialog).getByRole('table', { name: 'Budget preview' });
  expect(within(preview).getByText(/IDR\s?165,000/)).toBeInTheDocument();
  expect(within(preview).getByText(/IDR\s?22,000/)).toBeInTheDocument();
  expect(within(preview).getByText(/budget is on the campaign/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change 2 budgets' }));
  expect(await within(dialog).findByText('1 of 2 done, 1 not changed.')).toBeInTheDocument();
  expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(within(dialog).getByText(/must be more than IDR15000/)).toBeInTheDocument();
  const batches = calls.filter(isBatch);
  expect(batches).toHaveLength(1);
  expect(batchOps(batches[0]!).map((op) => new URLSearchParams(op.body).get('daily_budget'))).toEqual(['165000', '22000']);
});

test('searching asks the platform by name; selecting campaigns narrows the ad set tab to them', async () => {
  // The platform answers a name filter as Meta does: only the campaigns whose name contains the text.
  const campaigns = campaignsRoute();
  const api = platform((call) => {
    const answer = campaigns(call);
    const [filter] = JSON.parse(call.query.get('filtering') ?? '[]') as Array<{ field: string; value: string }>;
    return filter?.field === 'name' ? { ...answer, data: answer.data.filter((row: Record<string, unknown>) => String(row.name).toLowerCase().includes(filter.value)) } : answer;
  });
  api.graph.on('GET', 'act_1/adsets', { data: [], paging: {} });
  const calls = api.requests;
  const { router } = renderAds('/adsmanager/act_1/campaigns');
  await screen.findByRole('link', { name: 'Batik sale' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'batik');
  await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('filtering') === '[{"field":"name","operator":"CONTAIN","value":"batik"}]')).toBe(true));
  // The campaigns found replace the rows when they arrive; the row is ticked in the list that shows them.
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Paused sale' })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('grid', { name: 'Campaigns' })).toHaveAttribute('aria-busy', 'false'));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Batik sale' }));
  await userEvent.click(screen.getByRole('link', { name: 'Ad sets' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/adsets'));
  expect(await screen.findByText(/of the 1 campaign you selected/)).toBeInTheDocument();
  await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/adsets') && (c.url.searchParams.get('filtering') ?? '').includes('"field":"campaign.id","operator":"IN","value":["1"]'))).toBe(true));
});

test('pressing a level tab starts reading its list, which the list then shows without asking again', async () => {
  let answer: (value: GraphAnswer) => void = () => undefined;
  const api = platform();
  api.graph.on('GET', 'act_1/adsets', () => new Promise<GraphAnswer>((resolve) => (answer = resolve)));
  const calls = api.requests;
  const { router } = renderAds('/adsmanager/act_1/campaigns');
  const user = userEvent.setup();
  await screen.findByRole('link', { name: 'Batik sale' });
  const tab = screen.getByRole('link', { name: 'Ad sets' });
  await user.pointer({ keys: '[MouseLeft>]', target: tab });
  // Pressed, not yet released: the read is on its way while the campaigns are still on screen.
  await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/act_1/adsets'))).toHaveLength(1));
  expect(router.state.location.pathname).toBe('/adsmanager/act_1/campaigns');
  await user.pointer({ keys: '[/MouseLeft]', target: tab });
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/adsets'));
  answer({ data: [adsetRow('11', 'Jakarta women')], paging: {} });
  expect(await screen.findByRole('link', { name: 'Jakarta women' })).toBeInTheDocument();
  expect(calls.filter((c) => c.url.pathname.endsWith('/act_1/adsets'))).toHaveLength(1);
});

test('ad sets show their funnel stage from the server, asked for with the team, and sort by it', async () => {
  const api = adsServer().on('post', '/api/adsmgr/funnel', [
    { id: '11', stage: 4, audiences: [{ id: 'a', name: 'Purchasers 180d', stage: 4 }] },
    { id: '12', stage: 1, audiences: [] },
  ]);
  api.graph.on('GET', 'act_1/adsets', { data: [adsetRow('11', 'Retarget buyers'), adsetRow('12', 'Broad')], paging: {} });
  const calls = api.requests;
  renderAds('/adsmanager/act_1/adsets');
  const row = await rowOf('Retarget buyers');
  expect(await within(row).findByText('4 · Imported or purchase')).toBeInTheDocument();
  expect(within(await rowOf('Broad')).getByText('1 · Cold')).toBeInTheDocument();
  const call = calls.find((c) => c.url.pathname === '/api/adsmgr/funnel')!;
  expect(call.url.searchParams.get('team')).toBe('0');
  expect(call.body).toEqual({ adaccount: 'act_1', adsets: ['11', '12'] });

  // The stages came after the rows: a sort by Funnel reads them as they are now.
  const names = () => within(screen.getByRole('grid', { name: 'Ad sets' })).getAllByRole('row').map((r) => within(r).queryAllByRole('link')[0]?.textContent).filter(Boolean);
  await userEvent.click(screen.getByRole('button', { name: 'Funnel' }));
  expect(names()).toEqual(['Broad', 'Retarget buyers']);
  await userEvent.click(screen.getByRole('button', { name: 'Funnel' }));
  expect(names()).toEqual(['Retarget buyers', 'Broad']);
});

test('deleting the selected row keeps the dialog open with its result while the row leaves the list', async () => {
  let deleted = false;
  const api = platform(() => ({ data: deleted ? [campaignRow('1', 'Batik sale')] : [campaignRow('1', 'Batik sale'), campaignRow('5', 'Old copy')], paging: {} }));
  api.graph.on('DELETE', ':id', () => {
    deleted = true;
    return ok();
  });
  const calls = api.requests;
  renderAds('/adsmanager/act_1/campaigns');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Old copy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete campaign "Old copy"?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Old copy' })).not.toBeInTheDocument());
  expect(await within(screen.getByRole('dialog')).findByText('All 1 done.')).toBeInTheDocument();
  expect(batchOps(calls.find(isBatch)!)[0]).toMatchObject({ method: 'DELETE', relative_url: '5' });
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Load more asks the server for the funnel stages of the new page only', async () => {
  const pages = [[adsetRow('11', 'First set')], [adsetRow('12', 'Second set')]];
  const api = adsServer().on('post', '/api/adsmgr/funnel', ({ body }) => (body.adsets ?? []).map((id) => ({ id, stage: id === '11' ? (2 as const) : (3 as const), audiences: [] })));
  api.graph.on('GET', 'act_1/adsets', ({ query }) => {
    const index = query.get('after') ? 1 : 0;
    return { data: pages[index], paging: index === 0 ? { cursors: { after: '1' }, next: 'https://graph/next' } : {} };
  });
  renderAds('/adsmanager/act_1/adsets');
  expect(await within(await rowOf('First set')).findByText('2 · Engagement')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(await rowOf('Second set')).findByText('3 · Pixel visitors')).toBeInTheDocument();
  expect(within(await rowOf('First set')).getByText('2 · Engagement')).toBeInTheDocument();
  const asked = api.requestsTo('post', '/api/adsmgr/funnel').map((c) => c.body.adsets);
  expect(asked).toEqual([['11'], ['12']]);
});

test('cancelling a bulk dialog keeps the selection', async () => {
  platform();
  renderAds('/adsmanager/act_1/campaigns');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Batik sale' }));
  await userEvent.click(screen.getByRole('button', { name: 'Duplicate…' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('toolbar', { name: 'Selected items' })).toHaveTextContent('1 campaign selected');
  expect(screen.getByRole('checkbox', { name: 'Select Batik sale' })).toBeChecked();
});

const localIso = (h: number, m: number) => {
  const d = new Date();
  d.setHours(h, m, 0, 0);
  return d.toISOString();
};
const throttleOf = (useCase: string, minutes: number, code: number) =>
  JSON.stringify({ scope: 'account', account_id: 'act_1', use_case: useCase, regain_at: new Date(Date.now() + minutes * 60_000 - 1000).toISOString(), code });

test('the first numbers come with the freshness stamp; from the store under a throttle, it says how long Facebook asks us to wait', async () => {
  const route = campaignsRoute();
  platform((call) =>
    graphReply(route(call), { headers: { 'x-sasar-as-of': localIso(0, 2), 'x-sasar-source': 'store', 'x-sasar-throttle': throttleOf('ads_insights', 4, 80000) } }),
  );
  renderAds('/adsmanager/act_1/campaigns');
  await rowOf('Batik sale');
  expect(await screen.findByText(/^Figures as of 00:02 · from Sasar's store · Facebook asks us to wait 4 min \(until \d{2}:\d{2}\)$/)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a budget change refused by the throttle says the wait in words and the dialog keeps what was typed', async () => {
  const adsets = [adsetRow('11', 'Jakarta women'), adsetRow('12', 'Bandung women', { daily_budget: '20000' })];
  const heldBack = () =>
    graphReply(
      { error: { message: '(#80004) There have been too many calls to this ad-account.', type: 'OAuthException', code: 80004, error_subcode: 2446079, is_transient: true, error_user_title: 'Facebook asks us to wait', error_user_msg: 'Nothing was changed.' } },
      { status: 400, headers: { 'x-sasar-throttle': throttleOf('ads_management', 6, 80004) } },
    );
  const api = adsServer();
  answerWrites(api.graph.on('GET', 'act_1/adsets', { data: adsets, paging: { cursors: { after: 'x' } } }), () => [heldBack(), heldBack()]);
  const calls = api.requests;
  renderAds('/adsmanager/act_1/adsets');
  await screen.findByRole('grid', { name: 'Ad sets' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
  await userEvent.click(screen.getByRole('button', { name: 'Budget…' }));
  const dialog = screen.getByRole('dialog');
  const amount = within(dialog).getByRole('textbox', { name: 'Percent' });
  await userEvent.clear(amount);
  await userEvent.type(amount, '25');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change 2 budgets' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Facebook asks us to wait 6 min \(until \d{2}:\d{2}\) before more changes to this ad account\. Nothing was changed; try again then\.$/);
  expect(within(dialog).getByRole('textbox', { name: 'Percent' })).toHaveValue('25');
  expect(within(dialog).getByRole('button', { name: 'Change 2 budgets' })).toBeEnabled();
  expect(calls.filter(isBatch)).toHaveLength(1);
});
