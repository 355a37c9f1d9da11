import { Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { sessionStore } from 'shared-graph';
import { SasarThemeProvider } from 'shared-ui';
import type { RemoteRegistry } from './remotes/registry';
import { RegistryProvider } from './remotes/RegistryContext';

type Router = Parameters<typeof RouterProvider>[0]['router'];

export function App({ router, registry }: { router: Router; registry: RemoteRegistry }) {
  return (
    <Provider store={sessionStore}>
      <SasarThemeProvider>
        <RegistryProvider registry={registry}>
          <RouterProvider router={router} />
        </RegistryProvider>
      </SasarThemeProvider>
    </Provider>
  );
}
