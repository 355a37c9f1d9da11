import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from 'shared-graph';
import { applyLogin, setLanguage, redirectTarget, routePaths } from 'shared-graph/host';
import { useRegistry } from '../../remotes/RegistryContext';
import { isStaffArea } from '../../remotes/staffArea';
import { afterLoginPath } from './afterLogin';
import { LoginForm } from './LoginForm';

/**
 * /user/login inside the app (after a logout, or a guard sending a guest here): the login applies at once and the
 * router goes on — a new user to /welcome, a setup decision at once (except on the way to a staff area: SPEC §2
 * exempts the admin routes), else where the user was going (the `redirect` query, or the start page '/'). A cold
 * visit to /user/login gets the standalone LoginPage instead (host/src/login-page).
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const registry = useRegistry();
  const language = useLanguage();

  function loggedIn(answer: unknown) {
    const decision = applyLogin(answer);
    const target = redirectTarget(location.search, routePaths.main);
    const setup = decision && decision.kind !== 'ready' && !isStaffArea(registry, target) ? decision.path : null;
    navigate(afterLoginPath(answer, location.search, setup), { replace: true });
  }

  return (
    <LoginForm
      language={language}
      onLanguageChange={(choice) => setLanguage(choice)}
      onLoggedIn={loggedIn}
      resetLink={(label) => <Link to={routePaths.reset}>{label}</Link>}
    />
  );
}
