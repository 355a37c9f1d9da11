import { act, screen, waitFor, within } from '@testing-library/react';
import { configureRuntime, loggedInAtom, sessionStore } from 'shared-graph/host';
import { AppLayout, Banner } from 'shared-ui';
import type { RemoteEntry, RemoteRegistry } from '../../remotes/registry';
import { RegistryProvider } from '../../remotes/RegistryContext';
import type { LoadNotices } from '../../remotes/remoteNotices';
import { renderAt } from '../../testing/renderShell';
import { RemoteNotices } from './RemoteNotices';

const area = (name: string, notices: boolean): RemoteEntry => ({
  name,
  label: name,
  manifest: `/remotes/${name}/mf-manifest.json`,
  paths: [{ path: `/${name}`, access: 'login' }],
  nav: [],
  ...(notices ? { notices: true } : {}),
});

const registryOf = (...entries: RemoteEntry[]): RemoteRegistry => new Map(entries.map((entry) => [entry.name, entry]));

const saying = (text: string) =>
  function AreaNotice() {
    return <Banner compact type="info">{text}</Banner>;
  };

function Broken(): never {
  throw new Error('the notices of this build are broken');
}

function renderShell(registry: RemoteRegistry, loadNotices: LoadNotices) {
  const reportError = jest.fn();
  renderAt(
    <RegistryProvider registry={registry} loadNotices={loadNotices}>
      <AppLayout navItems={[]} banners={<RemoteNotices />}>
        <p>page</p>
      </AppLayout>
    </RegistryProvider>,
  );
  configureRuntime({ navigate: jest.fn(), reportError });
  return { reportError };
}

beforeEach(() => act(() => sessionStore.set(loggedInAtom, true)));
afterEach(() => jest.restoreAllMocks());

test("an area's notices show in the shell's notice area; only areas that say they have some are asked", async () => {
  const load = jest.fn<ReturnType<LoadNotices>, Parameters<LoadNotices>>(async () => saying('Rule “Stop-loss” matched 2 objects'));
  renderShell(registryOf(area('dashboard', false), area('rules', true)), load);
  const notices = await screen.findByRole('region', { name: 'Notices' });
  expect(await within(notices).findByText('Rule “Stop-loss” matched 2 objects')).toBeVisible();
  expect(load.mock.calls.map(([entry]) => entry.name)).toEqual(['rules']);
});

test('signed out, no area is asked for its notices', async () => {
  act(() => sessionStore.set(loggedInAtom, false));
  const load = jest.fn<ReturnType<LoadNotices>, Parameters<LoadNotices>>(async () => saying('never'));
  renderShell(registryOf(area('rules', true)), load);
  await act(async () => {});
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText('never')).not.toBeInTheDocument();
});

test('notices that cannot load or that throw cost only their own area: the others show, both failures are reported', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load: LoadNotices = async (entry) => {
    if (entry.name === 'down') throw new Error('remote entry unreachable');
    return entry.name === 'broken' ? Broken : saying('Your report is ready');
  };
  const { reportError } = renderShell(registryOf(area('down', true), area('broken', true), area('reports', true)), load);
  expect(await screen.findByText('Your report is ready')).toBeVisible();
  await waitFor(() => expect(reportError).toHaveBeenCalledTimes(2));
  expect(reportError.mock.calls.map(([, context]) => context)).toEqual(
    expect.arrayContaining([{ area: 'down', part: 'notices' }, { area: 'broken', part: 'notices' }]),
  );
  expect(screen.getByText('page')).toBeVisible();
});
