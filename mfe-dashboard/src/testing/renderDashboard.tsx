import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SasarThemeProvider } from 'shared-ui';
import area from '../routes';

type Route = { path?: string; index?: boolean; element?: React.ReactNode; children?: Route[] };

function toRoutes(routes: readonly Route[]): React.ReactNode {
  return routes.map((r, i) =>
    r.index ? <Route key={i} index element={r.element} /> : (
      <Route key={i} path={r.path} element={r.element}>
        {r.children ? toRoutes(r.children) : null}
      </Route>
    ),
  );
}

/** The dashboard area's real routes at `path`, in the theme (dashboardServer's session reset empties the query cache). */
export function renderDashboard(path = '/dashboard') {
  return render(
    <SasarThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{toRoutes(area.routes as Route[])}</Routes>
      </MemoryRouter>
    </SasarThemeProvider>,
  );
}
