import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './theme';

// One list per query: React reads the snapshot on every render of every user, and each `matchMedia()` call makes
// a new list that the browser evaluates against the current layout. Kept per `matchMedia` (a test may replace it).
const matchers = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function getMatcher(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let lists = matchers.get(window.matchMedia);
  if (!lists) {
    lists = new Map();
    matchers.set(window.matchMedia, lists);
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches, kept in sync with the viewport. Without `window.matchMedia`
 * (server, old jsdom) it reports `false`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = getMatcher(query);
      if (!mql) return () => undefined;
      if (typeof mql.addEventListener === 'function') {
        mql.addEventListener('change', onChange);
        return () => mql.removeEventListener('change', onChange);
      }
      // Safari < 14
      mql.addListener(onChange);
      return () => mql.removeListener(onChange);
    },
    [query],
  );
  const getSnapshot = () => getMatcher(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** True at phone widths (below `theme.breakpoints.mobile`). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
