/** URL paths of the named routes that shared-graph and the host redirect to. */
export const routePaths = {
  main: '/',
  login: '/user/login',
  reset: '/user/reset',
  'setup-facebook': '/setup/facebook',
  'setup-adaccount': '/setup/adaccount',
  'setup-extension': '/setup/extension',
  integrations: '/setting/integrations',
  dashboard: '/dashboard',
  updates: '/updates',
  /** Where a user who has never accepted the terms lands after logging in. */
  welcome: '/welcome',
} as const;

export type RouteName = keyof typeof routePaths;

export type PathParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Path of a named route. Params matching `:name` segments fill them; the others become the query string
 * (null/undefined are left out).
 *
 * pathFor('login', { redirect: '/search?q=a' }) → '/user/login?redirect=%2Fsearch%3Fq%3Da'
 */
export function pathFor(name: RouteName, params?: PathParams): string {
  let path: string = routePaths[name];
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    const segment = new RegExp(`:${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=/|$)`);
    if (segment.test(path)) path = path.replace(segment, encodeURIComponent(String(value)));
    else query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function pathnameOf(fullPath: string): string {
  const end = fullPath.search(/[?#]/);
  return end === -1 ? fullPath : fullPath.slice(0, end);
}

/**
 * Login URL that brings the visitor back afterwards: `/user/login?redirect=<encoded full path>`.
 * When already on the login page the path is returned unchanged (no redirect loops).
 */
export function loginRedirectPath(currentFullPath: string): string {
  const current = currentFullPath || '/';
  if (pathnameOf(current) === routePaths.login) return current;
  return `${routePaths.login}?redirect=${encodeURIComponent(current)}`;
}

/**
 * The `redirect` query value of a login URL, if it is a safe in-app path (starts with a single '/'),
 * otherwise `fallback`. Use it after a successful login.
 */
export function redirectTarget(search: string, fallback: string = routePaths.dashboard): string {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** True when the path (with or without query) is the given named route. */
export function isRoute(fullPath: string, name: RouteName): boolean {
  return pathnameOf(fullPath) === routePaths[name];
}
