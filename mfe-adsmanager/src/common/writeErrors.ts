// The sentence a user reads when the platform refused a write (or did not answer for it).
import { isGraphError, isThrottled, requestErrorText, type Throttle } from 'shared-graph';
import type { WriteResult } from '../writes/assetWrites';
import { formatTimeOfDay, waitText } from 'shared-ui';

export const UNFINISHED_WRITE = 'Facebook did not finish this change. Reload the list to see whether it applied before you try again.';
export const WRITE_FAILED = 'The change could not be sent. Check your connection and try again.';

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

/** A whole batch that failed (network, session, rate limit). */
export function requestFailureText(error: unknown): string {
  if (isThrottled(error)) return throttledWriteText(error.throttle);
  if (isGraphError(error)) return error.userMessage || error.message || WRITE_FAILED;
  return requestErrorText(error, WRITE_FAILED) ?? WRITE_FAILED;
}
