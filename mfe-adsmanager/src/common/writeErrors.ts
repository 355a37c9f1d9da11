// The sentence a user reads when the platform refused a write (or did not answer for it).
import { isGraphError, requestErrorText, type WriteResult } from 'shared-graph';

export const UNFINISHED_WRITE = 'Facebook did not finish this change. Reload the list to see whether it applied before you try again.';
export const WRITE_FAILED = 'The change could not be sent. Check your connection and try again.';

export function writeErrorText(result: WriteResult | undefined | null): string | null {
  if (!result || result.ok) return result ? null : UNFINISHED_WRITE;
  if (!result.error) return UNFINISHED_WRITE;
  return result.error.userMessage || result.error.message || WRITE_FAILED;
}

/** A whole batch that failed (network, session, rate limit). */
export function requestFailureText(error: unknown): string {
  if (isGraphError(error)) return error.userMessage || error.message || WRITE_FAILED;
  return requestErrorText(error, WRITE_FAILED) ?? WRITE_FAILED;
}
