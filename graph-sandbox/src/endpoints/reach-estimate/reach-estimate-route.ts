import { graphErrors } from '../../graph/errors/error-catalog';
import { audienceBounds } from '../../world/taxonomy/build-taxonomy';
import { parseTargetingSpec } from '../delivery-estimate/targeting-spec';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';

/**
 * `GET /{act}/reachestimate?targeting_spec` (legacy AdAccountReachEstimate, GRAPH-API §4): the audience bounds of
 * the same population model delivery_estimate uses, as one object under `data`.
 */
export const reachEstimateRoute: GraphRoute = {
  method: 'GET',
  path: '/:id/reachestimate',
  auth: 'token',
  handle: (ctx) => {
    const node = nodeFor(ctx, ctx.segments[0] as string);
    if (node.kind !== 'ad_account') throw graphErrors.unknownPathComponents('/reachestimate');
    ctx.params.required('targeting_spec');
    const people = ctx.world.audience.reach(parseTargetingSpec(ctx.world, ctx.params.json('targeting_spec')));
    const { lowerBound, upperBound } = people > 0 ? audienceBounds(people) : { lowerBound: 0, upperBound: 0 };
    return { data: { users_lower_bound: lowerBound, users_upper_bound: upperBound, estimate_ready: true } };
  },
};
