import type { NodeType } from '../graph/fields/node-type';
import { projectNode } from '../graph/fields/project';
import type { Ad } from '../world/ads/ad-objects';
import { adCreativeNode, findCreative, thumbnailSize } from './ad-creative-node';
import { effectiveStatusOf } from './ad-object-lists';
import { adSetFieldsNode } from './adset-fields';
import { campaignFieldsNode } from './campaign-fields';
import { accountTime, adLabels, issuesInfo } from './node-values';
import { insightsEdge } from './insights-edge';
import { adPreviewsEdge } from '../endpoints/previews/preview-edges';

/** Meta's node type name for ads is `Adgroup`. */
export const adNode: NodeType<Ad> = {
  name: 'Adgroup',
  defaultFields: [],
  id: (ad) => ad.id,
  fields: {
    id: (ad) => ad.id,
    account_id: (ad) => ad.accountId.replace(/^act_/, ''),
    campaign_id: (ad) => ad.campaignId,
    adset_id: (ad) => ad.adsetId,
    campaign: (ad, spec, ctx) => {
      const campaign = ctx.world.campaign(ad.campaignId);
      return campaign ? projectNode(campaignFieldsNode, campaign, spec.children, ctx) : undefined;
    },
    adset: (ad, spec, ctx) => {
      const adset = ctx.world.adset(ad.adsetId);
      return adset ? projectNode(adSetFieldsNode, adset, spec.children, ctx) : undefined;
    },
    name: (ad) => ad.name,
    status: (ad) => ad.status,
    configured_status: (ad) => ad.status,
    effective_status: (ad, _spec, ctx) => effectiveStatusOf(ctx.world, 'ad', ad),
    creative: (ad, spec, ctx) => {
      const creative = findCreative(ctx.world, ad.creativeId);
      // `creative.thumbnail_width(150).thumbnail_height(120){thumbnail_url}`: the modifiers size the thumbnail.
      const sized = creative && (spec.modifiers.thumbnail_width !== undefined || spec.modifiers.thumbnail_height !== undefined) ? { ...creative, thumbnail: thumbnailSize((name) => spec.modifiers[name]) } : creative;
      return sized ? projectNode(adCreativeNode, sized, spec.children, ctx) : { id: ad.creativeId };
    },
    issues_info: (ad) => issuesInfo(ad.issues),
    ad_review_feedback: (ad) => (ad.reviewFeedback ? { global: { ...ad.reviewFeedback } } : undefined),
    adlabels: (ad, spec, ctx) => adLabels(ad.adlabels, spec, ctx),
    created_time: (ad, _spec, ctx) => accountTime(ad.createdAt, ctx.world.account(ad.accountId)),
    updated_time: (ad, _spec, ctx) => accountTime(ad.updatedAt, ctx.world.account(ad.accountId)),
    tracking_specs: (ad, _spec, ctx) => {
      const account = ctx.world.account(ad.accountId);
      return [
        { 'action.type': ['offsite_conversion'], fb_pixel: [account?.pixelId ?? ''] },
        { 'action.type': ['post_engagement'], page: [account?.pageId ?? ''], post: [ad.creativeId] },
      ];
    },
    conversion_specs: () => [{ 'action.type': ['offsite_conversion'], 'conversion_id': ['0'] }],
    preview_shareable_link: (ad) => ad.previewLink,
    source_ad_id: (ad) => ad.sourceId ?? '0',
    last_updated_by_app_id: (_ad, _spec, ctx) => ctx.world.app.id,
    bid_type: () => 'ABSOLUTE_OCPM',
  },
  edges: {
    insights: insightsEdge(),
    previews: adPreviewsEdge,
  },
};
