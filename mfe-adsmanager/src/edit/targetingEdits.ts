// An ad set's targeting as the editor shows it (places, interests, audiences, placements) and the targeting a change
// of those makes: the rest of the spec stays as Meta has it, so an age change keeps the locations and the reverse.
import type { InterestRef, PlaceRef } from '../create/campaignPlan';
import { ALL_POSITION_KEYS, PLATFORMS, POSITIONS, placementTargeting, positionsForDevice } from '../create/placements';
import { countryPlace } from '../create/useCreateSources';

/** Meta's targeting object as read (`{geo_locations, age_min, flexible_spec, …}`). */
export type TargetingSpec = Record<string, unknown>;

export interface AudienceRef {
  id: string;
  name: string;
}

export interface PlacementChoice {
  mode: 'automatic' | 'manual';
  /** `platform.position` keys (placements.ts). */
  positions: string[];
}

/** What the editor changes in a targeting spec; what is left out stays as it is. */
export interface AudienceEdit {
  ageMin?: number;
  ageMax?: number;
  /** 0 all, 1 men, 2 women. */
  gender?: 0 | 1 | 2;
  places?: PlaceRef[];
  interests?: InterestRef[];
  audiences?: AudienceRef[];
  excludedAudiences?: AudienceRef[];
  placements?: PlacementChoice;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const keyOf = (entry: unknown): string => (isObject(entry) ? text(entry.key ?? entry.id) : text(entry));

/** The age bounds and gender the spec reaches (Meta's defaults when unset). */
export function agesOf(spec: TargetingSpec | null): { ageMin: number; ageMax: number; gender: 0 | 1 | 2 } {
  const genders = list(spec?.genders).map(Number);
  return {
    ageMin: Number(spec?.age_min ?? 18) || 18,
    ageMax: Number(spec?.age_max ?? 65) || 65,
    gender: genders.length === 1 && (genders[0] === 1 || genders[0] === 2) ? genders[0] : 0,
  };
}

/** The countries, regions and cities of `geo_locations`, named as the location search names them. */
export function placesOf(spec: TargetingSpec | null): PlaceRef[] {
  const geo = isObject(spec?.geo_locations) ? spec.geo_locations : {};
  const countryName = (code: string) => (code ? countryPlace(code).name : '');
  const countries = list(geo.countries).map((entry) => countryPlace(keyOf(entry).toUpperCase()));
  const regions = list(geo.regions).map((entry): PlaceRef => {
    const region = isObject(entry) ? entry : { key: entry };
    const name = text(region.name) || keyOf(region);
    return { key: keyOf(region), name, type: 'region', label: [name, countryName(text(region.country))].filter(Boolean).join(', ') };
  });
  const cities = list(geo.cities).map((entry): PlaceRef => {
    const city = isObject(entry) ? entry : { key: entry };
    const name = text(city.name) || keyOf(city);
    return { key: keyOf(city), name, type: 'city', label: [name, text(city.region), countryName(text(city.country))].filter(Boolean).join(', ') };
  });
  return [...countries, ...regions, ...cities];
}

/** Every detailed-targeting item of `flexible_spec` (its groups flattened), with its kind. */
export function interestsOf(spec: TargetingSpec | null): InterestRef[] {
  return list(spec?.flexible_spec).flatMap((group) =>
    isObject(group) ? Object.entries(group).flatMap(([kind, items]) => list(items).map((item) => ({ id: keyOf(item), name: isObject(item) ? text(item.name) || keyOf(item) : keyOf(item), kind }))) : [],
  );
}

/** The spec's detailed targeting is in several groups (people must match each): editing makes it one. */
export function narrowsByGroups(spec: TargetingSpec | null): boolean {
  return list(spec?.flexible_spec).filter((group) => isObject(group) && Object.keys(group).length > 0).length > 1;
}

export function audiencesOf(spec: TargetingSpec | null, field: 'custom_audiences' | 'excluded_custom_audiences'): AudienceRef[] {
  return list(spec?.[field]).map((entry) => ({ id: keyOf(entry), name: isObject(entry) ? text(entry.name) || keyOf(entry) : keyOf(entry) }));
}

/** Advantage+ placements when the spec names no platform; else the positions it names (all of a platform that lists none). */
export function placementsOf(spec: TargetingSpec | null): PlacementChoice {
  const platforms = list(spec?.publisher_platforms).map(text);
  if (platforms.length === 0) return { mode: 'automatic', positions: [...ALL_POSITION_KEYS] };
  const positions = PLATFORMS.filter((platform) => platforms.includes(platform)).flatMap((platform) => {
    const named = spec?.[`${platform}_positions`];
    const ofPlatform = POSITIONS.filter((p) => p.platform === platform);
    return (Array.isArray(named) ? ofPlatform.filter((p) => named.includes(p.meta)) : ofPlatform).map((p) => p.key);
  });
  return { mode: 'manual', positions };
}

/** Two lists hold the same entries (in any order). */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
}

function geoWith(current: unknown, places: readonly PlaceRef[]): Json {
  const geo: Json = isObject(current) && Array.isArray(current.location_types) ? { location_types: current.location_types } : {};
  const before = isObject(current) ? list(current.cities).filter(isObject) : [];
  const of = (type: PlaceRef['type']) => places.filter((p) => p.type === type);
  if (of('country').length) geo.countries = of('country').map((p) => p.key);
  if (of('region').length) geo.regions = of('region').map((p) => ({ key: p.key }));
  if (of('city').length) {
    // A city keeps the radius it had.
    geo.cities = of('city').map((p) => {
      const was = before.find((city) => keyOf(city) === p.key);
      return was && was.radius !== undefined ? { key: p.key, radius: was.radius, distance_unit: was.distance_unit ?? 'mile' } : { key: p.key };
    });
  }
  return geo;
}

const POSITION_FIELDS = ['facebook_positions', 'instagram_positions', 'messenger_positions', 'audience_network_positions', 'threads_positions'];

/** `spec` with the edit applied; the spec itself is not changed. */
export function editedTargeting(spec: TargetingSpec | null, edit: AudienceEdit): TargetingSpec {
  const next: Json = structuredClone(spec ?? {});
  if (edit.ageMin !== undefined) next.age_min = edit.ageMin;
  if (edit.ageMax !== undefined) next.age_max = edit.ageMax;
  if (edit.gender !== undefined) {
    if (edit.gender === 0) delete next.genders;
    else next.genders = [edit.gender];
  }
  if (edit.places) next.geo_locations = geoWith(next.geo_locations, edit.places);
  if (edit.interests) {
    const group: Record<string, Array<{ id: string; name: string }>> = {};
    for (const item of edit.interests) (group[item.kind] ??= []).push({ id: item.id, name: item.name });
    if (edit.interests.length) next.flexible_spec = [group];
    else delete next.flexible_spec;
  }
  const setAudiences = (field: string, refs: AudienceRef[] | undefined) => {
    if (!refs) return;
    if (refs.length) next[field] = refs.map(({ id, name }) => ({ id, name }));
    else delete next[field];
  };
  setAudiences('custom_audiences', edit.audiences);
  setAudiences('excluded_custom_audiences', edit.excludedAudiences);
  if (edit.placements) {
    delete next.publisher_platforms;
    for (const field of POSITION_FIELDS) delete next[field];
    if (edit.placements.mode === 'manual') {
      const devices = list(next.device_platforms).map(text);
      const device = devices.length === 1 && devices[0] === 'mobile' ? 'mobile' : 'all';
      Object.assign(next, placementTargeting(positionsForDevice(edit.placements.positions, device)));
    }
  }
  return next;
}
