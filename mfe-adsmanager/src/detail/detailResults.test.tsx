import { configure, screen, within } from '@testing-library/react';
import { adsetRow, adsServer } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const ADSET = adsetRow('11', 'Jakarta women', {
  account_id: '1',
  optimization_goal: 'OFFSITE_CONVERSIONS',
  promoted_object: { pixel_id: '77', custom_event_type: 'OTHER', custom_conversion_id: '880' },
  attribution_spec: [
    { event_type: 'CLICK_THROUGH', window_days: 7 },
    { event_type: 'VIEW_THROUGH', window_days: 1 },
  ],
});

/** The ad set, the account's custom conversions, the ad set's insights by gender and no ads. */
function platform() {
  const api = adsServer();
  api.graph
    .on('GET', '11', ADSET)
    .on('GET', 'act_1/customconversions', { data: [{ id: '880', name: 'Booked a demo' }] })
    .on('GET', '11/insights', {
      data: [
        { gender: 'female', spend: '90000', impressions: '9000', clicks: '30', actions: [{ action_type: 'offsite_conversion.custom.880', value: '3' }], date_start: '2026-11-16', date_stop: '2026-11-22' },
        { gender: 'male', spend: '10000', impressions: '2000', clicks: '0', date_start: '2026-11-16', date_stop: '2026-11-22' },
      ],
    })
    .on('GET', '11/ads', { data: [], paging: {} });
  return api;
}

test("the settings name what the Results count and the attribution setting", async () => {
  platform();
  renderAds('/adsmanager/act_1/adsets/11');
  const bidding = await screen.findByRole('region', { name: 'Objective and bidding' });
  expect(await within(bidding).findByText('Booked a demo')).toBeInTheDocument();
  expect(within(bidding).getByText('7-day click, 1-day view')).toBeInTheDocument();
});

test("each breakdown slice shows the object's Results and their cost; a slice without results reads '—' with the reason", async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/act_1/adsets/11/insights/gender?date=last_7d');
  const table = await screen.findByRole('table', { name: 'Insights by gender' });
  expect(await within(table).findByRole('columnheader', { name: 'Results: Booked a demo' })).toBeInTheDocument();
  const women = within(table).getByText('Women').closest('tr')!;
  expect(within(women).getAllByRole('cell')[1]).toHaveTextContent('3');
  expect(within(women).getAllByRole('cell')[2]).toHaveTextContent(/IDR\s?30,000/);
  const men = within(table).getByText('Men').closest('tr')!;
  expect(within(men).getAllByRole('cell')[1]).toHaveTextContent('0');
  expect(within(within(men).getAllByRole('cell')[2]!).getByRole('button', { name: 'No value' })).toHaveAccessibleDescription('No results in this slice, so no cost per result');
  expect(screen.getByRole('figure', { name: /Booked a demo by gender/ })).toBeInTheDocument();
  const fields = calls.filter((c) => c.url.pathname.endsWith('/11/insights')).at(-1)!.url.searchParams.get('fields');
  expect(fields).toContain('actions');
});
