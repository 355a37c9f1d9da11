// Meta's checks of an ad set's `targeting` on create and update, worded as Ads Manager words them: ages 18–65 in
// order, genders 1/2, a location (countries, regions, cities with a radius), known detailed-targeting ids that still
// deliver, placements that belong to a chosen platform and device, exclusions of the same shapes.
import { GraphError } from '../graph/errors/graph-error';
import { TARGETING_TYPES, type TargetingType } from '../world/taxonomy/targeting-item';
import type { World } from '../world/world';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const PUBLISHER_PLATFORMS = ['facebook', 'instagram', 'messenger', 'audience_network', 'threads'] as const;
export const DEVICE_PLATFORMS = ['mobile', 'desktop'] as const;
/** Every position of v21, per platform (`<platform>_positions`). */
export const POSITIONS = {
  facebook: ['feed', 'right_hand_column', 'marketplace', 'video_feeds', 'story', 'search', 'instream_video', 'facebook_reels', 'facebook_reels_overlay', 'profile_feed', 'notification'],
  instagram: ['stream', 'story', 'explore', 'explore_home', 'reels', 'profile_feed', 'ig_search', 'profile_reels'],
  messenger: ['messenger_home', 'sponsored_messages', 'story'],
  audience_network: ['classic', 'rewarded_video'],
  threads: ['threads_stream'],
} as const;
const POSITION_FIELDS = { facebook: 'facebook_positions', instagram: 'instagram_positions', messenger: 'messenger_positions', audience_network: 'audience_network_positions', threads: 'threads_positions' } as const;
/** Positions shown only on one kind of device. */
const DESKTOP_ONLY = new Set(['facebook_positions:right_hand_column']);
const MIN_AGE = 18;
const MAX_AGE = 65;
/** City radius: 10–80 km or 17–50 miles. */
const RADIUS = { kilometer: [10, 80], mile: [17, 50] } as const;

export function targetingError(field: string, subcode: number, title: string, message: string): GraphError {
  return new GraphError(400, {
    message: 'Invalid parameter',
    type: 'OAuthException',
    code: 100,
    error_subcode: subcode,
    is_transient: false,
    error_user_title: title,
    error_user_msg: message,
    error_data: JSON.stringify({ blame_field_specs: [['targeting', ...field.split('.')]] }),
  });
}

/** Subcodes: 1487756 location, 1870189 ages, 1487079 unknown detailed targeting, 1487694 retired option, 1885364 placements. */
export const targetingErrors = {
  notAnObject: () => targetingError('targeting', 1487756, 'Invalid Targeting', 'targeting must be a JSON object with at least geo_locations.'),
  locationRequired: () => targetingError('geo_locations', 1487756, 'Location is required', 'Your audience needs a location. Add at least one country, region or city.'),
  invalidLocation: (field: string, kind: string, key: string) => targetingError(field, 1487756, 'Invalid Location', `The ${kind} "${key}" in ${field} doesn't exist. Search for locations by name and use the key it returns.`),
  radius: (field: string, radius: unknown, unit: string) =>
    targetingError(field, 1487756, 'Invalid Radius', `A radius of ${String(radius)} ${unit}s isn't allowed around a city: use ${RADIUS[unit as keyof typeof RADIUS]?.[0] ?? 10}–${RADIUS[unit as keyof typeof RADIUS]?.[1] ?? 80} ${unit}s.`),
  ageMin: (age: unknown) => targetingError('age_min', 1870189, 'Invalid Minimum Age', `The minimum age ${String(age)} isn't allowed. Choose an age from ${MIN_AGE} to ${MAX_AGE}.`),
  ageMax: (age: unknown) => targetingError('age_max', 1870189, 'Invalid Maximum Age', `The maximum age ${String(age)} isn't allowed. Choose an age from ${MIN_AGE} to ${MAX_AGE} (65 means 65 and older).`),
  ageOrder: (min: number, max: number) => targetingError('age_max', 1870189, 'Invalid Age Range', `The maximum age (${max}) must be the same as or higher than the minimum age (${min}).`),
  genders: () => targetingError('genders', 1870189, 'Invalid Gender', 'genders may contain 1 (men) and 2 (women); leave it out to reach all genders.'),
  unknownItem: (field: string, type: string, id: string) =>
    targetingError(field, 1487079, `Invalid ${type === 'interests' ? 'Interest' : type === 'behaviors' ? 'Behavior' : 'Targeting'}`, `${type === 'interests' ? 'Interest' : type === 'behaviors' ? 'Behavior' : 'Detailed targeting option'} ${id} in ${field} doesn't exist or is no longer available. Remove it or search for a current option.`),
  retiredItem: (field: string, id: string, name: string, replacement: string | null) =>
    targetingError(field, 1487694, 'Targeting Option Unavailable', `"${name}" (${id}) is no longer available for targeting.${replacement ? ` Use ${replacement} instead.` : ''}`),
  badEnum: (field: string, value: unknown, allowed: readonly string[]) =>
    targetingError(field, 1885364, 'Invalid Placement', `"${String(value)}" isn't a valid value of ${field}. Use one of: ${allowed.join(', ')}.`),
  positionWithoutPlatform: (field: string, platform: string) =>
    targetingError(field, 1885364, 'Placement Needs Its Platform', `You chose ${field} but not ${platform} in publisher_platforms. Add ${platform}, or remove its positions.`),
  needsPlatform: (field: string, what: string, needs: string) => targetingError(field, 1885364, 'Invalid Placement Combination', `${what} can only be used together with ${needs}.`),
  deviceMismatch: (field: string, what: string, device: string) => targetingError(field, 1885364, 'Invalid Placement Combination', `${what} only shows on ${device} devices; add ${device} to device_platforms or remove it.`),
};

function list(value: unknown): unknown[] | undefined {
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value : [value];
}

function keyOf(entry: unknown): string {
  const key = isObject(entry) ? entry.key : entry;
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '';
}

/** Checks one geo spec; answers whether it names any place. */
function checkGeo(world: World, geo: unknown, field: string): boolean {
  if (geo === undefined) return false;
  if (!isObject(geo)) throw targetingErrors.invalidLocation(field, 'location', JSON.stringify(geo));
  let places = 0;
  for (const code of list(geo.countries) ?? []) {
    const key = keyOf(code).toUpperCase();
    if (!world.geo.get('country', key)) throw targetingErrors.invalidLocation(`${field}.countries`, 'country', key);
    places += 1;
  }
  for (const group of list(geo.country_groups) ?? []) {
    const key = keyOf(group).toLowerCase();
    if (!world.geo.get('country_group', key)) throw targetingErrors.invalidLocation(`${field}.country_groups`, 'country group', key);
    places += 1;
  }
  for (const region of list(geo.regions) ?? []) {
    const key = keyOf(region);
    if (!world.geo.get('region', key)) throw targetingErrors.invalidLocation(`${field}.regions`, 'region', key);
    places += 1;
  }
  for (const city of list(geo.cities) ?? []) {
    const key = keyOf(city);
    if (!world.geo.get('city', key)) throw targetingErrors.invalidLocation(`${field}.cities`, 'city', key);
    if (isObject(city) && city.radius !== undefined) {
      const unit = city.distance_unit === undefined ? 'mile' : String(city.distance_unit);
      const bounds = RADIUS[unit as keyof typeof RADIUS];
      if (!bounds) throw targetingErrors.badEnum(`${field}.cities.distance_unit`, unit, Object.keys(RADIUS));
      const radius = Number(city.radius);
      if (!Number.isFinite(radius) || radius < bounds[0] || radius > bounds[1]) throw targetingErrors.radius(`${field}.cities.radius`, city.radius, unit);
    }
    places += 1;
  }
  return places > 0;
}

function checkAge(value: unknown, fallback: number, error: (age: unknown) => GraphError): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_AGE || n > MAX_AGE) throw error(value);
  return n;
}

function checkItems(world: World, source: Json, field: string): void {
  for (const type of TARGETING_TYPES) {
    const entries = list(source[type]);
    if (!entries) continue;
    for (const entry of entries) {
      const id = String(isObject(entry) ? (entry.id ?? '') : (entry ?? ''));
      const item = world.taxonomy.find(type as TargetingType, id);
      const at = field ? `${field}.${type}` : type;
      if (!item) throw targetingErrors.unknownItem(at, type, id || '(none)');
      if (item.status?.current === 'NON-DELIVERABLE') {
        const replacement = item.status.replacementId ? world.taxonomy.find(type as TargetingType, item.status.replacementId) : undefined;
        throw targetingErrors.retiredItem(at, id, item.name, replacement ? `"${replacement.name}" (${replacement.id})` : null);
      }
    }
  }
}

function enumList(value: unknown, field: string, allowed: readonly string[]): string[] | undefined {
  const entries = list(value);
  if (!entries) return undefined;
  return entries.map((entry) => {
    if (typeof entry !== 'string' || !allowed.includes(entry)) throw targetingErrors.badEnum(field, entry, allowed);
    return entry;
  });
}

function checkPlacements(spec: Json): void {
  const platforms = enumList(spec.publisher_platforms, 'publisher_platforms', PUBLISHER_PLATFORMS);
  const devices = enumList(spec.device_platforms, 'device_platforms', DEVICE_PLATFORMS);
  const chosen = new Set(platforms ?? PUBLISHER_PLATFORMS);
  for (const [platform, field] of Object.entries(POSITION_FIELDS) as Array<[keyof typeof POSITIONS, string]>) {
    const positions = enumList(spec[field], field, POSITIONS[platform]);
    if (!positions) continue;
    if (platforms && !chosen.has(platform)) throw targetingErrors.positionWithoutPlatform(field, platform);
    for (const position of positions) {
      if (devices && DESKTOP_ONLY.has(`${field}:${position}`) && !devices.includes('desktop')) throw targetingErrors.deviceMismatch(field, `The ${position} position`, 'desktop');
    }
    if (field === 'instagram_positions' && (positions.includes('explore') || positions.includes('explore_home')) && !positions.includes('stream')) {
      throw targetingErrors.needsPlatform(field, 'Instagram Explore', 'Instagram Feed (stream)');
    }
  }
  if (platforms) {
    if (chosen.has('audience_network') && !chosen.has('facebook')) throw targetingErrors.needsPlatform('publisher_platforms', 'Audience Network', 'Facebook');
    if (chosen.has('messenger') && !chosen.has('facebook')) throw targetingErrors.needsPlatform('publisher_platforms', 'Messenger', 'Facebook');
    if (chosen.has('threads') && !chosen.has('instagram')) throw targetingErrors.needsPlatform('publisher_platforms', 'Threads', 'Instagram');
    if (devices && !devices.includes('mobile') && (chosen.has('instagram') || chosen.has('threads')) && platforms.every((p) => p === 'instagram' || p === 'threads')) {
      throw targetingErrors.deviceMismatch('device_platforms', 'Instagram', 'mobile');
    }
  }
}

/** Throws Meta's error for the first thing wrong with an ad set's targeting; returns the ages it settles on. */
export function checkAdSetTargeting(world: World, raw: unknown): { ageMin: number; ageMax: number } {
  if (!isObject(raw)) throw targetingErrors.notAnObject();
  if (!checkGeo(world, raw.geo_locations, 'geo_locations')) throw targetingErrors.locationRequired();
  checkGeo(world, raw.excluded_geo_locations, 'excluded_geo_locations');
  const ageMin = checkAge(raw.age_min, MIN_AGE, targetingErrors.ageMin);
  const ageMax = checkAge(raw.age_max, MAX_AGE, targetingErrors.ageMax);
  if (ageMax < ageMin) throw targetingErrors.ageOrder(ageMin, ageMax);
  const genders = list(raw.genders);
  if (genders && genders.some((g) => Number(g) !== 1 && Number(g) !== 2)) throw targetingErrors.genders();
  checkItems(world, raw, '');
  (list(raw.flexible_spec) ?? []).forEach((entry, i) => {
    if (isObject(entry)) checkItems(world, entry, `flexible_spec.${i}`);
  });
  if (isObject(raw.exclusions)) checkItems(world, raw.exclusions, 'exclusions');
  checkPlacements(raw);
  return { ageMin, ageMax };
}
