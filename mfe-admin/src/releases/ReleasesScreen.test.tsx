import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-graph';
import { stubApi } from 'shared-graph/testing';
import { seriousViolations } from '../testing/axe';
import { renderAdmin } from '../testing/renderAdmin';
import type { Release } from './releasesApi';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const release = (id: number, version: string, live: boolean): Release => ({
  id,
  remote: 'dashboard',
  sequence: id,
  version,
  build_id: `ci-${id}`,
  manifest_url: `/remotes/dashboard/${version}/mf-manifest.json`,
  contract_version: 1,
  area: {},
  published_by: 'Dashboard team',
  notes: id === 2 ? 'New chart' : null,
  live,
  created_at: `2026-11-2${id}T09:00:00.000Z`,
  promoted_at: live ? `2026-11-2${id}T09:00:00.000Z` : null,
  canary_percent: null,
  canary_started_at: null,
  health: { loads: 0, load_failures: 0, render_failures: 0, failure_rate: null },
});

const audit = [
  {
    id: 3,
    actor: { id: null, login: 'Dashboard team', role: 'release-token' },
    action: 'release.publish',
    target: { type: 'release', id: '2', label: 'dashboard 1.1.0' },
    before: null,
    after: { live: true },
    created_at: '2026-11-22T09:00:00.000Z',
  },
];

test('each remote shows its live release and history; an earlier one is made live after a confirm', async () => {
  const calls = stubApi({
    'GET admin/releases': [{ remote: 'dashboard', live: 2, canary: null, releases: [release(2, '1.1.0', true), release(1, '1.0.0', false)] }],
    'GET admin/releases/audit': audit,
    'POST admin/releases/1/promote': { ...release(1, '1.0.0', true) },
  });
  renderAdmin('/admin/releases');
  await screen.findByRole('button', { name: 'Make live: dashboard 1.0.0 (#1)' });
  expect(screen.getByText(/Live: 1\.1\.0 \(#2\), published by Dashboard team/)).toBeInTheDocument();
  expect(screen.getByText('New chart')).toBeInTheDocument();
  expect(screen.getByText('Live')).toBeInTheDocument();
  expect(await screen.findByText('Published release')).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Make live: dashboard 1.0.0 (#1)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Make dashboard 1.0.0 (#1) live?' });
  expect(dialog).toHaveTextContent('instead of 1.1.0 (#2)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make live' }));
  expect(await screen.findByText('dashboard 1.0.0 (#1) is live. Browsers get it on their next visit to the area.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['admin/releases/1/promote']);
});

test('cancelling the confirm changes nothing; a refused promotion says why in words', async () => {
  const calls = stubApi({
    'GET admin/releases': [{ remote: 'dashboard', live: 2, canary: null, releases: [release(2, '1.1.0', true), release(1, '1.0.0', false)] }],
    'GET admin/releases/audit': [],
    'POST admin/releases/1/promote': () => new ApiError(422, 'file_missing', 'Files the manifest names cannot be reached: remoteEntry.js.'),
  });
  renderAdmin('/admin/releases');
  await userEvent.click(await screen.findByRole('button', { name: 'Make live: dashboard 1.0.0 (#1)' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Make live: dashboard 1.0.0 (#1)' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make live' }));
  expect(await screen.findByText('Files the manifest names cannot be reached: remoteEntry.js.')).toBeInTheDocument();
});

test('with nothing released the screen says the built-in remotes are served', async () => {
  stubApi({ 'GET admin/releases': [], 'GET admin/releases/audit': [] });
  renderAdmin('/admin/releases');
  expect(await screen.findByText('No releases yet')).toBeInTheDocument();
  expect(await screen.findByText('Nothing released yet')).toBeInTheDocument();
});
