import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import { adsetRow, adsServer, answerWrites, batchOps, isBatch, ok, refused } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

// Two ad sets with one name in two campaigns, as buyers name them by audience.
const ADSETS = [
  adsetRow('11', 'Women 25-44 | Fashion', { campaign_id: '900', campaign: { id: '900', name: 'Sales | Batik | ID', objective: 'OUTCOME_SALES' }, daily_budget: '150000' }),
  adsetRow('12', 'Women 25-44 | Fashion', { campaign_id: '901', campaign: { id: '901', name: 'Sales | Kebaya | ID', objective: 'OUTCOME_SALES' }, daily_budget: '200000' }),
];
const AD = {
  ...adsetRow('31', 'Carousel | Batik'),
  adset_id: '11',
  adset: { id: '11', name: 'Women 25-44 | Fashion', optimization_goal: 'OFFSITE_CONVERSIONS', promoted_object: { pixel_id: '7', custom_event_type: 'PURCHASE' } },
  campaign: { id: '900', name: 'Sales | Batik | ID' },
};

/** The account's `path` list answering `rows`. */
const listOf = (path: string, rows: unknown[]) => {
  const api = adsServer();
  api.graph.on('GET', `act_1/${path}`, { data: rows, paging: { cursors: { after: 'x' } } });
  return api;
};
const rowsNamed = (name: string) => screen.getAllByRole('link', { name }).map((link) => link.closest<HTMLElement>('[role="row"]')!);
/** The list's rows, awaited by a name as text (cheap to poll while the list loads). */
const listShows = (text: string) => screen.findAllByText(text);
/** The bar of what can be done with the selected rows. */
const selectionBar = () => within(screen.getByRole('toolbar', { name: 'Selected items' }));

test('the ad set list shows each ad set\'s campaign, linking to it, read in the same call', async () => {
  const { requests: calls } = listOf('adsets', ADSETS);
  renderAds('/adsmanager/act_1/adsets');
  await listShows('Sales | Kebaya | ID');
  const [first, second] = rowsNamed('Women 25-44 | Fashion');
  expect(within(first!).getByRole('link', { name: 'Sales | Batik | ID' })).toHaveAttribute('href', '/adsmanager/act_1/campaigns/900');
  expect(within(second!).getByRole('link', { name: 'Sales | Kebaya | ID' })).toHaveAttribute('href', '/adsmanager/act_1/campaigns/901');
  expect(screen.getByRole('columnheader', { name: /Campaign/ })).toBeInTheDocument();
  const fields = calls.find((c) => c.url.pathname.endsWith('/act_1/adsets'))!.url.searchParams.get('fields');
  expect(fields).toContain('campaign{name,objective,buying_type}');
  expect(calls.filter((c) => c.url.pathname.includes('/graph/v21.0/900') || c.url.pathname.includes('/graph/v21.0/901'))).toHaveLength(0);
});

test('two same-named ad sets are told apart by their campaign in the bulk budget preview and in the results', async () => {
  answerWrites(listOf('adsets', ADSETS).graph, () => [ok(), refused('Your ad set budget must be more than IDR15000 or your ads may not be delivered.')]);
  renderAds('/adsmanager/act_1/adsets');
  await listShows('Sales | Kebaya | ID');
  // Their checkboxes say which is which.
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Women 25-44 | Fashion (campaign Sales | Batik | ID)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Women 25-44 | Fashion (campaign Sales | Kebaya | ID)' }));
  await userEvent.click(selectionBar().getByRole('button', { name: 'Budget…' }));
  const dialog = await screen.findByRole('dialog');
  const rows = within(within(dialog).getByRole('table', { name: 'Budget preview' })).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Women 25-44 | FashionCampaign: Sales | Batik | ID', 'Women 25-44 | FashionCampaign: Sales | Kebaya | ID']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change 2 budgets' }));
  const results = await within(dialog).findByRole('list', { name: 'Result per item' });
  const items = within(results).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Women 25-44 | Fashion — doneCampaign: Sales | Batik | ID');
  expect(items[1]).toHaveTextContent(/Women 25-44 \| Fashion — Your ad set budget must be more.*Campaign: Sales \| Kebaya \| ID/);
});

test('an ad is named with its ad set and campaign in the delete dialog, and a refused toggle names them in the notice', async () => {
  const api = listOf('ads', [AD]);
  answerWrites(api.graph, () => [refused('This ad is in review.')]);
  const calls = api.requests;
  renderAds('/adsmanager/act_1/ads');
  await listShows('Carousel | Batik');
  const row = rowsNamed('Carousel | Batik')[0]!;
  expect(within(row).getByRole('link', { name: 'Women 25-44 | Fashion' })).toHaveAttribute('href', '/adsmanager/act_1/adsets/11');
  expect(within(row).getByRole('link', { name: 'Sales | Batik | ID' })).toHaveAttribute('href', '/adsmanager/act_1/campaigns/900');

  await userEvent.click(within(row).getByRole('switch', { name: 'Status of Carousel | Batik' }));
  await waitFor(() =>
    expect(sessionStore.get(toastsAtom).map((t) => t.message)).toContainEqual(
      'Could not turn off the ad "Carousel | Batik" in ad set "Women 25-44 | Fashion" (campaign "Sales | Batik | ID"): This ad is in review.',
    ),
  );
  expect(batchOps(calls.find(isBatch)!)[0]!.relative_url).toBe('31');

  await userEvent.click(within(row).getByRole('checkbox', { name: 'Select Carousel | Batik (campaign Sales | Batik | ID)' }));
  await userEvent.click(selectionBar().getByRole('button', { name: 'Delete…' }));
  expect(await screen.findByRole('dialog', { name: 'Delete ad "Carousel | Batik" in ad set "Women 25-44 | Fashion" (campaign "Sales | Batik | ID")?' })).toBeInTheDocument();
});

test('turning off and deleting two same-named ad sets lists each with its campaign before anything is sent', async () => {
  const { requests: calls } = listOf('adsets', ADSETS);
  renderAds('/adsmanager/act_1/adsets');
  await listShows('Sales | Kebaya | ID');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  await userEvent.click(selectionBar().getByRole('button', { name: 'Turn off' }));
  const offDialog = await screen.findByRole('dialog');
  const off = within(offDialog).getByRole('list', { name: 'To turn off' });
  expect(within(off).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Women 25-44 | FashionCampaign: Sales | Batik | ID', 'Women 25-44 | FashionCampaign: Sales | Kebaya | ID']);
  await userEvent.click(within(offDialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(selectionBar().getByRole('button', { name: 'Delete…' }));
  const gone = within(await screen.findByRole('dialog')).getByRole('list', { name: 'To delete' });
  expect(within(gone).getAllByRole('listitem')).toHaveLength(2);
  expect(gone).toHaveTextContent('Campaign: Sales | Kebaya | ID');
  expect(calls.some(isBatch)).toBe(false);
});
