import { hashString } from '../../lib/random';
import type { GeoCatalog } from '../geo/geo-catalog';
import type { TargetingItem } from '../taxonomy/targeting-item';
import { ageShare, countryAudience, genderShare, subdivisionShare } from './country-audience';

/** The platform audience the taxonomy bounds are shares of (see build-taxonomy). */
const PLATFORM_AUDIENCE = 3_050_000_000;
const MAX_PENETRATION = 0.95;

/** A geographic slice: a country, or a share of one (region, city). */
export interface GeoSlice {
  country: string;
  share: number;
}

/** A parsed, valid targeting spec, reduced to what the model needs. */
export interface AudienceQuery {
  slices: GeoSlice[];
  ageMin: number;
  ageMax: number;
  genders?: number[];
  /** AND of groups, each an OR of items. Top-level interests/behaviors/… and relationship statuses are groups too. */
  groups: TargetingItem[][];
}

/**
 * A deterministic population model: people of a country × age × gender slice who have an interest set.
 * An item reaches the share of people its audience bounds give, varied per country; items in a group are
 * independent (P(any) = 1 − Π(1 − p)), groups are independent (AND = product). So narrowing anything — fewer
 * countries, a smaller age range, one gender, an extra AND group, fewer ORed items — never raises the estimate,
 * and an intersection never exceeds its parts.
 */
export class PopulationModel {
  constructor(private readonly geo: GeoCatalog) {}

  /** The share of a country's people an item reaches. */
  penetration(item: TargetingItem, country: string): number {
    const base = item.lowerBound / PLATFORM_AUDIENCE;
    const local = 0.6 + (hashString(`penetration/${item.type}/${item.id}/${country}`) % 800) / 1000;
    return Math.min(MAX_PENETRATION, base * local);
  }

  /** Monthly people matching the query. */
  reach(query: AudienceQuery): number {
    const demographic = ageShare(query.ageMin, query.ageMax) * genderShare(query.genders);
    let total = 0;
    for (const { country, share } of query.slices) {
      let people = countryAudience(country) * share * demographic;
      for (const group of query.groups) {
        let none = 1;
        for (const item of group) none *= 1 - this.penetration(item, country);
        people *= 1 - none;
      }
      total += people;
    }
    return Math.floor(total);
  }

  /** Geographic slices of the spec's locations; a region or city inside an included country or region adds nothing. */
  slices(locations: { countries: string[]; regions: string[]; cities: string[] }): GeoSlice[] {
    const countries = new Set(locations.countries);
    const regions = new Set(locations.regions);
    const slices: GeoSlice[] = [...countries].map((country) => ({ country, share: 1 }));
    const byCountry = new Map<string, number>();
    const add = (country: string, share: number) => byCountry.set(country, Math.min(1, (byCountry.get(country) ?? 0) + share));
    for (const key of regions) {
      const region = this.geo.get('region', key);
      if (region?.countryCode && !countries.has(region.countryCode)) add(region.countryCode, subdivisionShare('region', key));
    }
    for (const key of new Set(locations.cities)) {
      const city = this.geo.get('city', key);
      if (!city?.countryCode || countries.has(city.countryCode) || (city.regionKey && regions.has(city.regionKey))) continue;
      add(city.countryCode, subdivisionShare('city', key));
    }
    for (const [country, share] of byCountry) slices.push({ country, share });
    return slices;
  }
}
