import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownToasts } from 'shared-graph/testing';
import { graphError, graphReply, networkError, type ApiAnswer, type GraphAnswer, type ProductApiDouble } from 'shared-graph/testing';
import { adsetRow, adsServer } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';

jest.setTimeout(30_000);

// The copies' sessions are polled after 1.5 s and then every second; here the polls come 20 ms apart.
jest.mock('../writes/clock', () => {
  const actual = jest.requireActual<typeof import('../writes/clock')>('../writes/clock');
  return { ...actual, realClock: { now: actual.realClock.now, sleep: (ms: number, signal?: AbortSignal) => actual.realClock.sleep(Math.min(ms, 20), signal) } };
});
configure({ asyncUtilTimeout: 8000 });

const SALES = { id: '900', name: 'Sales', objective: 'OUTCOME_SALES', buying_type: 'AUCTION' };

/** Ad sets of campaign "Sales" (which has a campaign budget unless an ad set has its own). */
const ADSETS = [
  adsetRow('11', 'Jakarta women', { daily_budget: '0', campaign: SALES }),
  adsetRow('12', 'Bandung women', { daily_budget: '20000', campaign: SALES }),
];

const CAMPAIGNS = [
  { id: '1209', name: 'Scale up', objective: 'OUTCOME_SALES', daily_budget: '0', lifetime_budget: '0', effective_status: 'PAUSED' },
  { id: '1210', name: 'Scale CBO', objective: 'OUTCOME_SALES', daily_budget: '500000', effective_status: 'ACTIVE' },
];

const goalRefusal = JSON.stringify({
  error: {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_subcode: 2490408,
    error_user_title: 'Performance Goal Not Available',
    error_user_msg: 'The ad set optimizes for OFFSITE_CONVERSIONS, which a campaign with the OUTCOME_AWARENESS objective can’t use.',
  },
});

interface Copy {
  relative_url: string;
  name: string;
  params: Record<string, unknown>;
}

/** The activity batch the product server logs the started copies in (x-sasar-activity-batch). */
const COPY_BATCH = '5d0c9a7e-1f2b-4c3d-8e9f-0a1b2c3d4e5f';

/** Meta's asyncbatch: a session per copy, done at the first poll (or failed with `refuse`'s answer). */
function asyncCopies(api: ProductApiDouble, copies: Copy[], refuse: (copy: Copy) => string | null = () => null) {
  api.graph
    .on('POST', '', ({ body }) => {
      const asyncbatch = body.asyncbatch as Array<{ relative_url: string; name: string; body: string }>;
      for (const op of asyncbatch) {
        const params = Object.fromEntries([...new URLSearchParams(op.body)].map(([k, v]) => [k, /^[[{]/.test(v) ? JSON.parse(v) : v]));
        copies.push({ relative_url: op.relative_url, name: op.name, params });
      }
      return graphReply({ async_sessions: asyncbatch.map((op, i) => ({ id: `70${i}`, name: op.name })) }, { headers: { 'x-sasar-activity-batch': COPY_BATCH } });
    })
    .on('GET', /^70\d+$/, ({ path: id }) => {
      const copy = copies[Number(id.slice(2))]!;
      const refusal = refuse(copy);
      return refusal
        ? { id, status: 'FAILED', percent_completed: 100, error_code: 100, exception: '(#100) Invalid parameter', result: refusal }
        : { id, status: 'COMPLETED', percent_completed: 100, result: JSON.stringify({ copied_adset_id: `9${id}` }) };
    });
  return api;
}

type UndoPath = '/api/user/team/{teamId}/activity/batches/{batchId}/undo';

function platform(copies: Copy[], refuse?: (copy: Copy) => string | null, undo?: () => ApiAnswer<UndoPath, 'post'>) {
  const searched: string[] = [];
  const api = adsServer();
  if (undo) api.on('post', '/api/user/team/{teamId}/activity/batches/{batchId}/undo', undo);
  api.graph
    .on('GET', 'act_1/campaigns', ({ query }) => {
      const filtering = query.get('filtering');
      const text = filtering ? (JSON.parse(filtering) as Array<{ value: string }>)[0]!.value : '';
      searched.push(text);
      return { data: CAMPAIGNS.filter((c) => c.name.toLowerCase().includes(text.toLowerCase())) };
    })
    .on('GET', 'act_1/adsets', { data: ADSETS, paging: {} });
  asyncCopies(api, copies, refuse);
  return { calls: api.requests, searched };
}

/** The bar of what can be done with the selected rows (shown once a row is ticked). */
const selectionBar = async () => within(await screen.findByRole('toolbar', { name: 'Selected items' }));

async function openDuplicate(names: string[]) {
  renderAds('/adsmanager/act_1/adsets');
  // The rows' names are awaited as text (cheap to poll while the list loads); each row is then ticked by its box.
  await screen.findAllByText(names[0]!);
  for (const name of names) await userEvent.click(screen.getByRole('checkbox', { name: `Select ${name} (campaign Sales)` }));
  await userEvent.click((await selectionBar()).getByRole('button', { name: 'Duplicate…' }));
  return screen.findByRole('dialog', { name: `Duplicate ${names.length} ad set${names.length === 1 ? '' : 's'}` });
}

async function chooseCampaign(dialog: HTMLElement, search: string, name: RegExp) {
  await userEvent.click(within(dialog).getByRole('radio', { name: 'In another campaign' }));
  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Find the campaign by name/ }), search);
  await within(dialog).findByText(/campaigns? found\.$/);
  await userEvent.click(within(dialog).getByRole('radio', { name }));
}

test('an ad set goes into another campaign found by name, named by a pattern and switched on, with progress and a link to the campaign', async () => {
  const copies: Copy[] = [];
  const { searched } = platform(copies);
  const dialog = await openDuplicate(['Bandung women']);
  expect(within(dialog).getByRole('radio', { name: 'In the same campaign as the original' })).toBeChecked();

  await userEvent.click(within(dialog).getByRole('radio', { name: 'In another campaign' }));
  // Before typing, the account's campaigns are listed newest first, each with its objective and budget level.
  expect(await within(dialog).findByRole('radio', { name: /Scale CBO Objective: Sales · Advantage campaign budget/ })).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Find the campaign by name/ }), 'up');
  expect(await within(dialog).findByText('1 campaign found.')).toHaveAttribute('role', 'status');
  expect(within(dialog).queryByRole('radio', { name: /Scale CBO/ })).not.toBeInTheDocument();
  expect(searched).toContain('up');
  await userEvent.click(within(dialog).getByRole('radio', { name: /Scale up Objective: Sales · Budgets on its ad sets/ }));
  expect(within(dialog).getByText(/Copies go into campaign/)).toHaveTextContent('Copies go into campaign Scale up.');

  const name = within(dialog).getByRole('textbox', { name: 'Name of the copies' });
  expect(name).toHaveValue('{name} - Copy {n}');
  await userEvent.clear(name);
  await userEvent.type(name, '{{name} – scaled');
  expect(within(dialog).getByText(/The first copy: “Bandung women – scaled”/)).toBeInTheDocument();
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status of the copies' }), 'On');
  expect(within(dialog).getByText('1 copy will be made in “Scale up”.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

  expect(await within(dialog).findByRole('status', {}, { timeout: 8000 })).toHaveTextContent('The copy was made in “Scale up”.');
  expect(within(dialog).getByRole('list', { name: 'Copies' })).toHaveTextContent('Bandung women – scaledCampaign: Scale up — done');
  expect(within(dialog).getByRole('link', { name: 'Open campaign “Scale up”' })).toHaveAttribute('href', '/adsmanager/act_1/campaigns/1209/children');
  expect(copies).toEqual([
    {
      relative_url: '12/copies',
      name: 'copy_12_1',
      params: {
        deep_copy: 'true',
        status_option: 'ACTIVE',
        campaign_id: '1209',
        rename_options: { rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_suffix: ' – scaled' },
        __metadata: expect.objectContaining({ object_id: '12', object_type: 'adset', object_name: 'Bandung women', campaign_name: 'Scale up' }),
      },
    },
  ]);
});

test('what Meta refuses is named per object: a budget on both levels before sending, a goal the objective does not allow from its answer', async () => {
  const copies: Copy[] = [];
  platform(copies, () => goalRefusal);
  const dialog = await openDuplicate(['Jakarta women', 'Bandung women']);
  await chooseCampaign(dialog, 'CBO', /Scale CBO/);

  const refusals = within(dialog).getByRole('list', { name: 'Not allowed in Scale CBO' });
  expect(refusals).toHaveTextContent(
    'Ad set “Bandung women” in campaign “Sales” can’t go into “Scale CBO”: It has its own budget, and that campaign uses Advantage campaign budget: Meta allows a budget on the campaign or on its ad sets, not both.',
  );
  expect(refusals).not.toHaveTextContent('Jakarta women');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate the other 1 ad set' }));

  const outcome = await within(dialog).findByText('No copy was made in “Scale CBO”: Facebook refused it (below).', {}, { timeout: 8000 });
  expect(outcome).toHaveAttribute('role', 'status');
  expect(within(dialog).getByRole('list', { name: 'Copies' })).toHaveTextContent(
    'Ad set “Jakarta women” in campaign “Sales”: The ad set optimizes for OFFSITE_CONVERSIONS, which a campaign with the OUTCOME_AWARENESS objective can’t use.',
  );
  expect(copies.map((c) => c.relative_url)).toEqual(['11/copies']);
  // No copy made, nothing to undo: no toast.
  expect(shownToasts()).toEqual([]);
});

test('a start that got no answer says the copies may or may not have been started, not the browser’s words; a refused start says why', async () => {
  let answer = (): GraphAnswer => networkError();
  adsServer().graph.on('POST', '', () => answer()).on('GET', 'act_1/adsets', { data: ADSETS, paging: {} });
  let dialog = await openDuplicate(['Bandung women']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Sasar could not reach the server, so the copies may or may not have been started\. Check the list before you duplicate again\.$/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

  answer = () => graphError({ message: '(#200) Permissions error', type: 'OAuthException', code: 200, error_user_msg: 'You don’t have permission to copy in this ad account.' }, 403);
  await userEvent.click((await selectionBar()).getByRole('button', { name: 'Duplicate…' }));
  dialog = await screen.findByRole('dialog', { name: 'Duplicate 1 ad set' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('The copies could not be started: You don’t have permission to copy in this ad account.');
  expect(shownToasts().filter((toast) => toast.type === 'success')).toEqual([]);
});

test('the copies made are confirmed in a toast whose Undo deletes them through their logged batch and says so', async () => {
  const copies: Copy[] = [];
  const { calls } = platform(copies, undefined, () => {
    const result = { activity_id: 31, object_id: '12', object_type: 'adset', object_name: 'Bandung women', result: 'restored' as const, message: 'The copy “Bandung women – scaled” was deleted.', earlier: false };
    return { batch_id: 'u1', results: [result] };
  });
  const undone = () => calls.filter((c) => c.path.endsWith('/undo')).map((c) => `${c.method} ${c.path}`);
  const dialog = await openDuplicate(['Bandung women']);
  await chooseCampaign(dialog, 'up', /Scale up/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  await within(dialog).findByText('The copy was made in “Scale up”.', {}, { timeout: 8000 });

  await waitFor(() => expect(shownToasts().at(-1)).toMatchObject({ type: 'success', message: 'Made 1 copy in “Scale up”.', action: { label: 'Undo', ariaLabel: 'Undo making the copy' } }));
  const toast = shownToasts().at(-1)!;
  toast.action!.onClick();
  await waitFor(() => expect(shownToasts().at(-1)).toMatchObject({ id: toast.id, type: 'success', message: 'Undone: 1 object back as before.' }));
  expect(undone()).toEqual([`POST /api/user/team/0/activity/batches/${COPY_BATCH}/undo`]);
});

test('an ad set without its own budget can’t go under a campaign without one; when none can go, nothing is sent', async () => {
  const copies: Copy[] = [];
  platform(copies);
  const dialog = await openDuplicate(['Jakarta women']);
  await chooseCampaign(dialog, 'Scale', /Scale up/);
  expect(within(dialog).getByRole('list', { name: 'Not allowed in Scale up' })).toHaveTextContent(
    'Ad set “Jakarta women” in campaign “Sales” can’t go into “Scale up”: Its budget is its campaign’s, and that campaign has no campaign budget: an ad set there needs its own budget.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('None of these ad sets can go into “Scale up”. Choose another campaign.');
  expect(copies).toEqual([]);
});

test('a name pattern without {name} and a missing campaign are told in words; nothing is sent and what was typed stays', async () => {
  const copies: Copy[] = [];
  platform(copies);
  const dialog = await openDuplicate(['Bandung women']);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'In another campaign' }));
  const name = within(dialog).getByRole('textbox', { name: 'Name of the copies' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Winners copy');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(/The name needs \{name\} where the original name goes/);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the campaign the copies go into.');
  expect(name).toHaveValue('Winners copy');
  expect(copies).toEqual([]);
});

test('copies beside the originals keep the numbered default, the original parents named in the log', async () => {
  const copies: Copy[] = [];
  platform(copies);
  const dialog = await openDuplicate(['Bandung women']);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Copies of each' }), '2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  await within(dialog).findByText('All 2 copies were made.', {}, { timeout: 8000 });
  expect(copies.map((c) => [c.params.rename_options, c.params.campaign_id, (c.params.__metadata as { campaign_name?: string }).campaign_name])).toEqual([
    [{ rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_suffix: ' - Copy 1' }, undefined, 'Sales'],
    [{ rename_strategy: 'ONLY_TOP_LEVEL_RENAME', rename_suffix: ' - Copy 2' }, undefined, 'Sales'],
  ]);
});

test('an ad goes into another ad set found by name, shown with its campaign; its copy is named there', async () => {
  const copies: Copy[] = [];
  const adsets = [
    { id: '2399', name: 'Broad 18-65', effective_status: 'ACTIVE', campaign: { id: '1209', name: 'Scale up' } },
    { id: '11', name: 'Jakarta women', effective_status: 'ACTIVE', campaign: { id: '900', name: 'Sales' } },
  ];
  const api = adsServer();
  api.graph
    .on('GET', 'act_1/adsets', ({ query }) => {
      if (query.get('fields') !== 'id,name,effective_status,campaign{id,name}') return undefined;
      const filtering = query.get('filtering');
      const text = filtering ? (JSON.parse(filtering) as Array<{ value: string }>)[0]!.value.toLowerCase() : '';
      return { data: adsets.filter((a) => a.name.toLowerCase().includes(text)) };
    })
    .on('GET', 'act_1/ads', { data: [adsetRow('31', 'Story v1', { adset_id: '11', adset: { id: '11', name: 'Jakarta women' }, campaign: SALES })], paging: {} });
  asyncCopies(api, copies);
  renderAds('/adsmanager/act_1/ads');
  await screen.findAllByText('Story v1');
  await userEvent.click(screen.getByRole('checkbox', { name: /^Select Story v1/ }));
  await userEvent.click((await selectionBar()).getByRole('button', { name: 'Duplicate…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Duplicate 1 ad' });
  expect(within(dialog).queryByRole('checkbox', { name: /Copy the ads too/ })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'In another ad set' }));
  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Find the ad set by name/ }), 'broad');
  await within(dialog).findByText('1 ad set found.');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Broad 18-65 Campaign: Scale up' }));
  expect(within(dialog).getByText(/Copies go into ad set/)).toHaveTextContent('Copies go into ad set Broad 18-65 (campaign Scale up).');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  await within(dialog).findByText('The copy was made in “Broad 18-65”.', {}, { timeout: 8000 });
  expect(within(dialog).getByRole('list', { name: 'Copies' })).toHaveTextContent('Story v1 - Copy 1Ad set: Broad 18-65 · Campaign: Scale up — done');
  expect(within(dialog).getByRole('link', { name: 'Open ad set “Broad 18-65”' })).toHaveAttribute('href', '/adsmanager/act_1/adsets/2399/children');
  expect(copies[0]).toMatchObject({
    relative_url: '31/copies',
    params: { deep_copy: 'false', status_option: 'PAUSED', adset_id: '2399', __metadata: expect.objectContaining({ object_type: 'ad', adset_name: 'Broad 18-65', campaign_name: 'Scale up' }) },
  });
  expect(copies[0]!.params).not.toHaveProperty('campaign_id');
});
