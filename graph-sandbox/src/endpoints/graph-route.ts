import type { BatchLatency, Dispatch } from '../graph/graph-call';
import type { GraphContext } from '../graph/graph-context';
import type { GraphParams } from '../graph/params';
import type { SandboxState } from '../sandbox/sandbox-state';

export interface RouteEnv {
  state: SandboxState;
  /** Runs another call through the same pipeline (batch operations). */
  dispatch: Dispatch;
  /** The batch route reports how long its operations take under the latency profile. */
  batchLatency?: BatchLatency;
}

export interface GraphRoute {
  /** `GET`, `POST`, `DELETE`, or `*` for any. */
  method: string;
  /** Segments; `:name` matches any one segment. `/` is the root. */
  path: string;
  /** `none`: the call needs no access token (OAuth code exchange). */
  auth: 'token' | 'none';
  /** Extra condition on the parameters. */
  when?: (params: GraphParams) => boolean;
  handle(ctx: GraphContext, env: RouteEnv): unknown;
}

export function routeMatches(route: GraphRoute, method: string, segments: readonly string[], params: GraphParams): boolean {
  if (route.method !== '*' && route.method !== method) return false;
  const pattern = route.path === '/' ? [] : route.path.slice(1).split('/');
  if (pattern.length !== segments.length) return false;
  if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) return false;
  return route.when ? route.when(params) : true;
}
