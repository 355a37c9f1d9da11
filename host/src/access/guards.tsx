import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { loginRedirectPath } from 'shared-graph';
import { loggedInAtom } from 'shared-graph/host';

/** SPEC §2: protected routes need the logged-in flag; otherwise go to login with the full path as `redirect`. */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const loggedIn = useAtomValue(loggedInAtom);
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={loginRedirectPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}

/**
 * SPEC §2: login and reset are for guests; a logged-in visitor goes to /dashboard keeping the query.
 * Judged on arrival at each location, so logging in on the page leaves the login screen free to follow its
 * `redirect` query.
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const location = useLocation();
  return <GuestOnlyOnArrival key={location.key}>{children}</GuestOnlyOnArrival>;
}

function GuestOnlyOnArrival({ children }: { children?: ReactNode }) {
  const loggedIn = useAtomValue(loggedInAtom);
  const [loggedInOnArrival] = useState(loggedIn);
  const location = useLocation();
  if (loggedInOnArrival) return <Navigate to={`/dashboard${location.search}`} replace />;
  return <>{children ?? <Outlet />}</>;
}
