import { areaForPath } from './areaForPath';
import type { RemoteRegistry } from './registry';

/**
 * SPEC §2 exempts the admin routes from the Facebook-related redirects. Before their remote has loaded the host
 * knows them by their registry access rule: a path open to named roles only (/admin, /setting/cs) is a staff area,
 * and a staff member without a Facebook connection (customer service) must still reach it.
 */
export function isStaffArea(registry: RemoteRegistry, pathname: string): boolean {
  const access = areaForPath(registry, pathname)?.owned.access;
  return typeof access === 'object' && access !== null && 'roles' in access;
}
