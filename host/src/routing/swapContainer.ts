// Swapping a remote area's routes for a new release, on the next navigation: the routes of the release the page runs
// are taken out of the router's tree and an empty route takes their place. The screen on show keeps rendering (the
// router's current matches hold it) until the next navigation, which matches the area's pending route, and that loads
// the new release and patches its routes into the new container. React Router has no call to remove routes; its
// route tree (router.routes) is the one patchRoutes grows, so the old container is taken out of its children here.
import type { createBrowserRouter } from 'react-router-dom';
import { remoteRoutesId } from './remotePatcher';

type Router = ReturnType<typeof createBrowserRouter>;
interface TreeRoute {
  id: string;
  children?: TreeRoute[];
}

let swaps = 0;

function findRoute(routes: readonly TreeRoute[], id: string): TreeRoute | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && findRoute(route.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Replaces the remote's container (`current`) with a new, empty one, first among the area's children as the first
 * was (the remote's routes win ties with the pending ones). Returns the new container's id, or undefined when the area
 * is not in the router yet (its first visit loads the registry's release anyway).
 */
export function swapContainer(router: Router, remote: string, current: string): string | undefined {
  const area = findRoute(router.routes as unknown as TreeRoute[], `area-${remote}`);
  if (!area?.children) return undefined;
  const index = area.children.findIndex((route) => route.id === current);
  if (index !== -1) area.children.splice(index, 1);
  swaps += 1;
  const next = `${remoteRoutesId(remote)}-${swaps}`;
  router.patchRoutes(area.id, [{ id: next, children: [] }]);
  const added = area.children.findIndex((route) => route.id === next);
  area.children.unshift(...area.children.splice(added, 1));
  return next;
}
