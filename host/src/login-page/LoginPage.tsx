import { routePaths } from 'shared-graph';
import { handOverLogin } from 'shared-graph/host';
import { SasarThemeProvider } from 'shared-ui';
import { afterLoginPath } from '../screens/login/afterLogin';
import { LoginForm } from '../screens/login/LoginForm';

export interface LoginPageProps {
  /** The page's query: `redirect` names where the visitor was going. */
  search: string;
  /** Leaves the page for the app (location.replace in the browser). */
  go: (path: string) => void;
}

/**
 * The standalone /user/login document: the login form without the app around it, so a visitor downloads React and
 * the form, not the router, the server-state client and the federation runtime. After a login it hands the answer
 * over to the app and goes where the app's LoginScreen would: a new user to /welcome, else the `redirect` query or
 * the research area. The app then applies the user view (and a setup decision) as it starts.
 */
export function LoginPage({ search, go }: LoginPageProps) {
  function loggedIn(answer: unknown) {
    handOverLogin(answer);
    go(afterLoginPath(answer, search));
  }

  return (
    <SasarThemeProvider>
      <LoginForm onLoggedIn={loggedIn} resetLink={<a href={routePaths.reset}>Forgot your password?</a>} />
    </SasarThemeProvider>
  );
}
