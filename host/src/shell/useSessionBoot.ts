import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useLoggedIn, useUser } from 'shared-graph';
import { loadUser, type RouteMeta } from 'shared-graph/host';
import { isStaffArea } from '../remotes/staffArea';
import { useRegistry } from '../remotes/RegistryContext';
import { usePendingAdAccounts } from './usePendingAdAccounts';

/**
 * Loads the signed-in user once per session and applies the SPEC §4 connection decision; while the user's ad
 * accounts are still being fetched from the platform, reads the user again until they are there.
 */
export function useSessionBoot(): void {
  usePendingAdAccounts();
  const loggedIn = useLoggedIn();
  const user = useUser();
  const matches = useMatches();
  const registry = useRegistry();
  const staffArea = isStaffArea(registry, matches.at(-1)?.pathname ?? '');
  const routeName = (matches.at(-1)?.handle as RouteMeta | undefined)?.name;
  const needsUser = loggedIn && !user;
  useEffect(() => {
    if (!needsUser) return;
    const controller = new AbortController();
    void loadUser({ signal: controller.signal, routeName, redirect: !staffArea });
    return () => controller.abort();
    // routeName and staffArea are read once, when the user loads; later navigation must not reload the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsUser]);
}
