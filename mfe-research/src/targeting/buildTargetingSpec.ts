// The platform targeting spec of the session's audience settings: what every research estimate is asked for.
import type { AudienceSettings, Objective, Relationship } from 'shared-graph';

/** A platform targeting spec as the research calls send it (GRAPH-API §4, SPEC §3). */
export type TargetingSpec = {
  age_min: number;
  age_max?: number;
  genders?: number[];
  geo_locations: {
    countries?: string[];
    regions?: { key: string }[];
    cities?: { key: string }[];
    geo_markets?: { key: string }[];
    country_groups?: string[];
  };
  flexible_spec?: Array<Record<string, Array<{ id: string; name?: string }>>>;
  relationship_statuses?: number[];
};

export const DEFAULT_AGE_MIN = 18;
export const DEFAULT_AGE_MAX = 65;
/** Country used when the audience has no location (SPEC §5). */
export const DEFAULT_COUNTRY = 'ID';
/** The location group code that expands to ALL_COUNTRIES_GROUP. */
export const ALL_GROUP_CODE = 'ALL';

/** The preset countries group 'ALL' expands to: the main ad markets of South-East Asia, Asia-Pacific, the Gulf, Europe and the Americas. */
export const ALL_COUNTRIES_GROUP: string[] = [
  'ID', 'MY', 'SG', 'TH', 'PH', 'VN', 'BN', 'KH', 'MM', 'JP', 'KR', 'HK', 'TW', 'IN', 'PK', 'BD', 'SA', 'AE', 'QA', 'KW',
  'AU', 'NZ', 'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'TR', 'EG', 'NG', 'ZA',
];

/** Targeting-spec ids of the relationship statuses. */
export const RELATIONSHIP_STATUS_IDS: Record<Relationship, number> = {
  single: 1,
  inRelationship: 2,
  married: 3,
  engaged: 4,
  notSpecified: 6,
};

function validAge(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

function geoLocations(audience: AudienceSettings): TargetingSpec['geo_locations'] {
  const countries: string[] = [];
  const regions: { key: string }[] = [];
  const cities: { key: string }[] = [];
  const geoMarkets: { key: string }[] = [];
  const countryGroups: string[] = [];
  const addUnique = <T>(list: T[], value: T, same: (a: T) => boolean) => {
    if (!list.some(same)) list.push(value);
  };
  for (const location of audience.locations ?? []) {
    const key = location.key ?? location.code;
    switch (location.type) {
      case 'country':
        addUnique(countries, location.code, (c) => c === location.code);
        break;
      case 'region':
        addUnique(regions, { key }, (r) => r.key === key);
        break;
      case 'city':
        addUnique(cities, { key }, (c) => c.key === key);
        break;
      case 'geo_market':
        addUnique(geoMarkets, { key }, (m) => m.key === key);
        break;
      case 'group':
        if (location.code.toUpperCase() === ALL_GROUP_CODE) for (const code of ALL_COUNTRIES_GROUP) addUnique(countries, code, (c) => c === code);
        else addUnique(countryGroups, key, (g) => g === key);
        break;
    }
  }
  const geo: TargetingSpec['geo_locations'] = {};
  if (countries.length) geo.countries = countries;
  if (regions.length) geo.regions = regions;
  if (cities.length) geo.cities = cities;
  if (geoMarkets.length) geo.geo_markets = geoMarkets;
  if (countryGroups.length) geo.country_groups = countryGroups;
  if (Object.keys(geo).length === 0) geo.countries = [DEFAULT_COUNTRY];
  return geo;
}

/**
 * The targeting spec of the audience settings (SPEC §5): ages default to 18–65 and a maximum of 65 or more is sent
 * open-ended (no age_max); gender 0 sends no genders; no location → Indonesia; group 'ALL' expands to the preset
 * country list; relationships become relationship_statuses ids; `flexible` groups become flexible_spec.
 */
export function buildTargetingSpec(audience: AudienceSettings, flexible?: TargetingSpec['flexible_spec']): TargetingSpec {
  let ageMin = validAge(audience.ageStart) ?? DEFAULT_AGE_MIN;
  let ageMax = validAge(audience.ageEnd) ?? DEFAULT_AGE_MAX;
  if (ageMin > ageMax) [ageMin, ageMax] = [ageMax, ageMin];
  const spec: TargetingSpec = { age_min: Math.max(13, ageMin), geo_locations: geoLocations(audience) };
  if (ageMax < DEFAULT_AGE_MAX) spec.age_max = ageMax;
  if (audience.gender === 1 || audience.gender === 2) spec.genders = [audience.gender];
  const statuses = [...new Set((audience.relationship ?? []).map((r) => RELATIONSHIP_STATUS_IDS[r]).filter((id) => id !== undefined))];
  if (statuses.length) spec.relationship_statuses = statuses;
  const groups = (flexible ?? []).filter((group) => Object.values(group).some((list) => list.length > 0));
  if (groups.length) spec.flexible_spec = groups;
  return spec;
}

const OPTIMIZATION_GOALS: Record<Objective, string> = {
  CONVERSIONS: 'OFFSITE_CONVERSIONS',
  MESSAGES: 'OFFSITE_CONVERSIONS',
  BRAND_AWARENESS: 'AD_RECALL_LIFT',
  REACH: 'REACH',
  LINK_CLICKS: 'LINK_CLICKS',
  POST_ENGAGEMENT: 'POST_ENGAGEMENT',
  APP_INSTALLS: 'APP_INSTALLS',
  VIDEO_VIEWS: 'THRUPLAY',
  LEAD_GENERATION: 'LEAD_GENERATION',
};

/** The delivery-estimate optimization goal of an objective (SPEC §9); unknown objectives → OFFSITE_CONVERSIONS (the default objective's). */
export function optimizationGoalFor(objective: Objective): string {
  return OPTIMIZATION_GOALS[objective] ?? OPTIMIZATION_GOALS.CONVERSIONS;
}
