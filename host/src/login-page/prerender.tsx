// Build time only (host/build/prerender-plugin.cjs): the login page's markup and styles, for the HTML that
// /user/login is served with. The page's script replaces it when it starts (see host/README.md, "First paint").
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LOGIN_META } from '../screens/login/loginMeta';
import { LoginPage } from './LoginPage';

export function renderLoginPage(): { markup: string; styles: string; title: string; description: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(<LoginPage search="" go={() => undefined} />));
    return { markup, styles: sheet.getStyleTags(), ...LOGIN_META };
  } finally {
    sheet.seal();
  }
}
