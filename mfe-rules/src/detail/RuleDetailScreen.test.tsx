import { screen } from '@testing-library/react';
import { apiError, apiPage, productApiDouble } from 'shared-graph/testing';
import type { Rule, RunSummary } from '../api/rulesApi';
import { BUILT_IN_TEMPLATES } from '../builder/builtInTemplates';
import { renderRules } from '../testing/renderRules';

afterEach(() => jest.restoreAllMocks());

test('a rule that does not exist (or is another team’s) says so and leads back to the list, with no Retry', async () => {
  productApiDouble()
    .on('get', '/api/rules/{id}', apiError(404, 'not_found', 'This rule does not exist or belongs to another team'))
    .on('get', '/api/rules/{id}/history', apiPage([]));
  renderRules('/rules/99');
  expect(await screen.findByRole('heading', { name: 'Rule not found' })).toBeInTheDocument();
  expect(screen.getByText('This rule does not exist or belongs to another team')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All rules' })).toHaveAttribute('href', '/rules');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test.each(['abc', '99999999999999999999', '0'])('an address whose id names no rule (/rules/%s) says so without asking the server', async (id) => {
  const { requests: calls } = productApiDouble();
  renderRules(`/rules/${id}`);
  expect(await screen.findByRole('heading', { name: 'Rule not found' })).toBeInTheDocument();
  expect(screen.getByText('This address does not name a rule.')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

const run: RunSummary = {
  id: 3, rule_id: 7, trigger: 'manual', status: 'succeeded', scheduled_for: null, started_at: null, finished_at: '2026-11-24T01:00:05.000Z',
  duration_ms: 900, objects_checked: 12, objects_matched: 0, actions_done: 0, actions_failed: 0, graph_requests: 0, error: null, created_at: '2026-11-24T01:00:00.000Z', rule_name: 'Stop-loss', account_id: 'act_5608194789356388',
};
const rule: Rule = {
  ...BUILT_IN_TEMPLATES[0]!.definition, id: 7, team_id: 0, created_by: 1, account_id: 'act_5608194789356388', disabled_reason: null, next_run_at: null, last_run: run,
  created_at: '2026-11-20T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z',
};

test.each(['abc', '99999999999999'])('a run link that names no run (?run=%s) says the run was not found, without asking for it', async (id) => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/rules/{id}', rule)
    .on('get', '/api/rules/{id}/history', apiPage([run]));
  renderRules(`/rules/7/history?run=${id}`);
  expect(await screen.findByText(/The run in this link was not found/)).toBeInTheDocument();
  expect(calls.filter((c) => c.path.startsWith('/api/rules/7/history/'))).toEqual([]);
});

test('a run that is gone (older than the log keeps) says so instead of showing nothing', async () => {
  productApiDouble()
    .on('get', '/api/rules/{id}', rule)
    .on('get', '/api/rules/{id}/history', apiPage([run]))
    .on('get', '/api/rules/{id}/history/{runId}', apiError(404, 'not_found', 'No such run'));
  renderRules('/rules/7/history?run=999');
  expect(await screen.findByText(/The run in this link was not found/)).toBeInTheDocument();
});
