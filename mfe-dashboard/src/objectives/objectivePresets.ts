// The dashboard's objective presets (SPEC §9 "Dashboard presets", §3 "Dashboard preset: arr, status_overview,
// status_drilldown"). The metric lists are ours (the spec does not show them): what a media buyer reads first for
// that objective — the money, the result, its cost, its rate — then the delivery signals that explain a change.
// Leads are counted as the ads manager counts its results: Meta's `lead` (every lead), and beside it its two kinds by
// name — on-Facebook leads (instant forms, `onsite_conversion.lead_grouped`) and website leads (pixel,
// `offsite_conversion.fb_pixel_lead`) — so a lead campaign on instant forms never reads as 0 leads at $0.00.
// 'Leads' is ours beside SPEC §9's six (issue 27: a general leads preset).
import { findMetric, type MetricId } from 'shared-graph';

export type ObjectivePresetId = 'revenue' | 'website_purchase' | 'website_lead' | 'leads' | 'app_install' | 'delivery' | 'revenue_cpas';

/** A status bucket of the status overview: how many campaigns / ad sets / ads are in it. */
export type StatusBucket = 'active' | 'paused' | 'with_issues' | 'in_learning';

export type AssetLevelName = 'campaign' | 'adset' | 'ad';

export interface ObjectivePreset {
  id: ObjectivePresetId;
  label: string;
  /** The preset's metrics, in the order the KPI cards show them (`arr`). */
  arr: readonly MetricId[];
  /** The status buckets counted in the status overview. */
  status_overview: readonly StatusBucket[];
  /** The levels the status drill-down lists (each links to that list in the ads manager). */
  status_drilldown: readonly AssetLevelName[];
}

const STATUS_OVERVIEW: readonly StatusBucket[] = ['active', 'paused', 'with_issues', 'in_learning'];
const DRILLDOWN: readonly AssetLevelName[] = ['campaign', 'adset', 'ad'];

export const OBJECTIVE_PRESETS: readonly ObjectivePreset[] = [
  {
    id: 'revenue',
    label: 'Revenue',
    arr: ['spend', 'purchase_value', 'roas', 'purchases', 'cost_per_purchase', 'average_order_value', 'purchase_conversion_rate', 'cpm'],
    status_overview: STATUS_OVERVIEW,
    status_drilldown: DRILLDOWN,
  },
  {
    id: 'website_purchase',
    label: 'Website Purchase',
    arr: ['spend', 'website_purchases', 'cost_per_website_purchase', 'website_purchase_value', 'website_roas', 'website_purchase_conversion_rate', 'website_add_to_cart', 'cost_per_link_click'],
    status_overview: STATUS_OVERVIEW,
    status_drilldown: DRILLDOWN,
  },
  {
    id: 'website_lead',
    label: 'Website Lead',
    arr: ['spend', 'website_leads', 'cost_per_website_lead', 'on_facebook_leads', 'cost_per_on_facebook_lead', 'website_lead_conversion_rate', 'link_clicks', 'cpm'],
    status_overview: STATUS_OVERVIEW,
    status_drilldown: DRILLDOWN,
  },
  {
    id: 'leads',
    label: 'Leads',
    arr: ['spend', 'leads', 'cost_per_lead', 'on_facebook_leads', 'website_leads', 'lead_conversion_rate', 'link_clicks', 'cpm'],
    status_overview: STATUS_OVERVIEW,
    status_drilldown: DRILLDOWN,
  },
  {
    id: 'app_install',
    label: 'App Install',
    arr: ['spend', 'app_installs', 'cost_per_app_install', 'app_install_rate', 'link_clicks', 'cost_per_link_click', 'cpm', 'app_purchases'],
    status_overview: STATUS_OVERVIEW,
    status_drilldown: DRILLDOWN,
  },
  {
    id: 'delivery',
    label: 'Delivery',
    arr: ['spend', 'impressions', 'reach', 'frequency', 'cpm', 'clicks', 'ctr', 'cpc'],
    status_overview: STATUS_OVERVIEW,
    status_drilldown: DRILLDOWN,
  },
  {
    id: 'revenue_cpas',
    label: 'Revenue (CPAS)',
    arr: ['spend', 'cpas_purchase_value_shared', 'cpas_roas_shared', 'cpas_purchases_shared', 'cpas_cost_per_purchase_shared', 'cpas_add_to_cart_shared', 'purchase_value', 'roas'],
    status_overview: STATUS_OVERVIEW,
    status_drilldown: DRILLDOWN,
  },
];

export const DEFAULT_OBJECTIVE_PRESET: ObjectivePresetId = 'revenue';

export function objectivePreset(id: string | null | undefined): ObjectivePreset {
  return OBJECTIVE_PRESETS.find((preset) => preset.id === id) ?? OBJECTIVE_PRESETS[0]!;
}

export function isObjectivePresetId(value: unknown): value is ObjectivePresetId {
  return OBJECTIVE_PRESETS.some((preset) => preset.id === value);
}

/** Metric ids the catalogue knows, each once, in order (a saved choice may name a metric since retired). */
export function knownMetrics(ids: readonly string[]): MetricId[] {
  return [...new Set(ids)].filter((id) => findMetric(id) !== undefined);
}
