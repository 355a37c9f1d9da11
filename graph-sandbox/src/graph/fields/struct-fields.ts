import { graphErrors } from '../errors/error-catalog';
import type { FieldSpec } from './field-spec';

interface StructType {
  /** Meta's type name, for the nonexisting-field error. */
  name: string;
  /** Its fields (SDK codegen v21); asking for another is Meta's error 100, never a silent drop. */
  fields: readonly string[];
}

const TARGETING: StructType = {
  name: 'Targeting',
  fields: 'adgroup_id, age_max, age_min, age_range, alternate_auto_targeting_option, app_install_state, audience_network_positions, behaviors, brand_safety_content_filter_levels, brand_safety_content_severity_levels, cafe_ca_contraction_targeting_signal, cafe_ca_expansion_targeting_signal, catalog_based_targeting, cities, city_keys, college_years, conjunctive_user_adclusters, connections, contextual_targeting_categories, countries, country, country_groups, custom_audiences, device_platforms, direct_install_devices, dynamic_audience_ids, education_majors, education_schools, education_statuses, effective_audience_network_positions, effective_device_platforms, effective_facebook_positions, effective_instagram_positions, effective_messenger_positions, effective_oculus_positions, effective_publisher_platforms, effective_threads_positions, effective_whatsapp_positions, engagement_specs, ethnic_affinity, exclude_previous_days, exclude_reached_since, excluded_brand_safety_content_types, excluded_connections, excluded_custom_audiences, excluded_dynamic_audience_ids, excluded_engagement_specs, excluded_geo_locations, excluded_mobile_device_model, excluded_product_audience_specs, excluded_publisher_categories, excluded_publisher_list_ids, excluded_user_adclusters, excluded_user_device, exclusions, expanded_implicit_custom_audiences, facebook_positions, family_statuses, fb_deal_id, flexible_spec, follow_profiles, follow_profiles_negative, format, friends_of_connections, gatekeepers, genders, generation, geo_locations, home_ownership, home_type, home_value, household_composition, id, income, industries, instagram_hashtags, instagram_positions, instream_video_skippable_excluded, instream_video_sponsorship_placements, interest_defaults_source, interested_in, interests, is_instagram_destination_ad, is_whatsapp_destination_ad, keywords, life_events, locales, location_categories, location_cluster_ids, location_expansion, marketing_message_channels, marketing_message_targeting, marketplace_product_categories, messenger_positions, mobile_device_model, moms, net_worth, oculus_positions, office_type, page_types, place_page_set_ids, political_views, politics, product_audience_specs, prospecting_audience, publisher_platforms, radius, region_keys, regions, relationship_statuses, rtb_flag, site_category, tafe_ca_mitigation_strategy, targeting_automation, targeting_optimization, targeting_relaxation_types, threads_positions, timezones, topic, trending, user_adclusters, user_device, user_event, user_os, user_page_threads, user_page_threads_excluded, whatsapp_positions, wireless_carrier, work_employers, work_positions, zips'.split(', '),
};
const PROMOTED_OBJECT: StructType = {
  name: 'AdPromotedObject',
  fields: ['application_id', 'conversion_goal_id', 'custom_conversion_id', 'custom_event_str', 'custom_event_type', 'event_id', 'fundraiser_campaign_id', 'lead_ads_form_event_source_type', 'lead_ads_selected_source_type', 'mcme_conversion_id', 'object_store_url', 'offer_id', 'offline_conversion_data_set_id', 'offsite_conversion_event_id', 'omnichannel_object', 'page_id', 'pixel_aggregation_rule', 'pixel_id', 'pixel_rule', 'place_page_set', 'place_page_set_id', 'product_catalog_id', 'product_item_id', 'product_set_id', 'retention_days', 'whatsapp_phone_number'],
};
const LEARNING_STAGE: StructType = { name: 'AdCampaignLearningStageInfo', fields: ['attribution_windows', 'conversions', 'last_sig_edit_ts', 'status'] };
const ATTRIBUTION_SPEC: StructType = { name: 'AttributionSpec', fields: ['event_type', 'window_days'] };
const FUNDING_DETAILS: StructType = { name: 'FundingSourceDetails', fields: ['amount', 'coupon', 'coupons', 'currency', 'display_amount', 'display_string', 'expiration', 'id', 'sub_type', 'type', 'unique_id'] };
const BUSINESS: StructType = { name: 'Business', fields: ['id', 'name'] };
const REVIEW_FEEDBACK: StructType = { name: 'AdgroupReviewFeedback', fields: ['global', 'placement_specific'] };
const ISSUES_INFO: StructType = { name: 'AdCampaignIssuesInfo', fields: ['error_code', 'error_message', 'error_summary', 'error_type', 'level', 'mid'] };
const AD_LABEL: StructType = { name: 'AdLabel', fields: ['account', 'created_time', 'id', 'name', 'updated_time'] };

/** Object-valued fields that are structs (not nodes), by node type and field: `{…}` on them picks their keys. */
const STRUCT_FIELDS: Record<string, StructType> = {
  'AdCampaign.targeting': TARGETING,
  'AdCampaign.promoted_object': PROMOTED_OBJECT,
  'AdCampaignGroup.promoted_object': PROMOTED_OBJECT,
  'AdCampaign.learning_stage_info': LEARNING_STAGE,
  'AdCampaign.attribution_spec': ATTRIBUTION_SPEC,
  'AdAccount.attribution_spec': ATTRIBUTION_SPEC,
  'AdAccount.funding_source_details': FUNDING_DETAILS,
  'AdAccount.business': BUSINESS,
  'Adgroup.ad_review_feedback': REVIEW_FEEDBACK,
  'AdCampaignGroup.issues_info': ISSUES_INFO,
  'AdCampaign.issues_info': ISSUES_INFO,
  'Adgroup.issues_info': ISSUES_INFO,
  'AdCampaignGroup.adlabels': AD_LABEL,
  'AdCampaign.adlabels': AD_LABEL,
  'Adgroup.adlabels': AD_LABEL,
  'AdsPixel.owner_business': BUSINESS,
  'CustomConversion.business': BUSINESS,
};

function pick(value: unknown, children: readonly FieldSpec[], type: StructType | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, children, type));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const child of children) {
    if (type && !type.fields.includes(child.name)) throw graphErrors.nonexistingField(child.name, type.name);
    const inner = source[child.name];
    if (inner !== undefined) out[child.alias ?? child.name] = child.children ? pick(inner, child.children, undefined) : inner;
  }
  return out;
}

/** A struct field's value narrowed to the asked `{…}` keys; values of other fields pass unchanged. */
export function projectStructField(typeName: string, spec: FieldSpec, value: unknown): unknown {
  const type = STRUCT_FIELDS[`${typeName}.${spec.name}`];
  if (!type || !spec.children || value === undefined) return value;
  return pick(value, spec.children, type);
}
