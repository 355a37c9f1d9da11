import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, apiPage, productApiDouble } from 'shared-graph/testing';
import type { Rule, RunDetail } from '../api/rulesApi';
import { BUILT_IN_TEMPLATES } from '../builder/builtInTemplates';
import { seriousViolations } from '../testing/axe';
import { renderRules } from '../testing/renderRules';
import { RUN_TRIGGER_WORDS, runOutcome } from './revertWords';

afterEach(() => jest.restoreAllMocks());

const summary = {
  rule_id: 7, scheduled_for: null, started_at: null, finished_at: '2026-11-24T01:00:05.000Z', duration_ms: 8, objects_checked: 2, objects_matched: 2,
  actions_failed: 0, graph_requests: 0, error: null, created_at: '2026-11-24T01:00:00.000Z', rule_name: 'Cut and stop', account_id: 'act_5608194789356388',
} as const;

const run: RunDetail = {
  ...summary, id: 3, trigger: 'manual', status: 'succeeded', actions_done: 3, revertable: true, reverted_by_run_id: null, reverts_run_id: null,
  objects: [
    {
      object_id: '111', object_type: 'adset', object_name: 'Wanita 25-44 | Fashion', matched: true, metrics: {}, skipped: null, conditions: [],
      actions: [
        { type: 'change_budget', field: 'daily_budget', old: 370_000, new: 407_000, status: 'done' },
        { type: 'pause', field: 'status', old: 'ACTIVE', new: 'PAUSED', status: 'done' },
      ],
    },
    {
      object_id: '222', object_type: 'adset', object_name: 'Broad 25-54', matched: true, metrics: {}, skipped: null, conditions: [],
      actions: [
        { type: 'change_budget', field: 'lifetime_budget', status: 'skipped', error: 'has no lifetime budget of its own' },
        { type: 'pause', field: 'status', old: 'ACTIVE', new: 'PAUSED', status: 'done' },
      ],
    },
  ],
};

const revertRun: RunDetail = {
  ...summary, id: 4, trigger: 'revert', status: 'succeeded', actions_done: 2, revertable: false, reverted_by_run_id: null, reverts_run_id: 3,
  objects: [
    {
      object_id: '111', object_type: 'adset', object_name: 'Wanita 25-44 | Fashion', matched: true, metrics: {}, skipped: null, conditions: [],
      actions: [
        { type: 'change_budget', field: 'daily_budget', old: 407_000, new: 370_000, status: 'skipped', error: 'Daily budget is now IDR 300,000, not the IDR 407,000 this run set: left as it is.' },
        { type: 'pause', field: 'status', old: 'PAUSED', new: 'ACTIVE', status: 'done' },
      ],
    },
    {
      object_id: '222', object_type: 'adset', object_name: 'Broad 25-54', matched: true, metrics: {}, skipped: null, conditions: [],
      actions: [{ type: 'pause', field: 'status', old: 'PAUSED', new: 'ACTIVE', status: 'done' }],
    },
  ],
};

const rule: Rule = {
  ...BUILT_IN_TEMPLATES[0]!.definition, name: 'Cut and stop', id: 7, team_id: 0, created_by: 1, account_id: 'act_5608194789356388', disabled_reason: null, next_run_at: null,
  last_run: null, created_at: '2026-11-20T00:00:00.000Z', updated_at: '2026-11-20T00:00:00.000Z',
};

const openRun = (detail: RunDetail) => {
  const api = productApiDouble()
    .on('get', '/api/rules/{id}', rule)
    .on('get', '/api/rules/{id}/history', apiPage([detail]))
    .on('get', '/api/rules/{id}/history/{runId}', detail);
  renderRules(`/rules/7/history?run=${detail.id}`);
  return api;
};

test('an action that changed nothing shows why, without an “undefined → undefined” change', async () => {
  openRun(run);
  expect(await screen.findByText(/change budget — has no lifetime budget of its own/)).toBeInTheDocument();
  expect(screen.queryByText(/undefined/)).not.toBeInTheDocument();
  expect(screen.getAllByText(/status: ACTIVE → PAUSED/)).toHaveLength(2);
});

test('Revert this run lists what goes back, asks, and then says what was restored and what was left, with a link to the revert', async () => {
  let reverted = false;
  const { requests: calls } = openRun(run)
    .on('get', '/api/rules/{id}/history/{runId}', () => (reverted ? { ...run, revertable: false, reverted_by_run_id: 4 } : run))
    .on('post', '/api/rules/{id}/history/{runId}/revert', () => {
      reverted = true;
      return revertRun;
    });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Revert this run' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revert run #3?' });
  const list = within(dialog).getByRole('list', { name: '3 changes to put back on Facebook' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent!.replace(/\s/g, ' '))).toEqual([
    'Wanita 25-44 | FashionDaily budget: IDR 407,000 → IDR 370,000',
    'Wanita 25-44 | FashionStatus: Paused → Active',
    'Broad 25-54Status: Paused → Active',
  ]);
  expect(await seriousViolations(dialog)).toEqual([]);
  // Nothing is asked of the server before the buyer confirms; Cancel changes nothing.
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Revert this run' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revert run' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.query])).toEqual([['/api/rules/7/history/3/revert', { team: '0' }]]);
  expect(await screen.findByText('Revert finished: 2 restored, 1 left as it is')).toBeInTheDocument();
  const result = screen.getByRole('list', { name: 'What the revert did' });
  expect(within(result).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Wanita 25-44 | FashionDaily budget is now IDR 300,000, not the IDR 407,000 this run set: left as it is.Restored status Paused → Active',
    'Broad 25-54Restored status Paused → Active',
  ]);
  expect(screen.getByRole('link', { name: 'Open the revert (run #4)' })).toHaveAttribute('href', '/rules/7/history?run=4');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Revert this run' })).not.toBeInTheDocument());
});

test('a refused revert (already reverted elsewhere) is said in the dialog', async () => {
  openRun(run).on('post', '/api/rules/{id}/history/{runId}/revert', apiError(409, 'already_reverted', 'This run was already reverted by run #9; a run is reverted once.'));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Revert this run' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Revert run' }));
  expect(await within(dialog).findByText('This run was already reverted by run #9; a run is reverted once.')).toBeInTheDocument();
});

test('a reverted run links to its revert; a revert links to its run and reads restored / left; neither offers a revert', async () => {
  openRun({ ...run, revertable: false, reverted_by_run_id: 4 });
  expect(await screen.findByRole('link', { name: 'run #4' })).toHaveAttribute('href', '/rules/7/history?run=4');
  expect(screen.getByText(/Reverted by/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Revert this run' })).not.toBeInTheDocument();
});

test('a revert run says which run it reverted and what it did', async () => {
  openRun(revertRun);
  expect(await screen.findByRole('link', { name: 'run #3' })).toHaveAttribute('href', '/rules/7/history?run=3');
  expect(screen.getByText(/: 2 restored, 1 left as it is\./)).toBeInTheDocument();
  expect(screen.getByText('Daily budget is now IDR 300,000, not the IDR 407,000 this run set: left as it is.')).toBeInTheDocument();
  expect(screen.getAllByText('Restored status Paused → Active')).toHaveLength(2);
  expect(RUN_TRIGGER_WORDS[revertRun.trigger]).toBe('Revert');
  expect([runOutcome(revertRun).label, runOutcome({ trigger: 'revert', status: 'no_match' }).label, runOutcome(run).label]).toEqual(['Reverted', 'Nothing restored', 'Acted']);
  expect(screen.queryByRole('button', { name: 'Revert this run' })).not.toBeInTheDocument();
});
