import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, jsonResponse, type RecordedCall } from '../testing/fakePlatform';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(40_000);
configure({ asyncUtilTimeout: 5000 });

const refusal = (field: string, message: string) =>
  jsonResponse({ error: { message: 'Invalid parameter', type: 'OAuthException', code: 100, error_user_msg: message, error_data: JSON.stringify({ blame_field_specs: [[field]] }) } }, 400);

function platform(adsetAnswers: Response[]) {
  return (call: RecordedCall) => {
    const path = call.url.pathname;
    if (path === '/api/group') return jsonResponse({ data: [{ id: 5, name: 'Batik lovers', count: 2 }] });
    if (path === '/api/group/collection')
      return jsonResponse({ data: [{ id: 'a', fb_id: '6003001', name: 'Batik', type: 'interests' }, { id: 'b', fb_id: '6003002', name: 'Kebaya', type: 'interests' }], has_more: false });
    if (path === '/api/graph/v21.0/act_1/customaudiences') return jsonResponse({ data: [{ id: '9', pixel_id: '777' }] });
    if (path === '/api/graph/v21.0/me/accounts') return jsonResponse({ data: [] });
    if (path === '/api/graph/v21.0/act_1/campaigns' && call.method === 'POST') return jsonResponse({ id: '1201' });
    if (path === '/api/graph/v21.0/act_1/adsets' && call.method === 'POST') return adsetAnswers.shift() ?? jsonResponse({ id: '2301' });
    return undefined;
  };
}

test('from a saved collection: creates the campaign and the ad set paused, a refusal shows beside its field, and a retry makes only the ad set', async () => {
  const { calls } = fakePlatform(platform([refusal('targeting', 'Your audience is too narrow.')]));
  renderAds('/create/act_1/campaign');
  await userEvent.type(await screen.findByRole('textbox', { name: /Campaign name/ }), 'Batik Q4');
  await userEvent.type(screen.getByRole('textbox', { name: /Budget \(IDR\)/ }), '10000');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Batik lovers (2)' })).toBeInTheDocument());
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Start from a saved collection' }), 'Batik lovers (2)');
  expect(await screen.findByRole('group', { name: 'Detailed targeting' })).toHaveTextContent('Batik, Kebaya');
  expect(screen.getByRole('combobox', { name: 'Start from a saved collection' })).toHaveValue('5');
  expect(screen.getByRole('textbox', { name: /Ad set name/ })).toHaveValue('Batik lovers');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pixel' })).toHaveValue('777'));

  await userEvent.click(screen.getByRole('button', { name: 'Create campaign and ad set' }));
  expect(await screen.findByText('Your ad set budget must be more than IDR15000 or your ads may not be delivered.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Budget \(IDR\)/ })).toHaveFocus();
  expect(screen.getByRole('alert')).toHaveTextContent('One field needs your attention.');
  expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/campaigns'))).toBe(false);

  const budget = screen.getByRole('textbox', { name: /Budget \(IDR\)/ });
  await userEvent.clear(budget);
  await userEvent.type(budget, '150000');
  await userEvent.click(screen.getByRole('button', { name: 'Create campaign and ad set' }));
  expect(await screen.findByText('Your audience is too narrow.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Countries/ })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveValue('Batik Q4');

  const campaign = JSON.parse(calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/campaigns'))!.body);
  expect(campaign).toMatchObject({ name: 'Batik Q4', objective: 'OUTCOME_SALES', status: 'PAUSED', special_ad_categories: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Create the ad set' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/adsets'))).toHaveLength(2));
  expect(calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/campaigns'))).toHaveLength(1);
  const adset = JSON.parse(calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/adsets'))[1]!.body);
  expect(adset).toMatchObject({
    campaign_id: '1201',
    status: 'PAUSED',
    optimization_goal: 'OFFSITE_CONVERSIONS',
    daily_budget: 150000,
    promoted_object: { pixel_id: '777', custom_event_type: 'PURCHASE' },
    targeting: { geo_locations: { countries: ['ID'] }, flexible_spec: [{ interests: [{ id: '6003001', name: 'Batik' }, { id: '6003002', name: 'Kebaya' }] }] },
  });
});

test('amounts are read as typed ("150.000" is a hundred and fifty thousand rupiah); an empty form marks each field and keeps what was typed', async () => {
  const { calls } = fakePlatform(platform([]));
  renderAds('/create/act_1/campaign');
  const name = await screen.findByRole('textbox', { name: /Campaign name/ });
  await userEvent.click(screen.getByRole('button', { name: 'Create campaign and ad set' }));
  expect(name).toHaveFocus();
  expect(screen.getByText('Give the campaign a name.')).toBeInTheDocument();
  expect(screen.getByText('Give the ad set a name.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('3 fields need your attention.');

  await userEvent.type(name, 'Lebaran');
  expect(screen.queryByText('Give the campaign a name.')).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: /Ad set name/ }), 'Jakarta');
  await userEvent.type(screen.getByRole('textbox', { name: /Budget \(IDR\)/ }), '150.000');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Pixel' })).toHaveValue('777'));
  await userEvent.click(screen.getByRole('button', { name: 'Create campaign and ad set' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/adsets'))).toBe(true));
  expect(JSON.parse(calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/adsets'))!.body)).toMatchObject({ name: 'Jakarta', daily_budget: 150000 });
});
