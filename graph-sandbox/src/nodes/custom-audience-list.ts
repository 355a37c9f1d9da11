import { graphErrors } from '../graph/errors/error-catalog';
import type { EdgeQuery } from '../graph/fields/node-type';
import type { CustomAudience } from '../world/audiences/custom-audience';

const FILTER_FIELDS: Record<string, (a: CustomAudience) => string> = {
  subtype: (a) => a.subtype,
  name: (a) => a.name,
  id: (a) => a.id,
};

function parse(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw graphErrors.invalidParameter(`Param ${name} must be a valid JSON value`);
  }
}

function matches(value: string, operator: string, expected: unknown): boolean {
  const list = Array.isArray(expected) ? expected.map(String) : [String(expected)];
  switch (operator) {
    case 'EQUAL':
      return value === String(expected);
    case 'NOT_EQUAL':
      return value !== String(expected);
    case 'IN':
      return list.includes(value);
    case 'NOT_IN':
      return !list.includes(value);
    case 'CONTAIN':
      return value.toLowerCase().includes(String(expected).toLowerCase());
    case 'NOT_CONTAIN':
      return !value.toLowerCase().includes(String(expected).toLowerCase());
    default:
      throw graphErrors.invalidParameter(`Filtering operator ${operator} is invalid for custom audiences.`);
  }
}

/** `GET /{act}/customaudiences`: newest first, `filtering` on subtype / name / id and `pixel_id` applied. */
export function listCustomAudiences(audiences: readonly CustomAudience[], query: EdgeQuery): CustomAudience[] {
  let rows = [...audiences];
  const pixelId = query('pixel_id');
  if (pixelId) rows = rows.filter((a) => a.pixelId === pixelId);
  const filtering = query('filtering');
  if (filtering !== undefined) {
    const filters = parse('filtering', filtering);
    if (!Array.isArray(filters)) throw graphErrors.invalidParameter('Param filtering must be an array');
    for (const [index, raw] of filters.entries()) {
      const filter = raw as { field?: unknown; operator?: unknown; value?: unknown } | null;
      if (!filter || typeof filter.field !== 'string' || typeof filter.operator !== 'string') {
        throw graphErrors.invalidParameter(`param filtering[${index}] must be an object with field, operator and value`);
      }
      const read = FILTER_FIELDS[filter.field];
      if (!read) throw graphErrors.invalidParameter(`Filtering field ${filter.field} is invalid.`);
      rows = rows.filter((a) => matches(read(a), filter.operator as string, filter.value));
    }
  }
  return rows.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}
