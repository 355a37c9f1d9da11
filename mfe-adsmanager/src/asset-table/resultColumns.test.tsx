import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adsServer, campaignRow, twoRanges } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const clickThenView = [
  { event_type: 'CLICK_THROUGH', window_days: 7 },
  { event_type: 'VIEW_THROUGH', window_days: 1 },
];
const goal = (optimization_goal: string, promoted_object: Record<string, string> | null = null, attribution_spec = clickThenView) => ({ optimization_goal, promoted_object, attribution_spec });
const adsets = (...goals: ReturnType<typeof goal>[]) => ({ data: goals, paging: { cursors: { before: 'a', after: 'b' } } });

const CAMPAIGNS = [
  campaignRow('1', 'Batik sale', { adsets: adsets(goal('OFFSITE_CONVERSIONS', { pixel_id: '77', custom_event_type: 'PURCHASE' })) }),
  campaignRow('2', 'Leads | Jakarta', { objective: 'OUTCOME_LEADS', adsets: adsets(goal('LEAD_GENERATION', { page_id: '55' }), goal('LEAD_GENERATION', { page_id: '55' })) }),
  campaignRow('3', 'Awareness | Reels', { objective: 'OUTCOME_AWARENESS', adsets: adsets(goal('REACH', { page_id: '55' }, [{ event_type: 'CLICK_THROUGH', window_days: 1 }])) }),
  campaignRow('4', 'Mixed test', { adsets: adsets(goal('OFFSITE_CONVERSIONS', { pixel_id: '77', custom_event_type: 'PURCHASE' }), goal('LINK_CLICKS')) }),
  campaignRow('5', 'Demo bookings', { adsets: adsets(goal('OFFSITE_CONVERSIONS', { pixel_id: '77', custom_event_type: 'OTHER', custom_conversion_id: '880' })) }),
];

const INSIGHTS: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
  '1': [
    { spend: '300000', impressions: '10000', reach: '8000', clicks: '200', actions: [{ action_type: 'offsite_conversion.fb_pixel_purchase', value: '6' }, { action_type: 'purchase', value: '6' }] },
    { spend: '200000', impressions: '9000', reach: '7000', clicks: '150', actions: [{ action_type: 'offsite_conversion.fb_pixel_purchase', value: '4' }, { action_type: 'purchase', value: '4' }] },
  ],
  // Spend but no lead yet: the cost per result has nothing to divide by.
  '2': [{ spend: '50000', impressions: '4000', reach: '3000', clicks: '0' }, { spend: '0' }],
  '3': [{ spend: '100000', impressions: '60000', reach: '40000', clicks: '90' }, { spend: '90000', impressions: '50000', reach: '36000', clicks: '80' }],
  '4': [{ spend: '10000', impressions: '1000', clicks: '10', actions: [{ action_type: 'link_click', value: '8' }] }, { spend: '0' }],
  '5': [{ spend: '60000', impressions: '3000', clicks: '40', actions: [{ action_type: 'offsite_conversion.custom.880', value: '3' }] }, { spend: '0' }],
};

/** The account's campaigns with their insights, and its custom conversions. */
function platform() {
  const api = adsServer();
  api.graph
    .on('GET', 'act_1/campaigns', (call) => ({ data: CAMPAIGNS.map((c) => ({ ...c, insights: twoRanges(call, ...INSIGHTS[c.id]!) })), paging: { cursors: { after: 'end' } } }))
    .on('GET', 'act_1/customconversions', { data: [{ id: '880', name: 'Booked a demo' }], paging: { cursors: { after: 'x' } } });
  return api;
}

// Rows render again once the custom conversions' names arrive: wait for a row that is in the grid.
const rowOf = (name: string) => waitFor(() => screen.getByRole('link', { name }).closest<HTMLElement>('[role="row"]') ?? Promise.reject(new Error(`${name}: not in a row`)));
const cellOf = (row: HTMLElement, column: string) => {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim());
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`No column ${column} in ${headers.join(' | ')}`);
  return within(row).getAllByRole('gridcell')[index]!;
};

test("each campaign's Results follow its ad sets' goal, named under the number, with the cost per result and the attribution setting", async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/act_1/campaigns');

  const sale = await rowOf('Batik sale');
  expect(cellOf(sale, 'Results')).toHaveTextContent('6Purchases ▲50.0%');
  expect(cellOf(sale, 'Cost per result')).toHaveTextContent(/IDR\s?50,000Per purchase/);
  expect(cellOf(sale, 'Attribution setting')).toHaveTextContent('7-day click, 1-day view');

  const leads = await rowOf('Leads | Jakarta');
  expect(cellOf(leads, 'Results')).toHaveTextContent('0Leads (form)');

  const awareness = await rowOf('Awareness | Reels');
  expect(cellOf(awareness, 'Results')).toHaveTextContent('40,000Reach');
  // Cost per 1,000 people reached: 100,000 / 40,000 × 1,000.
  expect(cellOf(awareness, 'Cost per result')).toHaveTextContent(/IDR\s?2,500Per 1,000 people reached/);
  expect(cellOf(awareness, 'Attribution setting')).toHaveTextContent('1-day click');

  const custom = await rowOf('Demo bookings');
  expect(await within(cellOf(custom, 'Results')).findByText('Booked a demo')).toBeInTheDocument();

  // The goals came with the list, in the same call.
  const list = calls.find((c) => c.url.pathname.endsWith('/act_1/campaigns'))!;
  expect(list.url.searchParams.get('fields')).toContain('adsets.limit(100){optimization_goal,promoted_object,attribution_spec}');
});

test('a campaign whose ad sets count different results shows "—" and Multiple conversions, and no total is summed across types', async () => {
  platform();
  renderAds('/adsmanager/act_1/campaigns');
  const mixed = await rowOf('Mixed test');
  const results = cellOf(mixed, 'Results');
  expect(results).toHaveTextContent('Multiple conversions');
  expect(within(results).getByRole('button', { name: 'No value' })).toHaveAccessibleDescription(/different results \(Purchases, Link clicks\)/);
  const footer = screen.getAllByRole('row').at(-1)!;
  expect(within(cellOf(footer, 'Results')).getByRole('button', { name: 'No total' })).toHaveAccessibleDescription('The rows count different results, so they do not add up');
});

test('a cost with nothing to divide by reads "—" with the reason, reachable by keyboard, instead of IDR 0', async () => {
  platform();
  renderAds('/adsmanager/act_1/campaigns');
  const leads = await rowOf('Leads | Jakarta');
  const cost = cellOf(leads, 'Cost per result');
  expect(cost).not.toHaveTextContent('IDR');
  const dash = within(cost).getByRole('button', { name: 'No value' });
  expect(dash).toHaveAccessibleDescription('No results in this period, so no cost per result');
  act(() => dash.focus());
  expect(screen.getByRole('tooltip')).toHaveTextContent('No results in this period, so no cost per result');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test("a goal-specific metric on another goal's campaign reads \"—\" with \"Not this campaign's goal\" (the Sales preset on an awareness campaign)", async () => {
  platform();
  renderAds('/adsmanager/act_1/campaigns');
  const awareness = await rowOf('Awareness | Reels');
  const purchases = cellOf(awareness, 'Purchases');
  expect(within(purchases).getByRole('button', { name: 'No value' })).toHaveAccessibleDescription("Not this campaign's goal: it optimises for reach");
  // The sales campaign's own purchases still read as a number.
  expect(cellOf(await rowOf('Batik sale'), 'Purchases')).toHaveTextContent('6');
});

test('the presets lead with Results and Cost per result after the name and delivery', async () => {
  platform();
  renderAds('/adsmanager/act_1/campaigns');
  await rowOf('Batik sale');
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim());
  expect(headers.slice(1, 8)).toEqual(['Name', 'On/off', 'Delivery', 'Results', 'Cost per result', 'Attribution setting', 'Budget']);
});
