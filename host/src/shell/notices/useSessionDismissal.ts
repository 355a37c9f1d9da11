import { useCallback, useState } from 'react';

/**
 * A notice closed "for this session": remembered in sessionStorage under `key`, so it stays away on every
 * route and after a reload, and comes back in a new browser session.
 */
export function useSessionDismissal(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => readFlag(key));
  const dismiss = useCallback(() => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage can be full or blocked: the notice still closes for this page.
    }
    setDismissed(true);
  }, [key]);
  return [dismissed, dismiss];
}

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
