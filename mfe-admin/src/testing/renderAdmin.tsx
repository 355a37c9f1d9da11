// Renders the admin area's real routes at a path, in the theme, with an empty query cache and a logged-in session.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient, sessionStore, toastsAtom, userAtom, type User } from 'shared-graph';
import { SasarThemeProvider } from 'shared-ui';
import area from '../routes';

type AreaRoute = { path?: string; index?: boolean; element?: ReactNode; children?: AreaRoute[] };

function toRoutes(routes: readonly AreaRoute[]): ReactNode {
  return routes.map((r, i) =>
    r.index ? (
      <Route key={i} index element={r.element} />
    ) : (
      <Route key={i} path={r.path} element={r.element}>
        {r.children ? toRoutes(r.children) : null}
      </Route>
    ),
  );
}

export function renderAdmin(path: string, me: Partial<User> = { id: 1, login: 'root', role: 'admin' }) {
  queryClient.clear();
  act(() => {
    sessionStore.set(toastsAtom, []);
    sessionStore.set(userAtom, me as User);
  });
  return render(
    <SasarThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {toRoutes(area.routes as AreaRoute[])}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </SasarThemeProvider>,
  );
}

export const toasts = () => sessionStore.get(toastsAtom);
