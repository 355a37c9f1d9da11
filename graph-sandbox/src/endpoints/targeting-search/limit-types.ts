/** `limit_type` values the v21.0 codegen enum allows for targetingsearch (GRAPH-API Appendix B). */
export const LIMIT_TYPES: ReadonlySet<string> = new Set(
  (
    'adgroup_id age_max age_min age_range alternate_auto_targeting_option app_install_state audience_network_positions behaviors ' +
    'brand_safety_content_filter_levels brand_safety_content_severity_levels cafe_ca_contraction_targeting_signal cafe_ca_expansion_targeting_signal ' +
    'catalog_based_targeting cities city_keys college_years conjunctive_user_adclusters connections contextual_targeting_categories countries country ' +
    'country_groups custom_audiences device_platforms direct_install_devices dynamic_audience_ids education_majors education_schools education_statuses ' +
    'effective_audience_network_positions effective_device_platforms effective_facebook_positions effective_instagram_positions ' +
    'effective_messenger_positions effective_oculus_positions effective_publisher_platforms effective_threads_positions effective_whatsapp_positions ' +
    'engagement_specs ethnic_affinity exclude_previous_days exclude_reached_since excluded_brand_safety_content_types excluded_connections ' +
    'excluded_custom_audiences excluded_dynamic_audience_ids excluded_engagement_specs excluded_geo_locations excluded_mobile_device_model ' +
    'excluded_product_audience_specs excluded_publisher_categories excluded_publisher_list_ids excluded_user_adclusters excluded_user_device exclusions ' +
    'expanded_implicit_custom_audiences facebook_positions family_statuses fb_deal_id flexible_spec follow_profiles follow_profiles_negative format ' +
    'friends_of_connections gatekeepers genders generation geo_locations home_ownership home_type home_value household_composition id income industries ' +
    'instagram_hashtags instagram_positions instream_video_skippable_excluded instream_video_sponsorship_placements interest_defaults_source interested_in ' +
    'interests is_instagram_destination_ad is_whatsapp_destination_ad keywords life_events locales location_categories location_cluster_ids ' +
    'location_expansion marketing_message_channels marketing_message_targeting marketplace_product_categories messenger_positions mobile_device_model moms ' +
    'net_worth oculus_positions office_type page_types place_page_set_ids political_views politics product_audience_specs prospecting_audience ' +
    'publisher_platforms radius region_keys regions relationship_statuses rtb_flag site_category tafe_ca_mitigation_strategy targeting_automation ' +
    'targeting_optimization targeting_relaxation_types threads_positions timezones topic trending user_adclusters user_device user_event user_os ' +
    'user_page_threads user_page_threads_excluded whatsapp_positions wireless_carrier work_employers work_positions zips'
  ).split(' '),
);
