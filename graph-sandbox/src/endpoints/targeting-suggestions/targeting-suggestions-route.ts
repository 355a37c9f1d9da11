import { graphErrors } from '../../graph/errors/error-catalog';
import { parseFields } from '../../graph/fields/parse-fields';
import { projectNode } from '../../graph/fields/project';
import { targetingItemNode } from '../../nodes/targeting-item-node';
import { localizeItem } from '../../world/taxonomy/localize';
import { relatedItems } from '../../world/taxonomy/related';
import type { GraphRoute } from '../graph-route';
import { nodeFor } from '../nodes/node-routes';
import { parseTargetingList } from './targeting-list';

const DEFAULT_LIMIT = 30;
const MAX_LIMIT = 45;
const MODES = new Set(['best_performing', 'recently_used', 'related', 'suggestions']);

/**
 * `GET /{act}/targetingsuggestions?targeting_list=[…]&limit` (GRAPH-API §3): taxonomy items related to the inputs,
 * deterministic, the inputs excluded; AdAccountTargetingUnified rows in `{data:[…]}`.
 */
export const targetingSuggestionsRoute: GraphRoute = {
  method: 'GET',
  path: '/:id/targetingsuggestions',
  auth: 'token',
  handle: (ctx) => {
    const node = nodeFor(ctx, ctx.segments[0] as string);
    if (node.kind !== 'ad_account') throw graphErrors.unknownPathComponents('/targetingsuggestions');
    const limit = ctx.params.int('limit', DEFAULT_LIMIT, { min: 1, max: MAX_LIMIT });
    const mode = ctx.params.string('mode');
    if (mode !== undefined && !MODES.has(mode)) throw graphErrors.invalidParameter(`Param mode must be one of {${[...MODES].join(', ')}}`);
    const inputs = parseTargetingList(ctx.world, ctx.params);
    const specs = parseFields(ctx.params.string('fields'));
    const locale = ctx.params.string('locale');
    const items = relatedItems(ctx.world.taxonomy.items, inputs, limit);
    return { data: items.map((item) => projectNode(targetingItemNode, localizeItem(item, locale), specs, ctx)) };
  },
};
