// A logged change as a buyer reads it: "Audience: ages 25–44 → 18–65; locations Jakarta → Jakarta, Bandung",
// "Labels: +Winter, −Test", "Copied into campaign “Summer sale” as “Winners – copy” (paused, with its ads)". The log
// keeps the platform's terms (what was sent, and what the object showed before in __metadata.original); names are
// taken from what the record holds — the targeting and labels as read before, the parents the write named.
import { countryName, formatCurrency } from 'shared-ui';

/** The parts of a logged activity the words are made of. */
export interface LoggedChange {
  object_type: string;
  object_name: string;
  campaign_name: string | null;
  adset_name: string | null;
  original?: unknown;
  changes: unknown;
}

type Json = Record<string, unknown>;

const MONEY_FIELDS = new Set(['daily_budget', 'lifetime_budget', 'bid_amount', 'spend_cap']);
/** Written down with a change so it can be undone; not a change of its own. */
const BOOKKEEPING = new Set(['copy_id', 'async_session_id']);
const SCHEDULE_FIELDS = new Set(['start_time', 'end_time', 'stop_time']);
const BID_FIELDS = new Set(['bid_strategy', 'bid_amount']);
/** Names shown of a list before the rest is counted: "Jakarta, Bandung, Surabaya (+2)". */
const NAMES_SHOWN = 3;

/** Meta's bid strategies as Ads Manager names them. */
const BID_STRATEGIES: Record<string, string> = {
  LOWEST_COST_WITHOUT_CAP: 'Highest volume',
  LOWEST_COST_WITH_BID_CAP: 'Bid cap',
  COST_CAP: 'Cost per result goal',
  LOWEST_COST_WITH_MIN_ROAS: 'ROAS goal',
  TARGET_COST: 'Target cost',
};

const PLATFORMS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  messenger: 'Messenger',
  audience_network: 'Audience Network',
  threads: 'Threads',
  whatsapp: 'WhatsApp',
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const words = (field: string) => field.replace(/_/g, ' ');
const quoted = (name: string) => `“${name}”`;

/** A logged value: as sent in JSON, or as the form-encoded batch carried it (its JSON text). */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Names, then how many more: "Jakarta, Bandung (+1)"; unnamed entries are counted, never shown as ids. */
function nameList(names: readonly (string | null)[], none: string): string {
  if (names.length === 0) return none;
  const named = names.filter((name): name is string => Boolean(name));
  const shown = named.slice(0, NAMES_SHOWN);
  const more = names.length - shown.length;
  if (shown.length === 0) return `${more} ${more === 1 ? 'entry' : 'entries'}`;
  return more > 0 ? `${shown.join(', ')} (+${more})` : shown.join(', ');
}

/** What was added and taken away, by name where known: "+Winter, +1 other, −Test". */
function added(before: ReadonlyMap<string, string | null>, after: ReadonlyMap<string, string | null>, noun: string): string | null {
  const plus = [...after].filter(([key]) => !before.has(key));
  const minus = [...before].filter(([key]) => !after.has(key));
  if (plus.length === 0 && minus.length === 0) return null;
  const side = (sign: string, entries: Array<[string, string | null]>) => {
    const named = entries.filter(([, name]) => name).map(([, name]) => `${sign}${name}`);
    const unnamed = entries.length - named.length;
    if (unnamed === 0) return named;
    return [...named, `${sign}${unnamed} ${named.length ? 'other ' : ''}${unnamed === 1 ? noun : `${noun}s`}`];
  };
  return [...side('+', plus), ...side('−', minus)].join(', ');
}

// ——— Audience ———

interface Place {
  key: string;
  name: string | null;
}

function placesOf(spec: Json): Place[] {
  const geo = isObject(spec.geo_locations) ? spec.geo_locations : {};
  const countries = list(geo.countries).map((entry): Place => {
    const code = text(isObject(entry) ? entry.key : entry).toUpperCase();
    return { key: `country:${code}`, name: code ? countryName(code, 'en') : null };
  });
  const named = (type: string) =>
    list(geo[type]).map((entry): Place => {
      const key = text(isObject(entry) ? (entry.key ?? entry.id) : entry);
      return { key: `${type}:${key}`, name: isObject(entry) ? text(entry.name) || null : null };
    });
  return [...countries, ...named('regions'), ...named('cities'), ...named('zips'), ...named('places'), ...named('custom_locations')];
}

/** Each entry of `kind` in either spec by its key, with the name either one gives it. */
function namedEntries(entries: Array<{ key: string; name: string | null }>, names: ReadonlyMap<string, string>): Map<string, string | null> {
  return new Map(entries.map(({ key, name }) => [key, name ?? names.get(key) ?? null]));
}

function interestsOf(spec: Json): Array<{ key: string; name: string | null }> {
  return list(spec.flexible_spec).flatMap((group) =>
    isObject(group) ? Object.values(group).flatMap((items) => list(items).map((item) => ({ key: text(isObject(item) ? item.id : item), name: isObject(item) ? text(item.name) || null : null }))) : [],
  );
}

function audiencesOf(spec: Json, field: string): Array<{ key: string; name: string | null }> {
  return list(spec[field]).map((entry) => ({ key: text(isObject(entry) ? entry.id : entry), name: isObject(entry) ? text(entry.name) || null : null }));
}

const POSITION_FIELDS = ['facebook_positions', 'instagram_positions', 'messenger_positions', 'audience_network_positions', 'threads_positions', 'whatsapp_positions'];

function placementWords(spec: Json): string {
  const platforms = list(spec.publisher_platforms).map(text);
  if (platforms.length === 0) return 'Advantage+';
  const positions = POSITION_FIELDS.reduce((sum, field) => sum + list(spec[field]).length, 0);
  const names = platforms.map((platform) => PLATFORMS[platform] ?? words(platform)).join(', ');
  return positions > 0 ? `${names} (${positions} ${positions === 1 ? 'position' : 'positions'})` : names;
}

function ageWords(spec: Json): string {
  return `${Number(spec.age_min ?? 18) || 18}–${Number(spec.age_max ?? 65) || 65}`;
}

function genderWords(spec: Json): string {
  const genders = list(spec.genders).map(Number);
  if (genders.length === 1 && genders[0] === 1) return 'men';
  if (genders.length === 1 && genders[0] === 2) return 'women';
  return 'all';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed in the audience, each part in words; names from either spec (the one read before has them). */
function audienceWords(beforeValue: unknown, afterValue: unknown): string {
  const after = parsed(afterValue);
  if (!isObject(after)) return plain(after);
  const before = isObject(parsed(beforeValue)) ? (parsed(beforeValue) as Json) : null;
  if (!before) {
    const places = placesOf(after);
    return `ages ${ageWords(after)}; locations ${nameList(places.map((p) => p.name), 'none')}`;
  }
  const parts: string[] = [];
  const covered = new Set(['age_min', 'age_max', 'genders', 'geo_locations', 'flexible_spec', 'custom_audiences', 'excluded_custom_audiences', 'publisher_platforms', ...POSITION_FIELDS]);
  if (ageWords(before) !== ageWords(after)) parts.push(`ages ${ageWords(before)} → ${ageWords(after)}`);
  if (genderWords(before) !== genderWords(after)) parts.push(`gender ${genderWords(before)} → ${genderWords(after)}`);

  const beforePlaces = placesOf(before);
  const afterPlaces = placesOf(after);
  const placeNames = new Map([...beforePlaces, ...afterPlaces].filter((p) => p.name).map((p) => [p.key, p.name!]));
  const placeKeys = (places: Place[]) => places.map((p) => p.key).sort().join('\u0000');
  if (placeKeys(beforePlaces) !== placeKeys(afterPlaces)) {
    const names = (places: Place[]) => places.map((p) => p.name ?? placeNames.get(p.key) ?? null);
    parts.push(`locations ${nameList(names(beforePlaces), 'none')} → ${nameList(names(afterPlaces), 'none')}`);
  } else if (!same(before.geo_locations, after.geo_locations)) {
    parts.push('location settings changed');
  }

  const lists: Array<[string, (spec: Json) => Array<{ key: string; name: string | null }>, string]> = [
    ['detailed targeting', interestsOf, 'interest'],
    ['custom audiences', (spec) => audiencesOf(spec, 'custom_audiences'), 'audience'],
    ['excluded audiences', (spec) => audiencesOf(spec, 'excluded_custom_audiences'), 'audience'],
  ];
  for (const [label, read, noun] of lists) {
    const names = new Map([...read(before), ...read(after)].filter((e) => e.name).map((e) => [e.key, e.name!]));
    const change = added(namedEntries(read(before), names), namedEntries(read(after), names), noun);
    if (change) parts.push(`${label} ${change}`);
  }
  if (placementWords(before) !== placementWords(after) || POSITION_FIELDS.some((field) => !same(before[field], after[field]))) {
    parts.push(`placements ${placementWords(before)} → ${placementWords(after)}`);
  }
  const others = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !covered.has(key) && !same(before[key], after[key]));
  if (others.length) parts.push(`${others.map(words).join(', ')} changed`);
  return parts.length ? parts.join('; ') : 'unchanged';
}

// ——— Labels ———

function labelEntries(value: unknown): Array<{ key: string; name: string | null }> {
  return list(parsed(value)).map((entry) => ({ key: text(isObject(entry) ? entry.id : entry) || `name:${text(isObject(entry) ? entry.name : '')}`, name: isObject(entry) ? text(entry.name) || null : null }));
}

function labelWords(beforeValue: unknown, afterValue: unknown, hadBefore: boolean): string {
  const after = labelEntries(afterValue);
  if (!hadBefore) return nameList(after.map((label) => label.name), 'none');
  const before = labelEntries(beforeValue);
  const names = new Map([...before, ...after].filter((label) => label.name).map((label) => [label.key, label.name!]));
  return added(namedEntries(before, names), namedEntries(after, names), 'label') ?? 'unchanged';
}

// ——— Bid, schedule, money ———

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A time as the account's clock shows it (Meta writes it with the account's offset): "1 Dec 2026, 09:00". */
function timeWords(value: unknown, none: string): string {
  const raw = text(value);
  if (raw === '' || raw === '0') return none;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(raw);
  if (!match) return raw;
  const [, year, month, day, hour, minute] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}, ${hour}:${minute}`;
}

function moneyWords(value: unknown, currency: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return currency && Number.isFinite(Number(value)) ? formatCurrency(Number(value), currency) : plain(value);
}

const strategyWords = (value: unknown) => BID_STRATEGIES[text(value)] ?? (text(value) ? words(text(value).toLowerCase()) : '—');

function bidWords(before: Json, changes: Json, currency: string | null | undefined): string {
  if ('bid_strategy' in changes) {
    const side = (strategy: unknown, amount: unknown) => `${strategyWords(strategy)}${amount !== undefined && amount !== null && amount !== '' ? ` (${moneyWords(amount, currency)})` : ''}`;
    const after = side(changes.bid_strategy, changes.bid_amount);
    return 'bid_strategy' in before ? `Bid strategy: ${side(before.bid_strategy, before.bid_amount)} → ${after}` : `Bid strategy: ${after}`;
  }
  const after = moneyWords(changes.bid_amount, currency);
  return 'bid_amount' in before ? `Bid amount: ${moneyWords(before.bid_amount, currency)} → ${after}` : `Bid amount: ${after}`;
}

function scheduleWords(before: Json, changes: Json): string {
  const parts: string[] = [];
  if ('start_time' in changes) {
    const after = timeWords(changes.start_time, 'now');
    parts.push('start_time' in before ? `starts ${timeWords(before.start_time, 'not set')} → ${after}` : `starts ${after}`);
  }
  for (const field of ['end_time', 'stop_time']) {
    if (!(field in changes)) continue;
    const after = timeWords(changes[field], 'no end date');
    parts.push(field in before ? `ends ${timeWords(before[field], 'no end date')} → ${after}` : `ends ${after}`);
  }
  return `Schedule: ${parts.join('; ')}`;
}

// ——— Copies ———

const STATUS_OF_COPY: Record<string, string> = { PAUSED: 'paused', ACTIVE: 'on', INHERITED_FROM_SOURCE: 'with the original’s status' };
const CHILDREN: Record<string, string> = { campaign: 'its ad sets and ads', adset: 'its ads' };

function copyWords(activity: LoggedChange, spec: Json): string {
  const rename = parsed(spec.rename_options);
  const renamed = isObject(rename) && rename.rename_strategy !== 'NO_RENAME';
  const copyName = renamed ? `${text(rename.rename_prefix)}${activity.object_name}${text(rename.rename_suffix)}` : activity.object_name;
  let where = '';
  if (spec.campaign_id !== undefined) where = activity.campaign_name ? ` into campaign ${quoted(activity.campaign_name)}` : ' into another campaign';
  else if (spec.adset_id !== undefined) {
    where = activity.adset_name ? ` into ad set ${quoted(activity.adset_name)}` : ' into another ad set';
    if (activity.adset_name && activity.campaign_name) where += ` (campaign ${quoted(activity.campaign_name)})`;
  }
  const notes: string[] = [];
  const status = STATUS_OF_COPY[text(spec.status_option)];
  if (status) notes.push(status);
  const children = CHILDREN[activity.object_type];
  if (children && spec.deep_copy !== undefined) notes.push(`${String(spec.deep_copy) === 'false' ? 'without' : 'with'} ${children}`);
  return `Copied${where} as ${quoted(copyName)}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/**
 * A change in words, one part per setting, "; " between them. With the account's `currency`, amounts (sent in minor
 * units) read as money: "daily_budget: IDR 100,000 → IDR 110,000".
 */
export function describeActivity(activity: LoggedChange, currency?: string | null): string {
  const { changes } = activity;
  if (!isObject(changes)) return changes === null || changes === undefined ? '' : JSON.stringify(changes);
  const before = isObject(activity.original) ? activity.original : {};
  const parts: string[] = [];
  let bidSaid = false;
  let scheduleSaid = false;
  for (const [field, value] of Object.entries(changes)) {
    if (BOOKKEEPING.has(field)) continue;
    if (field === 'copies') parts.push(copyWords(activity, isObject(parsed(value)) ? (parsed(value) as Json) : {}));
    else if (field === 'targeting') parts.push(`Audience: ${audienceWords(before.targeting, value)}`);
    else if (field === 'adlabels') parts.push(`Labels: ${labelWords(before.adlabels, value, 'adlabels' in before)}`);
    else if (BID_FIELDS.has(field)) {
      if (!bidSaid) parts.push(bidWords(before, changes, currency));
      bidSaid = true;
    } else if (SCHEDULE_FIELDS.has(field)) {
      if (!scheduleSaid) parts.push(scheduleWords(before, changes));
      scheduleSaid = true;
    } else {
      const show = (v: unknown) => (MONEY_FIELDS.has(field) && currency ? moneyWords(v, currency) : typeof v === 'string' ? v : JSON.stringify(v));
      parts.push(field in before ? `${field}: ${show(before[field])} → ${show(value)}` : `${field}: ${show(value)}`);
    }
  }
  return parts.join('; ');
}
