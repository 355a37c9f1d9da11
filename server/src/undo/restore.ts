/**
 * Taking a change back without overwriting anyone (a rule run's revert, an undo from the activity log): each object
 * is read back from the platform, and the value before the change is written only where the object still shows
 * the value the change set. A value someone changed since is a conflict, named in words and left as it is. A copy
 * is deleted only while it is still the untouched paused copy.
 */
import { currencyDivisor } from 'shared-graph/metrics';
import type { BatchOperation, RuleGraph } from '../rules/rule-graph';

/** The fields a change can put back, in the units `RestoreChange` holds them (money in major units). */
export const RESTORABLE_FIELDS = new Set(['status', 'daily_budget', 'lifetime_budget', 'bid_amount', 'name', 'start_time', 'end_time', 'stop_time']);
export const MONEY_FIELDS = new Set(['daily_budget', 'lifetime_budget', 'bid_amount']);
const TIME_FIELDS = new Set(['start_time', 'end_time', 'stop_time']);
/**
 * Settings the ads manager's editor sets whole (an ad set's targeting, an object's labels): the platform reads them
 * back with more than was sent (names of places, label times, defaults), so a value still stands while the object
 * shows everything the change set.
 */
const STRUCTURED_FIELDS = new Set(['targeting', 'adlabels']);
const FIELD_WORDS: Record<string, string> = {
  status: 'Status',
  daily_budget: 'Daily budget',
  lifetime_budget: 'Lifetime budget',
  bid_amount: 'Bid',
  name: 'Name',
  start_time: 'Start',
  end_time: 'End',
  stop_time: 'End',
  bid_strategy: 'Bid strategy',
  targeting: 'Audience and placements',
  adlabels: 'Labels',
};

/** One change as it can be taken back: on `objectId`, `field` went from `before` to `after`. */
export interface RestoreChange {
  objectId: string;
  objectType: string;
  objectName: string;
  /** `duplicate` for a copy (`field` "copy", `after` the copy's id); anything else sets `field`. */
  type: string;
  /** A restorable field (money in major units); `copy` for a duplicate. */
  field: string;
  before: unknown;
  after: unknown;
  /**
   * Values (in the platform's terms) written together with `before`, which the platform needs alongside it: the
   * bid a capped bid strategy takes back needs its amount again, as the strategy change dropped it.
   */
  alongside?: Record<string, string>;
}

/** What taking back one change does (or would do). */
export type RestoreOutcome<C extends RestoreChange = RestoreChange> =
  | { kind: 'restore'; change: C }
  | { kind: 'already'; change: C; reason: string }
  | { kind: 'conflict'; change: C; reason: string }
  /** The object could not be read back: nothing is written, and it may be tried again. */
  | { kind: 'unread'; change: C; reason: string };

export const fieldWords = (field: string) => FIELD_WORDS[field] ?? `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/_/g, ' ')}`;

/** A value as the platform would compare it: JSON text read as JSON, objects with their keys in order. */
function canonical(value: unknown): string {
  let parsed = value;
  if (typeof value === 'string' && /^[[{]/.test(value.trim())) {
    try {
      parsed = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return String(parsed);
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)])) : v;
  return JSON.stringify(sorted(parsed));
}

/** JSON text read as JSON; anything else as it is. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[[{]/.test(value.trim())) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Whether `current` still shows what `set` set: every key of an object, every entry of a list (in any order, the
 * list no longer), the same text for a number or a string ("25" and 25 alike).
 */
export function stillShows(current: unknown, set: unknown): boolean {
  const now = parsed(current);
  const wanted = parsed(set);
  if (Array.isArray(wanted)) {
    const list = now === undefined || now === null ? [] : now;
    return Array.isArray(list) && list.length === wanted.length && wanted.every((entry) => list.some((candidate) => stillShows(candidate, entry)));
  }
  if (typeof wanted === 'object' && wanted !== null) {
    if (typeof now !== 'object' || now === null || Array.isArray(now)) return false;
    return Object.entries(wanted).every(([key, value]) => stillShows((now as Record<string, unknown>)[key], value));
  }
  if (wanted === null || wanted === undefined) return now === null || now === undefined;
  return now !== null && now !== undefined && typeof now !== 'object' && String(now) === String(wanted);
}

/** A money amount in words: "IDR 272,700", "USD 12.50". */
export function moneyWords(value: number, currency: string): string {
  const decimals = currencyDivisor(currency) === 100 ? 2 : 0;
  return `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

function timeWords(value: string): string {
  const at = Date.parse(value);
  return Number.isNaN(at) ? value : new Date(at).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

export function valueWords(field: string, value: unknown, currency: string): string {
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return moneyWords(value, currency);
  if (field === 'adlabels') {
    const labels = parsed(value);
    const names = Array.isArray(labels) ? labels.map((label) => String((label as { name?: unknown; id?: unknown })?.name ?? (label as { id?: unknown })?.id ?? '')) : [];
    return names.length === 0 ? 'none' : names.map((name) => `“${name}”`).join(', ');
  }
  if (field === 'targeting') return 'what they were';
  if (field === 'bid_strategy' && typeof value === 'string') return value.toLowerCase().replace(/_/g, ' ');
  if (value === null || value === undefined || value === '') return 'not set';
  if (field === 'name') return `“${String(value)}”`;
  if (TIME_FIELDS.has(field) && typeof value === 'string') return timeWords(value);
  if (typeof value === 'string') return RESTORABLE_FIELDS.has(field) ? value.toLowerCase() : `“${value}”`;
  if (typeof value === 'object') return 'a different setting';
  return String(value);
}

/** A money value of the platform (minor units, a string) in major units; other fields as they are. */
export function fromGraphValue(field: string, value: unknown, currency: string): unknown {
  if (!MONEY_FIELDS.has(field)) return value;
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n / currencyDivisor(currency) : value;
}

/** A value in the platform's terms to write back (money in minor units). */
export function toGraphValue(field: string, value: unknown, currency: string): string {
  if (MONEY_FIELDS.has(field)) return String(Math.round(Number(value) * currencyDivisor(currency)));
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function sameValue(field: string, a: unknown, b: unknown, currency: string): boolean {
  if (MONEY_FIELDS.has(field)) {
    const divisor = currencyDivisor(currency);
    return typeof a === 'number' && typeof b === 'number' && Math.round(a * divisor) === Math.round(b * divisor);
  }
  if (TIME_FIELDS.has(field)) {
    const empty = (v: unknown) => v === null || v === undefined || v === '' || v === '0';
    if (empty(a) || empty(b)) return empty(a) && empty(b);
    const at = (v: unknown) => (typeof v === 'number' || /^\d+$/.test(String(v)) ? Number(v) * 1000 : Date.parse(String(v)));
    return at(a) === at(b);
  }
  if (STRUCTURED_FIELDS.has(field)) return stillShows(a, b);
  if (RESTORABLE_FIELDS.has(field)) return a === b;
  return a === b || (a !== undefined && b !== undefined && canonical(a) === canonical(b));
}

/** The object each change is checked on: the copy for a duplicate, else the object itself. */
export const checkedObjectOf = (change: RestoreChange) => (change.type === 'duplicate' ? String(change.after) : change.objectId);

/** Reads every object (and every copy) back in one batch run, asking only for the fields the changes touched. */
export async function readCurrent(graph: RuleGraph, changes: readonly RestoreChange[]): Promise<Map<string, Record<string, unknown> | null>> {
  const fieldsOf = new Map<string, Set<string>>();
  for (const change of changes) {
    const id = checkedObjectOf(change);
    const fields = fieldsOf.get(id) ?? new Set<string>();
    if (change.type === 'duplicate') ['status', 'created_time', 'updated_time'].forEach((field) => fields.add(field));
    else fields.add(change.field);
    fieldsOf.set(id, fields);
  }
  const ids = [...fieldsOf.keys()];
  const reads = ids.length === 0 ? [] : await graph.run(ids.map((id) => ({ method: 'GET', relative_url: `${id}?fields=${[...fieldsOf.get(id)!].join(',')}` })));
  return new Map(ids.map((id, index) => [id, reads[index]?.ok ? (reads[index].body as Record<string, unknown>) : null]));
}

/**
 * Decides, from the objects' current values, what taking back each change does. `setBy` names who set the value
 * in a conflict ("this run", "this change").
 */
export function planRestore<C extends RestoreChange>(
  changes: readonly C[],
  current: Map<string, Record<string, unknown> | null>,
  currency: string,
  setBy = 'this run',
): RestoreOutcome<C>[] {
  return changes.map((change): RestoreOutcome<C> => {
    if (change.type === 'duplicate') {
      const copy = current.get(String(change.after));
      const made = `The copy ${setBy} made`;
      if (!copy) return { kind: 'unread', change, reason: `The copy ${String(change.after)} could not be read back, so it was left as it is; try again later.` };
      if (copy.status === 'DELETED') return { kind: 'already', change, reason: `${made} is already deleted.` };
      if (copy.status !== 'PAUSED') return { kind: 'conflict', change, reason: `${made} is now ${String(copy.status).toLowerCase()}: left as it is.` };
      if (copy.created_time && copy.updated_time && copy.created_time !== copy.updated_time) {
        return { kind: 'conflict', change, reason: `${made} was edited since: left as it is.` };
      }
      return { kind: 'restore', change };
    }
    const values = current.get(change.objectId);
    const label = fieldWords(change.field);
    if (!values) return { kind: 'unread', change, reason: `${label} could not be read back, so it was left as it is; try again later.` };
    const now = fromGraphValue(change.field, values[change.field], currency);
    const equal = (a: unknown, b: unknown) => sameValue(change.field, a, b, currency);
    if (equal(now, change.after)) return { kind: 'restore', change };
    // A whole audience has no short words: it is said to be as before, or to have changed.
    const whole = change.field === 'targeting';
    if (equal(now, change.before)) {
      return { kind: 'already', change, reason: whole ? `${label} are already as they were: nothing to restore.` : `${label} is already ${valueWords(change.field, change.before, currency)} again: nothing to restore.` };
    }
    if (whole) return { kind: 'conflict', change, reason: `${label} were changed again after ${setBy}: left as it is.` };
    return {
      kind: 'conflict',
      change,
      reason: `${label} is now ${valueWords(change.field, now, currency)}, not the ${valueWords(change.field, change.after, currency)} ${setBy} set: left as it is.`,
    };
  });
}

/**
 * The write that takes one change back, with the `__metadata` that logs it: the value before (in the platform's
 * terms), or DELETED for a copy. `original` is what the object showed: the value the change set, in the units the
 * caller logs (`graphOriginal`: the platform's minor units, as the ads manager logs its own writes).
 */
export function restoreOperation(change: RestoreChange, currency: string, accountId: string, graphOriginal = false): BatchOperation {
  const copy = change.type === 'duplicate';
  const objectId = checkedObjectOf(change);
  const params: Record<string, string> = copy ? { status: 'DELETED' } : { ...change.alongside, [change.field]: toGraphValue(change.field, change.before, currency) };
  const setValue = graphOriginal && !copy ? toGraphValue(change.field, change.after, currency) : change.after;
  const metadata = {
    object_id: objectId,
    object_type: change.objectType,
    object_name: copy ? `Copy of ${change.objectName || change.objectId}` : change.objectName,
    account_id: accountId,
    original: copy ? { status: 'PAUSED' } : { [change.field]: setValue },
  };
  return { method: 'POST', relative_url: objectId, body: new URLSearchParams({ ...params, __metadata: JSON.stringify(metadata) }).toString() };
}
