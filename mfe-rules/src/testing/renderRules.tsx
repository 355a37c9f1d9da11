// Renders the rules area's real routes at a path, in the theme, with an empty query cache and a user with an IDR account.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { activeAdAccountAtom, activeTeamIdAtom, queryClient, sessionStore, toastsAtom, userAtom, type User } from 'shared-graph';
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

export const ACCOUNT = { id: 'act_5608194789356388', account_id: '5608194789356388', name: 'Batik Lestari ID', currency: 'IDR', team: 0, min_daily_budget: 15000, account_status: 1, facebook_connected: true };

export function renderRules(path: string) {
  queryClient.clear();
  act(() => {
    sessionStore.set(toastsAtom, []);
    sessionStore.set(userAtom, { id: 1, login: 'demo', role: 'user', teams: [], ad_accounts: [ACCOUNT] } as unknown as User);
    sessionStore.set(activeTeamIdAtom, 0);
    sessionStore.set(activeAdAccountAtom, ACCOUNT.id);
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
