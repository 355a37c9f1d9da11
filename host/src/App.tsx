import { Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { sessionStore } from 'shared-graph';
import { SasarThemeProvider } from 'shared-ui';

type Router = Parameters<typeof RouterProvider>[0]['router'];

export function App({ router }: { router: Router }) {
  return (
    <Provider store={sessionStore}>
      <SasarThemeProvider>
        <RouterProvider router={router} />
      </SasarThemeProvider>
    </Provider>
  );
}
