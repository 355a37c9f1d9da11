// Which remote owns which top-level paths of SPEC §2, and who may enter. The remote owns everything below.
import type { RemoteName } from './registry';

export type Access = 'login' | 'open';

export interface RemoteArea {
  remote: RemoteName;
  label: string;
  prefixes: readonly string[];
  access: Access;
}

// The spec marks /dashboard open and leaves rules and ads manager blank; their data needs a session, so they
// ask for login like the research area does.
export const REMOTE_AREAS: readonly RemoteArea[] = [
  { remote: 'research', label: 'Research', prefixes: ['/', '/search', '/explore', '/pages', '/insights', '/saved-groups'], access: 'login' },
  { remote: 'dashboard', label: 'Dashboard', prefixes: ['/dashboard'], access: 'open' },
  { remote: 'adsmanager', label: 'Ads manager', prefixes: ['/adsmanager', '/create'], access: 'login' },
  { remote: 'rules', label: 'Rules', prefixes: ['/rules'], access: 'login' },
  { remote: 'admin', label: 'Admin', prefixes: ['/admin', '/setting/cs'], access: 'login' },
];

function owns(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/' || pathname === '';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The area whose subtree holds `pathname`; the longest matching prefix wins. */
export function areaForPath(pathname: string): RemoteArea | undefined {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  const path = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  let best: { area: RemoteArea; length: number } | undefined;
  for (const area of REMOTE_AREAS) {
    for (const prefix of area.prefixes) {
      if (owns(prefix, path) && (!best || prefix.length > best.length)) best = { area, length: prefix.length };
    }
  }
  return best?.area;
}
