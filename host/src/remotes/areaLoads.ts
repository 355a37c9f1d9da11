// The loading state of each remote area, outside React: the router patches a remote's routes in when they
// arrive, and the area's pending screen shows the state meanwhile.
import type { RemoteRouteModule } from 'shared-graph';

export type AreaLoadState = { status: 'loading' } | { status: 'ready'; module: RemoteRouteModule } | { status: 'failed'; error: unknown };

export interface AreaLoads {
  /** Starts loading the remote unless it is loading or loaded; after a failure, starts again (Retry). */
  start(remote: string): void;
  /** Records an area whose routes the router got without a load here (the first navigation waited for them). */
  installed(remote: string, module: RemoteRouteModule): void;
  get(remote: string): AreaLoadState | undefined;
  /**
   * Forgets the remote's load (a new release is in the registry): the area's pending screen loads it again; a load
   * still on its way is not installed.
   */
  retire(remote: string): void;
  subscribe(listener: () => void): () => void;
}

/**
 * `install` puts the loaded routes into the router; the area counts as ready only once it has, so the pending
 * screen never claims "ready" while the router still lacks the routes.
 */
export function createAreaLoads(
  load: (remote: string) => Promise<RemoteRouteModule>,
  install: (remote: string, module: RemoteRouteModule) => Promise<void> | void,
): AreaLoads {
  const states = new Map<string, AreaLoadState>();
  const generations = new Map<string, number>();
  const generationOf = (remote: string) => generations.get(remote) ?? 0;
  const listeners = new Set<() => void>();
  const set = (remote: string, state: AreaLoadState) => {
    states.set(remote, state);
    for (const listener of listeners) listener();
  };

  return {
    start(remote) {
      const current = states.get(remote);
      if (current && current.status !== 'failed') return;
      set(remote, { status: 'loading' });
      const generation = generationOf(remote);
      const stillCurrent = () => generationOf(remote) === generation;
      load(remote)
        .then(async (module) => {
          if (!stillCurrent()) return;
          await install(remote, module);
          set(remote, { status: 'ready', module });
        })
        .catch((error: unknown) => {
          if (stillCurrent()) set(remote, { status: 'failed', error });
        });
    },
    retire(remote) {
      generations.set(remote, generationOf(remote) + 1);
      states.delete(remote);
      for (const listener of listeners) listener();
    },
    installed: (remote, module) => set(remote, { status: 'ready', module }),
    get: (remote) => states.get(remote),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
