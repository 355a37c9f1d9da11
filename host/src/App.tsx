import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { queryClient, sessionStore } from 'shared-graph/host';
import { SasarThemeProvider } from 'shared-ui';
import type { RemoteRegistry } from './remotes/registry';
import { RegistryProvider } from './remotes/RegistryContext';
import type { RegistryWatch } from './remotes/registryWatch';
import type { LoadNotices } from './remotes/remoteNotices';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** The shell provides the one session store and the one server-state client to every area. */
export function App({ router, registry, watch, loadNotices }: { router: Router; registry: RemoteRegistry; watch?: RegistryWatch; loadNotices?: LoadNotices }) {
  return (
    <Provider store={sessionStore}>
      <QueryClientProvider client={queryClient}>
        <SasarThemeProvider>
          <RegistryProvider registry={registry} watch={watch} loadNotices={loadNotices}>
            <RouterProvider router={router} />
          </RegistryProvider>
        </SasarThemeProvider>
      </QueryClientProvider>
    </Provider>
  );
}
