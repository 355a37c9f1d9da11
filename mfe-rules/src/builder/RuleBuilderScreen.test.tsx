import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleRuleDefinition } from 'shared-graph/rules';
import type { Rule, RunReport } from '../api/rulesApi';
import { seriousViolations } from '../testing/axe';
import { ACCOUNT, renderRules, toasts } from '../testing/renderRules';
import { apiError, productApiDouble } from 'shared-graph/testing';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());
// The scope picker lists the account's objects through the graph: none here.
const platform = () => {
  const api = productApiDouble();
  api.graph.on('GET', /./, { data: [] });
  return api;
};

const report: RunReport = {
  status: 'succeeded', error: null, duration_ms: 120, objects_checked: 3, objects_matched: 1, actions_done: 0, actions_failed: 0, graph_requests: 0,
  objects: [
    {
      object_id: '111', object_type: 'adset', object_name: 'Wanita 25-44 | Fashion', matched: true, metrics: { 'frequency@last_7d': 5.2 }, skipped: null,
      conditions: [{ path: '0', metric: 'frequency', window: 'last_7d', operator: 'gt', left: 5.2, right: 4, result: true }],
      actions: [{ type: 'pause', field: 'status', old: 'ACTIVE', new: 'PAUSED', status: 'would' }],
    },
    { object_id: '222', object_type: 'adset', object_name: 'Broad', matched: false, metrics: {}, skipped: null, conditions: [], actions: [] },
  ],
};

test('a template opens the builder filled in; it reads as a sentence and the preview shows what would change', async () => {
  const { requests: calls } = platform()
    .on('get', '/api/rules/templates', [])
    .on('post', '/api/rules/dry-run', report);
  renderRules('/rules/create?template=high-frequency');
  expect(await screen.findByRole('textbox', { name: /Rule name/ })).toHaveValue('Pause ads with high frequency');
  expect(screen.getByTestId('rule-sentence')).toHaveTextContent('Pause — active ads in Batik Lestari ID — when frequency over the last 7 days is above 4, checked every day at 08:00.');
  await userEvent.click(screen.getByRole('button', { name: 'Preview (dry run)' }));
  expect(await screen.findByText('Preview: 1 of 3 match')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'What would change' })).getByText('Pause: Active → Paused')).toBeInTheDocument();
  // Every object is in the table, the one that does not match too.
  expect(screen.getByRole('row', { name: /Broad/ })).toHaveTextContent('Not matched');
  expect(calls.find((c) => c.path === '/api/rules/dry-run')!.body).toMatchObject({ account_id: ACCOUNT.id, scope: { level: 'ad', statuses: ['ACTIVE'] }, actions: [{ type: 'pause' }] });
  expect(await seriousViolations()).toEqual([]);
});

const savedRule: Rule = {
  ...sampleRuleDefinition({ name: 'Scale winners on ROAS' }),
  id: 12, team_id: 0, created_by: 1, account_id: ACCOUNT.id, disabled_reason: null, next_run_at: null, last_run: null, created_at: '', updated_at: '',
};

test('the server’s field error shows beside the field and what the user typed stays', async () => {
  let refuse = true;
  const { requests: calls } = platform()
    .on('get', '/api/rules/templates', [])
    .on('post', '/api/rules', () =>
      refuse
        ? apiError(400, 'bad_request', 'The highest value must not be below the lowest value.', { field: '/actions/0/ceiling' })
        : savedRule)
    .on('get', '/api/rules/{id}', savedRule);
  renderRules('/rules/create?template=scale-winners-roas');
  const ceiling = await screen.findByRole('textbox', { name: /Highest value/ });
  await userEvent.clear(ceiling);
  await userEvent.type(ceiling, '10');
  await userEvent.type(screen.getByRole('textbox', { name: /Lowest value/ }), '50');
  await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
  expect(await screen.findByText('The highest value must not be below the lowest value.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Highest value/ })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /Highest value/ })).toHaveValue('10');

  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['“Scale winners on ROAS” is saved.']));
  expect(calls.filter((c) => c.path === '/api/rules').at(-1)!.body).toMatchObject({ actions: [{ type: 'change_budget', by: 'percent', amount: 20, floor: 50, ceiling: 10 }] });
});

test('every field the server refuses shows its message beside it at once; one no field shows goes above the form', async () => {
  const fields = [
    { field: '/name', message: 'The rule name can be at most 100 characters.' },
    { field: '/actions/0/ceiling', message: 'The highest value must be at least 0.' },
    { field: '/stale', message: 'The field “stale” is not expected here.' },
  ];
  platform()
    .on('get', '/api/rules/templates', [])
    .on('post', '/api/rules', apiError(400, 'bad_request', fields[0]!.message, { field: '/name', fields }));
  renderRules('/rules/create?template=scale-winners-roas');
  const ceiling = await screen.findByRole('textbox', { name: /Highest value/ });
  await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
  expect(await screen.findByText('The rule name can be at most 100 characters.')).toBeInTheDocument();
  expect(screen.getByText('The highest value must be at least 0.')).toBeInTheDocument();
  expect(screen.getByText('The field “stale” is not expected here.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Rule name/ })).toHaveAttribute('aria-invalid', 'true');
  expect(ceiling).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /Lowest value/ })).not.toHaveAttribute('aria-invalid', 'true');
});

test.each(['abc', '99999999999999999999', '0'])('editing by an id that names no rule (?edit=%s) says so without asking the server, instead of loading forever', async (id) => {
  const { requests: calls } = platform()
    .on('get', '/api/rules/templates', []);
  renderRules(`/rules/create?edit=${id}`);
  expect(await screen.findByRole('heading', { name: 'Rule not found' })).toBeInTheDocument();
  expect(screen.getByText('This address does not name a rule.')).toBeInTheDocument();
  expect(calls.filter((c) => c.path.startsWith('/api/rules/') && c.path !== '/api/rules/templates')).toEqual([]);
});

test('editing a rule that does not exist (or is another team’s) says so and leads back to the list, with no Retry', async () => {
  platform()
    .on('get', '/api/rules/templates', [])
    .on('get', '/api/rules/{id}', apiError(404, 'not_found', 'This rule does not exist or belongs to another team'));
  renderRules('/rules/create?edit=999');
  expect(await screen.findByRole('heading', { name: 'Rule not found' })).toBeInTheDocument();
  expect(screen.getByText('This rule does not exist or belongs to another team')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All rules' })).toHaveAttribute('href', '/rules');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a wrong hour anywhere in the list shows beside the hours field, not at the top of the form', async () => {
  platform()
    .on('get', '/api/rules/templates', [])
    .on('post', '/api/rules', apiError(400, 'bad_request', 'The hour can be at most 23.', { field: '/schedule/hours/1' }));
  renderRules('/rules/create?template=high-frequency');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'How often' }), 'Chosen days and hours');
  const hours = screen.getByRole('textbox', { name: /Hours/ });
  await userEvent.clear(hours);
  await userEvent.type(hours, '8, 25');
  await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
  expect(await screen.findByText('The hour can be at most 23.')).toBeInTheDocument();
  expect(screen.getAllByText('The hour can be at most 23.')).toHaveLength(1);
  expect(hours).toHaveAttribute('aria-invalid', 'true');
  expect(hours).toHaveValue('8, 25');
});

test.each([
  ['/rules/create?template=no-such-template'],
  ['/rules/create?template_id=99999'],
])('a link to a template that is not offered (%s) starts blank and says so', async (path) => {
  platform().on('get', '/api/rules/templates', []);
  renderRules(path);
  expect(await screen.findByText('The template in this link is not offered any more, so this rule starts blank.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Rule name/ })).toHaveValue('');
  expect(screen.getByRole('link', { name: 'See the templates' })).toHaveAttribute('href', '/rules/template');
});

test('a built-in template opens without the notice', async () => {
  platform()
    .on('get', '/api/rules/templates', []);
  renderRules('/rules/create?template=high-frequency');
  expect(await screen.findByRole('textbox', { name: /Rule name/ })).toHaveValue('Pause ads with high frequency');
  expect(screen.queryByText(/not offered any more/)).not.toBeInTheDocument();
});

test('“New rule” opens blank: no name, one empty condition, no action — not a template under its name', async () => {
  platform()
    .on('get', '/api/rules/templates', []);
  renderRules('/rules/create');
  expect(await screen.findByRole('textbox', { name: /Rule name/ })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Value 1' })).toHaveValue('');
  expect(screen.queryByRole('textbox', { name: 'Value 2' })).not.toBeInTheDocument();
  expect(screen.getByTestId('rule-sentence')).toHaveTextContent('Act on — active ad sets in Batik Lestari ID — when cost per purchase over the last 3 days is above …, checked every hour.');
  expect(screen.queryByText(/Stop-loss/)).not.toBeInTheDocument();
});
