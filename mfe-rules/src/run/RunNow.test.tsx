import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPage, productApiDouble } from 'shared-graph/testing';
import type { ObjectReport, Rule, RunReport } from '../api/rulesApi';
import { BUILT_IN_TEMPLATES } from '../builder/builtInTemplates';
import { seriousViolations } from '../testing/axe';
import { renderRules, toasts } from '../testing/renderRules';
import { evaluatedCsv } from './EvaluatedObjects';
import { runCounts, runCountsWords } from './reportWords';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

const rule: Rule = {
  ...BUILT_IN_TEMPLATES[0]!.definition,
  name: 'Stop-loss',
  actions: [{ type: 'pause' }, { type: 'change_budget', budget: 'daily', by: 'percent', amount: 1, floor: null, ceiling: null }, { type: 'notify', in_app: true }],
  id: 7, team_id: 0, created_by: 1, account_id: 'act_5608194789356388', disabled_reason: null, next_run_at: null, last_run: null, created_at: '', updated_at: '',
};

const object = (id: string, name: string, matched: boolean, extra: Partial<ObjectReport> = {}): ObjectReport => ({
  object_id: id, object_type: 'adset', object_name: name, campaign_name: `Campaign of ${name}`, matched, metrics: {}, skipped: null,
  conditions: [{ path: '0', metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', left: matched ? 180000 : 90000, right: 150000, result: matched }],
  actions: [],
  ...extra,
});

const would = (status: 'would' | 'done') => [
  { type: 'pause' as const, field: 'status', old: 'ACTIVE', new: 'PAUSED', status },
  { type: 'change_budget' as const, field: 'daily_budget', old: 370000, new: 373700, status },
  { type: 'notify' as const, status },
];

const report = (status: 'would' | 'done'): RunReport => ({
  status: 'succeeded', error: null, duration_ms: 100, objects_checked: 3, objects_matched: 2, actions_done: status === 'done' ? 6 : 0, actions_failed: 0, graph_requests: 0,
  objects: [
    object('1', 'Broad 25-34', true, { actions: would(status) }),
    object('2', 'Broad 25-34', true, { campaign_name: 'Ramadan', actions: would(status) }),
    object('3', 'Lookalike', false, { conditions: [{ path: '0', metric: 'cost_per_purchase', window: 'last_3d', operator: 'gt', left: 0, right: 150000, result: false, reason: 'no data over the last 3 days (counted as 0)' }] }),
  ],
});

test('Run now first shows what would change and only the dialog’s Run now acts; the toast counts changes and notifications apart', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/rules/{id}', rule)
    .on('get', '/api/rules/{id}/history', apiPage([]))
    .on('post', '/api/rules/{id}/dry-run', report('would'))
    .on('post', '/api/rules/{id}/run', { run_id: 31, ...report('done') });
  renderRules('/rules/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Run now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Run “Stop-loss” now?' });
  const changes = await within(dialog).findByRole('list', { name: '4 changes on Facebook' });
  const items = within(changes).getAllByRole('listitem');
  expect(items.map((i) => i.textContent!.replace(/\s/g, ' '))).toEqual([
    'Broad 25-34Campaign “Campaign of Broad 25-34”Pause: Active → Paused',
    'Broad 25-34Campaign “Campaign of Broad 25-34”Change the budget: daily budget IDR 370,000 → IDR 373,700',
    'Broad 25-34Campaign “Ramadan”Pause: Active → Paused',
    'Broad 25-34Campaign “Ramadan”Change the budget: daily budget IDR 370,000 → IDR 373,700',
  ]);
  expect(within(dialog).getByText('A notification about 2 ad sets would be sent.')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/rules/7/run')).toBe(false);
  expect(await seriousViolations()).toEqual([]);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.some((c) => c.path === '/api/rules/7/run')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Run now' }));
  await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Run now' }));
  await waitFor(() => expect(toasts().map((t) => t.message)).toEqual(['Run finished: 2 matched, 4 changes made, a notification about 2 objects.']));
  expect(calls.filter((c) => c.path === '/api/rules/7/run')).toHaveLength(1);
});

test('with nothing to change the dialog says so and offers no Run button', async () => {
  const none: RunReport = { ...report('would'), objects_matched: 0, objects: [object('3', 'Lookalike', false)] };
  const { requests: calls } = productApiDouble()
    .on('get', '/api/rules/{id}', rule)
    .on('get', '/api/rules/{id}/history', apiPage([]))
    .on('post', '/api/rules/{id}/dry-run', none);
  renderRules('/rules/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Run now' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(/Nothing would change, and no notification would be sent/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/rules/7/run')).toBe(false);
});

test('the dry run lists every object, matched or not, with its numbers and why not; filterable and sortable', async () => {
  productApiDouble()
    .on('get', '/api/rules/{id}', rule)
    .on('get', '/api/rules/{id}/history', apiPage([]))
    .on('post', '/api/rules/{id}/dry-run', report('would'));
  renderRules('/rules/7');
  await userEvent.click(await screen.findByRole('button', { name: 'Dry run' }));
  const grid = await screen.findByRole('grid', { name: 'Objects evaluated' });
  const lookalike = within(grid).getByRole('row', { name: /Lookalike/ });
  expect(lookalike).toHaveTextContent('Not matched');
  expect(lookalike).toHaveTextContent('IDR 0');
  expect(lookalike).toHaveTextContent('no data over the last 3 days');
  expect(within(grid).getAllByRole('row', { name: /Broad 25-34/ })).toHaveLength(2);
  expect(within(grid).getByRole('row', { name: /Ramadan/ })).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'not_matched');
  expect(within(grid).queryAllByRole('row', { name: /Broad 25-34/ })).toHaveLength(0);
  expect(within(grid).getByRole('row', { name: /Lookalike/ })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
  await userEvent.click(within(grid).getByRole('button', { name: /Cost per purchase/ }));
  expect(within(grid).getByRole('columnheader', { name: /Cost per purchase/ })).toHaveAttribute('aria-sort', 'descending');
  expect(await seriousViolations()).toEqual([]);
});

test('the CSV has every object and condition, and a name that starts like a formula cannot run as one', () => {
  const base = report('would');
  const csv = evaluatedCsv({ ...base, objects: [...base.objects, object('4', '=HYPERLINK("x")', false)] }, 'IDR');
  const lines = csv.replace(/\u00a0/g, ' ').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'id,name,campaign,ad_set,matched,Cost per purchase (the last 3 days) value,Cost per purchase (the last 3 days) threshold,Cost per purchase (the last 3 days) met,Cost per purchase (the last 3 days) note,what_happens',
  );
  expect(lines).toHaveLength(5);
  expect(lines[3]).toContain('3,Lookalike,Campaign of Lookalike,,no,0,"> IDR 150,000",no,no data over the last 3 days (counted as 0)');
  expect(lines[4]).toMatch(/^4,"'=HYPERLINK\(""x""\)"/);
});

test('a finished run counts a notification apart from the changes', () => {
  expect(runCountsWords(runCounts(report('done')))).toBe('Run finished: 2 matched, 4 changes made, a notification about 2 objects.');
});
