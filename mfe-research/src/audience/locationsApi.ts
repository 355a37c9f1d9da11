// The platform's location search behind the audience panel (SPEC §7 geo search).
import { graph } from 'shared-graph';

export const GEO_SEARCH_LIMIT = 5;
/** SPEC §7 geo location types; only the first two when country-only. */
export const GEO_LOCATION_TYPES = ['country_group', 'country', 'region', 'geo_market', 'city', 'zip', 'place'] as const;

export interface GeoLocationResult {
  key: string;
  name: string;
  type: string;
  country_code?: string;
  country_name?: string;
  supports_region?: boolean;
  supports_city?: boolean;
}

async function searchLocations(o: { query: string; countryOnly?: boolean; signal?: AbortSignal }): Promise<GeoLocationResult[]> {
  const q = o.query.trim();
  if (!q) return [];
  const types = o.countryOnly ? GEO_LOCATION_TYPES.slice(0, 2) : GEO_LOCATION_TYPES;
  const answer = await graph.get<{ data?: GeoLocationResult[] }>('search', { type: 'adgeolocation', q, limit: GEO_SEARCH_LIMIT, location_types: types }, { signal: o.signal });
  return (answer?.data ?? []).map((row) => ({ ...row, key: String(row.key) }));
}

export const locationsApi = { searchLocations };
