import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SasarThemeProvider } from 'shared-ui';
import area from '../routes';

/** The remote's own routes at `path`, in the theme, as the host mounts them. */
export function renderAds(path: string) {
  const router = createMemoryRouter(area.routes as RouteObject[], { initialEntries: [path] });
  const view = render(
    <SasarThemeProvider>
      <RouterProvider router={router} />
    </SasarThemeProvider>,
  );
  return { ...view, router };
}
