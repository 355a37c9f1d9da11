// What a remote says about its area in the registry (/remotes.json, area.json): the one definition the server
// that serves the registry and the host that reads it both use (docs/contracts.md, "Module Federation").
import type { UserRole } from '../session/types';

export const USER_ROLES: readonly UserRole[] = ['user', 'cs', 'admin'];

/** Who may enter a path: anyone, a signed-in user, or a signed-in user with one of the roles. */
export type Access = 'open' | 'login' | { roles: UserRole[] };

/** A page's h1 and the line under it, as its screen shows them. */
export interface PageHeading {
  title: string;
  description?: string;
}

export interface AreaPath {
  /** A top-level path prefix such as '/dashboard'; the remote owns everything below it. */
  path: string;
  access: Access;
  /**
   * The heading of the page at exactly this path: the server paints it in the shell frame of the first HTML, and
   * the host shows it while the remote loads, so the page's heading does not wait for the remote's code.
   */
  heading?: PageHeading;
}

export interface NavEntry {
  to: string;
  label: string;
  /** A name from shared-ui's navigation icon set (NavIcon). */
  icon?: string;
  section?: string;
  order: number;
}

/** A registry entry as served: the remote's manifest and the area it describes. */
export interface RemoteAreaEntry {
  manifest: string;
  /** The area's name in messages ("Dashboard is unavailable") and on the welcome screen. */
  label: string;
  /** What the area does, in one sentence: the welcome screen lists it under the label. */
  description?: string;
  /**
   * The remote exposes `./notices`: a component (its default export) the shell mounts in its notice area on every
   * page while someone is signed in, rendering zero or more compact notices (shared-ui's Banner).
   */
  notices?: boolean;
  paths: AreaPath[];
  nav: NavEntry[];
  /** The shared-graph contract the remote was built against (stamped by its build). */
  contractVersion?: number;
}

/** A remote's name in the registry: lower-case letters, digits and dashes. */
export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,63}$/;
/** An owned top-level path. */
export const AREA_PATH = /^\/[A-Za-z0-9/_-]*$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function isPageHeading(value: unknown): value is PageHeading {
  return isObject(value) && isText(value.title) && (value.description === undefined || isText(value.description));
}

export function isAccess(value: unknown): value is Access {
  if (value === 'open' || value === 'login') return true;
  return isObject(value) && Array.isArray(value.roles) && value.roles.length > 0 && value.roles.every((role) => USER_ROLES.includes(role as UserRole));
}

/** The longest description an area may give (one sentence on the welcome screen). */
export const DESCRIPTION_MAX = 200;

export function isAreaDescription(value: unknown): value is string {
  return isText(value) && value.length <= DESCRIPTION_MAX;
}
