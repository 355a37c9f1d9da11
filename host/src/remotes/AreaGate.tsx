import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginRedirectPath, useLoggedIn, useUser } from 'shared-graph';
import { judgeAccess } from '../access/judgeAccess';
import { NoAccess } from '../access/NoAccess';
import { areaForPath } from './areaForPath';
import { AreaLoading } from './AreaLoading';
import type { RemoteEntry } from './registry';

/**
 * The entry to a remote's area: the access rule of the path being visited (from the registry, so it holds
 * before the remote has loaded), and a loading state inside the layout while the remote lazy-loads a screen.
 */
export function AreaGate({ entry }: { entry: RemoteEntry }) {
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const user = useUser();
  const owned = areaForPath(new Map([[entry.name, entry]]), location.pathname)?.owned;
  const verdict = owned ? judgeAccess(owned.access, { loggedIn, role: user?.role }) : 'enter';
  if (verdict === 'login') return <Navigate to={loginRedirectPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (verdict === 'wait') return <AreaLoading label={entry.label} />;
  if (verdict === 'denied') return <NoAccess area={pageName(entry, owned!.path)} />;
  return (
    <Suspense fallback={<AreaLoading label={entry.label} />}>
      <Outlet />
    </Suspense>
  );
}

/** The name the sidebar gives the guarded path ("Customer service" for /setting/cs), else the area's label. */
function pageName(entry: RemoteEntry, ownedPath: string): string {
  return entry.nav.find((item) => item.to === ownedPath || item.to.startsWith(`${ownedPath}/`))?.label ?? entry.label;
}
