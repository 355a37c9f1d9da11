// Duplication as a mutation with live progress (the duplicate dialog's; downloaded with it).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient, queryKeys, useGraphScope } from 'shared-graph';
import { duplicateAssets, type DuplicateOptions, type DuplicateSource, type DuplicationProgress } from './duplicateAssets';

export interface DuplicationState {
  duplicate: (sources: DuplicateSource[], options?: Omit<DuplicateOptions, 'onProgress'>) => Promise<DuplicationProgress>;
  /** The running (or last) duplication's progress; null before the first. */
  progress: DuplicationProgress | null;
  isRunning: boolean;
  error: Error | null;
}

/** Duplicates through asyncbatch with live progress; the scope's lists are read again when it ends. */
export function useDuplicateAssets(): DuplicationState {
  const scope = useGraphScope();
  const [progress, setProgress] = useState<DuplicationProgress | null>(null);
  const mutation = useMutation<DuplicationProgress, Error, { sources: DuplicateSource[]; options?: Omit<DuplicateOptions, 'onProgress'> }>(
    {
      mutationFn: ({ sources, options }) => duplicateAssets(sources, { ...options, onProgress: setProgress }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.graphScope(scope) }),
    },
    queryClient,
  );
  return {
    duplicate: (sources, options) => {
      setProgress(null);
      return mutation.mutateAsync({ sources, options });
    },
    progress,
    isRunning: mutation.isPending,
    error: mutation.error,
  };
}
