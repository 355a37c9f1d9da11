import { graphErrors } from '../../graph/errors/error-catalog';
import type { GraphContext } from '../../graph/graph-context';
import type { GeoType } from '../../world/geo/geo-catalog';
import { localizeItem } from '../../world/taxonomy/localize';
import { relatedItems } from '../../world/taxonomy/related';
import type { TargetingItem, TargetingType } from '../../world/taxonomy/targeting-item';

const ADINTEREST_DEFAULT_LIMIT = 8;
const GEO_DEFAULT_LIMIT = 25;
const MAX_LIMIT = 5000;

/** An interest as `/search?type=adinterest` returns it (GRAPH-API §2.2). */
function interestRow(item: TargetingItem): Record<string, unknown> {
  return {
    id: item.id,
    name: item.name,
    audience_size_lower_bound: item.lowerBound,
    audience_size_upper_bound: item.upperBound,
    path: [...item.path],
    description: item.description,
    topic: item.topic ?? undefined,
  };
}

/** A category item (GRAPH-API §2.3). */
function categoryRow(item: TargetingItem): Record<string, unknown> {
  return {
    id: item.id,
    name: item.name,
    type: item.type,
    path: [...item.path],
    description: item.description,
    audience_size_lower_bound: item.lowerBound,
    audience_size_upper_bound: item.upperBound,
  };
}

function stringList(ctx: GraphContext, name: string): string[] {
  ctx.params.required(name);
  const value = ctx.params.json(name);
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
    throw graphErrors.invalidParameter(`Param ${name} must be a JSON array of strings`);
  }
  return value.map(String);
}

export function searchAdInterest(ctx: GraphContext): unknown {
  const q = ctx.params.required('q');
  const limit = ctx.params.int('limit', ADINTEREST_DEFAULT_LIMIT, { min: 1, max: MAX_LIMIT });
  const items = ctx.world.taxonomy.search({ q, limit, types: ['interests'], locale: ctx.params.string('locale') });
  return { data: items.map(interestRow) };
}

export function searchAdInterestSuggestion(ctx: GraphContext): unknown {
  const names = stringList(ctx, 'interest_list');
  const limit = ctx.params.int('limit', ADINTEREST_DEFAULT_LIMIT, { min: 1, max: MAX_LIMIT });
  const inputs = names.flatMap((name) => ctx.world.taxonomy.interestByName(name) ?? []);
  const interests = ctx.world.taxonomy.items.filter((item) => item.type === 'interests' && item.status?.current !== 'NON-DELIVERABLE');
  const locale = ctx.params.string('locale');
  // A retiring interest's successor is the platform's first suggestion for it.
  const successors = inputs.flatMap((item) => (item.status?.replacementId ? (ctx.world.taxonomy.get(item.status.replacementId) ?? []) : []));
  const taken = new Set(successors.map((item) => item.id));
  const related = relatedItems(interests, inputs, limit).filter((item) => !taken.has(item.id));
  return { data: [...successors, ...related].slice(0, limit).map((item) => interestRow(localizeItem(item, locale))) };
}

/** `adinterestvalid`: by names (`interest_list`) or ids (`interest_fbid_list`); ids come back as integers, as documented. */
export function searchAdInterestValid(ctx: GraphContext): unknown {
  const byIds = ctx.params.has('interest_fbid_list');
  const inputs = stringList(ctx, byIds ? 'interest_fbid_list' : 'interest_list');
  return {
    data: inputs.map((input) => {
      const item = byIds ? ctx.world.taxonomy.find('interests', input) : ctx.world.taxonomy.interestByName(input);
      if (!item) return byIds ? { id: Number(input), valid: false } : { name: input, valid: false };
      // An interest the platform no longer accepts in targeting is not valid, though it still exists.
      if (item.status?.current === 'NON-DELIVERABLE') return byIds ? { id: Number(item.id), name: item.name, valid: false } : { name: item.name, valid: false, id: Number(item.id) };
      return { name: item.name, valid: true, id: Number(item.id), audience_size_lower_bound: item.lowerBound, audience_size_upper_bound: item.upperBound };
    }),
  };
}

/**
 * `targetingoptionstatus` (GRAPH-API §2.4): `targeting_option_list=[ids]` → each option's `current_status` (NORMAL,
 * DEPRECATING, NON-DELIVERABLE, …; UNKNOWN for an id the platform does not know) and `future_plan`.
 */
export function searchTargetingOptionStatus(ctx: GraphContext): unknown {
  const ids = stringList(ctx, 'targeting_option_list');
  if (ids.length > MAX_STATUS_IDS) throw graphErrors.invalidParameter(`Param targeting_option_list must have at most ${MAX_STATUS_IDS} ids`);
  return {
    data: ids.map((id) => {
      const item = ctx.world.taxonomy.get(id);
      if (!item) return { id, current_status: 'UNKNOWN', future_plan: [] };
      return { id: item.id, current_status: item.status?.current ?? 'NORMAL', future_plan: (item.status?.futurePlan ?? []).map((step) => ({ ...step })) };
    }),
  };
}

const MAX_STATUS_IDS = 1000;

const CATEGORY_CLASSES: Record<string, readonly TargetingType[]> = {
  interests: ['interests'],
  behaviors: ['behaviors'],
  demographics: ['education_statuses', 'relationship_statuses', 'work_positions', 'work_employers', 'education_schools', 'education_majors'],
  life_events: ['life_events'],
  industries: ['industries'],
  income: ['income'],
  family_statuses: ['family_statuses'],
  user_device: [],
  user_os: [],
};

export function searchAdTargetingCategory(ctx: GraphContext): unknown {
  const targetClass = ctx.params.required('class');
  const types = CATEGORY_CLASSES[targetClass];
  if (!types) throw graphErrors.invalidParameter(`Param class must be one of {${Object.keys(CATEGORY_CLASSES).join(', ')}}`);
  const limit = ctx.params.int('limit', MAX_LIMIT, { min: 1, max: MAX_LIMIT });
  const q = ctx.params.string('q')?.trim();
  const locale = ctx.params.string('locale');
  const allowed = new Set<string>(types);
  const items = q
    ? ctx.world.taxonomy.search({ q, limit, types: [...types], locale })
    : ctx.world.taxonomy.items.filter((item) => allowed.has(item.type)).slice(0, limit).map((item) => localizeItem(item, locale));
  return { data: types.length === 0 ? [] : items.map(categoryRow) };
}

/** location_types Meta accepts; the catalogue holds countries, country groups, regions and cities. */
const GEO_LOCATION_TYPES = new Set([
  'country', 'country_group', 'region', 'city', 'zip', 'geo_market', 'electoral_district', 'subcity', 'neighborhood',
  'medium_geo_area', 'large_geo_area', 'small_geo_area', 'metro_area', 'subneighborhood', 'place', 'political_district',
]);
const CATALOGUE_TYPES: ReadonlySet<GeoType> = new Set<GeoType>(['country', 'country_group', 'region', 'city']);

export function searchAdGeoLocation(ctx: GraphContext): unknown {
  const q = ctx.params.string('q') ?? '';
  const limit = ctx.params.int('limit', GEO_DEFAULT_LIMIT, { min: 1, max: MAX_LIMIT });
  let types: GeoType[] | undefined;
  if (ctx.params.has('location_types')) {
    const requested = ctx.params.json('location_types');
    const list = typeof requested === 'string' ? [requested] : requested;
    if (!Array.isArray(list) || list.some((t) => typeof t !== 'string' || !GEO_LOCATION_TYPES.has(t))) {
      throw graphErrors.invalidParameter(`Param location_types must be a JSON array of {${[...GEO_LOCATION_TYPES].join(', ')}}`);
    }
    types = (list as string[]).filter((t): t is GeoType => CATALOGUE_TYPES.has(t as GeoType));
    if (types.length === 0) return { data: [] };
  }
  const countryCode = ctx.params.string('country_code')?.toUpperCase();
  const locale = ctx.params.string('locale');
  const found = ctx.world.geo.search({ q, types, limit, countryCode });
  return { data: found.map((location) => ctx.world.geo.toGraph(location, locale)) };
}
