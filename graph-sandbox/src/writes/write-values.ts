import { graphErrors } from '../graph/errors/error-catalog';
import type { GraphParams } from '../graph/params';

export const CONFIGURED_STATUSES = ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED'] as const;
export const BID_STRATEGIES = ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP', 'LOWEST_COST_WITH_MIN_ROAS'] as const;
/** Strategies that take a `bid_amount` (GRAPH-API §6.5). */
export const CAP_STRATEGIES: ReadonlySet<string> = new Set(['LOWEST_COST_WITH_BID_CAP', 'COST_CAP']);

/** `(#100) Param status must be one of {ACTIVE, PAUSED, …}`, as Meta words enum errors. */
export function enumValue<T extends string>(params: GraphParams, name: string, values: readonly T[]): T | undefined {
  const value = params.string(name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw graphErrors.invalidParameter(`Param ${name} must be one of {${values.join(', ')}}`);
  return value as T;
}

/** Minor-unit money: a non-negative integer, sent as a string or a number. */
export function moneyValue(params: GraphParams, name: string): number | undefined {
  const value = params.string(name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw graphErrors.invalidParameter(`Param ${name} must be a non-negative integer`);
  return Number(value.trim());
}

/** Meta takes ISO-8601 (`2025-07-01T00:00:00+0700`, `…Z`) or unix seconds; `0` clears the time where allowed. */
export function timeValue(params: GraphParams, name: string): number | null | undefined {
  const value = params.string(name)?.trim();
  if (value === undefined) return undefined;
  if (value === '0' || value === '') return null;
  if (/^\d{9,11}$/.test(value)) return Number(value) * 1000;
  const normalized = value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
  const epoch = Date.parse(normalized);
  if (!/^\d{4}-\d\d-\d\d/.test(value) || Number.isNaN(epoch)) throw graphErrors.invalidParameter(`Param ${name} must be a valid date/time (ISO 8601 or a unix timestamp)`);
  return epoch;
}

export function nameValue(params: GraphParams, name = 'name'): string | undefined {
  const value = params.string(name);
  if (value === undefined) return undefined;
  if (value.trim() === '') throw graphErrors.invalidParameter(`Param ${name} must be a non-empty string`);
  if (value.length > 400) throw graphErrors.invalidParameter(`Param ${name} must be at most 400 characters long`);
  return value;
}

/** A JSON-valued parameter (string from a form, value from a JSON body). */
export function jsonValue(params: GraphParams, name: string): unknown {
  return params.has(name) ? params.json(name) : undefined;
}

export function boolValue(params: GraphParams, name: string, fallback: boolean): boolean {
  const value = params.string(name);
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw graphErrors.invalidParameter(`Param ${name} must be a boolean`);
}

/** `execution_options=["validate_only"]`: check the write without making it (GRAPH-API §9). */
export function validateOnly(params: GraphParams): boolean {
  if (!params.has('execution_options')) return false;
  const options = params.json('execution_options');
  const list = Array.isArray(options) ? options : [options];
  const known = ['validate_only', 'include_recommendations', 'synchronous_ad_review'];
  for (const option of list) if (!known.includes(String(option))) throw graphErrors.invalidParameter(`Param execution_options[0] must be one of {${known.join(', ')}}`);
  return list.includes('validate_only');
}

/**
 * `bid_constraints={"roas_average_floor": n}` (the minimum ROAS × 10 000, 1–10 000 000) for LOWEST_COST_WITH_MIN_ROAS;
 * undefined when not sent.
 */
export function roasFloorValue(params: GraphParams): number | undefined {
  if (!params.has('bid_constraints')) return undefined;
  const value = params.json('bid_constraints');
  const floor = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).roas_average_floor : undefined;
  const n = typeof floor === 'string' && floor.trim() !== '' ? Number(floor) : floor;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10_000_000) {
    throw graphErrors.invalidParameter('Param bid_constraints[roas_average_floor] must be an integer between 1 and 10000000');
  }
  return n;
}
