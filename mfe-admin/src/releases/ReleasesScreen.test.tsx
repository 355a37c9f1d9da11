import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, productApiDouble } from 'shared-graph/testing';
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
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/releases', [{ remote: 'dashboard', live: 2, canary: null, releases: [release(2, '1.1.0', true), release(1, '1.0.0', false)] }])
    .on('get', '/api/admin/releases/audit', audit)
    .on('post', '/api/admin/releases/{id}/promote', { ...release(1, '1.0.0', true) });
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
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/releases/1/promote']);
});

test('cancelling the confirm changes nothing; a refused promotion says why in words', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/releases', [{ remote: 'dashboard', live: 2, canary: null, releases: [release(2, '1.1.0', true), release(1, '1.0.0', false)] }])
    .on('get', '/api/admin/releases/audit', [])
    .on('post', '/api/admin/releases/{id}/promote', () => apiError(422, 'file_missing', 'Files the manifest names cannot be reached: remoteEntry.js.'));
  renderAdmin('/admin/releases');
  await userEvent.click(await screen.findByRole('button', { name: 'Make live: dashboard 1.0.0 (#1)' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Make live: dashboard 1.0.0 (#1)' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make live' }));
  expect(await screen.findByText('Files the manifest names cannot be reached: remoteEntry.js.')).toBeInTheDocument();
});

test('with nothing released the screen says the built-in remotes are served', async () => {
  productApiDouble()
    .on('get', '/api/admin/releases', [])
    .on('get', '/api/admin/releases/audit', []);
  renderAdmin('/admin/releases');
  expect(await screen.findByText('No releases yet')).toBeInTheDocument();
  expect(await screen.findByText('Nothing released yet')).toBeInTheDocument();
});

const health = (loads: number, loadFailures: number, renderFailures: number) => ({
  loads,
  load_failures: loadFailures,
  render_failures: renderFailures,
  failure_rate: loads + loadFailures === 0 ? null : (loadFailures + renderFailures) / (loads + loadFailures),
});

test('a canary is started at a share typed in (refused in words outside 1–99), shown with its failure rate beside the live one', async () => {
  const canary = { ...release(3, '1.2.0', false), canary_percent: 20, canary_started_at: '2026-11-26T09:00:00.000Z', health: health(40, 1, 2) };
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/releases', [{ remote: 'dashboard', live: 2, canary: null, releases: [release(3, '1.2.0', false), { ...release(2, '1.1.0', true), health: health(500, 1, 1) }, release(1, '1.0.0', false)] }])
    .on('get', '/api/admin/releases/audit', [])
    .on('post', '/api/admin/releases/{id}/canary', ({ body }) => ({ ...canary, canary_percent: (body as { percent: number }).percent }));
  renderAdmin('/admin/releases');
  expect(await screen.findByText(/Live: 1\.1\.0 \(#2\).*· 0\.4% failing \(2 of 501 loads\)/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Start canary: dashboard 1.2.0 (#3)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Canary: dashboard 1.2.0 (#3)' });
  const share = within(dialog).getByLabelText(/Share of signed-in users/);
  await userEvent.clear(share);
  await userEvent.type(share, '100');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  expect(within(dialog).getByText('Give a whole percentage from 1 to 99 (100 % is making the release live).')).toBeInTheDocument();
  expect(share).toHaveValue('100');
  await userEvent.clear(share);
  await userEvent.type(share, '20');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
  expect(await screen.findByText('dashboard 1.2.0 (#3) is the canary for 20 % of users.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/admin/releases/3/canary', { percent: 20 }]]);
});

test('a running canary shows its share and failures; Stop canary asks first; a canary stopped by its failures is announced', async () => {
  const canary = { ...release(3, '1.2.0', false), canary_percent: 20, canary_started_at: '2026-11-26T09:00:00.000Z', health: health(40, 1, 2) };
  const stoppedAt = new Date(Date.now() - 3_600_000).toISOString();
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/releases', [{ remote: 'dashboard', live: 2, canary: 3, releases: [canary, release(2, '1.1.0', true)] }])
    .on('get', '/api/admin/releases/audit', [
      {
        id: 9,
        actor: { id: null, login: 'Sasar (automatic)', role: 'system' },
        action: 'release.canary_auto_stop',
        target: { type: 'release', id: '4', label: 'dashboard 1.3.0' },
        before: { canary: '10 %' },
        after: { canary: 'stopped', reason: '6 failures reported for 12 loads (50 %)' },
        created_at: stoppedAt,
      },
    ])
    .on('delete', '/api/admin/releases/{id}/canary', { ...canary, canary_percent: null });
  renderAdmin('/admin/releases');
  expect(await screen.findByText(/Canary: 1\.2\.0 \(#3\) for 20 % of users · 7\.3% failing \(3 of 41 loads\)/)).toBeInTheDocument();
  expect(screen.getByText('Canary, 20 % of users')).toBeInTheDocument();
  expect(screen.getByText('7.3% failing (3 of 41 loads): 1 failed to load, 2 threw while rendering')).toBeInTheDocument();
  expect(await screen.findByText('Canary dashboard 1.3.0 was stopped automatically')).toBeInTheDocument();
  expect(screen.getByText(/6 failures reported for 12 loads \(50 %\)\. Its users get the live release again\./)).toBeInTheDocument();
  expect(screen.getByText('Stopped failing canary')).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Stop canary: dashboard 1.2.0 (#3)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop the canary of dashboard 1.2.0 (#3)?' });
  expect(dialog).toHaveTextContent('Its 20 % of users get the live release of dashboard again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Stop canary' }));
  expect(await screen.findByText('The canary of dashboard 1.2.0 (#3) is stopped.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/releases/3/canary']);
});

test('a preview link is made for a user and shown to copy; a refusal says why', async () => {
  const { requests: calls } = productApiDouble()
    .on('get', '/api/admin/releases', [{ remote: 'dashboard', live: 2, canary: null, releases: [release(2, '1.1.0', true), release(1, '1.0.0', false)] }])
    .on('get', '/api/admin/releases/audit', [])
    .on('post', '/api/admin/releases/{id}/preview-links', ({ body }) =>
      (body as { login?: string }).login === 'nobody'
        ? apiError(422, 'unknown_user', 'There is no user "nobody" to make a preview link for.')
        : { url: 'http://sasar.test/api/releases/preview/open?token=1.3.1796119200.abc', login: 'demo', remote: 'dashboard', version: '1.0.0', expires_at: '2026-12-01T10:00:00.000Z' });
  renderAdmin('/admin/releases');
  await userEvent.click(await screen.findByRole('button', { name: 'Preview link: dashboard 1.0.0 (#1)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview link: dashboard 1.0.0 (#1)' });
  const login = within(dialog).getByLabelText(/For the user/);
  await userEvent.type(login, 'nobody');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make link' }));
  expect(await within(dialog).findByText('There is no user "nobody" to make a preview link for.')).toBeInTheDocument();
  await userEvent.clear(login);
  await userEvent.type(login, 'demo');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make link' }));
  expect(await within(dialog).findByDisplayValue('http://sasar.test/api/releases/preview/open?token=1.3.1796119200.abc')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
    { login: 'nobody', hours: 24 },
    { login: 'demo', hours: 24 },
  ]);
});
