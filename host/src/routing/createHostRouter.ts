// The host's router: its own routes, and the remote areas the registry names, patched in on first visit.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createAreaLoads } from '../remotes/areaLoads';
import type { RemoteRouteModule } from 'shared-graph';
import type { RemoteRegistry } from '../remotes/registry';
import { ownedRoutes } from '../remotes/ownedRoutes';
import { createRemotePatcher, remoteRoutesId } from './remotePatcher';
import { createHostRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

export interface HostRouterOptions {
  registry: RemoteRegistry;
  loadAreaRoutes: (remote: string) => Promise<RemoteRouteModule>;
  /** Tests pass a memory router's starting entries; the app uses the browser's history. */
  initialEntries?: string[];
}

export function createHostRouter({ registry, loadAreaRoutes, initialEntries }: HostRouterOptions): Router {
  const loadOwnedRoutes = async (remote: string) => {
    const module = await loadAreaRoutes(remote);
    const entry = registry.get(remote);
    return entry ? ownedRoutes(entry, module) : module;
  };
  const loads = createAreaLoads(loadOwnedRoutes, async (remote, module) => {
    router.patchRoutes(remoteRoutesId(remote), module.routes as RouteObject[]);
    // Match the current location again, now that the remote's routes outrank the pending ones.
    await router.revalidate();
  });
  const options = { patchRoutesOnNavigation: createRemotePatcher(registry, loads) };
  const router: Router = initialEntries
    ? createMemoryRouter(createHostRoutes(), { ...options, initialEntries })
    : createBrowserRouter(createHostRoutes(), options);
  return router;
}
