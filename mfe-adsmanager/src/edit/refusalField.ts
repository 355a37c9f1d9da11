// Which setting of the form a platform refusal is about: Meta names it in error_data.blame_field_specs
// (["targeting", "age_min"], ["bid_amount"]); a refusal that names none is placed by what its words mention.
import { isGraphError } from 'shared-graph';
import type { EditField } from './settingsDraft';

const TOP: Record<string, EditField> = {
  name: 'name',
  daily_budget: 'budget',
  lifetime_budget: 'budget',
  bid_amount: 'bidAmount',
  bid_strategy: 'bidStrategy',
  bid_constraints: 'bidStrategy',
  start_time: 'start',
  end_time: 'end',
  stop_time: 'end',
  adlabels: 'labels',
};

const IN_TARGETING: Array<[RegExp, EditField]> = [
  [/^age_m(in|ax)$/, 'age'],
  [/^genders$/, 'gender'],
  [/^(excluded_)?geo_locations$/, 'places'],
  [/^(flexible_spec|exclusions|interests|behaviors)$/, 'interests'],
  [/^custom_audiences$/, 'audiences'],
  [/^excluded_custom_audiences$/, 'excludedAudiences'],
  [/^(publisher_platforms|device_platforms|\w+_positions)$/, 'placements'],
];

const MENTIONED: Array<[RegExp, EditField]> = [
  [/excluded? .*audience/i, 'excludedAudiences'],
  [/audience/i, 'audiences'],
  [/location|countr|cit(y|ies)|region/i, 'places'],
  [/\bage\b/i, 'age'],
  [/interest|behaviou?r|detailed targeting/i, 'interests'],
  [/placement|position|platform/i, 'placements'],
  [/budget/i, 'budget'],
  [/\bbid\b|cost per result/i, 'bidAmount'],
  [/end time/i, 'end'],
  [/start time/i, 'start'],
  [/label/i, 'labels'],
];

function blamed(data: unknown): string[] | null {
  let parsed = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  const spec = (parsed as { blame_field_specs?: unknown } | null)?.blame_field_specs;
  const first = Array.isArray(spec) ? spec[0] : null;
  return Array.isArray(first) ? first.map(String) : null;
}

/** The setting a refusal concerns, or null when it concerns the write as a whole (show it above the form). */
export function refusalField(error: unknown): EditField | null {
  if (!isGraphError(error)) return null;
  const path = blamed(error.errorData);
  const words = `${error.userTitle ?? ''} ${error.userMessage ?? ''} ${error.message}`;
  if (path?.[0] === 'targeting') {
    // ["targeting", "flexible_spec", "0", "interests"]: the first part that names a setting.
    for (const part of path.slice(1)) {
      const found = IN_TARGETING.find(([pattern]) => pattern.test(part));
      if (found) return found[1];
    }
    return MENTIONED.find(([pattern]) => pattern.test(words))?.[1] ?? 'places';
  }
  const top = path?.[0] ? TOP[path[0]] : undefined;
  if (top) return top;
  return MENTIONED.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}
