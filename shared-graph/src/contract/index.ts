import type { IndexRouteObject, NonIndexRouteObject } from 'react-router-dom';
import type { Language } from '../session/language';

/**
 * Version of the host ⇄ remote contract. A remote exports the version it was built against; the host refuses a
 * remote whose version differs, and the server refuses to publish it. Bump for breaking changes to what the
 * `shared-graph` root exposes (a name removed, renamed or changed in meaning: a remote built before would find it
 * missing in the host's copy) or to the route module shape; a name added is no break.
 *
 * 2: the root exports by name only what two or more packages use (issue 28); the writes, the research targeting spec
 * and cache codec, the ads manager's result types left for their remotes, the shell's names for `shared-graph/host`.
 */
export const CONTRACT_VERSION = 2;

/** A page's document title and meta description in one language. */
export interface PageText {
  title: string;
  description?: string;
}

/** A page's title and description in every language (the host shows the user's `useLanguage()`). */
export type LocalizedPageText = Record<Language, PageText>;

/** Route metadata carried in `handle` (page title, meta description, layout switches). */
export interface RouteMeta {
  /** Route name, unique across the app (e.g. 'search', 'adsmanager-list', 'admin-user'). */
  name: string;
  /** Page title and meta description per language; the host falls back to `title`, then the product name. */
  meta?: LocalizedPageText;
  /** Page title in no particular language (a remote built before `meta`); `meta` wins. */
  title?: string;
  /** Meta description in no particular language; `meta` wins. */
  description?: string;
  /** The page needs the browser extension (the host shows the extension-required banner). */
  extensionRequired?: boolean;
  /** The announcement ribbon may show on this route. */
  ribbon?: boolean;
}

export type SasarIndexRouteObject = Omit<IndexRouteObject, 'handle'> & { handle?: RouteMeta };
export type SasarNonIndexRouteObject = Omit<NonIndexRouteObject, 'handle' | 'children'> & {
  handle?: RouteMeta;
  children?: SasarRouteObject[];
};
/** A react-router route object whose `handle` is a {@link RouteMeta}. */
export type SasarRouteObject = SasarIndexRouteObject | SasarNonIndexRouteObject;

/** What a remote's `./routes` module exports as default. Top-level paths are absolute ('/dashboard'); the host patches them under its layout. */
export interface RemoteRouteModule {
  contractVersion: number;
  routes: SasarRouteObject[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Accepts either the route module itself or a module namespace whose `default` is the route module (what
 * `loadRemote('x/routes')` returns) and gives back the route module, or undefined when there is none.
 */
export function resolveRemoteModule(module: unknown): unknown {
  if (isObject(module) && !('contractVersion' in module) && 'default' in module) return module.default;
  return module;
}

function checkRoutes(routes: unknown[], where: string, top: boolean): string | null {
  for (let i = 0; i < routes.length; i += 1) {
    const route = routes[i];
    const at = `${where}[${i}]`;
    if (!isObject(route)) return `route ${at} is not an object`;
    const handle = route.handle;
    if (handle === undefined) {
      if (top) return `route ${at} has no handle (every top-level route needs handle.name)`;
    } else if (!isObject(handle) || typeof handle.name !== 'string' || handle.name === '') {
      return `route ${at} has a handle without a name`;
    }
    if (route.children !== undefined) {
      if (!Array.isArray(route.children)) return `route ${at} has children that are not a list`;
      const reason = checkRoutes(route.children, `${at}.children`, false);
      if (reason) return reason;
    }
  }
  return null;
}

/**
 * Checks a remote's route module against this contract.
 *
 * Returns `null` when the module is compatible, otherwise a human-readable reason the host can show
 * (e.g. "built against contract version 1, the host supports version 2").
 *
 * ```ts
 * const reason = isCompatibleRemote(await loadRemote('research/routes'), 'research');
 * if (reason) showRemoteError(reason);
 * ```
 */
export function isCompatibleRemote(module: unknown, remoteName = 'remote'): string | null {
  const mod = resolveRemoteModule(module);
  if (!isObject(mod)) return `${remoteName} did not export a route module`;
  const version = mod.contractVersion;
  if (typeof version !== 'number') return `${remoteName} does not declare a contract version`;
  if (version !== CONTRACT_VERSION) {
    return `${remoteName} was built against contract version ${version}, the host supports version ${CONTRACT_VERSION}`;
  }
  if (!Array.isArray(mod.routes)) return `${remoteName} does not export a list of routes`;
  const reason = checkRoutes(mod.routes, 'routes', true);
  return reason ? `${remoteName}: ${reason}` : null;
}
