// What the server knows about a Graph read before it asks: which ad account and business use case it spends quota
// from, whether it carries figures (kept in the store), whether every day it covers is settled, and whether it is a
// daily insights query the day store can answer day by day.
import { createHash } from 'node:crypto';
import { attributionDays, lastDayOf, lastSettledDay, timeRangeOf, type IsoDay } from './settled-days';

export type UseCase = 'ads_insights' | 'ads_management' | 'custom_audience';

/** The part of a daily insights query that names its rows, without its dates. */
export interface DailyShape {
  scopeKey: string;
  objectId: string;
  level: string;
  breakdowns: string;
  actionBreakdowns: string;
  attribution: string;
  since: IsoDay;
  until: IsoDay;
  limit: number;
}

export interface ReadPlan {
  ownerId: number;
  /** Below the version, no leading slash: `act_1/insights`. */
  path: string;
  /** Forwarded parameters (without the proxy's own). */
  query: URLSearchParams;
  key: string;
  accountId: string | null;
  useCase: UseCase;
  /** Insights, or an edge list with an `insights` expansion: kept and served while fresh. */
  figures: boolean;
  /**
   * An ad account, its edges and the platform's searches: kept and served while fresh too (writes through Sasar make
   * them stale at once). Reads of single objects by id — report runs, async sessions, an ad set's detail — never are.
   */
  objects: boolean;
  /** Every day it covers is settled: served from the store forever. */
  settled: boolean;
  daily: DailyShape | null;
}

const ACCOUNT = /^act_\d{1,32}$/;
/** Parameters that say nothing about the answer (the proxy's own, or a cache buster). */
const NOT_IN_KEY = new Set(['_fresh', 'access_token', 'appsecret_proof', 'team_id', '_adaccount', '_', 'method']);
const MAX_DAILY_SPAN = 400;

/** The ad account a path is under (`act_1/insights` → `act_1`); an object id names none. */
export function accountOfPath(segments: readonly string[]): string | null {
  const first = segments[0];
  return first !== undefined && ACCOUNT.test(first) ? first : null;
}

/**
 * The ad account a call spends quota of: the one its path is under, or for an object of an account (a campaign, ad
 * set or ad id) the account the caller names. `me`, searches and the root are no account's.
 */
export function accountOfCall(segments: readonly string[], named: string | null | undefined): string | null {
  const first = segments[0];
  return accountOfPath(segments) ?? (first !== undefined && /^\d{1,32}$/.test(first) ? normalizeAccount(named) : null);
}

export function normalizeAccount(value: string | null | undefined): string | null {
  if (!value) return null;
  const id = /^\d{1,32}$/.test(value) ? `act_${value}` : value;
  return ACCOUNT.test(id) ? id : null;
}

/** A stable text of the parameters: sorted by name, then value. */
export function canonicalQuery(query: URLSearchParams): string {
  return [...query]
    .filter(([name]) => !NOT_IN_KEY.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

export function readKey(ownerId: number, path: string, query: URLSearchParams): string {
  return hash(`${ownerId}\nGET\n${path}\n${canonicalQuery(query)}`);
}

export function businessUseCaseOf(segments: readonly string[]): UseCase {
  if (segments.includes('insights')) return 'ads_insights';
  if (segments.includes('customaudiences')) return 'custom_audience';
  return 'ads_management';
}

function dailyShape(ownerId: number, segments: readonly string[], query: URLSearchParams): DailyShape | null {
  if (segments.length !== 2 || segments[1] !== 'insights' || query.get('time_increment') !== '1') return null;
  for (const name of ['time_ranges', 'date_preset', 'after', 'before', 'summary', 'default_summary', 'sort', 'offset']) {
    if (query.has(name)) return null;
  }
  const range = timeRangeOf(query);
  if (!range || range.since < '2000-01-01') return null;
  const span = (Date.parse(range.until) - Date.parse(range.since)) / 86_400_000 + 1;
  if (span > MAX_DAILY_SPAN) return null;
  const rest = new URLSearchParams(query);
  rest.delete('time_range');
  rest.delete('limit');
  const limit = Number(query.get('limit') ?? '25');
  return {
    scopeKey: hash(`${ownerId}\ndaily\n${segments[0]}\n${canonicalQuery(rest)}`),
    objectId: segments[0]!,
    level: query.get('level') ?? 'default',
    breakdowns: query.get('breakdowns') ?? '',
    actionBreakdowns: query.get('action_breakdowns') ?? '',
    attribution: query.get('action_attribution_windows') ?? 'default',
    since: range.since,
    until: range.until,
    limit: Number.isInteger(limit) && limit > 0 ? limit : 25,
  };
}

/**
 * The plan of `GET <path>?<query>` made with the token of `ownerId`. `accountHint` is the ad account the caller
 * says the read is for (the proxy's `_adaccount`); a path under `act_…` names it itself.
 */
export function planRead(ownerId: number, path: string, query: URLSearchParams, accountHint: string | null, now: number): ReadPlan {
  const segments = path.split('/').filter(Boolean);
  const accountId = accountOfCall(segments, accountHint);
  const insightsEdge = segments.length === 2 && segments[1] === 'insights';
  const figures = insightsEdge || /(^|[,{])insights[.{]/.test(query.get('fields') ?? '');
  const lastDay = insightsEdge ? lastDayOf(query, now) : null;
  const objects = !figures && (accountOfPath(segments) !== null || segments[0] === 'search' || (segments[0] === 'me' && segments.length === 2));
  const settled = lastDay !== null && lastDay <= lastSettledDay(now, attributionDays(query.get('action_attribution_windows')));
  return {
    ownerId,
    path: segments.join('/'),
    query,
    key: readKey(ownerId, segments.join('/'), query),
    accountId,
    useCase: businessUseCaseOf(segments),
    figures,
    objects,
    settled,
    daily: insightsEdge ? dailyShape(ownerId, segments, query) : null,
  };
}
