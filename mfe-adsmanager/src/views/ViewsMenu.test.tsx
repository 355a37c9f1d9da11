import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, userAtom } from 'shared-graph/host';
import type { ApiData } from 'shared-graph';
import { apiError, apiReply, type GraphHandler, type GraphOperation, type ProductApiDouble, type RecordedRequest } from 'shared-graph/testing';
import { adsServer, campaignRow, twoRanges } from '../testing/adsServer';
import { renderAds } from '../testing/renderAds';
import type { FormatRule, SavedView, ViewDefinition } from './listLayout';

// Whole screens with the data table render slowly in jsdom on a shared 2-core machine.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

// Batik sale: 300,000 IDR for 6 purchases → cost per purchase IDR 50,000.
const SALES = { spend: '300000', actions: [{ action_type: 'purchase', value: '6' }], action_values: [{ action_type: 'purchase', value: '1200000' }], impressions: '10000' };
const CHEAP = { spend: '100000', actions: [{ action_type: 'purchase', value: '10' }], action_values: [{ action_type: 'purchase', value: '50000' }], impressions: '10000' };

const RED_ABOVE_40K: FormatRule = { metric: 'cost_per_purchase', operator: 'above', value: 40000, to: null, colour: 'red' };

function definition(change: Partial<ViewDefinition> = {}): ViewDefinition {
  return { columns: { order: [], hidden: [] }, widths: {}, sort: [], formats: [], params: {}, ...change };
}

function savedView(id: number, name: string, change: Partial<SavedView> = {}): SavedView {
  return { id, name, owner: { id: 42, name: 'dewi' }, mine: true, team: null, definition: definition(), updated_at: '2026-11-20T10:00:00.000Z', ...change };
}

/** The product API's views and preferences, kept in memory like the server keeps them. */
type Preferences = ApiData<'/api/adsmanager/preferences'>;

function viewsServer(initial: { views?: SavedView[]; defaults?: { objective: string; view_id: number }[]; preferences?: Partial<Preferences> } = {}) {
  const state = {
    views: [...(initial.views ?? [])],
    defaults: [...(initial.defaults ?? [])],
    preferences: { preset: null, columns: null, layout: null, view_id: null, ...initial.preferences } as Preferences,
    refuseNextSave: null as null | { status: number; code: string; message: string },
  };
  /** Answers the views and preferences routes from `state`. */
  const install = (api: ProductApiDouble) =>
    api
      .on('get', '/api/adsmanager/preferences', () => state.preferences)
      .on('put', '/api/adsmanager/preferences', ({ body }) => (state.preferences = { ...state.preferences, ...body }))
      .on('get', '/api/adsmanager/views', () => ({ views: state.views, defaults: state.defaults }))
      .on('post', '/api/adsmanager/views', ({ body }) => {
        if (state.refuseNextSave) {
          const { status, code, message } = state.refuseNextSave;
          state.refuseNextSave = null;
          return apiError(status, code, message, { field: '/name' });
        }
        const view = savedView(100 + state.views.length, body.name, { definition: body.definition as ViewDefinition, team: null });
        state.views.push(view);
        return apiReply(view, { status: 201 });
      })
      .on('put', '/api/adsmanager/views/{id}', ({ params, body }) => {
        const view = state.views.find((v) => v.id === Number(params.id))!;
        Object.assign(view, body.name ? { name: body.name } : {}, body.definition ? { definition: body.definition } : {});
        if (body.team_id !== undefined) view.team = body.team_id ? { id: body.team_id, name: 'Budi Agency' } : null;
        return view;
      })
      .on('delete', '/api/adsmanager/views/{id}', ({ params }) => {
        state.views = state.views.filter((v) => v.id !== Number(params.id));
        return { deleted: 1 };
      })
      .on('put', '/api/adsmanager/view-defaults/{objective}', ({ params, body }) => {
        state.defaults = state.defaults.filter((d) => d.objective !== params.objective);
        if (body.view_id !== null) state.defaults.push({ objective: params.objective, view_id: body.view_id });
        return { views: state.views, defaults: state.defaults };
      });
  return { state, install };
}

/** The account's campaigns and the views server. */
function platform(server: ReturnType<typeof viewsServer>, campaignsRoute: GraphHandler = campaigns) {
  const api = server.install(adsServer());
  api.graph.on('GET', 'act_1/campaigns', campaignsRoute);
  return api;
}

function campaigns(call: GraphOperation) {
  const rows = [campaignRow('1', 'Batik sale'), campaignRow('2', 'Cheap sale')].map((row) => ({ ...row, insights: twoRanges(call, row.id === '1' ? SALES : CHEAP, CHEAP) }));
  return { data: rows, paging: { cursors: { after: 'end' } } };
}

function withTeam() {
  const user = sessionStore.get(userAtom)!;
  sessionStore.set(userAtom, { ...user, teams: [...user.teams, { id: 7, name: 'Budi Agency', created_by: 9, package: 'Agency', users: [] }] });
}

/** The row of the asset named `name`, awaited by its name as text (cheap to poll while the list loads), then by its link. */
async function rowOf(name: string) {
  await screen.findAllByText(name);
  return screen.getByRole('link', { name }).closest('[role="row"]') as HTMLElement;
}
/** The saved-views button while its menu is closed: looked for among the buttons that expand something, not every button of the list. */
const viewsButton = (name: string | RegExp) => screen.findByRole('button', { name, expanded: false });
/** Opens the views menu and gives its panel. */
async function openViews() {
  await userEvent.click(await viewsButton(/^View/));
  return within(screen.getByRole('group', { name: 'Views' }));
}
const waitForPut = (calls: RecordedRequest[], path: string) => waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === path)).toBe(true));

test('a formatted figure is tinted, carries an arrow and says why in words; the figure that misses the rule is left alone', async () => {
  const server = viewsServer({ preferences: { layout: { widths: {}, sort: [], formats: [RED_ABOVE_40K] } } });
  platform(server);
  renderAds('/adsmanager/act_1/campaigns');
  const batik = await rowOf('Batik sale');
  const flagged = await within(batik).findByText(/flagged: above IDR\s?40,000/);
  expect(flagged.closest('[data-format]')).toHaveAttribute('data-format', 'red');
  expect(within(flagged.closest('[data-format]') as HTMLElement).getByText('↑')).toHaveAttribute('aria-hidden', 'true');
  const cheap = await rowOf('Cheap sale');
  expect(within(cheap).queryByText(/flagged/)).not.toBeInTheDocument();
  expect(cheap.querySelector('[data-format]')).toBeNull();
});

test('a figure that reads “—” (a cost with nothing to divide by) is never flagged', async () => {
  const CHEAP_BUYS: FormatRule = { metric: 'cost_per_purchase', operator: 'below', value: 40000, to: null, colour: 'green' };
  platform(viewsServer({ preferences: { layout: { widths: {}, sort: [], formats: [CHEAP_BUYS] } } }), (call) => {
    const none = { ...campaignRow('3', 'No buyers'), insights: twoRanges(call, { spend: '100000', impressions: '50000' }, { spend: '100000', impressions: '50000' }) };
    const cheap = { ...campaignRow('2', 'Cheap sale'), insights: twoRanges(call, CHEAP, CHEAP) };
    return { data: [cheap, none], paging: { cursors: { after: 'end' } } };
  });
  renderAds('/adsmanager/act_1/campaigns');
  expect(await within(await rowOf('Cheap sale')).findByText(/flagged: below IDR\s?40,000/)).toBeInTheDocument();
  const none = await rowOf('No buyers');
  expect(within(none).getAllByRole('button', { name: 'No value' }).length).toBeGreaterThan(0);
  expect(within(none).queryByText(/flagged/)).not.toBeInTheDocument();
  expect(none.querySelector('[data-format]')).toBeNull();
});

test('the formatting editor adds a rule in the account currency; a value that is not a number is named and the typed text stays', async () => {
  const server = viewsServer();
  const { requests: calls } = platform(server);
  renderAds('/adsmanager/act_1/campaigns');
  await rowOf('Batik sale');
  await userEvent.click(screen.getByRole('button', { name: 'Formatting' }));
  const dialog = await screen.findByRole('dialog', { name: 'Conditional formatting' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
  const rule = within(dialog).getByRole('group', { name: /^Rule 1/ });
  await userEvent.selectOptions(within(rule).getByLabelText('Metric'), 'cost_per_purchase');
  expect(within(rule).getByText('In IDR')).toBeInTheDocument();
  await userEvent.type(within(rule).getByLabelText('Value'), '40k');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply formatting' }));
  expect(within(rule).getByText('Write a number, such as 25 or 1.5.')).toBeInTheDocument();
  expect(within(rule).getByLabelText('Value')).toHaveValue('40k');
  expect(within(rule).getByLabelText('Value')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(within(rule).getByLabelText('Value'));
  await userEvent.type(within(rule).getByLabelText('Value'), '40,000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply formatting' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await within(await rowOf('Batik sale')).findByText(/flagged: above IDR\s?40,000/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Formatting (1)' })).toBeInTheDocument();
  await waitForPut(calls, '/api/adsmanager/preferences');
  expect(server.state.preferences).toMatchObject({ layout: { formats: [RED_ABOVE_40K] } });
});

test('a between rule needs an upper value above the lower one', async () => {
  platform(viewsServer());
  renderAds('/adsmanager/act_1/campaigns');
  await rowOf('Batik sale');
  await userEvent.click(screen.getByRole('button', { name: 'Formatting' }));
  const dialog = await screen.findByRole('dialog', { name: 'Conditional formatting' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add a rule' }));
  const rule = within(dialog).getByRole('group', { name: /^Rule 1/ });
  await userEvent.selectOptions(within(rule).getByLabelText('Condition'), 'between');
  await userEvent.type(within(rule).getByLabelText('From'), '3');
  await userEvent.type(within(rule).getByLabelText('To'), '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply formatting' }));
  expect(within(rule).getByText('The upper value must be above the lower one.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Conditional formatting' })).toBeInTheDocument();
});

test('save as: the view holds the columns, formats and the list’s URL parameters; changing the date marks it unsaved and revert brings it back', async () => {
  const server = viewsServer({ preferences: { layout: { widths: { name: 320 }, sort: [{ id: 'spend', desc: true }], formats: [RED_ABOVE_40K] } } });
  const { requests: calls } = platform(server);
  const { router } = renderAds('/adsmanager/act_1/campaigns?date=last_30d&status=active&campaigns=1');
  await rowOf('Batik sale');
  await userEvent.click((await openViews()).getByRole('button', { name: 'Save as new view…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save as a new view' });
  await userEvent.type(within(dialog).getByLabelText(/View name/), 'Sales check');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
  expect(await viewsButton('View: Sales check')).toBeInTheDocument();
  const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/adsmanager/views')!;
  expect(post.body).toMatchObject({
    name: 'Sales check',
    definition: { widths: { name: 320 }, sort: [{ id: 'spend', desc: true }], formats: [RED_ABOVE_40K], params: { date: 'last_30d', status: 'active' } },
  });
  expect((post.body as { definition: ViewDefinition }).definition.columns.order).toContain('cost_per_purchase');
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

  await router.navigate('/adsmanager/act_1/campaigns?date=last_7d&status=active&campaigns=1');
  expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
  await userEvent.click((await openViews()).getByRole('button', { name: 'Revert to “Sales check”' }));
  await waitFor(() => expect(router.state.location.search).toBe('?campaigns=1&date=last_30d&status=active'));
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
});

test('a name the server refuses is explained in the dialog and the typed name stays', async () => {
  const server = viewsServer({ views: [savedView(5, 'Sales check')] });
  server.state.refuseNextSave = { status: 409, code: 'view_exists', message: 'You already have a view named “sales check”. Choose another name.' };
  platform(server);
  renderAds('/adsmanager/act_1/campaigns');
  await rowOf('Batik sale');
  await userEvent.click((await openViews()).getByRole('button', { name: 'Save as new view…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save as a new view' });
  await userEvent.type(within(dialog).getByLabelText(/View name/), 'sales check');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
  expect(await within(dialog).findByText('You already have a view named “sales check”. Choose another name.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/View name/)).toHaveValue('sales check');
  await userEvent.clear(within(dialog).getByLabelText(/View name/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
  expect(within(dialog).getByText('Give the view a name.')).toBeInTheDocument();
});

test('opening a view applies its columns’ formats and writes its parameters to the URL', async () => {
  const server = viewsServer({ views: [savedView(5, 'Month check', { definition: definition({ formats: [RED_ABOVE_40K], params: { date: 'last_14d', status: 'active' } }) })] });
  platform(server);
  const { router } = renderAds('/adsmanager/act_1/campaigns?campaigns=1');
  await rowOf('Batik sale');
  await userEvent.click((await openViews()).getByRole('button', { name: 'Month check' }));
  expect(await viewsButton('View: Month check')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?campaigns=1&date=last_14d&status=active'));
  expect(await within(await rowOf('Batik sale')).findByText(/flagged: above/)).toBeInTheDocument();
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
}, 60_000);

test('the owner shares the open view with the team and makes it the default for the objective', async () => {
  const server = viewsServer({ views: [savedView(5, 'Sales view')], preferences: { view_id: 5, layout: { widths: {}, sort: [], formats: [] } } });
  const { requests: calls } = platform(server);
  withTeam();
  renderAds('/adsmanager/act_1/campaigns?objective=OUTCOME_SALES');
  await userEvent.click((await openViews()).getByRole('button', { name: 'Share with Budi Agency' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === '/api/adsmanager/views/5' && (c.body as { team_id?: number }).team_id === 7)).toBe(true));
  let views = await openViews();
  expect(await views.findByText('shared with Budi Agency')).toBeInTheDocument();
  await userEvent.click(views.getByRole('button', { name: 'Make it the default for Sales' }));
  await waitFor(() => expect(server.state.defaults).toEqual([{ objective: 'OUTCOME_SALES', view_id: 5 }]));
  views = await openViews();
  expect(await views.findByText('default for Sales')).toBeInTheDocument();
  expect(views.getByRole('button', { name: 'Remove as default for Sales' })).toBeInTheDocument();
}, 60_000);

test('a team member’s view is read-only: no save, rename, share or delete, but it can be copied', async () => {
  const teamView = savedView(9, 'Agency ROAS', { mine: false, owner: { id: 9, name: 'budi' }, team: { id: 7, name: 'Budi Agency' }, definition: definition({ formats: [RED_ABOVE_40K] }) });
  const server = viewsServer({ views: [teamView], preferences: { view_id: 9, layout: { widths: {}, sort: [], formats: [] } } });
  const { requests: calls } = platform(server);
  withTeam();
  renderAds('/adsmanager/act_1/campaigns');
  expect(await viewsButton('View: Agency ROAS')).toBeInTheDocument();
  // The list has no formats while the view has one.
  expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
  const panel = await openViews();
  expect(panel.getByText('by budi · read-only')).toBeInTheDocument();
  for (const action of [/^Save changes/, /^Rename/, /^Share with/, /^Delete/]) expect(panel.queryByRole('button', { name: action })).not.toBeInTheDocument();
  await userEvent.click(panel.getByRole('button', { name: 'Copy to your views' }));
  expect(await viewsButton('View: Copy of Agency ROAS')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ name: 'Copy of Agency ROAS', definition: { formats: [] } });
});

test('choosing an objective opens the view made its default', async () => {
  const server = viewsServer({
    views: [savedView(5, 'Sales view', { definition: definition({ formats: [RED_ABOVE_40K], params: { date: 'last_30d' } }) })],
    defaults: [{ objective: 'OUTCOME_SALES', view_id: 5 }],
  });
  platform(server);
  const { router } = renderAds('/adsmanager/act_1/campaigns');
  await rowOf('Batik sale');
  expect(screen.getByRole('button', { name: 'Views', expanded: false })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Objective'), 'OUTCOME_SALES');
  expect(await viewsButton('View: Sales view')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?date=last_30d&objective=OUTCOME_SALES'));
});

test('deleting the open view asks first; the list keeps its layout', async () => {
  const server = viewsServer({ views: [savedView(5, 'Old view')], preferences: { view_id: 5, layout: { widths: {}, sort: [], formats: [] } } });
  platform(server);
  renderAds('/adsmanager/act_1/campaigns');
  await userEvent.click((await openViews()).getByRole('button', { name: 'Delete…' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete “Old view”?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete view' }));
  expect(await viewsButton('Views')).toBeInTheDocument();
  expect(server.state.views).toEqual([]);
});
