import type { EdgeQuery } from '../graph/fields/node-type';
import { graphErrors } from '../graph/errors/error-catalog';
import type { Ad, AdSet, Campaign } from '../world/ads/ad-objects';
import { adEffectiveStatus, adSetEffectiveStatus, campaignEffectiveStatus } from '../world/ads/effective-status';
import type { World } from '../world/world';

type Kind = 'campaign' | 'adset' | 'ad';
type ObjectOf<K extends Kind> = K extends 'campaign' ? Campaign : K extends 'adset' ? AdSet : Ad;

interface Filter {
  field: string;
  operator: string;
  value: unknown;
}

const OPERATORS = ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'CONTAIN', 'NOT_CONTAIN', 'GREATER_THAN', 'LESS_THAN', 'ANY', 'ALL', 'NONE'];
/** Operators on list fields (`adlabels`): the object carries any, all or none of the given ids. */
const LIST_OPERATORS = ['ANY', 'ALL', 'NONE'];

export function effectiveStatusOf(world: World, kind: Kind, object: Campaign | AdSet | Ad): string {
  if (kind === 'campaign') return campaignEffectiveStatus(object as Campaign);
  if (kind === 'adset') {
    const adset = object as AdSet;
    const campaign = world.campaign(adset.campaignId);
    return campaign ? adSetEffectiveStatus(adset, campaign) : adset.status;
  }
  const ad = object as Ad;
  const adset = world.adset(ad.adsetId);
  const campaign = world.campaign(ad.campaignId);
  const account = world.account(ad.accountId);
  return adset && campaign && account ? adEffectiveStatus(ad, adset, campaign, account) : ad.status;
}

function fieldValue(world: World, kind: Kind, object: Campaign | AdSet | Ad, field: string): unknown {
  switch (field) {
    case 'id':
      return object.id;
    case 'name':
      return object.name;
    case 'effective_status':
      return effectiveStatusOf(world, kind, object);
    case 'status':
    case 'configured_status':
      return object.status;
    case 'campaign.id':
      return kind === 'campaign' ? object.id : (object as AdSet | Ad).campaignId;
    case 'adset.id':
      return kind === 'ad' ? (object as Ad).adsetId : kind === 'adset' ? object.id : undefined;
    case 'objective':
    case 'campaign.objective': {
      const campaign = kind === 'campaign' ? (object as Campaign) : world.campaign((object as AdSet | Ad).campaignId);
      return campaign?.objective;
    }
    case 'created_time':
      return Math.floor(object.createdAt / 1000);
    case 'updated_time':
      return Math.floor(object.updatedAt / 1000);
    case 'adlabels':
      return object.adlabels.map((label) => label.id);
    default:
      throw graphErrors.invalidParameter(`Filtering field ${field} is invalid.`);
  }
}

function matchesList(actual: readonly string[], operator: string, expected: readonly string[]): boolean {
  if (operator === 'ALL') return expected.every((id) => actual.includes(id));
  const any = expected.some((id) => actual.includes(id));
  return operator === 'ANY' ? any : !any;
}

function matches(actual: unknown, operator: string, expected: unknown): boolean {
  const list = Array.isArray(expected) ? expected.map(String) : [String(expected)];
  if (Array.isArray(actual)) return matchesList(actual.map(String), operator, list);
  const text = String(actual ?? '');
  switch (operator) {
    case 'EQUAL':
      return text === String(expected);
    case 'NOT_EQUAL':
      return text !== String(expected);
    case 'IN':
      return list.includes(text);
    case 'NOT_IN':
      return !list.includes(text);
    case 'CONTAIN':
      return text.toLowerCase().includes(String(expected).toLowerCase());
    case 'NOT_CONTAIN':
      return !text.toLowerCase().includes(String(expected).toLowerCase());
    case 'GREATER_THAN':
      return Number(actual) > Number(expected);
    default:
      return Number(actual) < Number(expected);
  }
}

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw graphErrors.invalidParameter(`Param ${name} must be a valid JSON value`);
  }
}

function readFilters(query: EdgeQuery): Filter[] {
  const filters: Filter[] = [];
  const statuses = query('effective_status');
  if (statuses !== undefined) {
    const parsed = statuses.trim().startsWith('[') ? parseJson('effective_status', statuses) : statuses.split(',');
    if (!Array.isArray(parsed)) throw graphErrors.invalidParameter('Param effective_status must be an array');
    filters.push({ field: 'effective_status', operator: 'IN', value: parsed.map(String) });
  }
  const filtering = query('filtering');
  if (filtering !== undefined) {
    const parsed = parseJson('filtering', filtering);
    if (!Array.isArray(parsed)) throw graphErrors.invalidParameter('Param filtering must be an array');
    parsed.forEach((entry, index) => {
      const filter = entry as Partial<Filter> | null;
      if (!filter || typeof filter.field !== 'string' || typeof filter.operator !== 'string' || !('value' in filter)) {
        throw graphErrors.invalidParameter(`param filtering[${index}] must be an object with field, operator and value`);
      }
      if (!OPERATORS.includes(filter.operator)) throw graphErrors.invalidParameter(`param filtering[${index}][operator] must be one of {${OPERATORS.join(', ')}}`);
      const onList = filter.field === 'adlabels';
      if (onList !== LIST_OPERATORS.includes(filter.operator)) {
        throw graphErrors.invalidParameter(`Filtering operator ${filter.operator} is invalid for field ${filter.field}.`);
      }
      if (onList && !Array.isArray(filter.value)) throw graphErrors.invalidParameter(`param filtering[${index}][value] must be an array`);
      filters.push(filter as Filter);
    });
  }
  return filters;
}

/**
 * Campaigns, ad sets or ads of a parent as an edge lists them: newest first, `effective_status` and `filtering`
 * applied, deleted and archived objects hidden unless a status filter asks for them (GRAPH-API §6.1).
 */
export function listAdObjects<K extends Kind>(world: World, kind: K, objects: readonly ObjectOf<K>[], query: EdgeQuery): ObjectOf<K>[] {
  const filters = readFilters(query);
  const statusFiltered = filters.some((f) => f.field === 'effective_status' || f.field === 'status' || f.field === 'configured_status');
  return [...objects]
    .filter((object) => {
      if (!statusFiltered) {
        const status = effectiveStatusOf(world, kind, object);
        if (status === 'DELETED' || status === 'ARCHIVED') return false;
      }
      return filters.every((f) => matches(fieldValue(world, kind, object, f.field), f.operator, f.value));
    })
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}
