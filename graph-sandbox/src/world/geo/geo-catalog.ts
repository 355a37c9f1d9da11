import { hashString } from '../../lib/random';
import { bestMatchRank, normalizeForSearch } from '../../lib/text-match';
import { isIndonesian } from '../taxonomy/localize';
import { CITIES } from './data/cities';
import { COUNTRIES, COUNTRY_GROUPS } from './data/countries';
import { INDONESIAN_REGION_NAMES, REGION_NAMES } from './data/regions';

export type GeoType = 'country' | 'country_group' | 'region' | 'city';

interface Names {
  en: string;
  id: string;
}

export interface GeoLocation {
  type: GeoType;
  key: string;
  names: Names;
  /** Countries, regions and cities. */
  countryCode?: string;
  /** Country groups. */
  countryCodes?: string[];
  /** Cities. */
  regionKey?: string;
}

export interface GeoSearch {
  q: string;
  types?: readonly GeoType[];
  limit: number;
  countryCode?: string;
}

/** The geo-location catalogue. Static: keys are stable across seeds, as the platform's are. */
export class GeoCatalog {
  readonly locations: GeoLocation[] = [];
  private readonly byTypeKey = new Map<string, GeoLocation>();

  constructor() {
    for (const [code, en, id] of COUNTRIES) this.put({ type: 'country', key: code, names: { en, id }, countryCode: code });
    for (const [key, en, id, members] of COUNTRY_GROUPS) {
      const codes = key === 'worldwide' ? COUNTRIES.map((c) => c[0]) : members.length ? [...members] : COUNTRIES.filter((c) => c[3] === key).map((c) => c[0]);
      this.put({ type: 'country_group', key, names: { en, id }, countryCodes: codes });
    }
    for (const [country, { firstKey, names }] of Object.entries(REGION_NAMES)) {
      names.forEach((name, index) => {
        this.put({ type: 'region', key: String(firstKey + index), names: { en: name, id: INDONESIAN_REGION_NAMES[name] ?? name }, countryCode: country });
      });
    }
    for (const [country, regionName, name, key] of CITIES) {
      const region = this.locations.find((l) => l.type === 'region' && l.countryCode === country && l.names.en === regionName);
      this.put({
        type: 'city',
        key: key ?? String(2_000_000 + (hashString(`${country}/${name}`) % 900_000)),
        names: { en: name, id: name },
        countryCode: country,
        regionKey: region?.key,
      });
    }
  }

  private put(location: GeoLocation): void {
    this.locations.push(location);
    this.byTypeKey.set(`${location.type}:${location.key}`, location);
  }

  /** Whether Meta targets regions of the country (city-states such as Singapore have none). */
  hasRegions(countryCode: string): boolean {
    return countryCode !== 'SG';
  }

  get(type: GeoType, key: string): GeoLocation | undefined {
    return this.byTypeKey.get(`${type}:${key}`);
  }

  city(name: string, countryCode: string): { key: string; name: string; region: string; region_id: number; country: string } | undefined {
    const city = this.locations.find((l) => l.type === 'city' && l.countryCode === countryCode && l.names.en === name);
    if (!city) return undefined;
    const region = city.regionKey ? this.get('region', city.regionKey) : undefined;
    return { key: city.key, name: city.names.en, region: region?.names.en ?? '', region_id: Number(city.regionKey ?? 0), country: countryCode };
  }

  nameOf(location: GeoLocation, locale: string | undefined): string {
    return isIndonesian(locale) ? location.names.id : location.names.en;
  }

  /** Name search over English and Indonesian names, best matches first (present them with `toGraph`). */
  search({ q, types, limit, countryCode }: GeoSearch): GeoLocation[] {
    const query = normalizeForSearch(q);
    const allowed = types && types.length ? new Set(types) : null;
    const ranked: Array<{ location: GeoLocation; rank: number; order: number }> = [];
    this.locations.forEach((location, order) => {
      if (allowed && !allowed.has(location.type)) return;
      if (countryCode && location.countryCode !== undefined && location.countryCode !== countryCode) return;
      const rank = query ? bestMatchRank([normalizeForSearch(location.names.en), normalizeForSearch(location.names.id)], query) : 5;
      if (rank !== null) ranked.push({ location, rank, order });
    });
    ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
    return ranked.slice(0, limit).map((entry) => entry.location);
  }

  /** The location as `/search?type=adgeolocation` returns it (GRAPH-API §2.4). */
  toGraph(location: GeoLocation, locale: string | undefined): Record<string, unknown> {
    const name = this.nameOf(location, locale);
    const countryName = (code: string | undefined): string | undefined => {
      const country = code ? this.get('country', code) : undefined;
      return country ? this.nameOf(country, locale) : undefined;
    };
    switch (location.type) {
      case 'country':
        return { key: location.key, name, type: 'country', country_code: location.key, supports_region: this.hasRegions(location.key), supports_city: true };
      case 'country_group':
        return { key: location.key, name, type: 'country_group', country_codes: location.countryCodes, is_worldwide: location.key === 'worldwide', supports_region: true, supports_city: true };
      case 'region':
        return { key: location.key, name, type: 'region', country_code: location.countryCode, country_name: countryName(location.countryCode), supports_region: true, supports_city: true };
      case 'city': {
        const region = location.regionKey ? this.get('region', location.regionKey) : undefined;
        return {
          key: location.key,
          name,
          type: 'city',
          country_code: location.countryCode,
          country_name: countryName(location.countryCode),
          region: region ? this.nameOf(region, locale) : undefined,
          region_id: region ? Number(region.key) : undefined,
          supports_region: true,
          supports_city: true,
        };
      }
    }
  }
}
