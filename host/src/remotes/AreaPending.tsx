import { useEffect, useSyncExternalStore } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { ErrorState } from 'shared-ui';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen';
import { staticPaths } from '../screens/not-found/staticPaths';
import { describeRouteError } from './AreaError';
import { AreaLoading } from './AreaLoading';
import type { AreaLoads } from './areaLoads';
import type { RemoteEntry } from './registry';

/**
 * What a remote's paths show until its routes are in the router: a loading state at once (the URL has already
 * changed), its error panel with Retry if it cannot be loaded, and "Page not found" for a path inside the area
 * that the loaded remote does not serve.
 */
export function AreaPending({ entry, loads }: { entry: RemoteEntry; loads: AreaLoads }) {
  const state = useSyncExternalStore(loads.subscribe, () => loads.get(entry.name));
  const location = useLocation();
  // Again after a retirement (a new release): the state is gone, this screen loads the release the registry names now.
  const retired = state === undefined;
  useEffect(() => loads.start(entry.name), [loads, entry.name, retired]);
  // Loaded: the router is about to show the remote's own route, unless the remote has none for this path; its pages
  // are what a mistyped address inside the area most likely meant (/dashboard/funel → /dashboard/funnel).
  if (state?.status === 'ready' && !matchRoutes(state.module.routes as RouteObject[], location)) {
    return <NotFoundScreen knownPaths={staticPaths(state.module.routes as RouteObject[])} />;
  }
  if (state?.status === 'failed') {
    const { title, message } = describeRouteError(state.error, entry.label);
    return <ErrorState title={title} message={message} onRetry={() => loads.start(entry.name)} />;
  }
  return <AreaLoading label={entry.label} />;
}
