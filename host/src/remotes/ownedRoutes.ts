import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteModule } from 'shared-graph';
import { ownsPath } from './areaForPath';
import type { RemoteEntry } from './registry';

/**
 * The remote's top-level routes that lie inside the paths its registry entry owns. A route outside them would
 * work after an in-app visit and be "Page not found" on a direct load, so it is left out (and reported).
 */
export function ownedRoutes(entry: RemoteEntry, module: RemoteRouteModule): RemoteRouteModule {
  const routes = (module.routes as RouteObject[]).filter((route) => {
    if (route.path === undefined) return true;
    const owned = entry.paths.some((claim) => ownsPath(claim.path, route.path!.replace(/\/+$/, '') || '/'));
    if (!owned) console.warn(`The ${entry.name} remote serves ${route.path}, which its registry entry does not claim; add it to the entry's paths.`);
    return owned;
  });
  return { ...module, routes: routes as RemoteRouteModule['routes'] };
}
