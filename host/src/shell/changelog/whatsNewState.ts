import { atom, useAtom } from 'jotai';
import { isCancelled, queryKeys, useServerQuery } from 'shared-graph';
import { reportError } from 'shared-graph/host';
import { entriesNewerThan, fetchChangelog, readLastSeen, storeLastSeen, type ChangelogEntry } from './changelog';

/** The last seen id once this page has changed it (null: read it from localStorage). */
const lastSeenAtom = atom<number | null>(null);
/** Whether the "What's new?" dialog is open. */
export const whatsNewOpenAtom = atom(false);

const NONE: ChangelogEntry[] = [];

function loadChangelog(signal: AbortSignal): Promise<ChangelogEntry[]> {
  return fetchChangelog(signal).catch((error: unknown) => {
    if (!isCancelled(error)) reportError(error, { where: 'changelog' });
    throw error;
  });
}

/** The changelog plus what is new for this browser, shared by the header dialog and the sidebar notice. */
export function useWhatsNew() {
  // The same query as /updates: one request for the header, the sidebar notice and the page.
  const entries = useServerQuery(queryKeys.apiResource('changelog'), loadChangelog).data ?? NONE;
  const [stored, setStored] = useAtom(lastSeenAtom);

  const lastSeen = stored ?? readLastSeen();
  const fresh = entriesNewerThan(entries, lastSeen);
  /** Closing stores the newest id, so these entries are not shown again. */
  const markSeen = () => {
    storeLastSeen(entries);
    setStored(readLastSeen());
  };
  return { entries, fresh, markSeen };
}
