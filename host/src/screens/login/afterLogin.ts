import { redirectTarget, routePaths } from 'shared-graph/host';

/**
 * Where a login goes, in the app and from the standalone page alike: a new user (terms not accepted yet) to
 * /welcome, else the setup the login calls for (the app's LoginScreen decides that one), else the `redirect` query
 * or the start page ('/').
 */
export function afterLoginPath(answer: unknown, search: string, setupPath: string | null = null): string {
  const isNew = typeof answer === 'object' && answer !== null && (answer as { agree?: unknown }).agree === false;
  return isNew ? routePaths.welcome : (setupPath ?? redirectTarget(search, routePaths.main));
}
