/** TypeBox schemas and types of the dashboard API. */
import Type, { type Static } from 'typebox';
import { OneOf, Text } from '../http/fields';
import { Enum, OrNull } from '../http/responses';

/** The objective presets of SPEC §9 (ids; the metric lists live with the dashboard remote). */
export const DASHBOARD_PRESETS = ['revenue', 'website_purchase', 'website_lead', 'leads', 'app_install', 'delivery', 'revenue_cpas'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/** At most this many metrics on one dashboard (a wall of 40 KPI cards helps no one). */
export const MAX_DASHBOARD_METRICS = 24;

export const preferencesBody = Type.Object(
  {
    preset: OneOf(DASHBOARD_PRESETS, { title: 'objective preset' }),
    metrics: Type.Array(Text({ title: 'metric', maxLength: 64, pattern: '^[a-z][a-z0-9_]{0,63}$', invalid: 'A metric must be a catalogue id such as cost_per_purchase.' }), {
      title: 'metrics',
      minItems: 1,
      maxItems: MAX_DASHBOARD_METRICS,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export type PreferencesBody = Static<typeof preferencesBody>;

export const preferencesView = Type.Object({
  /** null: the user never chose; the remote shows its default preset. */
  preset: OrNull(Enum(DASHBOARD_PRESETS)),
  metrics: Type.Array(Type.String()),
});

export type PreferencesView = Static<typeof preferencesView>;
