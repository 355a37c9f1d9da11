// Cancellation: every shared-graph call takes an AbortSignal; a cancelled call rejects with an AbortError.

function named(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === name;
}

/** True for the rejection of a cancelled request. SPEC §8: callers ignore these silently. */
export function isCancelled(error: unknown): boolean {
  if (named(error, 'AbortError')) return true;
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return named(cause, 'AbortError');
}

/** A DOMException named AbortError (or an Error named so where DOMException is missing). */
export function createAbortError(reason?: unknown): Error {
  const message = 'The operation was aborted.';
  const error: Error =
    typeof DOMException === 'function' ? new DOMException(message, 'AbortError') : Object.assign(new Error(message), { name: 'AbortError' });
  if (reason !== undefined && !named(reason, 'AbortError')) {
    try {
      Object.defineProperty(error, 'cause', { value: reason, configurable: true });
    } catch {
      // ignore
    }
  }
  return error;
}

/** The error to reject with when `signal` fired: its reason when that is already an AbortError. */
export function abortErrorFor(signal?: AbortSignal): Error {
  const reason: unknown = signal?.reason;
  return named(reason, 'AbortError') ? (reason as Error) : createAbortError(reason);
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortErrorFor(signal);
}
