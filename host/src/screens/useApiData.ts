import { useEffect, useEffectEvent, useState } from 'react';
import { isApiError, isCancelled } from 'shared-graph';

interface Loaded<T> {
  key: string;
  data?: T;
  error?: string;
}

export interface ApiData<T> {
  /** The last data loaded (kept while a new request runs). */
  data: T | undefined;
  /** The error of the current request, as a sentence to show. */
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Replace the data locally after a successful write. */
  update: (change: (current: T) => T) => void;
}

/** Loads `load(signal)` whenever `key` changes (or on reload); aborts the previous request. */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, fallbackError: string): ApiData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [data, setData] = useState<T | undefined>(undefined);
  const requestKey = `${key}#${attempt}`;
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (value) => {
        setData(value);
        setState({ key: requestKey, data: value });
      },
      (error: unknown) => {
        if (!isCancelled(error)) setState({ key: requestKey, error: isApiError(error) ? error.message : fallbackError });
      },
    );
    return () => controller.abort();
  }, [requestKey, fallbackError]);

  const current = state?.key === requestKey ? state : null;
  return {
    data,
    error: current?.error ?? null,
    loading: current === null,
    reload: () => setAttempt((n) => n + 1),
    update: (change) => setData((value) => (value === undefined ? value : change(value))),
  };
}
