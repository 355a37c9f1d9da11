/** JSON schemas (Fastify/ajv) and types of the dashboard API. */

/** The objective presets of SPEC §9 (ids; the metric lists live with the dashboard remote). */
export const DASHBOARD_PRESETS = ['revenue', 'website_purchase', 'website_lead', 'app_install', 'delivery', 'revenue_cpas'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/** At most this many metrics on one dashboard (a wall of 40 KPI cards helps no one). */
export const MAX_DASHBOARD_METRICS = 24;

export const preferencesBody = {
  type: 'object',
  required: ['preset', 'metrics'],
  additionalProperties: false,
  properties: {
    preset: { type: 'string', enum: [...DASHBOARD_PRESETS] },
    metrics: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_DASHBOARD_METRICS,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
    },
  },
} as const;

export interface PreferencesBody {
  preset: DashboardPreset;
  metrics: string[];
}

export interface PreferencesView {
  /** null: the user never chose; the remote shows its default preset. */
  preset: DashboardPreset | null;
  metrics: string[];
}
