import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureRuntime, queryClient } from 'shared-graph/host';
import { SasarThemeProvider } from 'shared-ui';

/** A fetch fake answering the product API by path ('changelog', 'anouncements'…) with `{ data }`. */
export function fakeApi(routes: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push(`${input instanceof Request ? input.method : 'GET'} ${path}${url.search}`);
    if (!(path in routes)) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
    return new Response(JSON.stringify({ data: routes[path] }), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetchFake as unknown as typeof fetch, calls };
}

/** Renders `routes` in a memory router inside the theme, with the runtime pointed at `fetchImpl`. */
export function renderRoutes(routes: RouteObject[], initialPath: string, fetchImpl?: typeof fetch) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  configureRuntime({ navigate: (to) => void router.navigate(to), ...(fetchImpl ? { fetch: fetchImpl } : {}) });
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

export function renderAt(element: ReactElement, path = '/', fetchImpl?: typeof fetch) {
  return renderRoutes([{ path: '*', element }], path, fetchImpl);
}
