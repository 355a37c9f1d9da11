// Puts each remote's area into the host's one router on the first visit to a path the registry says it owns.
// The area is patched in at once with pending routes (so the URL changes and a loading state shows inside the
// layout); the remote's own routes join when they arrive, and outrank the pending ones.
import type { RouteObject } from 'react-router-dom';
import type { RouteMeta } from 'shared-graph/host';
import { areaForPath } from '../remotes/areaForPath';
import { AreaError } from '../remotes/AreaError';
import { AreaGate } from '../remotes/AreaGate';
import { AreaPending } from '../remotes/AreaPending';
import type { AreaLoads } from '../remotes/areaLoads';
import type { RemoteEntry, RemoteRegistry } from '../remotes/registry';
import { pendingAreaText } from '../shell/pageTexts';
import { LAYOUT_ROUTE_ID } from './routes';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

/** The route the remote's own routes are patched into; first among the area's children, so it wins ties. */
export const remoteRoutesId = (remote: string) => `area-${remote}-routes`;

function pendingHandle(entry: RemoteEntry): RouteMeta {
  return { name: `${entry.name}-loading`, meta: pendingAreaText(entry.label) };
}

export function areaRoute(entry: RemoteEntry, loads: AreaLoads): RouteObject {
  const pending = <AreaPending entry={entry} loads={loads} />;
  return {
    id: `area-${entry.name}`,
    element: <AreaGate entry={entry} />,
    errorElement: <AreaError entry={entry} />,
    children: [
      { id: remoteRoutesId(entry.name), children: [] },
      ...entry.paths.map((owned, index): RouteObject =>
        owned.path === '/'
          ? { id: `area-${entry.name}-pending-${index}`, index: true, handle: pendingHandle(entry), element: pending }
          : { id: `area-${entry.name}-pending-${index}`, path: `${owned.path}/*`, handle: pendingHandle(entry), element: pending },
      ),
    ],
  };
}

export function createRemotePatcher(registry: RemoteRegistry, loads: AreaLoads) {
  const patched = new Set<string>();

  return function patchRoutesOnNavigation({ path, patch, signal }: { path: string; patch: Patch; signal: AbortSignal }): void {
    const match = areaForPath(registry, path);
    if (!match || patched.has(match.entry.name)) return;
    patch(LAYOUT_ROUTE_ID, [areaRoute(match.entry, loads)]);
    // React Router drops the patch of an interrupted navigation: the area counts as patched only when it is in.
    if (!signal.aborted) patched.add(match.entry.name);
  };
}
