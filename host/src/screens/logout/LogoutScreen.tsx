import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, routePaths } from 'shared-graph/host';
import { FullPageSpinner } from 'shared-ui';

/** /logout: ends the session on the server, clears the local flag, and goes to login. */
export function LogoutScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    logout().finally(() => {
      if (active) navigate(routePaths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return <FullPageSpinner label="Logging out…" />;
}
