import { useEffect, useState } from 'react';
import type { Language } from 'shared-graph';
import { handOverLogin, storedLanguage, storeLanguage, routePaths } from 'shared-graph/host';
import { SasarThemeProvider } from 'shared-ui';
import { afterLoginPath } from '../screens/login/afterLogin';
import { LoginForm } from '../screens/login/LoginForm';
import { LOGIN_META } from '../screens/login/loginMeta';

export interface LoginPageProps {
  /** The page's query: `redirect` names where the visitor was going. */
  search: string;
  /** Leaves the page for the app (location.replace in the browser). */
  go: (path: string) => void;
  /** The language to render in; the browser's last choice (session/language.ts) by default. */
  initialLanguage?: Language;
}

/** The head of the standalone page in `language` (the prerendered HTML carries the default language's). */
function applyHead(language: Language) {
  const { title, description } = LOGIN_META[language];
  document.title = title;
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
  document.head.querySelector<HTMLMetaElement>('meta[name="title"]')?.setAttribute('content', title);
}

/**
 * The standalone /user/login document: the login form without the app around it, so a visitor downloads React and
 * the form, not the router, the server-state client and the federation runtime. After a login it hands the answer
 * over to the app and goes where the app's LoginScreen would: a new user to /welcome, else the `redirect` query or
 * the start page ('/'). The app then applies the user view (and a setup decision) as it starts. The page is in the
 * language last chosen on this browser; its switch changes it (and the app's, which reads the same storage).
 */
export function LoginPage({ search, go, initialLanguage }: LoginPageProps) {
  const [language, setLanguage] = useState<Language>(() => initialLanguage ?? storedLanguage());
  useEffect(() => {
    if (typeof document !== 'undefined') applyHead(language);
  }, [language]);

  function changeLanguage(choice: Language) {
    storeLanguage(choice);
    setLanguage(choice);
  }

  function loggedIn(answer: unknown) {
    handOverLogin(answer);
    go(afterLoginPath(answer, search));
  }

  return (
    <SasarThemeProvider>
      <LoginForm language={language} onLanguageChange={changeLanguage} onLoggedIn={loggedIn} resetLink={(label) => <a href={routePaths.reset}>{label}</a>} />
    </SasarThemeProvider>
  );
}
