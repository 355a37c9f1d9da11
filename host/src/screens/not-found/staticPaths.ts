// The addresses a route table serves as written, for suggesting one when an address matches none of them.
import type { RouteObject } from 'react-router-dom';

function join(base: string, path: string): string {
  const whole = path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`;
  return whole.length > 1 ? whole.replace(/\/+$/, '') : whole;
}

/**
 * Every absolute path the routes serve without parameters: '/setting/team' yes, '/join/:token' and '/admin/*'
 * not (no single address stands for them). Pathless layout routes pass their children through.
 */
export function staticPaths(routes: readonly RouteObject[], base = '/'): string[] {
  const found = new Set<string>();
  for (const route of routes) {
    const path = route.path === undefined ? base : join(base, route.path);
    if (/[:*]/.test(path)) continue;
    if (route.path !== undefined || route.index) found.add(path);
    for (const child of staticPaths(route.children ?? [], path)) found.add(child);
  }
  return [...found];
}
