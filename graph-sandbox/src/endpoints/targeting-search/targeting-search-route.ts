import { graphErrors } from '../../graph/errors/error-catalog';
import { parseFields } from '../../graph/fields/parse-fields';
import { projectNode } from '../../graph/fields/project';
import { targetingItemNode } from '../../nodes/targeting-item-node';
import { TARGETING_TYPES, type TargetingType } from '../../world/taxonomy/targeting-item';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { LIMIT_TYPES } from './limit-types';

const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 5000;

/**
 * `GET /{act}/targetingsearch?q&limit&limit_type&locale` (GRAPH-API §2.1): taxonomy matches by name, best first,
 * `{data:[…]}` without paging; audience bounds are JSON integers.
 */
export const targetingSearchRoute: GraphRoute = {
  method: 'GET',
  path: '/:id/targetingsearch',
  auth: 'token',
  handle: (ctx) => {
    const node = nodeFor(ctx, ctx.segments[0] as string);
    if (node.kind !== 'ad_account') throw graphErrors.unknownPathComponents('/targetingsearch');
    const q = ctx.params.required('q');
    const limit = ctx.params.int('limit', DEFAULT_LIMIT, { min: 1, max: MAX_LIMIT });
    const limitType = ctx.params.string('limit_type');
    if (limitType !== undefined && !LIMIT_TYPES.has(limitType)) {
      throw graphErrors.invalidParameter(`Param limit_type must be one of {${[...LIMIT_TYPES].join(', ')}}`);
    }
    const specs = parseFields(ctx.params.string('fields'));
    const types = limitType === undefined ? undefined : (TARGETING_TYPES as readonly string[]).includes(limitType) ? [limitType as TargetingType] : [];
    if (types && types.length === 0) return { data: [] };
    const items = ctx.world.taxonomy.search({ q, limit, types, locale: ctx.params.string('locale') });
    return { data: items.map((item) => projectNode(targetingItemNode, item, specs, ctx)) };
  },
};
