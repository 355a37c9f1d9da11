// The sentence a user reads when the platform refused a write (or did not answer for it).
import { isApiError, isGraphError, isThrottled, requestErrorText, type Throttle } from 'shared-graph';
import type { WriteResult } from '../writes/assetWrites';
import { formatTimeOfDay, waitText } from 'shared-ui';

export const UNFINISHED_WRITE = 'Facebook did not finish this change. Reload the list to see whether it applied before you try again.';
export const WRITE_FAILED = 'The change could not be sent. Check your connection and try again.';
/**
 * A write that got no answer: the request may have reached the server (and Facebook) before the connection failed,
 * and its retry with the same Idempotency-Key got no answer either — so whether it applied is not known.
 */
export const WRITE_OUTCOME_UNKNOWN = 'Sasar could not reach the server, so this change may or may not have been applied. Check your connection, then check the list before you try again.';

/** A write the platform's throttle held back: nothing was sent to Facebook; the wait in words (local time). */
export function throttledWriteText(throttle: Throttle, now = Date.now()): string {
  const whose = throttle.scope === 'app' ? 'Sasar' : 'this ad account';
  return `Facebook asks us to wait ${waitText(throttle.regainAt, now)} (until ${formatTimeOfDay(throttle.regainAt)}) before more changes to ${whose}. Nothing was changed; try again then.`;
}

export function writeErrorText(result: WriteResult | undefined | null): string | null {
  if (!result || result.ok) return result ? null : UNFINISHED_WRITE;
  if (!result.error) return UNFINISHED_WRITE;
  if (isThrottled(result.error)) return throttledWriteText(result.error.throttle);
  return result.error.userMessage || result.error.message || WRITE_FAILED;
}

/** No answer came (the browser's "Failed to fetch", a connection cut, a time-out): not a refusal, the outcome unknown. */
export function isNoAnswer(error: unknown): boolean {
  if (isThrottled(error)) return false;
  if (isGraphError(error) || isApiError(error)) return error.code === 'network_error';
  return error instanceof TypeError;
}

/**
 * A whole write call that failed (network, session, rate limit) in words, never the browser's own text. A call that
 * got no answer says `outcomeUnknown` (default: this change may or may not have been applied; check the list).
 */
export function requestFailureText(error: unknown, outcomeUnknown: string = WRITE_OUTCOME_UNKNOWN): string {
  if (isThrottled(error)) return throttledWriteText(error.throttle);
  if (isNoAnswer(error)) return outcomeUnknown;
  if (isGraphError(error)) return error.userMessage || error.message || WRITE_FAILED;
  return requestErrorText(error, WRITE_FAILED) ?? WRITE_FAILED;
}
