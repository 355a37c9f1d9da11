// Reads the product server's freshness headers (docs/contracts.md, "Freshness and throttles"): on every graph-proxy
// answer (and inside every batch item's `headers` list) the server says when the platform produced the figures
// (`x-sasar-as-of`), whether they came from the platform or from Sasar's insights store (`x-sasar-source`), and,
// while Meta throttles the account or the app, which quota and until when (`x-sasar-throttle`).

import { pickHeaders, pickHeadersOfList } from '../graph/pickHeaders';

/** The freshness headers a transport hands over, by lower-case name. */
export const FRESHNESS_HEADERS = ['x-sasar-as-of', 'x-sasar-source', 'x-sasar-throttle'] as const;
export type FreshnessHeaders = Partial<Record<(typeof FRESHNESS_HEADERS)[number], string>>;

/** The use cases Meta throttles separately (plus the app-wide quota). */
export type ThrottleUseCase = 'ads_insights' | 'ads_management' | 'custom_audience' | 'app';
const USE_CASES: readonly ThrottleUseCase[] = ['ads_insights', 'ads_management', 'custom_audience', 'app'];

/** A throttle the server reported: Meta asks us to leave this quota alone until `regainAt`. */
export interface Throttle {
  scope: 'account' | 'app';
  /** `act_…` for an account throttle, null for the app's. */
  accountId: string | null;
  useCase: ThrottleUseCase;
  /** When calls go through again (ms since epoch). */
  regainAt: number;
  /** Meta's code (80000, 80003, 80004, 17, 613, 4), when the server names it. */
  code: number | null;
}

export interface FreshnessReading {
  /** When the platform produced the figures (ms since epoch), or null when the answer did not say. */
  asOf: number | null;
  source: 'platform' | 'store' | null;
  throttle: Throttle | null;
}

export const NO_FRESHNESS: FreshnessReading = { asOf: null, source: null, throttle: null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only a full ISO-8601 date-time with a zone counts (a bare date or a number would be read in the wrong zone). */
function parseInstant(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) return null;
  const time = Date.parse(text.trim());
  return Number.isFinite(time) ? time : null;
}

/** A key for one throttle: the app's, or one account's use case. */
export const throttleKey = (throttle: Pick<Throttle, 'scope' | 'accountId' | 'useCase'>): string =>
  throttle.scope === 'app' ? 'app' : `${throttle.accountId}:${throttle.useCase}`;

export function parseThrottle(text: string | undefined): Throttle | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const regainAt = parseInstant(value.regain_at);
  if (regainAt === null) return null;
  const code = typeof value.code === 'number' && Number.isFinite(value.code) ? value.code : null;
  if (value.scope === 'app') return { scope: 'app', accountId: null, useCase: 'app', regainAt, code };
  if (value.scope !== 'account' || typeof value.account_id !== 'string') return null;
  const accountId = /^(act_)?\d{1,32}$/.test(value.account_id) ? (value.account_id.startsWith('act_') ? value.account_id : `act_${value.account_id}`) : null;
  const useCase = USE_CASES.find((name) => name === value.use_case && name !== 'app');
  if (!accountId || !useCase) return null;
  return { scope: 'account', accountId, useCase, regainAt, code };
}

/** What an answer's headers say about its figures. Absent or malformed values read as "not said", never throw. */
export function parseFreshnessHeaders(headers: FreshnessHeaders): FreshnessReading {
  const source = headers['x-sasar-source']?.trim();
  return {
    asOf: parseInstant(headers['x-sasar-as-of']),
    source: source === 'platform' || source === 'store' ? source : null,
    throttle: parseThrottle(headers['x-sasar-throttle']),
  };
}

/** Picks the freshness headers out of a fetch Response's headers. */
export function freshnessHeadersOf(headers: Headers): FreshnessHeaders {
  return pickHeaders(headers, FRESHNESS_HEADERS);
}

/** Picks the freshness headers out of a batch item's `[{ name, value }]` list (names in any case). */
export function freshnessHeadersOfList(list: unknown): FreshnessHeaders {
  return pickHeadersOfList(list, FRESHNESS_HEADERS);
}
