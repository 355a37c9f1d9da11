import type { NodeType } from '../graph/fields/node-type';
import { rowsOf } from '../graph/fields/project';
import type { Campaign } from '../world/ads/ad-objects';
import { adNode } from './ad-node';
import { listAdObjects } from './ad-object-lists';
import { adSetNode } from './adset-node';
import { campaignFieldsNode } from './campaign-fields';
import { insightsEdge } from './insights-edge';

/** Meta's node type name for campaigns is `AdCampaignGroup`. */
export const campaignNode: NodeType<Campaign> = {
  ...campaignFieldsNode,
  edges: {
    insights: insightsEdge(),
    adsets: { rows: (c, ctx, query) => rowsOf(adSetNode, listAdObjects(ctx.world, 'adset', ctx.world.adsetsOf(c.id), query), ctx) },
    ads: { rows: (c, ctx, query) => rowsOf(adNode, listAdObjects(ctx.world, 'ad', ctx.world.adsOf(c.id), query), ctx) },
  },
};
