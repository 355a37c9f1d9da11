// Build time only (host/build/prerender-plugin.cjs): the login screen's markup and styles, for the HTML that
// /user/login is served with. The live screen replaces it when the app starts (see host/README.md, "First paint").
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { routePaths } from 'shared-graph';
import { SasarThemeProvider } from 'shared-ui';
import { LoginScreen } from '../screens/login/LoginScreen';

export function renderLoginPage(): { markup: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <SasarThemeProvider>
          <MemoryRouter initialEntries={[routePaths.login]}>
            <LoginScreen />
          </MemoryRouter>
        </SasarThemeProvider>,
      ),
    );
    return { markup, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
