import { graphErrors } from '../graph/errors/error-catalog';
import type { GraphContext } from '../graph/graph-context';
import type { BoundNode } from '../nodes/node-access';
import type { AdAccount } from '../world/accounts/ad-account';
import type { AdObject } from './update-ad-object';

/** The campaign, ad set or ad a bound node is, with its account; other nodes do not take this write. */
export function adObjectOf(ctx: GraphContext, node: BoundNode): { object: AdObject; account: AdAccount } {
  const found = ctx.world.node(node.id);
  if (!found || !node.account || (found.kind !== 'campaign' && found.kind !== 'adset' && found.kind !== 'ad')) {
    throw graphErrors.unsupportedRequest(ctx.method, node.id);
  }
  return { object: found as AdObject, account: node.account };
}
