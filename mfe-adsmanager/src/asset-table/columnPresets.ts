// Column presets per objective (what a media buyer reads first for that goal) and the settings columns of SPEC §3.
import { METRICS, type MetricId } from 'shared-graph';
import type { ColumnPreset, ColumnSettings } from 'shared-ui/table';

export type PresetId = 'sales' | 'leads' | 'traffic' | 'engagement' | 'awareness' | 'video' | 'app' | 'messages';

export const PRESET_METRICS: Record<PresetId, { label: string; metrics: MetricId[] }> = {
  sales: { label: 'Sales', metrics: ['spend', 'purchases', 'cost_per_purchase', 'purchase_value', 'roas', 'add_to_cart', 'cost_per_add_to_cart', 'link_ctr', 'cpm'] },
  leads: { label: 'Leads', metrics: ['spend', 'leads', 'cost_per_lead', 'lead_conversion_rate', 'link_clicks', 'link_ctr', 'cpm'] },
  traffic: { label: 'Traffic', metrics: ['spend', 'link_clicks', 'cost_per_link_click', 'link_ctr', 'landing_page_views', 'cost_per_landing_page_view', 'reach', 'cpm'] },
  engagement: { label: 'Engagement', metrics: ['spend', 'post_engagement', 'cost_per_post_engagement', 'post_reactions', 'post_comments', 'ctr', 'cpm'] },
  awareness: { label: 'Awareness and reach', metrics: ['spend', 'reach', 'impressions', 'frequency', 'cpm', 'cpp', 'estimated_ad_recallers'] },
  video: { label: 'Video views', metrics: ['spend', 'video_views', 'thruplays', 'cost_per_thruplay', 'hook_rate', 'hold_rate', 'cpm'] },
  app: { label: 'App promotion', metrics: ['spend', 'app_installs', 'cost_per_app_install', 'app_purchases', 'app_roas', 'link_ctr', 'cpm'] },
  messages: { label: 'Messages', metrics: ['spend', 'messaging_conversations', 'cost_per_messaging_conversation', 'link_ctr', 'cpm'] },
};

export const PRESET_IDS = Object.keys(PRESET_METRICS) as PresetId[];

/** Meta's current (ODAX) and legacy objectives → the preset that reads their results. */
const OBJECTIVE_PRESET: Record<string, PresetId> = {
  OUTCOME_SALES: 'sales',
  CONVERSIONS: 'sales',
  PRODUCT_CATALOG_SALES: 'sales',
  OUTCOME_LEADS: 'leads',
  LEAD_GENERATION: 'leads',
  OUTCOME_TRAFFIC: 'traffic',
  LINK_CLICKS: 'traffic',
  OUTCOME_ENGAGEMENT: 'engagement',
  POST_ENGAGEMENT: 'engagement',
  PAGE_LIKES: 'engagement',
  OUTCOME_AWARENESS: 'awareness',
  BRAND_AWARENESS: 'awareness',
  REACH: 'awareness',
  VIDEO_VIEWS: 'video',
  OUTCOME_APP_PROMOTION: 'app',
  APP_INSTALLS: 'app',
  MESSAGES: 'messages',
};

export function presetForObjective(objective: string | null | undefined): PresetId {
  return (objective && OBJECTIVE_PRESET[objective]) || 'sales';
}

export function isPresetId(value: unknown): value is PresetId {
  return typeof value === 'string' && value in PRESET_METRICS;
}

/** SPEC §3 settings columns, in their default order; the ones shown unless the user hides them come first. */
export const SETTINGS_COLUMNS = [
  'name',
  'campaign_name',
  'adset_name',
  'status',
  'delivery',
  'budget',
  'objective',
  'bid_strategy',
  'start',
  'end',
  'funnel',
  'asset_id',
  'age',
  'gender',
  'location',
  'created',
  'updated',
  'reporting_start',
  'reporting_end',
  'tag',
  'buying_type',
] as const;
export type SettingsColumnId = (typeof SETTINGS_COLUMNS)[number];

const SHOWN_SETTINGS: readonly SettingsColumnId[] = ['name', 'campaign_name', 'adset_name', 'status', 'delivery', 'budget', 'objective', 'bid_strategy', 'start', 'end', 'funnel'];

/** What every preset leads with after the name and delivery: each row's own Results, their cost and how they count. */
export const RESULT_COLUMNS = ['results', 'cost_per_result', 'attribution'] as const;

export const METRIC_IDS: readonly MetricId[] = METRICS.map((m) => m.id);

/**
 * The columns of a preset: name, parents and delivery, then Results and cost per result (each row's own goal), the
 * usual settings, then the objective's metrics; every other column hidden.
 */
export function presetSettings(id: PresetId): ColumnSettings {
  const metrics = PRESET_METRICS[id].metrics;
  const [lead, rest] = [SHOWN_SETTINGS.slice(0, SHOWN_SETTINGS.indexOf('delivery') + 1), SHOWN_SETTINGS.slice(SHOWN_SETTINGS.indexOf('delivery') + 1)];
  return {
    order: [...lead, ...RESULT_COLUMNS, ...rest, ...metrics],
    hidden: [...SETTINGS_COLUMNS.filter((c) => !SHOWN_SETTINGS.includes(c)), ...METRIC_IDS.filter((m) => !metrics.includes(m))],
  };
}

export const COLUMN_PRESETS: readonly ColumnPreset[] = PRESET_IDS.map((id) => ({ name: PRESET_METRICS[id].label, settings: presetSettings(id) }));

/** The metric columns the settings show, in their order (what the list asks insights for). */
export function visibleMetrics(settings: ColumnSettings): MetricId[] {
  const hidden = new Set(settings.hidden);
  const known = new Set(METRIC_IDS);
  const ordered = [...settings.order.filter((id) => known.has(id)), ...METRIC_IDS.filter((id) => !settings.order.includes(id))];
  const shown = [...new Set(ordered)].filter((id) => !hidden.has(id));
  // Results are computed from spend and actions: with only Results shown, the list still needs insights.
  const resultsShown = RESULT_COLUMNS.some((id) => id !== 'attribution' && !hidden.has(id));
  return shown.length === 0 && resultsShown ? ['spend'] : shown;
}
