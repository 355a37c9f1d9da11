// Which remote owns a URL path, by the paths each registry entry claims; the longest matching prefix wins.
import type { AreaPath, PageHeading, RemoteEntry, RemoteRegistry } from './registry';

export interface AreaMatch {
  entry: RemoteEntry;
  /** The claimed path that matched, with its access rule. */
  owned: AreaPath;
}

/** '/dashboard' owns '/dashboard' and '/dashboard/…'; '/' owns only '/'. */
export function ownsPath(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/' || pathname === '';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function cleanPath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

export function areaForPath(registry: RemoteRegistry, pathname: string): AreaMatch | undefined {
  const path = cleanPath(pathname);
  let best: AreaMatch | undefined;
  for (const entry of registry.values()) {
    for (const owned of entry.paths) {
      if (ownsPath(owned.path, path) && (!best || owned.path.length > best.owned.path.length)) best = { entry, owned };
    }
  }
  return best;
}

/** The heading the registry gives exactly this path (painted before the area's code runs), if any. */
export function headingForPath(registry: RemoteRegistry, pathname: string): PageHeading | undefined {
  const match = areaForPath(registry, pathname);
  return match && match.owned.path === cleanPath(pathname) ? match.owned.heading : undefined;
}
