import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * A route's screen as its own chunk, downloaded on the first visit to the route: the login page carries none of
 * the other screens. `pick` names the export, so a screen module keeps its named exports.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  return async () => ({ Component: pick(await load()) });
}
