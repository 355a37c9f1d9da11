import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms` (a search box asks the server when typing pauses). An empty
 * string is taken at once when `immediateWhenEmpty` is set: clearing a search should not wait.
 */
export function useDebouncedValue<T>(value: T, ms: number, { immediateWhenEmpty = false } = {}): T {
  const [settled, setSettled] = useState(value);
  const immediate = immediateWhenEmpty && value === '';
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), immediate ? 0 : ms);
    return () => clearTimeout(timer);
  }, [value, ms, immediate]);
  return immediate ? value : settled;
}
