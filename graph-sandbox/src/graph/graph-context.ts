import type { World } from '../world/world';
import type { Principal } from './auth/principal';
import type { GraphParams } from './params';

/** What a handler knows about the call it serves. */
export interface GraphContext {
  world: World;
  /** Epoch ms of the call. */
  now: number;
  method: string;
  /** Path without version prefix or trailing slash, e.g. `/act_1/campaigns` (`/` for the root). */
  path: string;
  segments: string[];
  params: GraphParams;
  /** Null only on routes that need no token. */
  principal: Principal | null;
  /** The token the call used; repeated in paging URLs as Meta does. */
  token: string | undefined;
  /** `http://host:port` of the sandbox as the caller reached it. */
  origin: string;
  inBatch: boolean;
  /** Runs as an `asyncbatch` operation. */
  viaAsyncBatch: boolean;
}

export const GRAPH_VERSION = 'v21.0';

/** A full Graph URL on this sandbox, e.g. for `paging.next`. */
export function graphUrl(ctx: Pick<GraphContext, 'origin'>, path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const query = search.toString();
  return `${ctx.origin}/${GRAPH_VERSION}${path}${query ? `?${query}` : ''}`;
}
