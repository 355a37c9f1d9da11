import type { NodeType } from '../graph/fields/node-type';
import { rowsOf } from '../graph/fields/project';
import type { AdSet } from '../world/ads/ad-objects';
import { adNode } from './ad-node';
import { listAdObjects } from './ad-object-lists';
import { adSetFieldsNode } from './adset-fields';
import { insightsEdge } from './insights-edge';

/** Meta's node type name for ad sets is `AdCampaign`. */
export const adSetNode: NodeType<AdSet> = {
  ...adSetFieldsNode,
  edges: {
    insights: insightsEdge(),
    ads: { rows: (a, ctx, query) => rowsOf(adNode, listAdObjects(ctx.world, 'ad', ctx.world.adsOf(a.id), query), ctx) },
  },
};
