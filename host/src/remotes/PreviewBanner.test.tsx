import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productApiDouble } from 'shared-graph/testing';
import { renderRoutes } from '../testing/renderShell';
import { PreviewBanner } from './PreviewBanner';
import { parseRegistry } from './registry';
import { RegistryProvider } from './RegistryContext';
import { createRegistryWatch } from './registryWatch';

const dashboard = (channel: string) => ({
  manifest: '/remotes/dashboard/1.2.0-branch/mf-manifest.json',
  label: 'Dashboard',
  paths: [{ path: '/dashboard', access: 'login' }],
  nav: [],
  release: { id: 9, version: '1.2.0-branch', channel },
});

test('a preview says which remote and version only this user gets; Leave preview ends it and shows the live release on the same page', async () => {
  const previewing = parseRegistry({ dashboard: dashboard('preview') });
  const live = parseRegistry({ dashboard: { ...dashboard('live'), release: { id: 8, version: '1.1.0', channel: 'live' } } });
  const watch = createRegistryWatch(previewing, async () => ({ registry: live, etag: '"b"' }));
  const api = productApiDouble().on('delete', '/api/releases/preview', { left: true });
  const { router } = renderRoutes(
    [{ path: '*', element: <RegistryProvider registry={previewing} watch={watch}><PreviewBanner /></RegistryProvider> }],
    '/dashboard/funnel?range=7',
  );
  expect(screen.getByTestId('release-preview')).toHaveTextContent('Preview You are seeing Dashboard 1.2.0-branch, a release only you get; everyone else has the live one.');
  const before = router.state.location.key;
  await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
  await waitFor(() => expect(screen.queryByTestId('release-preview')).not.toBeInTheDocument());
  expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/releases/preview']);
  expect(router.state.location).toMatchObject({ pathname: '/dashboard/funnel', search: '?range=7' });
  expect(router.state.location.key).not.toBe(before);
});

test('without a preview there is no banner', () => {
  const registry = parseRegistry({ dashboard: dashboard('canary') });
  renderRoutes([{ path: '*', element: <RegistryProvider registry={registry}><PreviewBanner /></RegistryProvider> }], '/dashboard');
  expect(screen.queryByTestId('release-preview')).not.toBeInTheDocument();
});
