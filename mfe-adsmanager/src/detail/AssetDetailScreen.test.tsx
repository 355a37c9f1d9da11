import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphError } from 'shared-graph/testing';
import { adsetRow, adsServer } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const ADSET = adsetRow('11', 'Jakarta women', {
  optimization_goal: 'OFFSITE_CONVERSIONS',
  targeting: {
    age_min: 25,
    age_max: 44,
    genders: [2],
    geo_locations: { countries: ['ID'], cities: [{ key: '1', name: 'Jakarta' }] },
    flexible_spec: [{ interests: [{ id: '6003', name: 'Batik' }] }],
    custom_audiences: [{ id: '7', name: 'Site visitors 30d' }],
    publisher_platforms: ['instagram'],
    instagram_positions: ['story'],
  },
});

/** Ad set 11, its insights by gender (nothing for other breakdowns) and no ads. */
function platform() {
  const api = adsServer();
  api.graph
    .on('GET', '11', ADSET)
    .on('GET', '11/insights', ({ query }) => {
      const breakdowns = (query.get('breakdowns') ?? '').split(',');
      if (breakdowns[0] !== 'gender') return { data: [] };
      return {
        data: [
          { gender: 'female', spend: '90000', impressions: '9000', actions: [{ action_type: 'purchase', value: '3' }], date_start: '2026-11-16', date_stop: '2026-11-22' },
          { gender: 'male', spend: '10000', impressions: '2000', date_start: '2026-11-16', date_stop: '2026-11-22' },
        ],
      };
    })
    .on('GET', '11/ads', { data: [], paging: {} });
  return api;
}

test('settings tell the targeting in words, with budget, schedule and bidding', async () => {
  platform();
  renderAds('/adsmanager/act_1/adsets/11');
  expect(await screen.findByRole('heading', { name: 'Jakarta women', level: 1 })).toBeInTheDocument();
  const audience = screen.getByRole('region', { name: 'Audience and placements' });
  expect(within(audience).getByText('Indonesia, Jakarta')).toBeInTheDocument();
  expect(within(audience).getByText('25 to 44')).toBeInTheDocument();
  expect(within(audience).getByText('Women')).toBeInTheDocument();
  expect(within(audience).getByText('People who match interests: Batik')).toBeInTheDocument();
  expect(within(audience).getByText('In: Site visitors 30d')).toBeInTheDocument();
  expect(within(audience).getByText('Instagram (story)')).toBeInTheDocument();
  const budget = screen.getByRole('region', { name: 'Budget and schedule' });
  expect(within(budget).getByText(/IDR\s?150,000 a day/)).toBeInTheDocument();
  expect(within(budget).getByText('Ongoing')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Objective and bidding' })).getByText('Offsite conversions')).toBeInTheDocument();
});

test('the insights page shows the breakdown tab of the URL as charts and a table, and the tab goes into the URL', async () => {
  const { requests: calls } = platform();
  const { router } = renderAds('/adsmanager/act_1/adsets/11/insights/gender?date=last_7d');
  const table = await screen.findByRole('table', { name: 'Insights by gender' });
  const women = within(table).getByText('Women').closest('tr')!;
  expect(within(women).getByText(/IDR\s?90,000/)).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: /Amount spent by gender/ })).toBeInTheDocument();
  const insights = calls.find((c) => c.url.pathname.endsWith('/11/insights'))!;
  expect(insights.url.searchParams.get('breakdowns')).toBe('gender');
  expect(insights.url.searchParams.get('limit')).toBe('1000');
  await userEvent.click(screen.getByRole('link', { name: 'Hour of day' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/adsmanager/act_1/adsets/11/insights/hour'));
  expect(router.state.location.search).toBe('?date=last_7d');
  await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('breakdowns') === 'hourly_stats_aggregated_by_advertiser_time_zone')).toBe(true));
  expect(await screen.findByText('No delivery in this period')).toBeInTheDocument();
});

test('an object the platform does not know (100/33) is "Not found" with the way back to its list, and no Retry', async () => {
  platform().graph.on(
    'GET',
    '99',
    graphError({ message: "Unsupported get request. Object with ID '99' does not exist, cannot be loaded due to missing permissions, or does not support this operation.", type: 'GraphMethodException', code: 100, error_subcode: 33, fbtrace_id: 'A1' }),
  );
  renderAds('/adsmanager/act_1/adsets/99');
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  expect(screen.getByText('This ad set does not exist, was deleted, or is not in an ad account you can use.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All ad sets' })).toHaveAttribute('href', '/adsmanager/act_1/adsets');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test("an ad set's id under /campaigns/ opens the ad set where it belongs, keeping the query", async () => {
  platform().graph.on('GET', '11', ({ query }) => {
    const fields = query.get('fields') ?? '';
    if (fields.includes('objective') && !fields.includes('campaign{'))
      return graphError({ message: '(#100) Tried accessing nonexisting field (objective) on node type (AdCampaign)', type: 'OAuthException', code: 100, fbtrace_id: 'A2' });
    return undefined;
  });
  const { router } = renderAds('/adsmanager/act_1/campaigns/11?date=last_7d');
  expect(await screen.findByRole('heading', { name: 'Jakarta women', level: 1 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/adsmanager/act_1/adsets/11');
  expect(router.state.location.search).toBe('?date=last_7d');
});
