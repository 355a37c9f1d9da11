// Patches each remote's route subtree into the host's one router on the first visit to its area.
import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteModule } from 'shared-graph';
import { areaForPath, type RemoteArea } from '../remotes/areas';
import type { RemoteName } from '../remotes/registry';
import { AreaGate } from '../shell/AreaGate';
import { AreaError } from '../shell/AreaError';
import { LAYOUT_ROUTE_ID } from './routes';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

export function areaRoute(area: RemoteArea, module: RemoteRouteModule): RouteObject {
  return {
    id: `area-${area.remote}`,
    element: <AreaGate area={area} />,
    errorElement: <AreaError area={area} />,
    children: module.routes as RouteObject[],
  };
}

export function createRemotePatcher(loadAreaRoutes: (remote: RemoteName) => Promise<RemoteRouteModule>) {
  const patched = new Set<RemoteName>();
  const inFlight = new Map<RemoteName, Promise<RemoteRouteModule>>();

  return async function patchRoutesOnNavigation({ path, patch }: { path: string; patch: Patch }): Promise<void> {
    const area = areaForPath(path);
    if (!area || patched.has(area.remote)) return;
    let loading = inFlight.get(area.remote);
    if (!loading) {
      loading = loadAreaRoutes(area.remote).finally(() => inFlight.delete(area.remote));
      inFlight.set(area.remote, loading);
    }
    const module = await loading;
    if (patched.has(area.remote)) return;
    patch(LAYOUT_ROUTE_ID, [areaRoute(area, module)]);
    patched.add(area.remote);
  };
}
