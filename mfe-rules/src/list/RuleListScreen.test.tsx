import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rule } from '../api/rulesApi';
import { BUILT_IN_TEMPLATES } from '../builder/builtInTemplates';
import { seriousViolations } from '../testing/axe';
import { renderRules } from '../testing/renderRules';
import { apiPage, productApiDouble } from 'shared-graph/testing';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const rule: Rule = {
  ...BUILT_IN_TEMPLATES[0]!.definition,
  id: 7,
  team_id: 0, created_by: 1,
  account_id: 'act_5608194789356388',
  disabled_reason: null,
  next_run_at: '2026-11-24T02:00:00.000Z',
  last_run: {
    id: 3, rule_id: 7, trigger: 'schedule', status: 'partial', scheduled_for: null, started_at: null, finished_at: '2026-11-24T01:00:05.000Z',
    duration_ms: 900, objects_checked: 12, objects_matched: 2, actions_done: 1, actions_failed: 1, graph_requests: 0, error: null, created_at: '2026-11-24T01:00:00.000Z',
  },
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
};

test('the list shows scope, schedule, status, last run and next run, and searches on the server', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/rules', ({ query: params }) => (params.q === 'nothing' ? [] : [rule]));
  renderRules('/rules');
  const grid = await screen.findByRole('grid', { name: 'Rules' });
  const row = await within(grid).findByRole('row', { name: /Stop-loss on cost per purchase/ });
  expect(row).toHaveTextContent('active ad sets · Batik Lestari ID');
  expect(row).toHaveTextContent('every hour');
  expect(row).toHaveTextContent('Partly failed');
  expect(within(row).getByRole('switch', { name: 'Stop-loss on cost per purchase is on' })).toBeChecked();
  expect(within(row).getByRole('link', { name: 'Stop-loss on cost per purchase' })).toHaveAttribute('href', '/rules/7');
  expect(await seriousViolations()).toEqual([]);

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search rules' }), 'nothing');
  expect(await screen.findByText('No rule matches the search.')).toBeInTheDocument();
  expect(calls.at(-1)!.query).toMatchObject({ team: '0', q: 'nothing' });
});

test('the status toggle switches the rule on the server', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/rules', [rule])
    .on('patch', '/api/rules/{id}', { ...rule, enabled: false });
  renderRules('/rules');
  await userEvent.click(await screen.findByRole('switch', { name: 'Stop-loss on cost per purchase is on' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: false }));
});

test("a link into another team's rule (a notice's) reads the rule as that team's, whatever ad account is picked", async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/rules/{id}', { ...rule, team_id: 3 })
    .on('get', '/api/rules/{id}/history', apiPage([]))
    .on('get', '/api/rules/{id}/history/{runId}', { ...rule.last_run!, account_id: rule.account_id, rule_name: rule.name, revertable: false, reverted_by_run_id: null, reverts_run_id: null, objects: [] });
  renderRules('/rules/7/history?run=3&team=3');
  expect(await screen.findByRole('heading', { name: 'Stop-loss on cost per purchase' })).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/rules/7')?.query).toMatchObject({ team: '3' });
  expect(calls.filter((c) => c.path.startsWith('/api/rules/7')).every((c) => c.query.team === '3')).toBe(true);
});
