import { parseTargetingSpec } from '../endpoints/delivery-estimate/targeting-spec';
import type { AdAccount } from '../world/accounts/ad-account';
import type { Targeting } from '../world/ads/ad-objects';
import type { World } from '../world/world';
import { checkAdSetTargeting } from './targeting-rules';
import { writeErrors } from './write-errors';

type Json = Record<string, unknown>;

function audienceRefs(world: World, account: AdAccount, value: unknown): Array<{ id: string; name: string }> | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    const id = String(typeof entry === 'object' && entry !== null ? (entry as Json).id : entry);
    const audience = world.customAudiencesOf(account.id).find((a) => a.id === id);
    if (!audience) throw writeErrors.unknownAudience(id);
    return { id: audience.id, name: audience.name };
  });
}

/** Cities and regions read back with their names, as Meta returns them (`{key, name, region, region_id, country, …}`). */
function namedGeo(world: World, geo: Json): Json {
  const named = structuredClone(geo);
  const entries = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);
  const cities = entries(geo.cities);
  if (cities) {
    named.cities = cities.map((entry) => {
      const city = typeof entry === 'object' && entry !== null ? (entry as Json) : { key: entry };
      const location = world.geo.get('city', String(city.key));
      const region = location?.regionKey ? world.geo.get('region', location.regionKey) : undefined;
      return location
        ? { ...city, key: location.key, name: location.names.en, ...(region ? { region: region.names.en, region_id: region.key } : {}), country: location.countryCode }
        : city;
    });
  }
  const regions = entries(geo.regions);
  if (regions) {
    named.regions = regions.map((entry) => {
      const region = typeof entry === 'object' && entry !== null ? (entry as Json) : { key: entry };
      const location = world.geo.get('region', String(region.key));
      return location ? { ...region, key: location.key, name: location.names.en, country: location.countryCode } : region;
    });
  }
  return named;
}

/**
 * An ad set's `targeting` as sent on create or update: checked as Meta checks it (targeting-rules: location, ages
 * 18–65, genders, detailed-targeting ids, placements) and like a delivery-estimate spec, plus custom audiences that
 * must belong to the account; stored with Meta's defaults and named locations.
 */
export function parseAdSetTargeting(world: World, account: AdAccount, raw: unknown): Targeting {
  checkAdSetTargeting(world, raw);
  const query = parseTargetingSpec(world, raw);
  const spec = raw as Json;
  const targeting: Targeting = {
    publisher_platforms: ['facebook', 'instagram'],
    device_platforms: ['mobile', 'desktop'],
    targeting_automation: { advantage_audience: 0 },
    ...(structuredClone(spec) as Partial<Targeting>),
    age_min: query.ageMin,
    age_max: query.ageMax,
    geo_locations: namedGeo(world, spec.geo_locations as Json),
  };
  if (spec.excluded_geo_locations && typeof spec.excluded_geo_locations === 'object') {
    targeting.excluded_geo_locations = namedGeo(world, spec.excluded_geo_locations as Json);
  }
  const included = audienceRefs(world, account, spec.custom_audiences);
  const excluded = audienceRefs(world, account, spec.excluded_custom_audiences);
  if (included) targeting.custom_audiences = included;
  if (excluded) targeting.excluded_custom_audiences = excluded;
  return targeting;
}
