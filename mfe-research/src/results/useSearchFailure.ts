import { useCallback, useMemo } from 'react';
import { notify } from 'shared-graph';
import { searchFailureMessage } from '../interests/researchErrors';

const SEARCH_FAILURE_TOAST = 'research-search-failure';

/**
 * SPEC §8 search failure: the message (server message, else status text, else `fb`) as a persistent error toast
 * with Retry. Returns `fail(error, retry) → message` and `clear()` (dismisses the toast after a success).
 */
export function useSearchFailure() {
  const fail = useCallback((error: unknown, retry: () => void): string => {
    const message = searchFailureMessage(error);
    notify.dismiss(SEARCH_FAILURE_TOAST);
    notify.error(message, {
      id: SEARCH_FAILURE_TOAST,
      persistent: true,
      action: {
        label: 'Retry',
        onClick: () => {
          notify.dismiss(SEARCH_FAILURE_TOAST);
          retry();
        },
      },
    });
    return message;
  }, []);
  const clear = useCallback(() => notify.dismiss(SEARCH_FAILURE_TOAST), []);
  return useMemo(() => ({ fail, clear }), [fail, clear]);
}
