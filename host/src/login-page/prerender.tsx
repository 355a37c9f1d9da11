// Build time only (host/build/prerender-plugin.cjs): the login page's markup and styles, for the HTML that
// /user/login is served with. The page's script replaces it when it starts (see host/README.md, "First paint").
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Language } from 'shared-graph';
import { DEFAULT_LANGUAGE } from 'shared-graph/host';
import { LOGIN_META } from '../screens/login/loginMeta';
import { LoginPage } from './LoginPage';

/**
 * The page as a first visit sees it: in the default language (a visitor who chose the other one gets it when the
 * script starts, from localStorage, which the server cannot see).
 */
export function renderLoginPage(language: Language = DEFAULT_LANGUAGE): { markup: string; styles: string; title: string; description: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(<LoginPage search="" go={() => undefined} initialLanguage={language} />));
    return { markup, styles: sheet.getStyleTags(), ...LOGIN_META[language] };
  } finally {
    sheet.seal();
  }
}
