import type { NodeType } from '../graph/fields/node-type';
import { rowsOf } from '../graph/fields/project';
import { DAY_MS, utcOffsetMinutes } from '../lib/meta-time';
import { amountSpent, balance } from '../world/accounts/account-money';
import type { AdAccount } from '../world/accounts/ad-account';
import { minDailyBudget } from '../world/accounts/build-ad-accounts';
import { adCreativesEdge, adImagesEdge, adVideosEdge } from '../endpoints/creative-library/creative-library-edges';
import { adLabelNode, listAdLabels } from './ad-label-node';
import { adsPixelNode, listPixels } from './ads-pixel-node';
import { customConversionNode, listCustomConversions } from './custom-conversion-node';
import { generatePreviewsEdge } from '../endpoints/previews/preview-edges';
import { adNode } from './ad-node';
import { listAdObjects } from './ad-object-lists';
import { adSetNode } from './adset-node';
import { campaignNode } from './campaign-node';
import { customAudienceNode } from './custom-audience-node';
import { listCustomAudiences } from './custom-audience-list';
import { accountTime, money } from './node-values';
import { insightsEdge } from './insights-edge';

export const adAccountNode: NodeType<AdAccount> = {
  name: 'AdAccount',
  defaultFields: ['account_id'],
  id: (account) => account.id,
  fields: {
    id: (a) => a.id,
    account_id: (a) => a.accountNumber,
    name: (a) => a.name,
    account_status: (a) => a.status,
    disable_reason: (a) => a.disableReason,
    age: (a, _spec, ctx) => Math.round(((ctx.now - a.createdAt) / DAY_MS) * 1e10) / 1e10,
    amount_spent: (a, _spec, ctx) => money(amountSpent(ctx.world, a)),
    balance: (a, _spec, ctx) => money(balance(ctx.world, a)),
    spend_cap: (a) => money(a.spendCapMinor),
    min_campaign_group_spend_cap: (a) => money(minDailyBudget(a) * 100),
    min_daily_budget: (a) => minDailyBudget(a),
    currency: (a) => a.currency,
    created_time: (a) => accountTime(a.createdAt, a),
    timezone_id: (a) => a.timezoneId,
    timezone_name: (a) => a.timezoneName,
    timezone_offset_hours_utc: (a, _spec, ctx) => utcOffsetMinutes(ctx.now, a.timezoneName) / 60,
    business: (a) => (a.business ? { id: a.business.id, name: a.business.name } : undefined),
    business_name: (a) => a.business?.name ?? '',
    business_city: (a) => (a.currency === 'USD' ? 'San Francisco' : a.currency === 'JPY' ? 'Tokyo' : 'Jakarta'),
    business_country_code: (a) => (a.currency === 'USD' ? 'US' : a.currency === 'JPY' ? 'JP' : 'ID'),
    owner: (a) => a.business?.id ?? a.ownerUserId,
    end_advertiser: (a) => a.endAdvertiser.id,
    end_advertiser_name: (a) => a.endAdvertiser.name,
    media_agency: () => 'NONE',
    partner: () => 'NONE',
    funding_source: (a) => (a.status === 2 ? undefined : a.funding?.id),
    funding_source_details: (a) =>
      a.status === 2 || !a.funding ? undefined : { id: a.funding.id, display_string: a.funding.displayString, type: a.funding.type },
    is_personal: (a) => (a.isPersonal ? 1 : 0),
    is_prepay_account: (a) => a.isPrepay,
    is_notifications_enabled: () => true,
    is_tax_id_required: () => false,
    has_migrated_permissions: () => true,
    tax_id_status: () => 0,
    capabilities: () => [],
    user_tasks: (a) => [...a.userTasks],
    tos_accepted: () => ({ web_custom_audience_tos: 1, custom_audience_tos: 1 }),
    user_tos_accepted: () => ({ web_custom_audience_tos: 1, custom_audience_tos: 1 }),
    attribution_spec: () => [
      { event_type: 'CLICK_THROUGH', window_days: 7 },
      { event_type: 'VIEW_THROUGH', window_days: 1 },
    ],
  },
  edges: {
    insights: insightsEdge(),
    campaigns: { rows: (a, ctx, query) => rowsOf(campaignNode, listAdObjects(ctx.world, 'campaign', ctx.world.campaignsOf(a.id), query), ctx) },
    adsets: { rows: (a, ctx, query) => rowsOf(adSetNode, listAdObjects(ctx.world, 'adset', ctx.world.adsetsOf(a.id), query), ctx) },
    ads: { rows: (a, ctx, query) => rowsOf(adNode, listAdObjects(ctx.world, 'ad', ctx.world.adsOf(a.id), query), ctx) },
    customaudiences: { rows: (a, ctx, query) => rowsOf(customAudienceNode, listCustomAudiences(ctx.world.customAudiencesOf(a.id), query), ctx) },
    adlabels: { rows: (a, ctx) => rowsOf(adLabelNode, listAdLabels(ctx.world.adLabelsOf(a.id)), ctx) },
    adspixels: { rows: (a, ctx, query) => rowsOf(adsPixelNode, listPixels(ctx.world.pixelsOf(a.id), query), ctx) },
    customconversions: { rows: (a, ctx) => rowsOf(customConversionNode, listCustomConversions(ctx.world.customConversionsOf(a.id)), ctx) },
    adcreatives: adCreativesEdge,
    adimages: adImagesEdge,
    advideos: adVideosEdge,
    generatepreviews: generatePreviewsEdge,
  },
};
