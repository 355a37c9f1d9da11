// The host's router: its own routes, and the remote areas the registry names, patched in on first visit.
import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { judgeAccess } from '../access/judgeAccess';
import { areaForPath } from '../remotes/areaForPath';
import { createAreaLoads } from '../remotes/areaLoads';
import type { RemoteRouteModule } from 'shared-graph';
import type { RemoteRegistry } from '../remotes/registry';
import { ownedRoutes } from '../remotes/ownedRoutes';
import { changedRemotes, type RegistryWatch } from '../remotes/registryWatch';
import { swapContainer } from './swapContainer';
import { createRemotePatcher, remoteRoutesId } from './remotePatcher';
import { createHostRoutes, shellLayout } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * How long the first navigation waits for the page's own area when it is already loading: arrived by then, its
 * routes are in the router before anything renders, and the page renders once, whole; a slower remote gets the
 * shell with the area's loading state meanwhile.
 */
export const FIRST_AREA_WAIT_MS = 1000;

export interface HostRouterOptions {
  registry: RemoteRegistry;
  loadAreaRoutes: (remote: string) => Promise<RemoteRouteModule>;
  /** Tests pass a memory router's starting entries; the app uses the browser's history. */
  initialEntries?: string[];
  /**
   * The page's own path and whether the visitor is signed in: when the path is a remote area's that the visitor may
   * enter, the remote starts loading with the router instead of after the shell's layout has rendered; for a
   * signed-in visitor, so does the layout.
   */
  firstVisit?: { path: string; loggedIn: boolean };
  /** FIRST_AREA_WAIT_MS, unless a test says otherwise. */
  firstAreaWaitMs?: number;
  /**
   * The registry as it changes while the page is open: an area whose entry changes (a new live release, a canary or
   * a preview begun or ended) is swapped on the next navigation into it, without a reload.
   */
  watch?: Pick<RegistryWatch, 'subscribe'>;
}

export function createHostRouter({ registry, loadAreaRoutes, initialEntries, firstVisit, firstAreaWaitMs = FIRST_AREA_WAIT_MS, watch }: HostRouterOptions): Router {
  // The route each remote's own routes are patched into: a new one for each release the page swaps in.
  const containers = new Map<string, string>();
  const containerOf = (remote: string) => containers.get(remote) ?? remoteRoutesId(remote);
  const early = startEarly(registry, loadAreaRoutes, firstVisit);
  if (firstVisit?.loggedIn) void shellLayout().catch(() => undefined);
  const loadOwnedRoutes = async (remote: string) => {
    // The early load serves the area's first load only: a retry after a failure loads afresh.
    const started = early.get(remote);
    early.delete(remote);
    const module = await (started ?? loadAreaRoutes(remote));
    const entry = registry.get(remote);
    return entry ? ownedRoutes(entry, module) : module;
  };
  const loads = createAreaLoads(loadOwnedRoutes, async (remote, module) => {
    router.patchRoutes(containerOf(remote), module.routes as RouteObject[]);
    // Match the current location again, now that the remote's routes outrank the pending ones.
    await router.revalidate();
  });
  const patchArea = createRemotePatcher(registry, loads);
  let firstNavigation = true;
  const options = {
    async patchRoutesOnNavigation(args: Parameters<typeof patchArea>[0]) {
      patchArea(args);
      const first = firstNavigation;
      firstNavigation = false;
      const remote = areaForPath(registry, args.path)?.entry.name;
      const loading = remote && !args.signal.aborted ? early.get(remote) : undefined;
      if (!remote || !loading) return;
      if (first && (await arrivesWithin(loading, firstAreaWaitMs)) && !args.signal.aborted) {
        const module = await loadOwnedRoutes(remote);
        args.patch(containerOf(remote), module.routes as RouteObject[]);
        loads.installed(remote, module);
        return;
      }
      // The area is in the router now: an early load installs the remote's routes as soon as they arrive. (A failed
      // early load waits for the area's pending screen, which reports it.)
      loading.then(() => loads.start(remote), () => undefined);
    },
  };
  const router: Router = initialEntries
    ? createMemoryRouter(createHostRoutes(), { ...options, initialEntries })
    : createBrowserRouter(createHostRoutes(), options);
  watch?.subscribe((next, previous) => {
    for (const remote of changedRemotes(next, previous)) {
      const container = swapContainer(router, remote, containerOf(remote));
      if (container) containers.set(remote, container);
      loads.retire(remote);
    }
  });
  return router;
}

/** Whether `loading` succeeds within `ms`. */
function arrivesWithin(loading: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([loading.then(() => true, () => false), late]).finally(() => clearTimeout(timer));
}

/** Resolves once the router has its first location's routes (lazy ones loaded, a waited-for area patched in). */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function startEarly(
  registry: RemoteRegistry,
  loadAreaRoutes: HostRouterOptions['loadAreaRoutes'],
  firstVisit: HostRouterOptions['firstVisit'],
): Map<string, Promise<RemoteRouteModule>> {
  const early = new Map<string, Promise<RemoteRouteModule>>();
  const match = firstVisit && areaForPath(registry, firstVisit.path);
  // 'wait' (a role rule, the user not loaded yet): a signed-in visitor is likely to be let in; a guest never is.
  if (match && judgeAccess(match.owned.access, { loggedIn: firstVisit.loggedIn, role: undefined }) !== 'login') {
    const loading = loadAreaRoutes(match.entry.name);
    // Its failure is reported by the area's load that takes it, not as an unhandled rejection before that.
    loading.catch(() => undefined);
    early.set(match.entry.name, loading);
  }
  return early;
}
