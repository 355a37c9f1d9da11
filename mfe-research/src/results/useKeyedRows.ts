import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from 'shared-graph';
import type { ResearchRow } from './rows';

interface Settled {
  key: string;
  rows: ResearchRow[];
  error: string | null;
}

/**
 * Rows loaded for a request key (null = nothing to load): a new key cancels the previous request; `loading` holds
 * until the key's answer arrives. `onError` turns a failure into the shown message (rows are cleared).
 */
export function useKeyedRows(
  key: string | null,
  load: (signal: AbortSignal) => Promise<ResearchRow[]>,
  onError: (error: unknown) => string,
  onSuccess?: () => void,
) {
  const [settled, setSettled] = useState<Settled | null>(null);
  const latest = useRef({ load, onError, onSuccess });
  useEffect(() => {
    latest.current = { load, onError, onSuccess };
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    latest.current.load(controller.signal).then(
      (rows) => {
        setSettled({ key, rows, error: null });
        latest.current.onSuccess?.();
      },
      (error: unknown) => {
        if (!isCancelled(error)) setSettled({ key, rows: [], error: latest.current.onError(error) });
      },
    );
    return () => controller.abort();
  }, [key]);

  const current = key !== null && settled?.key === key ? settled : null;
  const setRows = useCallback(
    (update: (rows: ResearchRow[]) => ResearchRow[]) => setSettled((s) => (s ? { ...s, rows: update(s.rows) } : s)),
    [],
  );
  return {
    rows: current?.rows ?? EMPTY,
    error: current?.error ?? null,
    loading: key !== null && current === null,
    setRows,
  };
}

const EMPTY: ResearchRow[] = [];
