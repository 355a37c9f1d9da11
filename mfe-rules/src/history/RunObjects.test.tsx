import { render, screen } from '@testing-library/react';
import { SasarThemeProvider } from 'shared-ui';
import type { RunDetail } from '../api/rulesApi';
import { RunObjects } from './RunObjects';

const run: RunDetail = {
  id: 1, rule_id: 7, trigger: 'manual', status: 'succeeded', scheduled_for: null, started_at: null, finished_at: '2026-11-24T01:00:05.000Z',
  duration_ms: 8, objects_checked: 1, objects_matched: 1, actions_done: 0, actions_failed: 0, error: null, created_at: '2026-11-24T01:00:00.000Z',
  objects: [
    {
      object_id: '111', object_type: 'adset', object_name: 'Wanita 25-44 | Fashion', matched: true, metrics: {}, skipped: null,
      conditions: [],
      actions: [
        { type: 'change_budget', field: 'daily_budget', status: 'skipped', error: 'has no daily budget of its own' },
        { type: 'pause', field: 'status', old: 'ACTIVE', new: 'PAUSED', status: 'done' },
      ],
    },
  ],
};

test('an action that changed nothing shows why, without an “undefined → undefined” change', () => {
  render(<RunObjects run={run} currency="IDR" />, { wrapper: SasarThemeProvider });
  expect(screen.getByText(/change budget — has no daily budget of its own/)).toBeInTheDocument();
  expect(screen.queryByText(/undefined/)).not.toBeInTheDocument();
  expect(screen.getByText(/status: ACTIVE → PAUSED/)).toBeInTheDocument();
});
