// An unsettled ad account in the ads manager: the notice says why nothing delivers and what to do, and no row claims "Active".
import { configure, screen, within } from '@testing-library/react';
import { sessionStore, userAtom } from 'shared-graph/host';
import { adsServer, campaignRow } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

/** The account's campaigns (the first one read on its own, without ad sets); an unsettled account when told. */
function platform({ unsettled = false } = {}) {
  const api = adsServer();
  api.graph
    .on('GET', 'act_1/campaigns', { data: [campaignRow('1', 'Autumn sale'), campaignRow('2', 'Old promo', { status: 'PAUSED', effective_status: 'PAUSED' })], paging: {} })
    .on('GET', '1', campaignRow('1', 'Autumn sale'))
    .on('GET', '1/adsets', { data: [], paging: {} });
  if (unsettled) api.graph.on('GET', 'act_1', { id: 'act_1', name: 'Lestari Japan Pop-up', currency: 'IDR', min_daily_budget: 15000, timezone_name: 'Asia/Jakarta', account_status: 3, disable_reason: 3 });
  return api;
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('[role="row"]') as HTMLElement;

test("the list of an unsettled account opens, says why nothing delivers with Meta's reason and a link to its billing, and no row claims Active", async () => {
  const { requests: calls } = platform({ unsettled: true });
  renderAds('/adsmanager/act_1/campaigns');
  const notice = await screen.findByTestId('account-health');
  expect(notice).toHaveAttribute('role', 'alert');
  expect(notice).toHaveTextContent('This ad account is unsettled: Lestari Japan Pop-up.');
  expect(notice).toHaveTextContent('Meta’s reason: a payment risk: a charge failed or the payment method looked unsafe (RISK_PAYMENT).');
  expect(notice).toHaveTextContent(/Pay the outstanding balance in Billing & payments/);
  expect(within(notice).getByRole('link', { name: /Open Billing & payments on Meta/ })).toHaveAttribute('href', 'https://business.facebook.com/billing_hub/payment_activity?asset_id=1');

  const running = await rowOf('Autumn sale');
  expect(within(running).getByText('Not delivering — account unsettled')).toBeInTheDocument();
  expect(within(running).queryByText('Active')).not.toBeInTheDocument();
  // A campaign the advertiser turned off still says so.
  expect(within(await rowOf('Old promo')).getByText('Off')).toBeInTheDocument();
  // The account's status comes with the node already read: no request per row.
  expect(calls.filter((c) => c.url.pathname === '/api/graph/v21.0/act_1')).toHaveLength(1);
  expect(calls.find((c) => c.url.pathname === '/api/graph/v21.0/act_1')!.url.searchParams.get('fields')).toContain('account_status,disable_reason');
});

test("the detail of an unsettled account's campaign carries the notice, and its delivery says it does not deliver", async () => {
  platform({ unsettled: true });
  renderAds('/adsmanager/act_1/campaigns/1');
  expect(await screen.findByRole('heading', { name: 'Autumn sale', level: 1 })).toBeInTheDocument();
  expect(screen.getByTestId('account-health')).toHaveTextContent('This ad account is unsettled');
  expect(screen.getByText('Not delivering — account unsettled')).toBeInTheDocument();
});

test('an active account has no notice and its running campaigns read Active', async () => {
  platform();
  renderAds('/adsmanager/act_1/campaigns');
  expect(within(await rowOf('Autumn sale')).getByText('Active')).toBeInTheDocument();
  expect(screen.queryByTestId('account-health')).not.toBeInTheDocument();
});

test('before the account node says otherwise, the user view’s status keeps rows from claiming Active', async () => {
  platform();
  const user = sessionStore.get(userAtom)!;
  sessionStore.set(userAtom, { ...user, ad_accounts: user.ad_accounts.map((a) => ({ ...a, account_status: 3 })) });
  renderAds('/adsmanager/act_1/campaigns');
  // The node (without account_status in this fake) is read; the rows fall back to the user view.
  expect(within(await rowOf('Autumn sale')).getByText('Not delivering — account unsettled')).toBeInTheDocument();
});

test('a link to one of the user’s own accounts that Meta disabled says so and what to do; a stranger’s account is simply not available', async () => {
  platform();
  const user = sessionStore.get(userAtom)!;
  sessionStore.set(userAtom, { ...user, ad_accounts: [...user.ad_accounts, { ...user.ad_accounts[0]!, id: 'act_2', account_id: '2', name: 'Lestari Lama', account_status: 2 }] });
  const { unmount } = renderAds('/adsmanager/act_2/campaigns');
  expect(await screen.findByRole('heading', { name: 'This ad account is disabled: Lestari Lama' })).toBeInTheDocument();
  expect(screen.getByText(/None of its ads deliver\. If you think this is a mistake, request a review of the account in Account Quality\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a review in Account Quality' })).toHaveAttribute('href', 'https://www.facebook.com/accountquality/?asset_id=2');
  unmount();

  renderAds('/adsmanager/act_999/campaigns');
  expect(await screen.findByRole('heading', { name: 'Ad account not available' })).toBeInTheDocument();
  expect(screen.getByText('act_999 is not one of the ad accounts you can use. Pick another one in the account picker.')).toBeInTheDocument();
});
