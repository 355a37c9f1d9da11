// The research area's routes render inside this: the part of the query client that SPEC §9 keeps across reloads is
// restored before the screens ask for anything (their queries wait meanwhile), and saved while the area is open.
import { IsRestoringProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient, useUser } from 'shared-graph';
import { persistResearchCache, researchCacheStorageKey } from './researchPersister';

export function ResearchCacheScope() {
  const user = useUser();
  const storageKey = researchCacheStorageKey(user?.id ?? 'guest');
  const [restoredKey, setRestoredKey] = useState<string | null>(null);

  useEffect(() => {
    const persister = persistResearchCache(queryClient, { storageKey });
    let live = true;
    void persister.restored.then(() => {
      if (live) setRestoredKey(storageKey);
    });
    return () => {
      live = false;
      void persister.stop();
    };
  }, [storageKey]);

  return (
    <IsRestoringProvider value={restoredKey !== storageKey}>
      <Outlet />
    </IsRestoringProvider>
  );
}
