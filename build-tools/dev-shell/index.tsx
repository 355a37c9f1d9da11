// A small stand-in for the host so a remote's team can run its area alone (`pnpm --filter mfe-x dev`).
// It provides the same singletons and session the host would, logs in against the real server (proxied
// /api), and mounts the remote's routes in its own router.
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { Provider, useAtomValue } from 'jotai';
import type { RemoteRouteModule } from 'shared-graph';
import { configureRuntime, loadUser, login, logout, loggedInAtom, sessionStore, userAtom } from 'shared-graph/host';
import { Button, SasarThemeProvider, TextInput } from 'shared-ui';

function DevBar({ name }: { name: string }) {
  const loggedIn = useAtomValue(loggedInAtom);
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState({ user: 'demo', password: 'demo1234' });
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      setError(null);
      await login(form);
      await loadUser();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <header style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 8, borderBottom: '1px solid #ddd' }}>
      <strong>{name} — standalone dev shell</strong>
      <Link to="/">/</Link>
      {loggedIn ? (
        <>
          <span>Signed in as {user?.login ?? '…'}</span>
          <Button size="sm" onClick={() => void logout()}>Log out</Button>
        </>
      ) : (
        <form onSubmit={submit} style={{ display: 'flex', gap: 8 }}>
          <TextInput aria-label="User" value={form.user} onChange={(e) => setForm({ ...form, user: e.target.value })} />
          <TextInput aria-label="Password" type="password" value={form.password} onChange={(e) => setForm({ ...form, password: e.target.value })} />
          <Button type="submit" size="sm" variant="primary">Log in</Button>
          {error && <span role="alert">{error}</span>}
        </form>
      )}
    </header>
  );
}

export function mountDevShell({ name, area }: { name: string; area: RemoteRouteModule }) {
  const router = createBrowserRouter([
    {
      element: (
        <>
          <DevBar name={name} />
          <main style={{ padding: 16 }}>
            <Outlet />
          </main>
        </>
      ),
      children: area.routes as RouteObject[],
    },
  ]);
  configureRuntime({ navigate: (to) => void router.navigate(to) });
  if (sessionStore.get(loggedInAtom)) void loadUser().catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('The dev page has no #root element.');
  createRoot(container).render(
    <Provider store={sessionStore}>
      <SasarThemeProvider>
        <RouterProvider router={router} />
      </SasarThemeProvider>
    </Provider>,
  );
}
