import { BUSINESS_USE_CASES, type BusinessUseCase } from '../graph/usage/usage-tracker';

export type ThrottleUseCase = BusinessUseCase | 'all';

const USE_CASES: readonly ThrottleUseCase[] = [...BUSINESS_USE_CASES, 'all'];

export const MAX_THROTTLE_SECONDS = 86_400;

export interface ThrottleRequest {
  /** `act_…`. */
  accountId: string;
  useCase: ThrottleUseCase;
  seconds: number;
}

/** One account throttled until a time, as `POST /__sandbox/throttles` answers it. */
export interface ThrottleWindow {
  account_id: string;
  use_case: ThrottleUseCase;
  until: string;
}

/**
 * Checks a `POST /__sandbox/throttles` body against the world's accounts; returns the request or a message
 * saying what is wrong.
 */
export function parseThrottleRequest(body: unknown, accountExists: (accountId: string) => boolean): ThrottleRequest | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { problem: 'Body must be a JSON object like {"account_id":"act_123","use_case":"ads_insights","seconds":300}.' };
  }
  const { account_id: rawAccount, use_case: rawUseCase, seconds: rawSeconds } = body as Record<string, unknown>;
  const digits = typeof rawAccount === 'string' ? /^(?:act_)?(\d+)$/.exec(rawAccount.trim())?.[1] : typeof rawAccount === 'number' && Number.isSafeInteger(rawAccount) ? String(rawAccount) : undefined;
  if (!digits) return { problem: 'account_id must be an ad account id, "act_<digits>" or the digits alone.' };
  const accountId = `act_${digits}`;
  if (!accountExists(accountId)) return { problem: `No ad account ${accountId} in this world (GET /__sandbox/world lists them).` };
  const useCase = rawUseCase === undefined || rawUseCase === null ? 'all' : rawUseCase;
  if (typeof useCase !== 'string' || !(USE_CASES as readonly string[]).includes(useCase)) {
    return { problem: `use_case must be one of: ${USE_CASES.join(', ')} (default all).` };
  }
  const seconds = typeof rawSeconds === 'string' && /^\d+$/.test(rawSeconds) ? Number(rawSeconds) : rawSeconds;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_THROTTLE_SECONDS) {
    return { problem: `seconds must be an integer from 1 to ${MAX_THROTTLE_SECONDS}.` };
  }
  return { accountId, useCase: useCase as ThrottleUseCase, seconds };
}

interface StoredThrottle {
  accountId: string;
  useCase: ThrottleUseCase;
  untilMs: number;
}

const shown = (throttle: StoredThrottle): ThrottleWindow => ({ account_id: throttle.accountId, use_case: throttle.useCase, until: new Date(throttle.untilMs).toISOString() });

/** Ad accounts throttled for a time window by the control API; windows that have passed are dropped. */
export class ThrottleStore {
  private throttles: StoredThrottle[] = [];

  private prune(now: number): StoredThrottle[] {
    this.throttles = this.throttles.filter((throttle) => throttle.untilMs > now);
    return this.throttles;
  }

  add(request: ThrottleRequest, now: number): ThrottleWindow {
    const throttle: StoredThrottle = { accountId: request.accountId, useCase: request.useCase, untilMs: now + request.seconds * 1000 };
    this.prune(now).push(throttle);
    return shown(throttle);
  }

  /** The windows still running, with the seconds each has left. */
  list(now: number): Array<ThrottleWindow & { seconds_left: number }> {
    return this.prune(now).map((throttle) => ({ ...shown(throttle), seconds_left: Math.ceil((throttle.untilMs - now) / 1000) }));
  }

  clear(): number {
    const cleared = this.throttles.length;
    this.throttles = [];
    return cleared;
  }

  /** When the account's use case is free again, if a window holds it at `now` (the latest of matching windows). */
  throttledUntil(accountId: string, useCase: BusinessUseCase, now: number): number | undefined {
    let until: number | undefined;
    for (const throttle of this.prune(now)) {
      if (throttle.accountId === accountId && (throttle.useCase === 'all' || throttle.useCase === useCase)) until = Math.max(until ?? 0, throttle.untilMs);
    }
    return until;
  }
}
