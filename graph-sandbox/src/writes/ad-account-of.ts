import { graphErrors } from '../graph/errors/error-catalog';
import type { GraphContext } from '../graph/graph-context';
import type { BoundNode } from '../nodes/node-access';
import type { AdAccount } from '../world/accounts/ad-account';

/** Creates go to an ad account's edge; any other node answers Meta's "unsupported post request". */
export function adAccountOf(ctx: GraphContext, node: BoundNode): AdAccount {
  if (node.kind !== 'ad_account' || !node.account) throw graphErrors.unsupportedRequest(ctx.method, node.id);
  return node.account;
}
