import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureRuntime, queryClient } from 'shared-graph/host';
import { SasarThemeProvider } from 'shared-ui';

/**
 * Renders `routes` in a memory router inside the theme; the product API is what the test's productApiDouble
 * (shared-graph/testing) answers.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  configureRuntime({ navigate: (to) => void router.navigate(to) });
  // Every test starts with an empty server-state cache, as a fresh page load does.
  queryClient.clear();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SasarThemeProvider>
        <RouterProvider router={router} />
      </SasarThemeProvider>
    </QueryClientProvider>,
  );
  return { router, ...result };
}

export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
