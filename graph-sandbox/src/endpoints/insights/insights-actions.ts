import { graphErrors } from '../../graph/errors/error-catalog';
import { hashString } from '../../lib/random';

/**
 * Reported action types for each stored one: a pixel purchase also counts as `omni_purchase` and
 * `offsite_conversion.fb_pixel_purchase`, as Meta lists them side by side (GRAPH-API §7.2).
 */
const REPORTED_AS: Record<string, readonly string[]> = {
  link_click: ['link_click'],
  landing_page_view: ['landing_page_view', 'omni_landing_page_view'],
  view_content: ['view_content', 'omni_view_content', 'offsite_conversion.fb_pixel_view_content'],
  add_to_cart: ['add_to_cart', 'omni_add_to_cart', 'offsite_conversion.fb_pixel_add_to_cart'],
  initiate_checkout: ['initiate_checkout', 'omni_initiated_checkout', 'offsite_conversion.fb_pixel_initiate_checkout'],
  purchase: ['purchase', 'omni_purchase', 'offsite_conversion.fb_pixel_purchase'],
  lead: ['lead', 'onsite_conversion.lead_grouped', 'leadgen_grouped'],
  /** A pixel `Lead` event: Meta's `lead` counts these together with instant-form leads. */
  website_lead: ['lead', 'offsite_conversion.fb_pixel_lead'],
  'onsite_conversion.messaging_conversation_started_7d': ['onsite_conversion.messaging_conversation_started_7d'],
  video_view: ['video_view'],
  post_reaction: ['post_reaction'],
  comment: ['comment'],
  post: ['post'],
  like: ['like'],
  post_engagement: ['post_engagement'],
  page_engagement: ['page_engagement'],
};

export interface ActionCount {
  type: string;
  value: number;
}

/** Custom conversions are stored and reported under their own type, `offsite_conversion.custom.<id>`. */
const isCustomConversion = (type: string): boolean => type.startsWith('offsite_conversion.custom.');

/**
 * Action counts (or values) as Meta reports them, in a stable order (REPORTED_AS's, then custom conversions); a type
 * several stored actions report (`lead`) carries their sum. Off-Meta (pixel) conversions are left out with region and
 * hourly breakdowns (GRAPH-API §7.3).
 */
export function reportedActions(record: Record<string, number>, withoutOffsite: boolean): ActionCount[] {
  const totals = new Map<string, number>();
  const add = (type: string, value: number): void => {
    if (!(withoutOffsite && type.startsWith('offsite_conversion.'))) totals.set(type, (totals.get(type) ?? 0) + value);
  };
  for (const [stored, types] of Object.entries(REPORTED_AS)) {
    const value = record[stored];
    if (value) for (const type of types) add(type, value);
  }
  for (const stored of Object.keys(record).filter(isCustomConversion).sort()) if (record[stored]) add(stored, record[stored] as number);
  return [...totals].map(([type, value]) => ({ type, value }));
}

/** Action breakdowns besides `action_type` that the sandbox models, with their values and which actions have them. */
const ACTION_BREAKDOWNS: Record<string, { values: readonly string[]; applies: (type: string) => boolean }> = {
  action_device: { values: ['android_smartphone', 'iphone', 'desktop', 'android_tablet', 'ipad', 'other'], applies: () => true },
  action_destination: { values: ['website', 'facebook_page', 'instagram_profile'], applies: (type) => !type.startsWith('video') },
  action_reaction: { values: ['like', 'love', 'care', 'haha', 'wow', 'sad', 'angry'], applies: (type) => type === 'post_reaction' },
  action_video_sound: { values: ['sound_on', 'sound_off'], applies: (type) => type === 'video_view' },
  action_video_type: { values: ['total'], applies: (type) => type === 'video_view' },
};

/** The v21 enum (Appendix B); the ones not modelled are refused with Meta's invalid-combination error. */
const ACTION_BREAKDOWN_ENUM = [
  'action_canvas_component_name',
  'action_carousel_card_id',
  'action_carousel_card_name',
  'action_destination',
  'action_device',
  'action_reaction',
  'action_target_id',
  'action_type',
  'action_video_sound',
  'action_video_type',
  'conversion_destination',
  'matched_persona_id',
  'matched_persona_name',
  'signal_source_bucket',
  'standard_event_content_type',
];

export function checkActionBreakdowns(list: readonly string[]): void {
  for (const name of list) {
    if (!ACTION_BREAKDOWN_ENUM.includes(name)) throw graphErrors.invalidParameter(`param action_breakdowns must be one of {${ACTION_BREAKDOWN_ENUM.join(', ')}}`);
  }
}

export const isModelledActionBreakdown = (name: string): boolean => name === 'action_type' || name in ACTION_BREAKDOWNS;

export interface ActionEntry {
  action_type: string;
  /** Extra action-breakdown keys, e.g. `action_device`. */
  keys: Record<string, string>;
  value: number;
}

/** Splits each action over the requested action breakdowns; the parts of an action sum to it exactly. */
export function breakDownActions(actions: ActionCount[], breakdowns: readonly string[]): ActionEntry[] {
  let entries: ActionEntry[] = actions.map((a) => ({ action_type: a.type, keys: {}, value: a.value }));
  for (const name of breakdowns) {
    const spec = ACTION_BREAKDOWNS[name];
    if (!spec) continue;
    entries = entries.flatMap((entry) => {
      if (!spec.applies(entry.action_type)) return [];
      const weights = spec.values.map((v, i) => (spec.values.length - i) * (0.6 + (hashString(`${entry.action_type}/${name}/${v}`) % 1000) / 1000));
      const total = weights.reduce((s, w) => s + w, 0);
      let running = 0;
      let previous = 0;
      return spec.values.flatMap((v, i) => {
        running += weights[i] as number;
        const next = i === spec.values.length - 1 ? entry.value : Math.round((entry.value * running) / total);
        const value = next - previous;
        previous = next;
        return value > 0 ? [{ action_type: entry.action_type, keys: { ...entry.keys, [name]: v }, value }] : [];
      });
    });
  }
  return entries;
}

export const ATTRIBUTION_WINDOWS = ['1d_click', '1d_ev', '1d_view', '28d_click', '28d_view', '28d_view_all_conversions', '28d_view_first_conversion', '7d_click', '7d_view', '7d_view_all_conversions', '7d_view_first_conversion', 'dda', 'default', 'skan_click', 'skan_view'];

/**
 * Per-window values of an action whose default (7-day click, 1-day view) value is `value`: most of it
 * comes from clicks, the 28-day windows add late conversions, first-conversion counts trim repeats.
 */
export function windowValues(value: number, windows: readonly string[], round: (n: number) => number): Record<string, number> {
  const click7 = round(value * 0.86);
  const view1 = value - click7;
  const click1 = round(click7 * 0.78);
  const view7 = view1 + round(view1 * 0.55);
  const all: Record<string, number> = {
    '1d_click': click1,
    '7d_click': click7,
    '28d_click': click7 + round(click7 * 0.09),
    '1d_view': view1,
    '7d_view': view7,
    '28d_view': view7 + round(view1 * 0.35),
    '7d_view_all_conversions': view7 + round(view7 * 0.12),
    '7d_view_first_conversion': round(view7 * 0.9),
    '28d_view_all_conversions': view7 + round(view1 * 0.35) + round(view7 * 0.15),
    '28d_view_first_conversion': round((view7 + round(view1 * 0.35)) * 0.9),
    '1d_ev': round(value * 0.02),
    dda: value,
    skan_click: 0,
    skan_view: 0,
  };
  const out: Record<string, number> = {};
  for (const w of windows) if (w !== 'default' && w in all) out[w] = all[w] as number;
  return out;
}
