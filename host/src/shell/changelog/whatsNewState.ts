import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { isCancelled, reportError } from 'shared-graph';
import { entriesNewerThan, fetchChangelog, readLastSeen, storeLastSeen, type ChangelogEntry } from './changelog';

/** The last seen id once this page has changed it (null: read it from localStorage). */
const lastSeenAtom = atom<number | null>(null);
/** Whether the "What's new?" dialog is open. */
export const whatsNewOpenAtom = atom(false);

/** The changelog plus what is new for this browser, shared by the header dialog and the sidebar notice. */
export function useWhatsNew() {
  const [entries, setEntries] = useState<ChangelogEntry[]>([]);
  const [stored, setStored] = useAtom(lastSeenAtom);

  useEffect(() => {
    let active = true;
    fetchChangelog()
      .then((list) => {
        if (active) setEntries(list);
      })
      .catch((error: unknown) => {
        if (!isCancelled(error)) reportError(error, { where: 'changelog' });
      });
    return () => {
      active = false;
    };
  }, []);

  const lastSeen = stored ?? readLastSeen();
  const fresh = entriesNewerThan(entries, lastSeen);
  /** Closing stores the newest id, so these entries are not shown again. */
  const markSeen = () => {
    storeLastSeen(entries);
    setStored(readLastSeen());
  };
  return { entries, fresh, markSeen };
}
