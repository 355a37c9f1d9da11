import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphError } from '../../graph/errors/graph-error';
import type { AudienceQuery } from '../../world/audience/population-model';
import { TARGETING_TYPES, type TargetingItem, type TargetingType } from '../../world/taxonomy/targeting-item';
import type { World } from '../../world/world';

type Json = Record<string, unknown>;

const invalid = (message: string): GraphError => graphErrors.invalidParameter(message, 1487756);
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function listOf(value: unknown, field: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalid(`Param targeting_spec[${field}] must be an array`);
  return value;
}

function keysOf(value: unknown, field: string): string[] {
  return listOf(value, field).map((entry, i) => {
    const key = isObject(entry) ? entry.key : entry;
    if (typeof key !== 'string' && typeof key !== 'number') throw invalid(`Param targeting_spec[${field}][${i}] must have a key`);
    return String(key);
  });
}

function age(value: unknown, field: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 13 || n > 65) throw invalid(`Param targeting_spec[${field}] must be an integer between 13 and 65`);
  return n;
}

function itemsOf(world: World, type: TargetingType, value: unknown, field: string): TargetingItem[] {
  return listOf(value, field).map((entry, i) => {
    const id = isObject(entry) ? entry.id : entry;
    const item = typeof id === 'string' || typeof id === 'number' ? world.taxonomy.find(type, String(id)) : undefined;
    if (!item) throw graphErrors.invalidParameter(`Invalid ${type} id in targeting_spec[${field}][${i}]: ${JSON.stringify(id ?? null)}`, 1487079);
    return item;
  });
}

/** Groups of one flexible_spec entry or of the spec's top level: each targeting key is ORed within the group. */
function groupOf(world: World, source: Json, field: string, topLevel: boolean): TargetingItem[] | null {
  const items: TargetingItem[] = [];
  let present = false;
  for (const type of TARGETING_TYPES) {
    if (source[type] === undefined) continue;
    present = true;
    items.push(...itemsOf(world, type, source[type], field ? `${field}][${type}` : type));
  }
  if (!topLevel) {
    const unknown = Object.keys(source).filter((key) => !(TARGETING_TYPES as readonly string[]).includes(key));
    if (unknown.length) throw invalid(`Unsupported targeting key in targeting_spec[${field}]: ${unknown.join(', ')}`);
  }
  return present ? items : null;
}

/**
 * A delivery_estimate `targeting_spec` → the population model's query. Meta-style error 100 for anything invalid:
 * missing or unknown locations, ages outside 13–65 or reversed, genders other than 1/2, unknown targeting ids.
 */
export function parseTargetingSpec(world: World, raw: unknown): AudienceQuery {
  if (!isObject(raw)) throw invalid('Param targeting_spec must be a JSON object');
  const geo = raw.geo_locations;
  if (!isObject(geo)) throw invalid('Targeting spec must have geo_locations: please select a location');
  const countries = keysOf(geo.countries, 'geo_locations][countries').map((code) => code.toUpperCase());
  for (const code of countries) if (!world.geo.get('country', code)) throw invalid(`Invalid country code: ${code}`);
  for (const key of keysOf(geo.country_groups, 'geo_locations][country_groups')) {
    const group = world.geo.get('country_group', key.toLowerCase());
    if (!group) throw invalid(`Invalid country group: ${key}`);
    countries.push(...(group.countryCodes ?? []));
  }
  const regions = keysOf(geo.regions, 'geo_locations][regions');
  for (const key of regions) if (!world.geo.get('region', key)) throw invalid(`Invalid region key: ${key}`);
  const cities = keysOf(geo.cities, 'geo_locations][cities');
  for (const key of cities) if (!world.geo.get('city', key)) throw invalid(`Invalid city key: ${key}`);
  const markets = keysOf(geo.geo_markets, 'geo_locations][geo_markets');
  if (markets.length) throw invalid(`Invalid geo market key: ${markets[0]}`);
  if (countries.length + regions.length + cities.length === 0) throw invalid('Targeting spec must have geo_locations: please select a location');

  const ageMin = age(raw.age_min, 'age_min', 18);
  const ageMax = age(raw.age_max, 'age_max', 65);
  if (ageMax < ageMin) throw invalid('Param targeting_spec[age_max] must be greater than or equal to age_min');
  const genders = listOf(raw.genders, 'genders').map((g) => Number(g));
  if (genders.some((g) => g !== 1 && g !== 2)) throw invalid('Param targeting_spec[genders] must contain only 1 (male) or 2 (female)');

  const groups: TargetingItem[][] = [];
  const top = groupOf(world, raw, '', true);
  // Top-level keys are each ANDed, as Meta treats them; within one key the items are ORed.
  if (top) {
    for (const type of TARGETING_TYPES) {
      const ofType = top.filter((item) => item.type === type);
      if (ofType.length) groups.push(ofType);
    }
  }
  listOf(raw.flexible_spec, 'flexible_spec').forEach((entry, i) => {
    if (!isObject(entry)) throw invalid(`Param targeting_spec[flexible_spec][${i}] must be an object`);
    const group = groupOf(world, entry, `flexible_spec][${i}`, false);
    if (group && group.length) groups.push(group);
  });

  return {
    slices: world.audience.slices({ countries, regions, cities }),
    ageMin,
    ageMax,
    genders: genders.length ? genders : undefined,
    groups,
  };
}
