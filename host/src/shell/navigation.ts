// The sidebar: the host's own entries and each registered remote's, in their `order`; an entry whose path
// needs a role the visitor lacks is hidden.
import { createElement } from 'react';
import type { UserRole } from 'shared-graph/host';
import { NavIcon, type NavItem } from 'shared-ui';
import { judgeAccess } from '../access/judgeAccess';
import { areaForPath } from '../remotes/areaForPath';
import type { NavEntry, RemoteRegistry } from '../remotes/registry';

const HOST_NAV: readonly NavEntry[] = [{ to: '/setting', label: 'Settings', section: 'Account', icon: 'settings', order: 80 }];

export interface Visitor {
  loggedIn: boolean;
  role: UserRole | undefined;
}

/** Whether the visitor may enter the page a navigation entry leads to (the sidebar hides the others). */
export function navEntryVisible(registry: RemoteRegistry, item: NavEntry, visitor: Visitor): boolean {
  const access = areaForPath(registry, item.to)?.owned.access;
  if (!access || typeof access === 'string') return true;
  return judgeAccess(access, visitor) === 'enter';
}

export function navItemsFor(registry: RemoteRegistry, visitor: Visitor): NavItem[] {
  const entries = [...HOST_NAV, ...[...registry.values()].flatMap((entry) => entry.nav)];
  return entries
    .filter((item) => navEntryVisible(registry, item, visitor))
    .sort((a, b) => a.order - b.order)
    // The icon is named by the entry (the shared-ui set); an unknown name draws a neutral mark.
    .map(({ to, label, section, icon }) => ({ to, label, icon: createElement(NavIcon, { name: icon }), ...(section ? { section } : {}) }));
}
