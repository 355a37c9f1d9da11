import { useAtomValue } from 'jotai';
import { sessionStore } from '../session/atoms';
import { rateLimitUsageAtom, usageFor, type AccountUsageView, type RateLimitState } from './rateLimitUsage';

/** Every ad account's usage the session has seen (for a list of all accounts). */
export function useRateLimitState(): RateLimitState {
  return useAtomValue(rateLimitUsageAtom, { store: sessionStore });
}

/** The usage the meter shows for one ad account, or null before any graph response reported it. */
export function useRateLimitUsage(accountId: string | null): AccountUsageView | null {
  return usageFor(useRateLimitState(), accountId);
}
