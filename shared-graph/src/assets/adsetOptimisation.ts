// What an ad set optimises for, as the asset lists read it (the settings a row's "Results" are decided by), and the
// insights fields a result is counted from — asked for with every list, so any row's result can be worked out.

/** Meta's AdPromotedObject, the parts that decide the result. */
export interface PromotedObject {
  pixel_id?: string;
  custom_event_type?: string;
  custom_conversion_id?: string;
  page_id?: string;
  application_id?: string;
  object_store_url?: string;
  product_catalog_id?: string;
  product_set_id?: string;
  offline_conversion_data_set_id?: string;
}

/** One entry of an ad set's `attribution_spec`: `{ event_type: 'CLICK_THROUGH', window_days: 7 }`. */
export interface AttributionSpecEntry {
  event_type: string;
  window_days: number;
}

/** What one ad set optimises for: the part of its settings that decides its result and how it is attributed. */
export interface AdsetOptimisation {
  goal: string | null;
  promoted: PromotedObject | null;
  attribution: AttributionSpecEntry[];
}

/** Every insights field a result can be read from (asked for once so any row's result can be computed). */
export const RESULT_INSIGHTS_FIELDS: readonly string[] = ['spend', 'actions', 'reach', 'impressions', 'video_thruplay_watched_actions', 'estimated_ad_recallers'];
