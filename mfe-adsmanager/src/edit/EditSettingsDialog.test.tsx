import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, toastsAtom } from 'shared-graph/host';
import { graphError, networkError, type GraphAnswer, type RecordedRequest } from 'shared-graph/testing';
import { adsetRow, adsServer, answerWrites, batchOps, isBatch, ok } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const G = '/api/graph/v21.0';
const TARGETING = { age_min: 25, age_max: 44, genders: [2], geo_locations: { countries: ['ID'] }, flexible_spec: [{ interests: [{ id: '6003', name: 'Batik' }] }] };
const ADSET = adsetRow('11', 'Jakarta women', { bid_strategy: 'LOWEST_COST_WITH_BID_CAP', bid_amount: 20000, optimization_goal: 'OFFSITE_CONVERSIONS', targeting: TARGETING, adlabels: [{ id: 'L1', name: 'Q4' }] });

const metaRefusal = (blame: string[], title: string, message: string, subcode = 1885094) =>
  graphError({ message: 'Invalid parameter', type: 'OAuthException', code: 100, error_subcode: subcode, error_user_title: title, error_user_msg: message, error_data: JSON.stringify({ blame_field_specs: [blame] }), fbtrace_id: 'x' });

/** The account's labels, audiences, collections and places; `writes` answers each write batch in turn. */
function platform(writes: GraphAnswer[][] = []) {
  const api = adsServer().on('get', '/api/group', []);
  api.graph
    .on('GET', '11', ADSET)
    .on('GET', ':id', ({ batched, params }) => (batched ? { id: params.id, targeting: TARGETING } : undefined))
    .on('GET', '11/ads', { data: [], paging: {} })
    .on('GET', /\/insights$/, { data: [], paging: {} })
    .on('GET', 'act_1/adlabels', { data: [{ id: 'L1', name: 'Q4' }, { id: 'L2', name: 'Evergreen' }] })
    .on('POST', 'act_1/adlabels', { id: 'L9' })
    .on('GET', 'act_1/customaudiences', { data: [{ id: '71', name: 'Site visitors 30d', subtype: 'WEBSITE' }, { id: '72', name: 'Buyers 1% ID', subtype: 'LOOKALIKE' }] })
    .on('GET', 'search', ({ query }) => ({ data: /^band/i.test(query.get('q') ?? '') ? [{ key: '1563283', name: 'Bandung', type: 'city', country_code: 'ID', country_name: 'Indonesia', region: 'West Java' }] : [] }));
  answerWrites(api.graph, writes);
  return api;
}

const writeBatches = (calls: RecordedRequest[]) => calls.filter((c) => isBatch(c) && batchOps(c)[0]!.method === 'POST');
const form = (op: { body?: string }) => Object.fromEntries(new URLSearchParams(op.body));

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
  return screen.findByRole('dialog', { name: 'Edit Jakarta women' });
}

test('a bid cap the platform refuses as too low is told beside the field in its words; the amount typed stays', async () => {
  const { requests: calls } = platform([[metaRefusal(['bid_amount'], 'Bid Amount Too Low', 'Your bid cap must be at least IDR1500 per result for this ad set. Raise it, or choose the Highest volume bid strategy.')]]);
  renderAds('/adsmanager/act_1/adsets/11');
  const dialog = await openEditor();
  const bid = within(dialog).getByRole('textbox', { name: 'Bid cap (IDR)' });
  expect(bid).toHaveValue('20000');
  await userEvent.clear(bid);
  await userEvent.type(bid, '500');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(bid).toHaveAccessibleDescription(/Your bid cap must be at least IDR1500 per result/));
  expect(bid).toHaveAttribute('aria-invalid', 'true');
  expect(bid).toHaveValue('500');
  expect(screen.getByRole('dialog', { name: 'Edit Jakarta women' })).toBeInTheDocument();
  const [op] = batchOps(writeBatches(calls)[0]!);
  expect(op!.relative_url).toBe('11');
  expect(form(op!).bid_amount).toBe('500');
  expect(JSON.parse(form(op!).__metadata!)).toMatchObject({ object_id: '11', object_type: 'adset', original: { bid_amount: '20000' } });
  expect(sessionStore.get(toastsAtom)).toHaveLength(0);
});

test('an audience edit (ages and a city found by name) sends the whole targeting once and confirms with an Undo', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/act_1/adsets/11');
  const dialog = await openEditor();
  expect(within(dialog).getByRole('combobox', { name: 'Gender' })).toHaveValue('2');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Age from' }), '30');
  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Add a country, region or city/ }), 'Band');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Bandung, West Java, Indonesia (city)' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const batches = writeBatches(calls);
  expect(batches).toHaveLength(1);
  const sent = form(batchOps(batches[0]!)[0]!);
  expect(JSON.parse(sent.targeting!)).toEqual({ ...TARGETING, age_min: 30, geo_locations: { countries: ['ID'], cities: [{ key: '1563283' }] } });
  expect(JSON.parse(sent.__metadata!).original).toEqual({ targeting: TARGETING });
  expect(Object.keys(sent).sort()).toEqual(['__metadata', 'targeting']);
  const toast = sessionStore.get(toastsAtom).at(-1)!;
  expect(toast.message).toBe('Saved the audience and placements of ad set "Jakarta women".');
});

test('a targeting refusal is told beside the setting Meta blames; what Meta refuses for certain is said before asking it', async () => {
  const { requests: calls } = platform([[metaRefusal(['targeting', 'flexible_spec', '0', 'interests'], 'Invalid Interest', 'Interest 6003 in flexible_spec.0.interests doesn\'t exist or is no longer available.', 1487079)]]);
  renderAds('/adsmanager/act_1/adsets/11');
  const dialog = await openEditor();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Indonesia' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Age to' }), '20');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText('Add at least one location: Meta needs one.')).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Age from' })).toHaveAccessibleDescription('The maximum age must be the same as or higher than the minimum age.');
  expect(writeBatches(calls)).toHaveLength(0);

  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Add a country, region or city/ }), 'Band');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Bandung, West Java, Indonesia (city)' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Age to' }), '50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  const group = within(dialog).getByRole('group', { name: 'Detailed targeting' });
  expect(await within(group).findByText(/Interest 6003 in flexible_spec\.0\.interests doesn't exist/)).toBeInTheDocument();
  expect(within(dialog).getByText('Bandung, West Java, Indonesia')).toBeInTheDocument();
});

test('labels: one made in the account is put on at once, another taken off; the object gets the whole list', async () => {
  const { requests: calls } = platform();
  renderAds('/adsmanager/act_1/adsets/11');
  const dialog = await openEditor();
  const labels = within(dialog).getByRole('list', { name: 'Labels' });
  await userEvent.click(await within(labels).findByRole('checkbox', { name: 'Q4' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'New label' }), 'Ramadan 2027');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make label' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `${G}/act_1/adlabels`)).toBe(true));
  expect(calls.find((c) => c.method === 'POST' && c.url.pathname === `${G}/act_1/adlabels`)!.body).toMatchObject({ name: 'Ramadan 2027' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(writeBatches(calls)).toHaveLength(1));
  const sent = form(batchOps(writeBatches(calls)[0]!)[0]!);
  expect(JSON.parse(sent.adlabels!)).toEqual([{ id: 'L9' }]);
  expect(JSON.parse(sent.__metadata!).original).toEqual({ adlabels: [{ id: 'L1', name: 'Q4' }] });
});

test('a label name the account has is refused beside the new label field; a write that got no answer says it may or may not have applied, above the form, the form kept', async () => {
  const api = platform();
  api.graph
    .on('POST', 'act_1/adlabels', graphError({ message: 'Invalid parameter', type: 'OAuthException', code: 100, error_user_title: 'Duplicate Label Name', error_user_msg: 'A label named "Q4" already exists in this ad account. Use that label or choose another name.' }))
    .on('POST', ':id', ({ batched }) => (batched ? networkError() : undefined));
  const calls = api.requests;
  renderAds('/adsmanager/act_1/adsets/11');
  const dialog = await openEditor();
  const label = within(dialog).getByRole('textbox', { name: 'New label' });
  await userEvent.type(label, 'q4');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make label' }));
  await waitFor(() => expect(label).toHaveAccessibleDescription('A label named "Q4" already exists in this ad account. Use that label or choose another name.'));
  expect(label).toHaveValue('q4');

  const name = within(dialog).getByRole('textbox', { name: 'Ad set name' });
  await userEvent.type(name, ' 2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sasar could not reach the server, so this change may or may not have been applied. Check your connection, then check the list before you try again.');
  expect(dialog).not.toHaveTextContent('Failed to fetch');
  expect(name).toHaveValue('Jakarta women 2');
  expect(writeBatches(calls).length).toBeGreaterThan(0);
  expect(sessionStore.get(toastsAtom)).toHaveLength(0);
});

test('many ad sets: their targeting is read in one batch, a shared change applies to each, a refused one is named and left to retry', async () => {
  const adsets = [ADSET, adsetRow('12', 'Bandung women', { targeting: TARGETING })];
  const api = platform([[ok(), metaRefusal(['targeting', 'genders'], 'Invalid Gender', 'genders may contain 1 (men) and 2 (women).', 1870189)], [ok()]]);
  api.graph.on('GET', 'act_1/adsets', { data: adsets, paging: {} });
  const calls = api.requests;
  renderAds('/adsmanager/act_1/adsets');
  for (const name of ['Jakarta women', 'Bandung women']) {
    const row = (await screen.findByRole('link', { name })).closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Edit…' }));
  // The form takes the dialog's place once the ad sets' targeting is read.
  await screen.findByRole('combobox', { name: 'Gender' });
  const dialog = screen.getByRole('dialog', { name: 'Edit 2 ad sets' });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Gender' }), '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  const gender = within(dialog).getByRole('combobox', { name: 'Gender' });
  await waitFor(() => expect(gender).toHaveAccessibleDescription('Bandung women: genders may contain 1 (men) and 2 (women).'));
  expect(within(dialog).getByRole('list', { name: 'Result per item' })).toHaveTextContent('Jakarta women — done');
  const reads = calls.filter((c) => isBatch(c) && batchOps(c)[0]!.method === 'GET');
  expect(reads).toHaveLength(1);
  expect(batchOps(reads[0]!).map((op) => op.relative_url)).toEqual(['11?fields=targeting', '12?fields=targeting']);
  expect(batchOps(writeBatches(calls)[0]!).map((op) => JSON.parse(form(op).targeting!).genders)).toEqual([[1], [1]]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save the 1 left' }));
  await waitFor(() => expect(writeBatches(calls)).toHaveLength(2));
  expect(batchOps(writeBatches(calls)[1]!).map((op) => op.relative_url)).toEqual(['12']);
});
