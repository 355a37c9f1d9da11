// The platform's "wait" (GRAPH-API §10): recorded per ad account and business use case, or for the whole app, from
// the error codes and usage headers of its answers, and honoured before any call leaves: a throttled account gets no
// request before its regain time.
import type { RawSession } from '../db/database';
import { ReadCache } from '../db/read-cache';
import type { WriteTracker } from '../db/write-tracker';
import type { UseCase } from './read-plan';

export type ThrottleUseCase = UseCase | 'app';

export interface Throttle {
  /** `act_…`, or `app` for the app-wide limit. */
  accountId: string;
  useCase: ThrottleUseCase;
  regainAt: number;
  code: number;
  message: string;
}

const APP = 'app';
const BUC_CODES: Record<number, UseCase> = { 80000: 'ads_insights', 80003: 'custom_audience', 80004: 'ads_management' };
/** When the platform says to wait without saying how long: an ads-account throttle, the app's limit. */
const DEFAULT_WAIT_MS: Record<'buc' | 'call', number> = { buc: 5 * 60_000, call: 60_000 };
const MINUTE_MS = 60_000;

interface ErrorObject {
  code?: unknown;
  message?: unknown;
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `estimated_time_to_regain_access` (minutes) of one account number and use case, or the account's largest. */
function regainMinutes(headers: Record<string, string>, accountId: string, useCase: UseCase | null): number | null {
  const buc = parseJson(headers['x-business-use-case-usage']);
  if (!isRecord(buc)) return null;
  const entries = buc[accountId.replace(/^act_/, '')];
  if (!Array.isArray(entries)) return null;
  let best: number | null = null;
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.estimated_time_to_regain_access !== 'number') continue;
    if (useCase && entry.type !== useCase) continue;
    best = Math.max(best ?? 0, entry.estimated_time_to_regain_access);
  }
  return best;
}

function resetSeconds(headers: Record<string, string>): number | null {
  const usage = parseJson(headers['x-ad-account-usage']);
  return isRecord(usage) && typeof usage.reset_time_duration === 'number' && usage.reset_time_duration > 0 ? usage.reset_time_duration : null;
}

/** The platform's error object in an answer body, if any. */
export function errorOf(text: string): ErrorObject | null {
  const body = parseJson(text);
  return isRecord(body) && isRecord(body.error) ? body.error : null;
}

/**
 * The throttles an answer reports: a refusal with a throttle code (80000/80003/80004 and the other 800xx, 17, 32,
 * 613 for the account; 4 for the app), and any use case whose usage header names a time to regain access even on a
 * successful answer.
 */
export function throttlesOfAnswer(
  answer: { text: string; headers: Record<string, string> },
  call: { accountId: string | null; useCase: UseCase },
  now: number,
): Throttle[] {
  const found: Throttle[] = [];
  const error = errorOf(answer.text);
  const code = typeof error?.code === 'number' ? error.code : null;
  const message = typeof error?.message === 'string' ? error.message : 'The platform asked to wait';
  if (code === 4) {
    found.push({ accountId: APP, useCase: APP, regainAt: now + DEFAULT_WAIT_MS.call, code, message });
  } else if (code !== null && call.accountId && (code === 17 || code === 32 || code === 613 || (code >= 80000 && code <= 80014))) {
    const useCase = BUC_CODES[code] ?? call.useCase;
    const minutes = regainMinutes(answer.headers, call.accountId, useCase) ?? regainMinutes(answer.headers, call.accountId, null);
    const seconds = resetSeconds(answer.headers);
    const said = minutes !== null && minutes > 0 ? minutes * MINUTE_MS : seconds !== null ? seconds * 1000 : null;
    // The ads-account codes (800xx) always mean "this account, this use case, wait"; 17, 32 and 613 only when the
    // usage headers say for how long (else they are a per-object or per-call limit that a retry may pass).
    if (said !== null || code >= 80000) found.push({ accountId: call.accountId, useCase, regainAt: now + (said ?? DEFAULT_WAIT_MS.buc), code, message });
  }
  if (call.accountId) {
    const buc = parseJson(answer.headers['x-business-use-case-usage']);
    const entries = isRecord(buc) ? buc[call.accountId.replace(/^act_/, '')] : undefined;
    for (const entry of Array.isArray(entries) ? entries : []) {
      if (!isRecord(entry) || typeof entry.estimated_time_to_regain_access !== 'number' || entry.estimated_time_to_regain_access <= 0) continue;
      const useCase = entry.type;
      if (useCase !== 'ads_insights' && useCase !== 'ads_management' && useCase !== 'custom_audience') continue;
      if (found.some((t) => t.useCase === useCase)) continue;
      const codeOf = Number(Object.entries(BUC_CODES).find(([, u]) => u === useCase)![0]);
      found.push({ accountId: call.accountId, useCase, regainAt: now + entry.estimated_time_to_regain_access * MINUTE_MS, code: codeOf, message });
    }
  }
  return found;
}

interface ThrottleRow extends Record<string, unknown> {
  account_id: string;
  use_case: string;
  regain_at: Date | string;
  code: number;
  message: string;
}

const toThrottle = (row: ThrottleRow): Throttle => ({
  accountId: row.account_id,
  useCase: row.use_case as ThrottleUseCase,
  regainAt: new Date(row.regain_at).getTime(),
  code: row.code,
  message: row.message,
});

/** What a write to graph_throttles names (write-tracker.ts): every process drops the open throttles it keeps. */
export const THROTTLES_CHANGED = 'graph_throttles';
const OPEN = 'open';

const isApp = (t: Throttle) => t.accountId === APP && t.useCase === APP;

/**
 * The throttles in force, in the database so that every server process honours what any of them was told. Each
 * process keeps the open ones in memory (every proxied call asks): a throttle recorded here or in another process
 * (heard through the cache channel) drops them at once; `cacheMs` bounds how long a change nobody named can go
 * unseen (0: asked each time).
 */
export class ThrottleRegistry {
  private readonly open: ReadCache<Throttle[]>;

  constructor(
    private readonly raw: RawSession,
    private readonly now: () => number,
    private readonly writes: WriteTracker,
    cacheMs: number,
  ) {
    this.open = new ReadCache(writes, { ttlMs: cacheMs, now });
  }

  /** The open throttles, each account and use case once, ordered by regain time; those over since they were read are left out. */
  private async inForce(): Promise<Throttle[]> {
    const open = await this.open.get(OPEN, () => this.readOpen(), () => [THROTTLES_CHANGED]);
    const at = this.now();
    return open.filter((t) => t.regainAt > at);
  }

  private async readOpen(): Promise<Throttle[]> {
    const rows = await this.raw.query<ThrottleRow>(
      `select account_id, use_case, regain_at, code, message from graph_throttles where regain_at > $1 order by regain_at`,
      [new Date(this.now()).toISOString()],
    );
    return rows.map(toThrottle);
  }

  /** The throttle that stops a call for this account and use case now (the app's first), or null. */
  async active(accountId: string | null, useCase: UseCase): Promise<Throttle | null> {
    const open = await this.inForce();
    const latest = (matches: (t: Throttle) => boolean) => open.findLast(matches) ?? null;
    return latest(isApp) ?? latest((t) => t.accountId === (accountId ?? '') && t.useCase === useCase);
  }

  /** Every throttle in force for these accounts (and the app's). */
  async activeFor(accountIds: readonly string[]): Promise<Throttle[]> {
    const accounts = new Set(accountIds);
    return (await this.inForce()).filter((t) => t.accountId === APP || accounts.has(t.accountId));
  }

  /** Keeps the later regain time when two answers report the same throttle. */
  async record(throttles: readonly Throttle[]): Promise<void> {
    await this.writes.changing([THROTTLES_CHANGED], async () => {
      for (const t of throttles) {
        await this.raw.query(
          `insert into graph_throttles (account_id, use_case, regain_at, code, message, recorded_at) values ($1, $2, $3, $4, $5, $6)
           on conflict (account_id, use_case) do update set
             regain_at = greatest(graph_throttles.regain_at, excluded.regain_at), code = excluded.code, message = excluded.message,
             recorded_at = excluded.recorded_at`,
          [t.accountId, t.useCase, new Date(t.regainAt).toISOString(), t.code, t.message.slice(0, 500), new Date(this.now()).toISOString()],
        );
      }
    });
  }

  async prune(): Promise<void> {
    await this.writes.changing([THROTTLES_CHANGED], () =>
      this.raw.query(`delete from graph_throttles where regain_at < $1`, [new Date(this.now() - 3600_000).toISOString()]),
    );
  }
}

const USE_CASE_WORDS: Record<ThrottleUseCase, string> = {
  ads_insights: 'reading figures of this ad account',
  ads_management: 'changes and reads of this ad account',
  custom_audience: 'custom audiences of this ad account',
  app: 'calls from Sasar',
};

function waitWords(regainAt: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((regainAt - now) / MINUTE_MS));
  const at = new Date(regainAt).toISOString().slice(11, 16);
  return `about ${minutes} min (until ${at} UTC)`;
}

/** The `x-sasar-throttle` header: which limit, until when. */
export function throttleHeader(throttle: Throttle): string {
  return JSON.stringify({
    scope: throttle.accountId === APP ? 'app' : 'account',
    ...(throttle.accountId === APP ? {} : { account_id: throttle.accountId }),
    use_case: throttle.useCase,
    regain_at: new Date(throttle.regainAt).toISOString(),
    code: throttle.code,
  });
}

/**
 * The answer to a call the server did not send because of a throttle: Meta's own error object for that throttle
 * (HTTP 400; 403 for the app's code 4), with the wait in words for the user.
 */
export function throttleRefusal(throttle: Throttle, now: number, kind: 'read' | 'write'): { status: number; text: string; headers: Record<string, string> } {
  const wait = waitWords(throttle.regainAt, now);
  const userMessage =
    kind === 'write'
      ? `Facebook asks us to wait ${wait} before more ${USE_CASE_WORDS[throttle.useCase]}. Nothing was changed; try again then.`
      : `Facebook asks us to wait ${wait} before more ${USE_CASE_WORDS[throttle.useCase]}, and Sasar has no stored figures for this view yet.`;
  const body = {
    error: {
      message: throttle.message.startsWith('(#') ? throttle.message : `(#${throttle.code}) ${throttle.message}`,
      type: 'OAuthException',
      code: throttle.code,
      error_subcode: 2446079,
      is_transient: true,
      error_user_title: 'Facebook asks us to wait',
      error_user_msg: userMessage,
      fbtrace_id: `Sasar${throttle.regainAt.toString(36)}`,
    },
  };
  return { status: throttle.code === 4 ? 403 : 400, text: JSON.stringify(body), headers: { 'x-sasar-throttle': throttleHeader(throttle) } };
}
