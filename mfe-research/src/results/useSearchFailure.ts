import { useEffect, useRef } from 'react';
import { isCancelled, notify } from 'shared-graph';
import { searchFailureMessage } from '../interests/researchErrors';

const SEARCH_FAILURE_TOAST = 'research-search-failure';

/** What the failure toast follows: a query's state. */
export interface ReadState {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  errorUpdatedAt: number;
  isFetching: boolean;
}

/**
 * SPEC §8 search failure: when `read` fails, its message (server message, else status text, else `fb`) shows as a
 * persistent error toast whose Retry calls `retry`; a success dismisses it. Returns the message to show while the
 * failure stands (null while reading again).
 */
export function useSearchFailure(read: ReadState, retry: () => void): string | null {
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  const failure = read.error && !read.isFetching && !isCancelled(read.error) ? read.error : null;

  useEffect(() => {
    if (!failure) return;
    notify.dismiss(SEARCH_FAILURE_TOAST);
    notify.error(searchFailureMessage(failure), {
      id: SEARCH_FAILURE_TOAST,
      persistent: true,
      action: {
        label: 'Retry',
        onClick: () => {
          notify.dismiss(SEARCH_FAILURE_TOAST);
          latestRetry.current();
        },
      },
    });
  }, [failure, read.errorUpdatedAt]);

  const succeeded = read.status === 'success';
  useEffect(() => {
    if (succeeded) notify.dismiss(SEARCH_FAILURE_TOAST);
  }, [succeeded]);

  return failure ? searchFailureMessage(failure) : null;
}
