// shared-graph/registry: the remote registry's entry types and checks, without React or the session, for the
// host that reads /remotes.json and the server that serves it.
export {
  USER_ROLES,
  REMOTE_NAME,
  AREA_PATH,
  DESCRIPTION_MAX,
  isAccess,
  isAreaDescription,
  isPageHeading,
  type Access,
  type AreaPath,
  type NavEntry,
  type PageHeading,
  type RemoteAreaEntry,
} from './registry/remoteArea';
// The host ⇄ remote contract version: the server refuses a release built against another one.
export { CONTRACT_VERSION } from './contract';
